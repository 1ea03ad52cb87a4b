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
 * The `docusaurus build` step of `npm run build`, with the settings it sets (e.g. the SSG thread count): the bench's
 * other builds (without or with part of the API pages, the empty site) run the same command.
 */
export function docusaurusBuildStep(packageJson: {scripts?: Record<string, string>}): string {
  const step = buildSteps(packageJson).find((candidate) => /\bdocusaurus build\b/.test(candidate));
  if (!step) throw new Error('package.json\'s "build" script has no "docusaurus build" step.');
  return step;
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

/** `docusaurus build` without the API reference, into outDir, measured like the full build. */
export async function measureBuildWithoutApi(root: string, outDir: string): Promise<MeasuredRun> {
  const {prefix, env} = budgetConditions(root);
  return runOrThrow(
    `${prefixed(prefix, docusaurusBuildStep(readPackageJson(root)))} --out-dir ${JSON.stringify(outDir)}`,
    root,
    {
      ...env,
      TESSERA_SKIP_API_REFERENCE: '1',
    },
  );
}

/** `docusaurus build` with only `fraction` of the API operation pages (config/apiSubset.ts), into outDir. */
export async function measureBuildWithApiFraction(
  root: string,
  outDir: string,
  fraction: number,
): Promise<MeasuredRun> {
  const {prefix, env} = budgetConditions(root);
  return runOrThrow(
    `${prefixed(prefix, docusaurusBuildStep(readPackageJson(root)))} --out-dir ${JSON.stringify(outDir)}`,
    root,
    {
      ...env,
      TESSERA_API_PAGE_FRACTION: String(fraction),
    },
  );
}

/** Builds the empty Docusaurus site in siteDir (written by scripts/bench/floor.ts) with this project's Docusaurus. */
export async function measureFloorBuild(root: string, siteDir: string, outDir: string): Promise<MeasuredRun> {
  const {prefix, env} = budgetConditions(root);
  const step = docusaurusBuildStep(readPackageJson(root)).replace(
    /\bdocusaurus build\b/,
    `docusaurus build ${JSON.stringify(siteDir)}`,
  );
  return runOrThrow(`${prefixed(prefix, step)} --out-dir ${JSON.stringify(outDir)}`, siteDir, env);
}

export function apiShare(build: BuildFigures, withoutApi: MeasuredRun): ApiShare {
  const withApi = build.steps.find((step) => /docusaurus build/.test(step.command));
  const generate = build.steps.find((step) => /gen-api|gen:api/.test(step.command));
  if (!withApi) throw new Error('The build has no "docusaurus build" step to compare with.');
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
