/**
 * `npm run bench`: builds the site (cold, on 2 cores), then measures what the budgets in config/budgets.ts talk
 * about — build time and memory (with and without the API pages), pages, first-load bytes and Lighthouse per page
 * type, search — and writes bench-results/bench.json and bench-results/bench.md. Figures are printed with pass/fail
 * per budget; the exit code is 1 when a budget fails.
 *
 * Options: --skip-build (measure the existing build/), --no-api-comparison, --no-lighthouse, --runs=N (default 3).
 * BENCH_PORT picks the port of the local server (default: any free one); CHROME_PATH the Chromium (/usr/bin/chromium).
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium} from 'playwright-core';
import {budgets} from '../config/budgets';
import {site} from '../config/site';
import {apiShare as shareOfApi, mainBundle, measureBuild, measureBuildWithoutApi, type MainBundle} from './bench/build';
import {startLighthouse} from './bench/lighthouse';
import {measurePageWeight} from './bench/pageWeight';
import {PAGE_TYPES} from './bench/pageTypes';
import {evaluateBudgets, renderMarkdown, type BenchResults, type PageTypeResult} from './bench/report';
import {measureSearch} from './bench/search';
import {startStaticServer} from './bench/server';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const outputDir = path.join(root, 'bench-results');

const args = new Set(process.argv.slice(2).filter((arg) => !arg.startsWith('--runs=')));
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const options = {
  skipBuild: args.has('--skip-build'),
  apiComparison: !args.has('--no-api-comparison'),
  lighthouse: !args.has('--no-lighthouse'),
  runs: runsArg ? Math.max(1, Number(runsArg.split('=')[1])) : 3,
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

async function main() {
  const notes: string[] = [];
  const loadAtStart = os.loadavg()[0];
  let build: BenchResults['build'];
  let apiShare: BenchResults['apiShare'];
  let withoutApi: MainBundle | undefined;

  if (options.skipBuild) {
    if (!existsSync(path.join(buildDir, 'index.html')))
      throw new Error('No build in build/: run without --skip-build.');
    notes.push('--skip-build: the existing build was measured; build time and memory were not.');
  } else {
    build = await measureBuild(root);
  }
  const withApi = mainBundle(buildDir);

  if (options.apiComparison) {
    const noApiDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-no-api-'));
    try {
      const run = await measureBuildWithoutApi(root, noApiDir);
      if (build) apiShare = shareOfApi(build, run);
      withoutApi = mainBundle(noApiDir);
    } finally {
      rmSync(noApiDir, {recursive: true, force: true});
    }
  } else {
    notes.push('--no-api-comparison: the main bundle was not compared with a build without the API pages.');
  }

  const server = await startStaticServer(buildDir, Number(process.env.BENCH_PORT ?? 0), site.baseUrl);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const pageTypes: PageTypeResult[] = [];
  let search: BenchResults['search'];
  let askAi: BenchResults['askAi'];
  try {
    for (const type of PAGE_TYPES) {
      console.log(`[bench] first load of ${type.path}`);
      pageTypes.push({
        type,
        weights: {
          mobile: await measurePageWeight(browser, server.url + type.path, 'mobile'),
          desktop: await measurePageWeight(browser, server.url + type.path, 'desktop'),
        },
        lighthouse: {},
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
    await browser.close();

    if (options.lighthouse) {
      const lighthouse = await startLighthouse();
      try {
        for (const result of pageTypes) {
          for (const formFactor of ['mobile', 'desktop'] as const) {
            const target = result.type.lighthousePath ?? result.type.path;
            console.log(`[bench] Lighthouse ${formFactor} ×${options.runs} ${target}`);
            try {
              result.lighthouse[formFactor] = await lighthouse.measure(server.url + target, formFactor, options.runs);
            } catch (error) {
              notes.push(`Lighthouse ${formFactor} on ${target}: not measured (${(error as Error).message}).`);
            }
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
    pages: countPages(buildDir),
    mainBundle: {withApi, withoutApi},
    pageTypes,
    search,
    askAi,
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
