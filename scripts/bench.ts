/**
 * `npm run bench`: builds the site (cold, on 2 cores), then measures what the budgets in config/budgets.ts talk
 * about — build time and memory (with and without the API pages), pages, first-load bytes and Lighthouse per page
 * type, search — and writes bench-results/bench.json and bench-results/bench.md. Figures are printed with pass/fail
 * per budget; the exit code is 1 when a budget fails.
 *
 * Every page budget is relative to the floor, an empty Docusaurus site of the same version and settings built and
 * measured in the same run (scripts/bench/floor.ts), and printed next to the limit: the same pages with every script
 * removed (scripts/bench/scriptless.ts). Build cost is also measured with none, half and all of the API pages.
 *
 * Search quality comes from the relevance bench (`npm run bench:search`, scripts/bench/relevance.ts) and from MCP
 * `search_docs` called over HTTP on the same query sets (scripts/bench/mcp.ts).
 *
 * Options: --skip-build (measure the existing build/), --no-api-comparison (no builds without / with half the API
 * pages), --no-floor, --no-scriptless, --no-lighthouse, --no-relevance, --no-mcp, --runs=N (default 3).
 * The floor's Lighthouse runs are taken N times before the pages and N times after them (see medianAroundPages).
 * BENCH_PORT picks the port of the local server (default: any free one); CHROME_PATH the Chromium (/usr/bin/chromium);
 * BENCH_BUILD_LOCK an flock(1) file the builds wait for on a machine shared with other builds (waiting is not timed).
 *
 * `--lean-parts` measures instead what each part of plugins/lean-bundle gains, one build per part switched off
 * (scripts/bench/leanParts.ts): first-load JS bytes, and with `--tbt` Lighthouse's TBT; with --skip-build, --runs=N, --parts=a,b (some parts only).
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium, type Browser} from 'playwright-core';
import {budgets} from '../config/budgets';
import {site} from '../config/site';
import {
  apiShare as shareOfApi,
  mainBundle,
  measureBuild,
  measureBuildWithApiFraction,
  measureBuildWithoutApi,
  measureFloorBuild,
  type MainBundle,
} from './bench/build';
import {FLOOR_DOCS_PATH, writeFloorSite} from './bench/floor';
import {
  medianAroundPages,
  startLighthouse,
  type FormFactor,
  type LighthouseSession,
  type ReducedRun,
} from './bench/lighthouse';
import {holdLock} from './bench/lock';
import {runLeanParts} from './bench/leanPartsRun';
import {benchMcpSearch, describeMcpSearch} from './bench/mcp';
import {measurePageWeight} from './bench/pageWeight';
import {PAGE_TYPES} from './bench/pageTypes';
import {describeApiHtml, measureApiHtml} from './bench/apiHtml';
import {
  describeHalves,
  evaluateBudgets,
  renderMarkdown,
  type ApiScalingPoint,
  type BenchResults,
  type FloorResult,
  type PageTypeResult,
  type ReferencePage,
} from './bench/report';
import {benchRelevance} from './bench/relevance';
import {writeScriptlessCopy} from './bench/scriptless';
import {measureSearch} from './bench/search';
import {startStaticServer} from './bench/server';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const outputDir = path.join(root, 'bench-results');

const args = new Set(process.argv.slice(2).filter((arg) => !/^--(runs|parts)=/.test(arg)));
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const partsArg = process.argv.find((arg) => arg.startsWith('--parts='));
const options = {
  skipBuild: args.has('--skip-build'),
  apiComparison: !args.has('--no-api-comparison'),
  floor: !args.has('--no-floor'),
  scriptless: !args.has('--no-scriptless'),
  lighthouse: !args.has('--no-lighthouse'),
  relevance: !args.has('--no-relevance'),
  mcp: !args.has('--no-mcp'),
  runs: runsArg ? Math.max(1, Number(runsArg.split('=')[1])) : 3,
  leanParts: args.has('--lean-parts'),
  tbt: args.has('--tbt'),
  parts: partsArg
    ?.slice('--parts='.length)
    .split(',')
    .map((part) => part.trim()),
};

function countPages(directory: string): {sitemapUrls: number; htmlFiles: number; apiPages: number} {
  const sitemap = readFileSync(path.join(directory, 'sitemap.xml'), 'utf8');
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  let htmlFiles = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (!['assets', 'pagefind'].includes(entry.name)) walk(path.join(folder, entry.name));
      } else if (entry.name.endsWith('.html')) htmlFiles += 1;
    }
  };
  walk(directory);
  return {
    sitemapUrls: urls.length,
    htmlFiles,
    apiPages: urls.filter((pathname) => pathname.startsWith(`${site.baseUrl}reference/api/`)).length,
  };
}

/**
 * scripts/bench/ask-ai.ts (the Ask AI service's own bench) is optional: when present, its `benchAskAi` measures the
 * latency the service adds to the first token of an answer; its numeric and text figures are reported as they come.
 */
async function measureAskAi(): Promise<Record<string, number | string> | undefined> {
  const modulePath = path.join(__dirname, 'bench', 'ask-ai.ts');
  if (!existsSync(modulePath)) return undefined;
  const loaded = (await import(pathToFileURL(modulePath).href)) as {benchAskAi?: unknown};
  if (typeof loaded.benchAskAi !== 'function')
    throw new Error('scripts/bench/ask-ai.ts exports no benchAskAi function');
  const figures = (await (loaded.benchAskAi as (options: {repositoryRoot: string}) => Promise<object>)({
    repositoryRoot: root,
  })) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(figures).filter((entry): entry is [string, number | string] =>
      ['number', 'string'].includes(typeof entry[1]),
    ),
  );
}

/** Relevance of every ranking, then MCP search_docs over HTTP; a part that fails is noted, not fatal. */
async function measureSearchQuality(notes: string[]) {
  let relevance: BenchResults['relevance'];
  let mcpSearch: BenchResults['mcpSearch'];
  if (options.mcp) {
    try {
      console.log('[bench] MCP search_docs over HTTP');
      mcpSearch = await benchMcpSearch({buildDir});
      for (const line of describeMcpSearch(mcpSearch)) console.log(`[bench] ${line}`);
    } catch (error) {
      notes.push(`MCP search_docs: not measured (${(error as Error).message}).`);
    }
  } else {
    notes.push('--no-mcp: MCP search_docs was not measured.');
  }
  if (options.relevance) {
    try {
      console.log('[bench] search relevance (npm run bench:search)');
      relevance = await benchRelevance({buildDir, inBrowser: true});
    } catch (error) {
      notes.push(`Search relevance: not measured (${(error as Error).message}).`);
    }
  } else {
    notes.push('--no-relevance: search relevance was not measured.');
  }
  return {relevance, mcpSearch};
}

const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];

function temporaryDirectory(purpose: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `tessera-bench-${purpose}-`));
}

/** Builds without the API pages and with half of them: the main bundle's growth and how build cost scales. */
async function compareApiBuilds(build: BenchResults['build'], notes: string[]) {
  const scaling: ApiScalingPoint[] = [];
  let withoutApi: MainBundle | undefined;
  let apiShare: BenchResults['apiShare'];
  const noApiDir = temporaryDirectory('no-api');
  try {
    const run = await measureBuildWithoutApi(root, noApiDir);
    if (build) apiShare = shareOfApi(build, run);
    withoutApi = mainBundle(noApiDir);
    scaling.push({label: 'without the API reference', apiPages: countPages(noApiDir).apiPages, run});
  } finally {
    rmSync(noApiDir, {recursive: true, force: true});
  }
  const halfDir = temporaryDirectory('half-api');
  try {
    const run = await measureBuildWithApiFraction(root, halfDir, 0.5);
    scaling.push({label: 'half of the API pages', apiPages: countPages(halfDir).apiPages, run});
  } catch (error) {
    notes.push(`Build with half of the API pages: not measured (${(error as Error).message}).`);
  } finally {
    rmSync(halfDir, {recursive: true, force: true});
  }
  const full = apiShare?.withApi;
  if (full)
    scaling.push({label: 'every API page (the real build)', apiPages: countPages(buildDir).apiPages, run: full});
  return {withoutApi, apiShare, scaling};
}

async function weighPage(browser: Browser, url: string, hydrates = true) {
  return {
    mobile: await measurePageWeight(browser, url, 'mobile', {hydrates}),
    desktop: await measurePageWeight(browser, url, 'desktop', {hydrates}),
  };
}

async function lighthouseBoth(
  lighthouse: LighthouseSession,
  url: string,
  target: ReferencePage['lighthouse'],
  notes: string[],
): Promise<void> {
  for (const formFactor of FORM_FACTORS) {
    console.log(`[bench] Lighthouse ${formFactor} ×${options.runs} ${url}`);
    try {
      target[formFactor] = await lighthouse.measure(url, formFactor, options.runs);
    } catch (error) {
      notes.push(`Lighthouse ${formFactor} on ${url}: not measured (${(error as Error).message}).`);
    }
  }
}

/** The floor's runs on both form factors, on one side of the pages (see medianAroundPages). */
async function floorRunsBoth(
  lighthouse: LighthouseSession,
  url: string,
  side: 'before' | 'after',
  notes: string[],
): Promise<Partial<Record<FormFactor, ReducedRun[]>>> {
  const runs: Partial<Record<FormFactor, ReducedRun[]>> = {};
  for (const formFactor of FORM_FACTORS) {
    console.log(`[bench] Lighthouse ${formFactor} ×${options.runs} ${url} (the floor, ${side} the pages)`);
    try {
      runs[formFactor] = await lighthouse.runs(url, formFactor, options.runs);
    } catch (error) {
      notes.push(
        `Lighthouse ${formFactor} on the floor ${side} the pages: not measured (${(error as Error).message}).`,
      );
    }
  }
  return runs;
}

async function main() {
  if (options.leanParts) {
    await runLeanParts({
      root,
      skipBuild: options.skipBuild,
      tbt: options.tbt,
      runs: options.runs,
      only: options.parts,
    });
    return;
  }
  if (options.tbt) throw new Error('--tbt goes with --lean-parts (the full bench measures Lighthouse anyway).');
  const notes: string[] = [];
  const loadAtStart = os.loadavg()[0];
  let build: BenchResults['build'];
  let apiShare: BenchResults['apiShare'];
  let apiScaling: ApiScalingPoint[] | undefined;
  let withoutApi: MainBundle | undefined;
  const temporary: string[] = [];

  const lockFile = process.env.BENCH_BUILD_LOCK;
  if (lockFile) console.log(`[bench] waiting for ${lockFile} before building`);
  const releaseLock = lockFile ? await holdLock(lockFile) : () => undefined;

  if (options.skipBuild) {
    if (!existsSync(path.join(buildDir, 'index.html')))
      throw new Error('No build in build/: run without --skip-build.');
    notes.push('--skip-build: the existing build was measured; build time and memory were not.');
  } else {
    build = await measureBuild(root);
  }
  const withApi = mainBundle(buildDir);

  if (options.apiComparison) {
    ({withoutApi, apiShare, scaling: apiScaling} = await compareApiBuilds(build, notes));
  } else {
    notes.push('--no-api-comparison: no builds without the API pages or with half of them.');
  }

  let floor: FloorResult | undefined;
  let floorBuildDir: string | undefined;
  if (options.floor) {
    const floorSite = temporaryDirectory('floor');
    temporary.push(floorSite);
    const docusaurusVersion = (
      JSON.parse(readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    writeFloorSite(floorSite, root, docusaurusVersion);
    floorBuildDir = path.join(floorSite, 'build');
    const run = await measureFloorBuild(root, floorSite, floorBuildDir);
    floor = {
      path: FLOOR_DOCS_PATH,
      build: run,
      pages: countPages(floorBuildDir).htmlFiles,
      mainBundle: mainBundle(floorBuildDir),
      page: {lighthouse: {}},
    };
  } else {
    notes.push('--no-floor: the empty Docusaurus site was not built; the budgets relative to it were not checked.');
  }
  releaseLock();

  let scriptlessDir: string | undefined;
  if (options.scriptless) {
    scriptlessDir = temporaryDirectory('scriptless');
    temporary.push(scriptlessDir);
    rmSync(scriptlessDir, {recursive: true, force: true});
    const stripped = writeScriptlessCopy(buildDir, scriptlessDir);
    console.log(`[bench] ${stripped} pages stripped of their scripts`);
  } else {
    notes.push('--no-scriptless: the pages were not measured with their scripts removed.');
  }

  const server = await startStaticServer(buildDir, Number(process.env.BENCH_PORT ?? 0), site.baseUrl);
  const floorServer = floorBuildDir ? await startStaticServer(floorBuildDir, 0, '/') : undefined;
  const scriptlessServer = scriptlessDir ? await startStaticServer(scriptlessDir, 0, site.baseUrl) : undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const apiHtml = countPages(buildDir).apiPages > 0 ? measureApiHtml(buildDir) : undefined;
  if (apiHtml) console.log(`[bench] ${describeApiHtml(apiHtml)}`);
  const pageTypes: PageTypeResult[] = [];
  let search: BenchResults['search'];
  let askAi: BenchResults['askAi'];
  let searchQuality: Pick<BenchResults, 'relevance' | 'mcpSearch'> = {};
  try {
    if (floor && floorServer) {
      console.log(`[bench] first load of the empty Docusaurus site's ${floor.path}`);
      floor.page.weights = await weighPage(browser, floorServer.url + floor.path);
    }
    for (const type of PAGE_TYPES) {
      console.log(`[bench] first load of ${type.path}`);
      pageTypes.push({
        type,
        weights: await weighPage(browser, server.url + type.path),
        lighthouse: {},
        scriptless: scriptlessServer
          ? {weights: await weighPage(browser, scriptlessServer.url + type.path, false), lighthouse: {}}
          : undefined,
      });
    }
    console.log('[bench] search');
    search = await measureSearch(browser, server.url, buildDir);
    try {
      console.log('[bench] Ask AI');
      askAi = await measureAskAi();
      if (!askAi) notes.push('Ask AI: not measured (scripts/bench/ask-ai.ts does not exist yet).');
    } catch (error) {
      notes.push(`Ask AI: not measured (${(error as Error).message}).`);
    }
    searchQuality = await measureSearchQuality(notes);
    await browser.close();

    if (options.lighthouse) {
      const lighthouse = await startLighthouse();
      try {
        const floorUrl = floor && floorServer ? floorServer.url + floor.path : undefined;
        const floorBefore = floorUrl ? await floorRunsBoth(lighthouse, floorUrl, 'before', notes) : {};
        for (const result of pageTypes) {
          const target = result.type.lighthousePath ?? result.type.path;
          await lighthouseBoth(lighthouse, server.url + target, result.lighthouse, notes);
          if (result.scriptless && scriptlessServer) {
            await lighthouseBoth(lighthouse, scriptlessServer.url + target, result.scriptless.lighthouse, notes);
          }
        }
        if (floor && floorUrl) {
          const floorAfter = await floorRunsBoth(lighthouse, floorUrl, 'after', notes);
          for (const formFactor of FORM_FACTORS) {
            const [before, after] = [floorBefore[formFactor] ?? [], floorAfter[formFactor] ?? []];
            if (before.length + after.length === 0) continue;
            const figures = medianAroundPages(before, after);
            floor.page.lighthouse[formFactor] = figures;
            if (figures.halves) console.log(`[bench] floor ${formFactor}: ${describeHalves(figures.halves)}`);
          }
        }
      } finally {
        await lighthouse.close();
      }
    } else {
      notes.push('--no-lighthouse: Lighthouse figures were not measured.');
    }
  } finally {
    await browser.close().catch(() => undefined);
    await server.close();
    await floorServer?.close();
    await scriptlessServer?.close();
    for (const directory of temporary) rmSync(directory, {recursive: true, force: true});
  }

  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    environment: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      node: process.version,
      loadAverage: {start: loadAtStart, end: os.loadavg()[0]},
    },
    build,
    apiShare,
    apiScaling,
    pages: countPages(buildDir),
    mainBundle: {withApi, withoutApi},
    floor,
    pageTypes,
    search,
    askAi,
    ...searchQuality,
    apiHtml,
    notes,
  };
  const checks = evaluateBudgets(results, budgets);
  const markdown = renderMarkdown(results, checks);
  mkdirSync(outputDir, {recursive: true});
  writeFileSync(path.join(outputDir, 'bench.json'), `${JSON.stringify({...results, budgets, checks}, null, 2)}\n`);
  writeFileSync(path.join(outputDir, 'bench.md'), markdown);
  console.log(`\n${markdown}`);
  const failed = checks.filter((check) => !check.pass);
  console.log(
    failed.length === 0
      ? `All ${checks.length} budgets pass. Written to bench-results/.`
      : `${failed.length} of ${checks.length} budgets fail. Written to bench-results/.`,
  );
  process.exitCode = failed.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
