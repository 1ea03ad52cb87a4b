import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {PAGE_TIER_PATH} from '../../shared/retrieval/files';
import {searchBoxBundle} from './keystrokeLatency';
import {percentile} from './stats';

/** Queries a reader would type: product terms, API words, a typo-free mix of short and long. */
export const REPRESENTATIVE_QUERIES = [
  'tracing',
  'evaluator',
  'prompt',
  'test set',
  'human evaluation',
  'opentelemetry',
  'langchain',
  'api key',
  'environment',
  'deploy',
  'variant',
  'playground',
  'self-host',
  'docker compose',
  'kubernetes',
  'webhook',
  'llm as a judge',
  'rag',
  'cost',
  'token usage',
  'annotations',
  'sdk',
  'fetch config',
  'revision',
  'custom workflow',
  'openai',
  'spans',
  'metrics',
  'upgrade',
  'authentication',
] as const;

/** Warm latency is measured over this many rounds of the representative queries. */
export const WARM_ROUNDS = 3;

export interface SearchFigures {
  indexFiles: number;
  indexBytes: number;
  /**
   * What was downloaded, from opening search, by requests started before the first results of "tracing" showed
   * (modal code, the engine and its page tier): the budget's figure.
   */
  firstQueryBytes: number;
  firstQueryRequests: number;
  /** From the click on the search button to the first result of "tracing" in the DOM (the query typed at once). */
  firstResultsMs: number;
  /** Everything downloaded from opening search until the results of "tracing" are complete (its shards included). */
  fullTextBytes: number;
  fullTextRequests: number;
  /** What a second, different query then adds. */
  newTermBytes: number;
  newTermRequests: number;
  /** Time of the first query through the engine, loading included. */
  firstQueryMs: number;
  /** Latency of each query the first time (the index already in memory after the first query). */
  newTermP50Ms: number;
  newTermP95Ms: number;
  /** Latency of warm queries (data already in the browser): the budget's figure. */
  p50Ms: number;
  p95Ms: number;
  queries: number;
  warmSamples: number;
}

export function indexSize(buildDir: string): {files: number; bytes: number} {
  let files = 0;
  let bytes = 0;
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, {withFileTypes: true})) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(path.join(buildDir, path.dirname(PAGE_TIER_PATH)));
  return {files, bytes};
}

export interface Transfer {
  bytes: number;
  /** When the request started, in milliseconds since the epoch. */
  startedAt: number;
}

interface Transfers {
  bytes: number;
  requests: number;
}

/**
 * The transfers started before the first result showed. Without that moment (the watcher's selector no longer matches
 * the results list) there is no figure: counting nothing would report 0 bytes and pass the budget.
 */
export function transfersBefore(transfers: readonly Transfer[], firstResultAt: unknown): Transfer[] {
  if (typeof firstResultAt !== 'number') {
    throw new Error('The first search result was never seen: the bench does not recognise the results list.');
  }
  return transfers.filter((transfer) => transfer.startedAt < firstResultAt);
}

function total(transfers: Transfer[]): Transfers {
  return {bytes: transfers.reduce((sum, transfer) => sum + transfer.bytes, 0), requests: transfers.length};
}

/**
 * Records bytes on the wire (encoded bodies plus headers) between two calls of `take()`. Playwright's request events
 * include those of the page's workers.
 */
function trackBytes(page: Page): () => Promise<Transfer[]> {
  let pending: Promise<Transfer>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then(
        (sizes) => ({bytes: sizes.responseBodySize + sizes.responseHeadersSize, startedAt: request.timing().startTime}),
        () => ({bytes: 0, startedAt: request.timing().startTime}),
      ),
    );
  });
  return async () => {
    const taken = pending;
    pending = [];
    return Promise.all(taken);
  };
}

/** Notes (in the page, to the millisecond) when the first result link of the search dialog is added. */
async function watchFirstResult(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="dialog"] [aria-label^="Results for"] a')) {
        window.firstSearchResultAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, {childList: true, subtree: true});
  })()`);
}

/** Waits for the full-text results: the modal shows their count ("See all N results") only once they are in. */
async function waitForResults(page: Page, query: string) {
  await page
    .getByRole('list', {name: `Results for ${query}`})
    .getByRole('link')
    .first()
    .waitFor({timeout: 15_000});
  await page.getByRole('link', {name: /^See all \d+ results$/}).waitFor({timeout: 15_000});
  // Fragments of the remaining results finish shortly after the count shows.
  await page.waitForLoadState('networkidle');
}

interface EngineLatency {
  firstQueryMs: number;
  /** Each query the first time (the index is in memory after the cold query). */
  newTermTimes: number[];
  /** Each query again, its data in the browser: the time a reader waits while refining a query. */
  warmTimes: number[];
}

/**
 * In a fresh page of the site: one cold query (the page tier and the shards it reads fetched from the site), then each
 * representative query as the search box ranks it, new and then warm (the index is in memory after the first).
 */
async function engineLatency(browser: Browser, siteUrl: string): Promise<EngineLatency> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${siteUrl}/evaluation/concepts`, {waitUntil: 'networkidle'});
    await page.addScriptTag({content: await searchBoxBundle()});
    // Plain JavaScript on purpose: the TypeScript loader would wrap functions with helpers the page does not have.
    const args = JSON.stringify({
      base: `${new URL(siteUrl).pathname.replace(/\/$/, '')}/`,
      queries: REPRESENTATIVE_QUERIES,
      // The modal shows 8 results (MODAL_RESULT_PAGES), so each query here ranks as many.
      limit: 8,
      warmRounds: WARM_ROUNDS,
    });
    return (await page.evaluate(`(async ({base, queries, limit, warmRounds}) => {
      const {appendBelow, loadPageTier, loadShards, searchIndex, searchShardsInSlices} = window.SearchBox;
      // As the search box ranks: the page tier's first five, then the whole index over the shards the query reads.
      const run = async (query) => {
        const pagesOnly = await loadPageTier(base);
        const shards = await loadShards(base);
        const first = searchIndex(pagesOnly, query, {limit: 5, prefix: true}).pages;
        const pause = () => Promise.resolve();
        appendBelow(first, await searchShardsInSlices(shards, query, {limit, prefix: true}, {pause}), limit);
      };
      const coldStart = performance.now();
      await run(queries[0]);
      const firstQueryMs = performance.now() - coldStart;
      const newTermTimes = [];
      for (const query of queries) {
        const started = performance.now();
        await run(query);
        newTermTimes.push(performance.now() - started);
      }
      // Several rounds, so that one pause of the machine is one sample in ninety, not the p95 of thirty.
      const warmTimes = [];
      for (let round = 0; round < warmRounds; round += 1) {
        for (const query of queries) {
          const started = performance.now();
          await run(query);
          warmTimes.push(performance.now() - started);
        }
      }
      return {firstQueryMs, newTermTimes, warmTimes};
    })(${args})`)) as EngineLatency;
  } finally {
    await context.close();
  }
}

/** Bytes through the real search modal (a first query, then a new term), and the engine's latency. */
export async function measureSearch(browser: Browser, siteUrl: string, buildDir: string): Promise<SearchFigures> {
  const {files, bytes} = indexSize(buildDir);
  const latency = await engineLatency(browser, siteUrl);
  const context = await browser.newContext({viewport: {width: 1350, height: 900}});
  const page = await context.newPage();
  try {
    const take = trackBytes(page);
    await page.goto(`${siteUrl}/evaluation/concepts`, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await take();

    await watchFirstResult(page);
    const openedAt = (await page.evaluate('Date.now()')) as number;
    await page.getByRole('button', {name: 'Search docs'}).click();
    const input = page.getByRole('searchbox', {name: 'Search docs'});
    await input.fill('tracing');
    await waitForResults(page, 'tracing');
    const firstResultAt = (await page.evaluate('window.firstSearchResultAt')) as unknown;
    const opening = await take();
    const first = total(transfersBefore(opening, firstResultAt));
    const fullText = total(opening);

    await input.fill('kubernetes');
    await waitForResults(page, 'kubernetes');
    const second = total(await take());

    return {
      indexFiles: files,
      indexBytes: bytes,
      firstQueryBytes: first.bytes,
      firstQueryRequests: first.requests,
      firstResultsMs: (firstResultAt as number) - openedAt,
      fullTextBytes: fullText.bytes,
      fullTextRequests: fullText.requests,
      newTermBytes: second.bytes,
      newTermRequests: second.requests,
      firstQueryMs: latency.firstQueryMs,
      newTermP50Ms: percentile(latency.newTermTimes, 50),
      newTermP95Ms: percentile(latency.newTermTimes, 95),
      p50Ms: percentile(latency.warmTimes, 50),
      p95Ms: percentile(latency.warmTimes, 95),
      queries: REPRESENTATIVE_QUERIES.length,
      warmSamples: latency.warmTimes.length,
    };
  } finally {
    await context.close();
  }
}
