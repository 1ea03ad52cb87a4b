import {readFileSync, readdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {runMeasured, type MeasuredRun} from './processTree';

export interface BuildFigures {
  cores: number;
  /** Each step of `npm run build`, in order. */
  steps: MeasuredRun[];
  wallMs: number;
  peakBytes: number;
  /** Time the search-index plugin took inside `docusaurus build`, as it reports it (undefined: no report seen). */
  searchIndexMs?: number;
}

/** The line the search-index plugin (plugins/search-index/) prints when it has written every index. */
const SEARCH_INDEX_REPORT = /^\[search-index\] .* in (\d+(?:\.\d+)?) s\.$/;

/** The search-index plugin's own time, from the lines the build reported. */
export function searchIndexMs(steps: readonly MeasuredRun[]): number | undefined {
  const line = steps.flatMap((step) => step.reported ?? []).find((reported) => SEARCH_INDEX_REPORT.test(reported));
  const seconds = line ? SEARCH_INDEX_REPORT.exec(line)?.[1] : undefined;
  return seconds === undefined ? undefined : Number(seconds) * 1000;
}

export interface ApiShare {
  /** `docusaurus build` without the API reference (TESSERA_SKIP_API_REFERENCE=1). */
  withoutApi: MeasuredRun;
  /** `docusaurus build` with it, taken from the full build. */
  withApi: MeasuredRun;
  /** Generating the API pages plus the extra time of building them. */
  apiWallMs: number;
  apiPeakBytesDelta: number;
}

/** `npm run build`'s steps, from package.json, so the bench always measures what the project really runs. */
export function buildSteps(packageJson: {scripts?: Record<string, string>}): string[] {
  const script = packageJson.scripts?.build;
  if (!script) throw new Error('package.json has no "build" script.');
  return script
    .split('&&')
    .map((step) => step.trim())
    .filter(Boolean);
}

/**
 * The `docusaurus build` steps of `npm run build` (bundling, then rendering, each in its own process), with the
 * settings they set (e.g. the SSG thread count): the bench's other builds (without or with part of the API pages, the
 * empty site) run the same commands.
 */
export function docusaurusBuildSteps(packageJson: {scripts?: Record<string, string>}): string[] {
  const steps = buildSteps(packageJson).filter((candidate) => /\bdocusaurus build\b/.test(candidate));
  if (steps.length === 0) throw new Error('package.json\'s "build" script has no "docusaurus build" step.');
  return steps;
}

/** Steps run one after the other, as one: their times add up, the peak is the highest of them. */
export function combinedRun(runs: readonly MeasuredRun[]): MeasuredRun {
  return {
    command: runs.map((run) => run.command).join(' && '),
    exitCode: runs.find((run) => run.exitCode !== 0)?.exitCode ?? 0,
    wallMs: runs.reduce((sum, run) => sum + run.wallMs, 0),
    peakBytes: Math.max(...runs.map((run) => run.peakBytes)),
    reported: runs.flatMap((run) => run.reported ?? []),
  };
}

function readPackageJson(root: string): {scripts?: Record<string, string>} {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {scripts?: Record<string, string>};
}

/** Builds run cold (no Rspack persistent cache) and, on larger machines, on 2 cores: the budget's conditions. */
export function budgetConditions(root: string): {prefix: string; cores: number; env: NodeJS.ProcessEnv} {
  const available = os.availableParallelism();
  const pinned = available > 2;
  return {
    prefix: pinned ? 'taskset -c 0,1 ' : '',
    cores: Math.min(available, 2),
    // PATH as npm scripts see it, so that the steps run exactly as written in package.json.
    env: {
      DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    },
  };
}

/** Puts a command prefix (taskset) after a step's leading `NAME=value` assignments, which must stay first. */
export function prefixed(prefix: string, step: string): string {
  const assignments = /^(\s*[A-Za-z_]\w*=\S*\s+)*/.exec(step)?.[0] ?? '';
  return `${assignments}${prefix}${step.slice(assignments.length)}`;
}

async function runOrThrow(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<MeasuredRun> {
  console.log(`\n[bench] $ ${command}`);
  const run = await runMeasured(command, {cwd, env, report: SEARCH_INDEX_REPORT});
  if (run.exitCode !== 0) throw new Error(`"${command}" failed with exit code ${run.exitCode}.`);
  return run;
}

export async function measureBuild(root: string): Promise<BuildFigures> {
  const {prefix, cores, env} = budgetConditions(root);
  const steps: MeasuredRun[] = [];
  for (const step of buildSteps(readPackageJson(root))) steps.push(await runOrThrow(prefixed(prefix, step), root, env));
  return {
    cores,
    steps,
    wallMs: steps.reduce((sum, step) => sum + step.wallMs, 0),
    peakBytes: Math.max(...steps.map((step) => step.peakBytes)),
    searchIndexMs: searchIndexMs(steps),
  };
}

/** The `docusaurus build` steps of package.json, each changed by `adapt`, into outDir: measured as one run. */
async function runDocusaurusBuild(
  root: string,
  outDir: string,
  options: {cwd?: string; env?: NodeJS.ProcessEnv; adapt?: (step: string) => string} = {},
): Promise<MeasuredRun> {
  const {prefix, env} = budgetConditions(root);
  const runs: MeasuredRun[] = [];
  for (const step of docusaurusBuildSteps(readPackageJson(root))) {
    const command = `${prefixed(prefix, options.adapt?.(step) ?? step)} --out-dir ${JSON.stringify(outDir)}`;
    runs.push(await runOrThrow(command, options.cwd ?? root, {...env, ...options.env}));
  }
  return combinedRun(runs);
}

/** `docusaurus build` without the API reference, into outDir, measured like the full build. */
export async function measureBuildWithoutApi(root: string, outDir: string): Promise<MeasuredRun> {
  return runDocusaurusBuild(root, outDir, {env: {TESSERA_SKIP_API_REFERENCE: '1'}});
}

/** `docusaurus build` with only `fraction` of the API operation pages (config/apiSubset.ts), into outDir. */
export async function measureBuildWithApiFraction(
  root: string,
  outDir: string,
  fraction: number,
): Promise<MeasuredRun> {
  return runDocusaurusBuild(root, outDir, {env: {TESSERA_API_PAGE_FRACTION: String(fraction)}});
}

/** `docusaurus build` with some parts of plugins/lean-bundle switched off (`LEAN_BUNDLE_OFF`), into outDir. */
export async function measureBuildWithLeanPartsOff(
  root: string,
  outDir: string,
  parts: readonly string[],
): Promise<MeasuredRun> {
  return runDocusaurusBuild(root, outDir, {env: {LEAN_BUNDLE_OFF: parts.join(',')}});
}

/** Builds the empty Docusaurus site in siteDir (written by scripts/bench/floor.ts) with this project's Docusaurus. */
export async function measureFloorBuild(root: string, siteDir: string, outDir: string): Promise<MeasuredRun> {
  return runDocusaurusBuild(root, outDir, {
    cwd: siteDir,
    adapt: (step) => step.replace(/\bdocusaurus build\b/, `docusaurus build ${JSON.stringify(siteDir)}`),
  });
}

export function apiShare(build: BuildFigures, withoutApi: MeasuredRun): ApiShare {
  const docusaurusSteps = build.steps.filter((step) => /docusaurus build/.test(step.command));
  const generate = build.steps.find((step) => /gen-api|gen:api/.test(step.command));
  if (docusaurusSteps.length === 0) throw new Error('The build has no "docusaurus build" step to compare with.');
  const withApi = combinedRun(docusaurusSteps);
  return {
    withoutApi,
    withApi,
    apiWallMs: withApi.wallMs - withoutApi.wallMs + (generate?.wallMs ?? 0),
    apiPeakBytesDelta: withApi.peakBytes - withoutApi.peakBytes,
  };
}

export interface MainBundle {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/** The JavaScript every page loads before anything else: the runtime and main entry chunks. */
export function mainBundle(buildDir: string): MainBundle {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const files = readdirSync(jsDir).filter((name) => /^(main|runtime~main)\.[\w-]+\.js$/.test(name));
  if (files.length === 0) throw new Error(`No main bundle in ${jsDir}.`);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const name of files) {
    const content = readFileSync(path.join(jsDir, name));
    rawBytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return {files, rawBytes, gzipBytes};
}
