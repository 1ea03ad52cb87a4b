/**
 * `/search?q=…` on a first visit: every byte transferred from the navigation until every result of the query is in
 * (the page, its code and styles, and the search data the query needed), and the long tasks of that time at 4× CPU.
 * The page marks its results list `data-search-complete` once the whole index has answered (src/pages/search/).
 * The budget (config/budgets.ts) is on the search data: the page's own weight is the first-load budgets' concern,
 * and alone it is near 200 KB (Docusaurus' main bundle).
 *
 * Usage alone: node --import tsx scripts/bench/searchPage.ts [--build=DIR] [--trace]. `npm run bench:search`
 * prints the same figures (scripts/bench/relevance.ts).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from 'playwright-core';
import {budgets} from '../../config/budgets';
import type {RetrievalIndex} from '../../shared/retrieval';
import {ShardedIndex} from '../../shared/retrieval/shardedIndex';
import {PAGE_TIER_PATH, SHARDS_PATH} from '../../shared/retrieval/files';
import {startStaticServer} from './server';
import {formatBytes} from './stats';

/** Queries of each kind a reader brings to /search: one word, two, an API term, a question, a pasted error. */
export const SEARCH_PAGE_QUERIES = [
  'evaluation',
  'tracing',
  'api key',
  'llm as a judge',
  'how do I trace with OpenTelemetry?',
  'AuthenticationError: invalid api key',
] as const;

export interface SearchPageLoad {
  query: string;
  /** Encoded bytes (bodies and headers) of every response from the navigation until every result is in. */
  bytes: number;
  requests: number;
  /** Of which the search data (`search-index/`). */
  indexBytes: number;
  indexRequests: number;
  /** Main-thread tasks over 50 ms and their blocking time (over 50 ms each), at the CPU throttling given. */
  longTasks: number;
  blockingMs: number;
  /** Results shown once every result is in. */
  results: number;
}

const INDEX_PATH = /\/search-index\//;

/** One visit of /search?q=query in a fresh context; CPU throttled `throttling` times. */
export async function loadSearchPage(
  browser: Browser,
  siteUrl: string,
  query: string,
  throttling = 4,
): Promise<SearchPageLoad> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  try {
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', {cacheDisabled: true});
    await session.send('Emulation.setCPUThrottlingRate', {rate: throttling});
    const urls = new Map<string, string>();
    const sizes: {url: string; bytes: number}[] = [];
    session.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    session.on('Network.loadingFinished', (event) =>
      sizes.push({url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength}),
    );
    await page.addInitScript(`(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    })()`);
    await page.goto(`${siteUrl}/search?q=${encodeURIComponent(query)}`);
    await page.locator('main [data-search-complete]').waitFor({timeout: 60_000});
    const results = await page.locator('main ol[data-search-results] > li').count();
    const tasks = (await page.evaluate('window.__longTasks')) as number[];
    const index = sizes.filter((entry) => INDEX_PATH.test(entry.url));
    const sum = (entries: {bytes: number}[]) => entries.reduce((total, entry) => total + entry.bytes, 0);
    return {
      query,
      bytes: sum(sizes),
      requests: sizes.length,
      indexBytes: sum(index),
      indexRequests: index.length,
      longTasks: tasks.length,
      blockingMs: tasks.reduce((total, duration) => total + Math.max(0, duration - 50), 0),
      results,
    };
  } finally {
    await context.close();
  }
}

/**
 * Without a browser: the search data each representative query reads on /search (10 results), in gzip bytes of the
 * files' bodies (no headers): the page tier, the shards' meta file and the shards the engine fetched.
 */
export async function searchDataBytes(buildDir: string): Promise<{query: string; bytes: number; files: number}[]> {
  const file = (relative: string) => path.join(buildDir, ...relative.split('/'));
  const pageJson = await readFile(file(PAGE_TIER_PATH), 'utf8');
  const pagesOnly = JSON.parse(pageJson) as RetrievalIndex;
  const sizes = new Map<string, number>();
  const read = async (relative: string) => {
    const text = await readFile(file(`${SHARDS_PATH}/${relative}`), 'utf8');
    sizes.set(relative, gzipSync(text).length);
    return JSON.parse(text) as unknown;
  };
  const figures = [];
  for (const query of SEARCH_PAGE_QUERIES) {
    const shards = await ShardedIndex.open(pagesOnly, read);
    await shards.search(query, {limit: 10});
    const bytes = shards.fetched.reduce((sum, relative) => sum + (sizes.get(relative) ?? 0), 0);
    figures.push({query, bytes: gzipSync(pageJson).length + bytes, files: shards.fetched.length + 1});
  }
  return figures;
}

/** Every representative query once; prints a table and whether the budget holds for each. */
export async function benchSearchPage(
  siteUrl: string,
  browser: Browser,
): Promise<{loads: SearchPageLoad[]; failed: string[]}> {
  const budget = budgets.searchPageCompleteMaxBytes;
  console.log(
    `\n/search on a first visit, until every result of the query is in (CPU 4×; budget: search data ≤ ${formatBytes(budget)}):`,
  );
  console.log('| Query | transferred | requests | of which search data | long tasks | blocking | results | budget |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const loads: SearchPageLoad[] = [];
  for (const query of SEARCH_PAGE_QUERIES) {
    const load = await loadSearchPage(browser, siteUrl, query);
    loads.push(load);
    console.log(
      `| ${query} | ${formatBytes(load.bytes)} | ${load.requests} | ${formatBytes(load.indexBytes)} in ${load.indexRequests} | ` +
        `${load.longTasks} | ${load.blockingMs.toFixed(0)} ms | ${load.results} | ${load.indexBytes <= budget ? 'pass' : 'FAIL'} |`,
    );
  }
  const failed = loads.filter((load) => load.indexBytes > budget).map((load) => `/search bytes (${load.query})`);
  return {loads, failed};
}

// Run directly.
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(args.find((arg) => arg.startsWith('--build='))?.slice(8) ?? 'build');
  (async () => {
    const server = await startStaticServer(buildDir, Number(process.env.BENCH_PORT ?? 0));
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const {failed} = await benchSearchPage(server.url, browser);
      if (failed.length > 0) process.exitCode = 1;
    } finally {
      await browser.close();
      await server.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
