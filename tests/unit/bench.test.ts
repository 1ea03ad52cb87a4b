import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {budgets} from '../../config/budgets';
import {buildSteps, searchIndexMs} from '../../scripts/bench/build';
import {medianOfRuns, reduceLighthouseResult} from '../../scripts/bench/lighthouse';
import {PAGE_TYPES} from '../../scripts/bench/pageTypes';
import {parseProcStat, runMeasured, treeMemory} from '../../scripts/bench/processTree';
import {evaluateBudgets, renderMarkdown, type BenchResults} from '../../scripts/bench/report';
import {formatBytes, median, percentile} from '../../scripts/bench/stats';
import {resourceKind, summariseRequests, type LoadedResource} from '../../scripts/bench/weights';

describe('bench statistics', () => {
  test('median of odd and even counts, unsorted input', () => {
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.ok(Number.isNaN(median([])));
  });

  test('nearest-rank percentiles', () => {
    const values = Array.from({length: 30}, (_, index) => index + 1);
    assert.equal(percentile(values, 50), 15);
    assert.equal(percentile(values, 95), 29);
    assert.equal(percentile(values, 100), 30);
    assert.equal(percentile([7], 95), 7);
    assert.throws(() => percentile(values, 101), RangeError);
  });

  test('bytes are shown in 1024-based units', () => {
    assert.equal(formatBytes(512), '512 B');
    assert.equal(formatBytes(160 * 1024), '160.0 KB');
    assert.equal(formatBytes(6 * 1024 ** 3), '6.00 GB');
  });
});

describe('first-load weight', () => {
  const resource = (url: string, resourceType: string, bodyBytes: number, prefetch = false): LoadedResource => ({
    url,
    resourceType,
    bodyBytes,
    transferredBytes: bodyBytes + 100,
    prefetch,
    failed: false,
  });

  test('scripts and stylesheets are recognised by type or extension', () => {
    assert.equal(resourceKind({url: 'http://localhost/assets/js/main.1.js', resourceType: 'other'}), 'js');
    assert.equal(resourceKind({url: 'http://localhost/x', resourceType: 'script'}), 'js');
    assert.equal(resourceKind({url: 'http://localhost/assets/css/styles.css?v=1', resourceType: 'other'}), 'css');
    assert.equal(resourceKind({url: 'http://localhost/img/logo.svg', resourceType: 'image'}), 'other');
  });

  test('prefetches of other pages are counted apart from the page’s own bytes', () => {
    const weight = summariseRequests([
      resource('http://localhost/', 'document', 10_000),
      resource('http://localhost/assets/js/main.js', 'script', 200_000),
      resource('http://localhost/assets/js/page.js', 'script', 5_000),
      resource('http://localhost/assets/css/styles.css', 'stylesheet', 40_000),
      resource('http://localhost/assets/js/other-page.js', 'other', 9_000, true),
    ]);
    assert.equal(weight.jsBytes, 205_000);
    assert.equal(weight.cssBytes, 40_000);
    assert.equal(weight.requests, 4);
    assert.equal(weight.prefetchRequests, 1);
    assert.equal(weight.prefetchBytes, 9_100);
    assert.deepEqual(
      weight.scripts.map((script) => script.path),
      ['/assets/js/main.js', '/assets/js/page.js'],
    );
  });
});

describe('build measurement', () => {
  test('the build is measured as the steps package.json runs', () => {
    assert.deepEqual(buildSteps({scripts: {build: 'node scripts/gen-api.mjs && docusaurus build && npm run x'}}), [
      'node scripts/gen-api.mjs',
      'docusaurus build',
      'npm run x',
    ]);
    assert.throws(() => buildSteps({scripts: {}}), /no "build" script/);
  });

  test('the search index time is what the search-index plugin reports inside docusaurus build', async () => {
    const step = await runMeasured(
      `printf '[INFO] x\\n[search-index] 529 pages, 2145 sections: pagefind/ in 2.5 s.\\nnot it in 9 s.\\n'`,
      {cwd: process.cwd(), report: /^\[search-index\]/},
    );
    assert.deepEqual(step.reported, ['[search-index] 529 pages, 2145 sections: pagefind/ in 2.5 s.']);
    assert.equal(searchIndexMs([step]), 2500);
    assert.equal(searchIndexMs([{...step, reported: []}]), undefined);
  });

  test('/proc stat lines parse even when the command name has spaces and parentheses', () => {
    const line = '4242 (node (worker) x) S 4000 4242 4242 0 -1 4194560 1 0 0 0 0 0 0 0 20 0 11 0 100 123456 2500 1844';
    assert.deepEqual(parseProcStat(line, 4096), {pid: 4242, ppid: 4000, rss: 2500 * 4096});
    assert.equal(parseProcStat('garbage', 4096), undefined);
  });

  test('memory of a process tree sums the root and every descendant, nothing else', () => {
    const table = [
      {pid: 1, ppid: 0, rss: 1_000},
      {pid: 10, ppid: 1, rss: 100},
      {pid: 11, ppid: 10, rss: 10},
      {pid: 12, ppid: 11, rss: 1},
      {pid: 20, ppid: 1, rss: 5_000},
    ];
    assert.equal(treeMemory(table, 10), 111);
    assert.equal(treeMemory(table, 99), 0);
  });
});

describe('Lighthouse figures', () => {
  const lhr = (performance: number, tbt: number, failing: string[] = []) => ({
    categories: {
      performance: {score: performance / 100, auditRefs: []},
      accessibility: {score: 1, auditRefs: [{id: 'color-contrast', weight: 7}]},
      seo: {
        score: 1,
        auditRefs: [
          {id: 'meta-description', weight: 1},
          {id: 'structured-data', weight: 0},
        ],
      },
    },
    audits: {
      'largest-contentful-paint': {score: 1, numericValue: 1200},
      'total-blocking-time': {score: 1, numericValue: tbt},
      'cumulative-layout-shift': {score: 1, numericValue: 0.002},
      'color-contrast': {score: failing.includes('color-contrast') ? 0 : 1},
      'meta-description': {score: failing.includes('meta-description') ? 0 : 1},
      'structured-data': {score: null, scoreDisplayMode: 'manual'},
    },
  });

  test('a run is reduced to scores, timings and the weighted audits that failed', () => {
    const run = reduceLighthouseResult(lhr(97, 80, ['meta-description']));
    assert.equal(run.performance, 97);
    assert.equal(run.tbtMs, 80);
    assert.deepEqual(run.failedAudits, ['seo:meta-description']);
  });

  test('the median of three runs is taken per figure', () => {
    const figures = medianOfRuns(
      [lhr(90, 300), lhr(99, 20), lhr(95, 50, ['color-contrast'])].map(reduceLighthouseResult),
    );
    assert.equal(figures.performance, 95);
    assert.equal(figures.tbtMs, 50);
    assert.deepEqual(figures.failedAudits, ['accessibility:color-contrast']);
  });
});

describe('budgets', () => {
  const weight = (jsBytes: number) => ({
    jsBytes,
    cssBytes: 0,
    requests: 1,
    totalBytes: jsBytes,
    prefetchRequests: 0,
    prefetchBytes: 0,
    failedRequests: [],
    scripts: [],
  });
  const lighthouse = (performance: number, tbtMs: number, cls: number) => ({
    performance,
    accessibility: 100,
    seo: 100,
    lcpMs: 1000,
    tbtMs,
    cls,
    runs: 3,
    benchmarkIndex: 1500,
    failedAudits: [],
  });
  const docs = PAGE_TYPES.find((type) => type.id === 'docs')!;
  const api = PAGE_TYPES.find((type) => type.id === 'api')!;
  const results = (overrides: Partial<BenchResults> = {}): BenchResults => ({
    measuredAt: '2026-01-01T00:00:00.000Z',
    pages: {sitemapUrls: 10, htmlFiles: 11, apiPages: 5},
    mainBundle: {
      withApi: {files: ['main.js'], rawBytes: 500_000, gzipBytes: 150_000},
      withoutApi: {files: ['main.js'], rawBytes: 480_000, gzipBytes: 150_000},
    },
    pageTypes: [
      {
        type: docs,
        weights: {mobile: weight(150 * 1024), desktop: weight(150 * 1024)},
        lighthouse: {mobile: lighthouse(99, 50, 0), desktop: lighthouse(100, 0, 0)},
      },
      {
        type: api,
        weights: {mobile: weight(200 * 1024), desktop: weight(230 * 1024)},
        lighthouse: {mobile: lighthouse(97, 150, 0.02)},
      },
    ],
    notes: [],
    ...overrides,
  });

  test('each measured figure is compared with its budget', () => {
    const checks = evaluateBudgets(results(), budgets);
    const failing = checks.filter((check) => !check.pass).map((check) => `${check.budget} / ${check.subject}`);
    assert.deepEqual(failing.sort(), [
      'CLS (mobile) / API operation',
      'First-load JS (desktop) / API operation',
      'Mobile performance / API operation',
      'TBT (mobile) / API operation',
    ]);
    assert.ok(checks.some((check) => check.budget === 'Main bundle growth with the API pages' && check.pass));
  });

  test('figures that were not measured produce no check, and growth of the main bundle fails', () => {
    const checks = evaluateBudgets(
      results({
        pageTypes: [],
        mainBundle: {
          withApi: {files: [], rawBytes: 0, gzipBytes: 160_000},
          withoutApi: {files: [], rawBytes: 0, gzipBytes: 150_000},
        },
      }),
      budgets,
    );
    assert.deepEqual(
      checks.map((check) => [check.budget, check.pass]),
      [['Main bundle growth with the API pages', false]],
    );
  });

  test('the Ask AI figures, when its bench exists, are checked against their budget', () => {
    const check = evaluateBudgets(results({askAi: {p50: 12, p95: 61, corpus: 'test fixture'}}), budgets).find((item) =>
      item.budget.startsWith('Ask AI'),
    );
    assert.equal(check?.pass, false);
    assert.equal(check?.actual, '61 ms');
  });

  test('the Markdown report shows every budget with its result and says what was not measured', () => {
    const report = renderMarkdown(results(), evaluateBudgets(results(), budgets));
    assert.match(
      report,
      /\| \*\*FAIL\*\* \| First-load JS \(desktop\) \| API operation \| 230\.0 KB \| ≤ 220\.0 KB \|/,
    );
    assert.match(report, /\| pass \| First-load JS \(mobile\) \| API operation \| 200\.0 KB \| ≤ 220\.0 KB \|/);
    assert.match(report, /\| pass \| First-load JS \(mobile\) \| Docs page \| 150\.0 KB \| ≤ 160\.0 KB \|/);
    assert.match(report, /## Build\n\nnot measured/);
    assert.match(report, /## Ask AI\n\nnot measured/);
  });
});
