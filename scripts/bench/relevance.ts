/**
 * `npm run bench:search` — relevance and speed of the retrieval engine (shared/retrieval/) on the reader query
 * sets of searchQueries.ts: as the search box and /search rank (src/search/engine.ts), as Ask AI's sources and the
 * service rank, next to Pagefind's default ranking as a baseline, all over the index the build wrote; plus the bytes
 * of the engine's index tiers and its ranking time.
 *
 * Usage: npm run bench:search [-- --build=DIR] [--verbose [--half=tuning|heldOut|both] [--kinds=errors,ownWords]]
 * [--no-browser]. DIR defaults to build/. --verbose prints the misses of the tuning halves only unless --half says
 * otherwise: tune on those, judge on the held-out figures. It prints the search data each representative query of
 * /search reads (scripts/bench/searchPage.ts) and, in headless Chromium, the per-keystroke ranking time, as is and with
 * the CPU throttled 4× (scripts/bench/keystrokeLatency.ts), and the bytes and long tasks of /search until every result
 * is in; --no-browser leaves the browser out. Exit code 1 when an expected page is missing from the build or a target
 * is not met.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {isRetrievalIndex, search, withBody, type BodyTier, type RetrievalIndex} from '../../shared/retrieval';
import {BODY_TIER_PATH, EXPANSION_TABLE_PATH, PAGE_TIER_PATH} from '../../shared/retrieval/files';
import {isExpansionTable, READERS_VOCABULARY, type ExpansionTable} from '../../shared/retrieval';
import {shownForQuery} from '../../src/search/engine';
import {score, type RelevanceScores} from './relevanceMetrics';
import {currentAskAiRanker, pagefindRanker, type Ranker} from './searchBaselines';
import {KEYWORD_QUERIES, QUESTION_QUERIES, type RelevanceQuery} from './searchQueries';
import {HELD_OUT_TARGETS, QUERY_KINDS, sharedWords, splitHalves, type Half, type QueryKind} from './querySets';
import {
  KEYSTROKE_P95_TARGET_MS,
  KEYSTROKE_TARGET_THROTTLING,
  keystrokes,
  measureKeystrokeLatency,
  type KeystrokeLatency,
} from './keystrokeLatency';
import {budgets} from '../../config/budgets';
import {formatBytes, percentile} from './stats';
import {benchSearchPage, searchDataBytes} from './searchPage';
import {startStaticServer} from './server';
import {chromium} from 'playwright-core';

/** What the search box and /search show once both tiers are in memory: every query of a visit but the first. */
const MODAL = 'Modal and /search (whole index in memory)';

/** Scores of one ranking on one kind of query, per half. */
export type KindScores = Record<Half, RelevanceScores>;

/**
 * What `npm run bench` keeps of this bench: every ranking's scores on the keyword and question sets (whole), per kind
 * and half, and the targets missed (judged on the held-out halves, see querySets.ts).
 */
export interface RelevanceBenchResult {
  keywordQueries: number;
  questionQueries: number;
  pages: number;
  sections: number;
  rankings: {
    name: string;
    keywords: RelevanceScores;
    questions: RelevanceScores;
    kinds?: Record<QueryKind, KindScores>;
  }[];
  targetsMissed: string[];
  /** Per-keystroke ranking time in headless Chromium, as is and at 4× CPU, when measured (`inBrowser`). */
  keystrokeLatency?: KeystrokeLatency[];
}

export interface RelevanceBenchOptions {
  buildDir: string;
  /** Also print, for each ranking, the queries whose answer is not in its top five. */
  verbose?: boolean;
  /** Also time each keystroke in headless Chromium. */
  inBrowser?: boolean;
  /**
   * Which half's misses `verbose` prints: 'tuning' (the default) while tuning, so that the held-out queries stay
   * unseen; 'both' to print them all (for a report, after tuning).
   */
  misses?: Half | 'both';
  /** Print misses of these kinds only (all when empty). */
  kinds?: readonly QueryKind[];
}

async function scoreAsync(queries: readonly RelevanceQuery[], ranker: Ranker): Promise<RelevanceScores> {
  const ranked = new Map<string, string[]>();
  for (const {query} of queries) ranked.set(query, await ranker(query));
  return score(queries, (query) => ranked.get(query) ?? []);
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function row(name: string, ...scores: RelevanceScores[]): string {
  const cells = scores.flatMap((s) => [percent(s.recallAt1), percent(s.recallAt5), s.mrrAt10.toFixed(3)]);
  return `| ${name} | ${cells.join(' | ')} |`;
}

/**
 * Own-words questions must share no distinctive word with their answering pages' titles and headings (else they are
 * not what they claim to be): the list of those that do, with the words, over the build's index.
 */
function ownWordsViolations(index: RetrievalIndex): string[] {
  const byUrl = new Map(index.pages.map((page) => [page[0], page]));
  const ownWords = QUERY_KINDS.find((set) => set.kind === 'ownWords')?.queries ?? [];
  return ownWords.flatMap(({query, answers}) =>
    answers.flatMap((answer) => {
      const page = byUrl.get(answer);
      if (!page) return [];
      const texts = [page[1], ...page[6].map((heading) => (typeof heading === 'string' ? heading : heading[1]))];
      const shared = sharedWords(query, texts);
      return shared.length > 0 ? [`${query} → ${answer}: ${shared.join(', ')}`] : [];
    }),
  );
}

/**
 * Minified and gzipped size of a module and its imports as the browser would load it, measured with esbuild (installed with tsx);
 * NaN when it is not there.
 */
async function codeBytes(entry: string): Promise<number> {
  const esbuild = await import('esbuild').catch(() => undefined);
  if (!esbuild) return Number.NaN;
  const result = await esbuild.build({
    entryPoints: [path.join(__dirname, '../..', entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    target: 'es2020',
  });
  return gzipSync(result.outputFiles[0].contents).length;
}

function timeQueries(index: RetrievalIndex, queries: readonly string[], options: Parameters<typeof search>[2]) {
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      search(index, query, options);
      times.push(performance.now() - started);
    }
  }
  return {p50: percentile(times, 50), p95: percentile(times, 95), samples: times.length};
}

/** The engine's index as the build wrote it (plugins/search-index/): the page tier and the whole index. */
async function builtIndex(buildDir: string): Promise<{
  pagesOnly: RetrievalIndex;
  index: RetrievalIndex;
  pageJson: string;
  bodyJson: string;
  /** The readers' vocabulary table, when the build wrote one: loaded only for queries whose first pass is weak. */
  vocabularyJson?: string;
  expansions?: ExpansionTable;
}> {
  const pageJson = await readFile(path.join(buildDir, ...PAGE_TIER_PATH.split('/')), 'utf8');
  const bodyJson = await readFile(path.join(buildDir, ...BODY_TIER_PATH.split('/')), 'utf8');
  const pagesOnly: unknown = JSON.parse(pageJson);
  if (!isRetrievalIndex(pagesOnly)) throw new Error(`${PAGE_TIER_PATH} of ${buildDir} is not an engine index.`);
  const vocabularyJson = await readFile(path.join(buildDir, ...EXPANSION_TABLE_PATH.split('/')), 'utf8').catch(
    () => undefined,
  );
  const vocabulary: unknown = vocabularyJson === undefined ? undefined : JSON.parse(vocabularyJson);
  return {
    pagesOnly,
    index: withBody(pagesOnly, JSON.parse(bodyJson) as BodyTier),
    pageJson,
    bodyJson,
    vocabularyJson,
    expansions: isExpansionTable(vocabulary) ? vocabulary : undefined,
  };
}

/** Prints the relevance tables, transfer and ranking times as it goes, and returns the scores for the report. */
export async function benchRelevance({
  buildDir,
  verbose = false,
  inBrowser = false,
  misses: missesOf = 'tuning',
  kinds: missKinds = [],
}: RelevanceBenchOptions): Promise<RelevanceBenchResult> {
  const prepareStarted = performance.now();
  const {pagesOnly, index, pageJson, bodyJson, vocabularyJson, expansions} = await builtIndex(buildDir);
  search(index, 'warm up');
  search(pagesOnly, 'warm up');
  const prepareMs = performance.now() - prepareStarted;
  const urls = new Set(index.pages.map(([url]) => url));
  const missing = QUERY_KINDS.flatMap((set) => set.queries).flatMap(({query, answers}) =>
    answers.filter((answer) => !urls.has(answer)).map((answer) => `${query} → ${answer}`),
  );
  if (missing.length > 0) {
    throw new Error(`Expected pages missing from ${buildDir}:\n${missing.join('\n')}`);
  }
  const violations = ownWordsViolations(index);
  if (violations.length > 0) {
    throw new Error(
      `Own-words questions that share a word with their page's title or headings:\n${violations.join('\n')}`,
    );
  }

  const pagefind = await pagefindRanker(buildDir);
  // The table as the search box and Ask AI use it: only while READERS_VOCABULARY is on.
  const shipped = READERS_VOCABULARY ? expansions : undefined;
  const rankers: [string, Ranker][] = [
    [MODAL, async (query) => search(index, query, {expansions: shipped}).pages.map((page) => page.url)],
    ...(expansions && !READERS_VOCABULARY
      ? [
          [
            "Modal with the readers' vocabulary (not shipped: READERS_VOCABULARY is off)",
            async (query: string) => search(index, query, {expansions}).pages.map((page) => page.url),
          ] as [string, Ranker],
        ]
      : []),
    [
      "Modal and /search, a visit's first query (page tier first, body tier below)",
      async (query) =>
        shownForQuery(pagesOnly, index, query, {limit: 10, expansions: shipped}).pages.map((page) => page.url),
    ],
    ['Engine: page tier alone', async (query) => search(pagesOnly, query).pages.map((page) => page.url)],
    [
      'Engine: Ask AI sections',
      async (query) =>
        search(index, query, {limit: 10, sectionLimit: 10, expansions: shipped}).sections.map((section) => section.url),
    ],
    ...(pagefind ? [['Baseline: Pagefind default', pagefind] as [string, Ranker]] : []),
    ['Service: Ask AI and MCP search_docs (service/src/retrieval.ts)', await currentAskAiRanker(buildDir)],
  ];

  console.log(`Relevance on ${KEYWORD_QUERIES.length} keyword queries and ${QUESTION_QUERIES.length} questions`);
  console.log(`(${index.pages.length} pages, ${index.sections.length} sections of ${buildDir})\n`);
  console.log('| Ranking | kw R@1 | kw R@5 | kw MRR@10 | q R@1 | q R@5 | q MRR@10 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const results = new Map<string, {keywords: RelevanceScores; questions: RelevanceScores}>();
  const byKind = new Map<string, Record<QueryKind, KindScores>>();
  for (const [name, ranker] of rankers) {
    const keywords = await scoreAsync(KEYWORD_QUERIES, ranker);
    const questions = await scoreAsync(QUESTION_QUERIES, ranker);
    results.set(name, {keywords, questions});
    console.log(row(name, keywords, questions));
    const kinds = {} as Record<QueryKind, KindScores>;
    for (const set of QUERY_KINDS) {
      const halves = splitHalves(set.queries);
      kinds[set.kind] = {
        tuning: await scoreAsync(halves.tuning, ranker),
        heldOut: await scoreAsync(halves.heldOut, ranker),
      };
    }
    byKind.set(name, kinds);
  }
  if (!pagefind) console.log('\n(No Pagefind index in this build: its rows are missing.)');

  for (const set of QUERY_KINDS) {
    const halves = splitHalves(set.queries);
    console.log(
      `\n${set.label}: tuning half ${halves.tuning.length}, held-out half ${halves.heldOut.length}` +
        ` (held-out target R@5 ≥ ${percent(HELD_OUT_TARGETS[set.kind])})`,
    );
    console.log('| Ranking | tune R@1 | tune R@5 | tune MRR@10 | held R@1 | held R@5 | held MRR@10 |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, kinds] of byKind) console.log(row(name, kinds[set.kind].tuning, kinds[set.kind].heldOut));
  }

  if (verbose) {
    for (const [name, kinds] of byKind) {
      for (const set of QUERY_KINDS) {
        if (missKinds.length > 0 && !missKinds.includes(set.kind)) continue;
        for (const half of missesOf === 'both' ? (['tuning', 'heldOut'] as const) : [missesOf]) {
          const misses = kinds[set.kind][half].misses;
          if (misses.length === 0) continue;
          console.log(`\nNot in the top 5 — ${name}, ${set.kind}, ${half}:`);
          for (const miss of misses) console.log(`  ${miss.query}  →  ${miss.top.join(', ') || '(nothing)'}`);
        }
      }
    }
  }

  const gz = (text: string | Buffer) => gzipSync(text).length;
  const engineCode = await codeBytes('shared/retrieval/index.ts');
  console.log('\nTransfer (gzip, level 6):');
  console.log(`  engine code (minified)        ${formatBytes(engineCode)}`);
  console.log(`  page tier (loaded on open)    ${formatBytes(gz(pageJson))}  (${formatBytes(pageJson.length)} raw)`);
  console.log(
    `  body tier, whole (the browser fetches its shards) ${formatBytes(gz(bodyJson))}  (${formatBytes(bodyJson.length)} raw)`,
  );
  const firstResultsBytes = engineCode + gz(pageJson);
  const firstVerdict = firstResultsBytes <= budgets.searchFirstQueryMaxBytes ? 'PASS' : 'FAIL';
  console.log(
    `  first results                 ${formatBytes(firstResultsBytes)}  (code + page tier)  ${firstVerdict}` +
      ` (≤ ${formatBytes(budgets.searchFirstQueryMaxBytes)}; the browser's own figure is in npm run bench)`,
  );
  if (vocabularyJson !== undefined) {
    console.log(
      `  readers' vocabulary (weak first pass only) ${formatBytes(gz(vocabularyJson))}  (${formatBytes(vocabularyJson.length)} raw)`,
    );
  }

  console.log(
    `\nSearch data until every result of a query is in on /search (page tier and the body tier's shards it reads; ` +
      `gzip, bodies only; budget ${formatBytes(budgets.searchPageCompleteMaxBytes)}):`,
  );
  const dataFailures: string[] = [];
  for (const figure of await searchDataBytes(buildDir)) {
    const pass = figure.bytes <= budgets.searchPageCompleteMaxBytes;
    if (!pass) dataFailures.push(`/search data (${figure.query})`);
    console.log(
      `  ${figure.query.padEnd(40)} ${formatBytes(figure.bytes)} in ${figure.files} files  ${pass ? 'pass' : 'FAIL'}`,
    );
  }

  const typed = [...KEYWORD_QUERIES, ...QUESTION_QUERIES].map((entry) => entry.query);
  const whole = timeQueries(index, typed, {sectionLimit: 8});
  const strokes = timeQueries(index, keystrokes(KEYWORD_QUERIES.map((entry) => entry.query)), {prefix: true});
  const strokesPages = timeQueries(pagesOnly, keystrokes(KEYWORD_QUERIES.map((e) => e.query)), {prefix: true});
  console.log('\nRanking time in Node (this machine):');
  console.log(`  index preparation (both tiers, once)      ${prepareMs.toFixed(0)} ms`);
  console.log(
    `  whole queries, whole index                p50 ${whole.p50.toFixed(2)} ms, p95 ${whole.p95.toFixed(2)} ms`,
  );
  console.log(
    `  each keystroke, whole index               p50 ${strokes.p50.toFixed(2)} ms, p95 ${strokes.p95.toFixed(2)} ms`,
  );
  console.log(
    `  each keystroke, page tier                 p50 ${strokesPages.p50.toFixed(2)} ms, p95 ${strokesPages.p95.toFixed(2)} ms`,
  );

  let keystrokeFailure = '';
  let keystrokeLatency: KeystrokeLatency[] | undefined;
  if (inBrowser) {
    console.log('\nEach keystroke in headless Chromium, ranked as the search box ranks it (whole index, 8 results):');
    const typedQueries = [...KEYWORD_QUERIES, ...QUESTION_QUERIES].map((entry) => entry.query);
    keystrokeLatency = await measureKeystrokeLatency(index, typedQueries);
    for (const figure of keystrokeLatency) {
      const judged = figure.throttling === KEYSTROKE_TARGET_THROTTLING;
      const verdict = judged
        ? `  ${figure.p95Ms <= KEYSTROKE_P95_TARGET_MS ? 'PASS' : 'FAIL'} (p95 ≤ ${KEYSTROKE_P95_TARGET_MS} ms)`
        : '';
      console.log(
        `  CPU ${figure.throttling}×: p50 ${figure.p50Ms.toFixed(2)} ms, p95 ${figure.p95Ms.toFixed(2)} ms (${figure.samples} keystrokes)${verdict}`,
      );
      if (judged && figure.p95Ms > KEYSTROKE_P95_TARGET_MS)
        keystrokeFailure = `keystroke p95 at ${figure.throttling}× CPU`;
    }
    // /search in headless Chromium, as a reader's first visit loads it (headers included, long tasks at 4× CPU).
    const server = await startStaticServer(buildDir, Number(process.env.BENCH_PORT ?? 0));
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      dataFailures.push(...(await benchSearchPage(server.url, browser)).failed);
    } finally {
      await browser.close();
      await server.close();
    }
  }

  const modal = byKind.get(MODAL);
  const askAi = byKind.get('Engine: Ask AI sections');
  const failures = [
    ...QUERY_KINDS.map(({kind}) =>
      modal && modal[kind].heldOut.recallAt5 < HELD_OUT_TARGETS[kind] ? `${kind} held-out recall@5 (modal)` : '',
    ),
    askAi && askAi.questions.heldOut.recallAt5 < HELD_OUT_TARGETS.askAiQuestions
      ? 'questions held-out recall@5 (Ask AI)'
      : '',
    keystrokeFailure,
    ...dataFailures,
  ].filter(Boolean);
  console.log(failures.length ? `\nTargets missed: ${failures.join(', ')}` : '\nAll relevance targets met.');
  return {
    keywordQueries: KEYWORD_QUERIES.length,
    questionQueries: QUESTION_QUERIES.length,
    pages: index.pages.length,
    sections: index.sections.length,
    rankings: [...results].map(([name, scores]) => ({name, ...scores, kinds: byKind.get(name)})),
    targetsMissed: failures,
    keystrokeLatency,
  };
}

function missesArgument(value: string | undefined): Half | 'both' {
  if (value === undefined || value === 'tuning') return 'tuning';
  if (value === 'heldOut' || value === 'both') return value;
  throw new Error(`--half must be tuning, heldOut or both, not ${value}`);
}

function isQueryKind(value: string): value is QueryKind {
  return QUERY_KINDS.some((set) => set.kind === value);
}

// Run directly (`npm run bench:search`), not imported by scripts/bench.ts.
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const args = process.argv.slice(2);
  benchRelevance({
    buildDir: path.resolve(args.find((arg) => arg.startsWith('--build='))?.slice(8) ?? 'build'),
    verbose: args.includes('--verbose'),
    misses: missesArgument(args.find((arg) => arg.startsWith('--half='))?.slice(7)),
    kinds: (
      args
        .find((arg) => arg.startsWith('--kinds='))
        ?.slice(8)
        .split(',') ?? []
    ).filter(isQueryKind),
    inBrowser: !args.includes('--no-browser'),
  })
    .then((result) => {
      if (result.targetsMissed.length > 0) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
