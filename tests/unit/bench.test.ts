import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {randomBytes} from 'node:crypto';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {budgets} from '../../config/budgets';
import {excludedOperationPages, readApiPageFraction} from '../../config/apiSubset';
import {
  apiShare,
  buildSteps,
  combinedRun,
  docusaurusBuildSteps,
  prefixed,
  searchIndexMs,
} from '../../scripts/bench/build';
import {measureApiHtml} from '../../scripts/bench/apiHtml';
import {FLOOR_DOCS_PATH, floorSiteFiles, proseWords} from '../../scripts/bench/floor';
import {medianAroundPages, medianOfRuns, reduceLighthouseResult} from '../../scripts/bench/lighthouse';
import {PAGE_TYPES} from '../../scripts/bench/pageTypes';
import {parseProcStat, runMeasured, treeMemory} from '../../scripts/bench/processTree';
import {
  apiScalingSections,
  describeHalves,
  evaluateBudgets,
  renderMarkdown,
  type BenchResults,
} from '../../scripts/bench/report';
import {stripScripts} from '../../scripts/bench/scriptless';
import {transfersBefore} from '../../scripts/bench/search';
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
    assert.equal(weight.htmlBytes, 10_000);
    assert.equal(weight.renderBlockingBytes, 0, 'nothing reported as render-blocking');
  });

  test('the HTML and the resources the browser reported as render-blocking are weighed apart', () => {
    const weight = summariseRequests(
      [
        resource('http://localhost/reference/api/x', 'document', 12_000),
        resource('http://localhost/assets/css/styles.css', 'stylesheet', 20_000),
        resource('http://localhost/assets/css/api.css', 'stylesheet', 18_000),
        resource('http://localhost/assets/css/later.css', 'stylesheet', 5_000),
        resource('http://localhost/assets/js/main.js', 'script', 90_000),
      ],
      ['http://localhost/assets/css/styles.css', 'http://localhost/assets/css/api.css'],
    );
    assert.equal(weight.htmlBytes, 12_000);
    assert.equal(weight.renderBlockingBytes, 38_000);
    assert.deepEqual(
      weight.renderBlocking.map((item) => item.path),
      ['/assets/css/styles.css', '/assets/css/api.css'],
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

  test('the bench’s other builds run the same docusaurus build steps, settings included, pinned after them', () => {
    const packageJson = {
      scripts: {
        build:
          'node gen.mjs && DOCUSAURUS_EXIT_AFTER_BUNDLING=true docusaurus build && ' +
          'DOCUSAURUS_SKIP_BUNDLING=true DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1 docusaurus build && x',
      },
    };
    const steps = docusaurusBuildSteps(packageJson);
    assert.deepEqual(steps, [
      'DOCUSAURUS_EXIT_AFTER_BUNDLING=true docusaurus build',
      'DOCUSAURUS_SKIP_BUNDLING=true DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1 docusaurus build',
    ]);
    assert.equal(
      prefixed('taskset -c 0,1 ', steps[1]),
      'DOCUSAURUS_SKIP_BUNDLING=true DOCUSAURUS_SSG_WORKER_THREAD_COUNT=1 taskset -c 0,1 docusaurus build',
    );
    assert.equal(prefixed('taskset -c 0,1 ', 'node gen.mjs'), 'taskset -c 0,1 node gen.mjs');
    assert.throws(() => docusaurusBuildSteps({scripts: {build: 'vite build'}}), /no "docusaurus build" step/);
  });

  test('a build in two processes counts as one: times add up, the peak is the higher one', () => {
    const step = (command: string, wallMs: number, peakBytes: number) => ({command, exitCode: 0, wallMs, peakBytes});
    const bundling = step('EXIT_AFTER_BUNDLING=true docusaurus build', 40_000, 2e9);
    const rendering = step('SKIP_BUNDLING=true docusaurus build', 25_000, 1.5e9);
    const both = combinedRun([bundling, rendering]);
    assert.equal(both.wallMs, 65_000);
    assert.equal(both.peakBytes, 2e9);
    assert.equal(both.exitCode, 0);
    const generate = step('node scripts/gen-api.mjs', 5_000, 3e8);
    const share = apiShare(
      {cores: 2, steps: [generate, bundling, rendering], wallMs: 70_000, peakBytes: 2e9},
      step('docusaurus build', 20_000, 1e9),
    );
    assert.equal(share.withApi.wallMs, 65_000);
    assert.equal(share.apiWallMs, 65_000 - 20_000 + 5_000);
    assert.equal(share.apiPeakBytesDelta, 1e9);
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
      'first-contentful-paint': {score: 1, numericValue: 900 + tbt},
      'largest-contentful-paint': {score: 1, numericValue: 1200},
      'speed-index': {score: 1, numericValue: 1300 + 10 * tbt},
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
    assert.equal(run.fcpMs, 980);
    assert.equal(run.lcpMs, 1200);
    assert.equal(run.speedIndexMs, 2100);
    assert.deepEqual(run.failedAudits, ['seo:meta-description']);
  });

  test('the median of three runs is taken per figure', () => {
    const figures = medianOfRuns(
      [lhr(90, 300), lhr(99, 20), lhr(95, 50, ['color-contrast'])].map(reduceLighthouseResult),
    );
    assert.equal(figures.performance, 95);
    assert.equal(figures.tbtMs, 50);
    assert.equal(figures.fcpMs, 950);
    assert.equal(figures.speedIndexMs, 1800);
    assert.deepEqual(figures.failedAudits, ['accessibility:color-contrast']);
  });

  test("the floor's reference is the median of its runs before and after the pages, each half kept to show drift", () => {
    // The machine slowed down while the pages were measured: the floor's later runs block twice as long.
    const before = [lhr(99, 60), lhr(98, 70), lhr(98, 80)].map(reduceLighthouseResult);
    const after = [lhr(96, 120), lhr(95, 140), lhr(97, 130)].map(reduceLighthouseResult);
    const figures = medianAroundPages(before, after);
    assert.equal(figures.runs, 6);
    assert.equal(figures.tbtMs, 100, 'between the halves, not either one');
    assert.equal(figures.performance, 97.5);
    assert.deepEqual(figures.halves, {
      before: {runs: 3, performance: 98, tbtMs: 70},
      after: {runs: 3, performance: 96, tbtMs: 130},
    });
    assert.deepEqual(
      figures.runDetails?.map((run) => run.tbtMs),
      [60, 70, 80, 120, 140, 130],
      'every run, in the order they ran',
    );
  });

  test('a floor measured on one side of the pages only has no halves', () => {
    const figures = medianAroundPages([lhr(98, 60)].map(reduceLighthouseResult), []);
    assert.equal(figures.tbtMs, 60);
    assert.equal(figures.halves, undefined);
  });
});

describe('budgets relative to the floor', () => {
  const weight = (jsBytes: number, htmlBytes = 10 * 1024, renderBlockingBytes = 20 * 1024) => ({
    jsBytes,
    cssBytes: 0,
    htmlBytes,
    renderBlockingBytes,
    renderBlocking: [],
    requests: 1,
    totalBytes: jsBytes,
    prefetchRequests: 0,
    prefetchBytes: 0,
    failedRequests: [],
    scripts: [],
  });
  const lighthouse = (
    performance: number,
    tbtMs: number,
    cls: number,
    paint = {fcpMs: 900, lcpMs: 1000, siMs: 1300},
  ) => ({
    performance,
    accessibility: 100,
    seo: 100,
    fcpMs: paint.fcpMs,
    lcpMs: paint.lcpMs,
    speedIndexMs: paint.siMs,
    tbtMs,
    cls,
    runs: 3,
    benchmarkIndex: 1500,
    failedAudits: [],
  });
  const run = (wallMs: number, peakBytes: number) => ({command: 'docusaurus build', exitCode: 0, wallMs, peakBytes});
  const docs = PAGE_TYPES.find((type) => type.id === 'docs')!;
  const api = PAGE_TYPES.find((type) => type.id === 'api')!;
  const KB = 1024;
  // The floor: 166 KB of JavaScript, mobile score 97 with 100 ms of blocking time.
  const results = (overrides: Partial<BenchResults> = {}): BenchResults => ({
    measuredAt: '2026-01-01T00:00:00.000Z',
    pages: {sitemapUrls: 10, htmlFiles: 100, apiPages: 5},
    mainBundle: {
      withApi: {files: ['main.js'], rawBytes: 500_000, gzipBytes: 150_000 + 8 * KB},
      withoutApi: {files: ['main.js'], rawBytes: 480_000, gzipBytes: 150_000},
    },
    floor: {
      path: FLOOR_DOCS_PATH,
      build: run(20_000, 1024 ** 3),
      pages: 3,
      page: {
        weights: {mobile: weight(166 * KB), desktop: weight(166 * KB)},
        lighthouse: {mobile: lighthouse(97, 100, 0), desktop: lighthouse(100, 0, 0)},
      },
    },
    pageTypes: [
      {
        type: docs,
        weights: {mobile: weight(196 * KB), desktop: weight(197 * KB)},
        lighthouse: {mobile: lighthouse(95, 120, 0), desktop: lighthouse(100, 0, 0.01)},
        scriptless: {
          weights: {mobile: weight(0), desktop: weight(0)},
          lighthouse: {mobile: lighthouse(100, 0, 0)},
        },
      },
      {
        type: api,
        weights: {mobile: weight(226 * KB), desktop: weight(227 * KB)},
        lighthouse: {mobile: lighthouse(94, 121, 0.002), desktop: lighthouse(99, 10, 0.042)},
      },
    ],
    build: {cores: 2, steps: [run(60_000, 3.5 * 1024 ** 3)], wallMs: 60_000, peakBytes: 3.5 * 1024 ** 3},
    notes: [],
    ...overrides,
  });

  test('each page is held to the floor plus its allowance: 30 KB of JS, 40 KB on API pages, score − 2, TBT × 1.2', () => {
    const checks = evaluateBudgets(results(), budgets);
    const failing = checks.filter((check) => !check.pass).map((check) => `${check.budget} / ${check.subject}`);
    assert.deepEqual(failing.sort(), [
      'Build peak memory / npm run build, 2 cores, 100 pages (600 ms a page)',
      'CLS (desktop) / API operation',
      'First-load JS (desktop) / API operation',
      'First-load JS (desktop) / Docs page',
      'First-load JS (mobile) / API operation',
      'Mobile performance / API operation',
      'TBT (mobile) / API operation',
    ]);
  });

  test('the search box ranks a keystroke within 16 ms (p95) at 4× CPU; the unthrottled figure is not judged', () => {
    const keystroke = (p95At1x: number, p95At4x: number) =>
      evaluateBudgets(
        results({
          relevance: {
            keywordQueries: 1,
            questionQueries: 1,
            pages: 1,
            sections: 1,
            rankings: [],
            targetsMissed: [],
            keystrokeLatency: [
              {throttling: 1, samples: 100, p50Ms: 1, p95Ms: p95At1x},
              {throttling: 4, samples: 100, p50Ms: 4, p95Ms: p95At4x},
            ],
          },
        }),
        budgets,
      ).filter((check) => check.budget.startsWith('Search: keystroke'));
    assert.deepEqual(
      keystroke(3, 16).map((check) => [check.budget, check.limit, check.pass]),
      [['Search: keystroke p95 at 4× CPU', '≤ 16 ms', true]],
    );
    assert.equal(keystroke(3, 16.5)[0].pass, false);
    assert.equal(keystroke(20, 10)[0].pass, true);
  });

  test('an API page may load the floor’s JavaScript plus 40 KB, no more', () => {
    const apiJs = (bytes: number) =>
      evaluateBudgets(
        results({
          pageTypes: [{type: api, weights: {mobile: weight(bytes), desktop: weight(bytes)}, lighthouse: {}}],
        }),
        budgets,
      ).find((check) => check.budget === 'First-load JS (mobile)')?.pass;
    assert.equal(apiJs(166 * KB + 40 * KB), true);
    assert.equal(apiJs(166 * KB + 40 * KB + 1), false);
  });

  test('FCP, LCP and Speed Index (mobile medians) are each held to 1.2 × the floor’s on every page type', () => {
    // The floor paints at 900 ms (FCP), 1000 ms (LCP), 1300 ms (Speed Index).
    const paintChecks = (paint: {fcpMs: number; lcpMs: number; siMs: number}) =>
      evaluateBudgets(
        results({
          pageTypes: [
            {
              type: docs,
              weights: {mobile: weight(166 * KB), desktop: weight(166 * KB)},
              lighthouse: {mobile: lighthouse(97, 100, 0, paint)},
            },
          ],
        }),
        budgets,
      ).filter((check) => /^(FCP|LCP|Speed Index) \(mobile\)$/.test(check.budget));
    const atLimit = paintChecks({fcpMs: 1080, lcpMs: 1200, siMs: 1560});
    assert.deepEqual(
      atLimit.map((check) => [check.budget, check.subject, check.versusFloor, check.limit, check.pass]),
      [
        ['FCP (mobile)', 'Docs page', '×1.20', '≤ 1.1 s', true],
        ['LCP (mobile)', 'Docs page', '×1.20', '≤ 1.2 s', true],
        ['Speed Index (mobile)', 'Docs page', '×1.20', '≤ 1.6 s', true],
      ],
    );
    // A bimodal Speed Index whose median lands on the slow mode fails, and only that budget.
    const slow = paintChecks({fcpMs: 1080, lcpMs: 1200, siMs: 3700});
    assert.deepEqual(
      slow.filter((check) => !check.pass).map((check) => check.budget),
      ['Speed Index (mobile)'],
    );
    assert.equal(paintChecks({fcpMs: 1081, lcpMs: 1000, siMs: 1300})[0].pass, false);
  });

  test('an API page’s HTML is at most 12 KB gzip and what blocks its first paint at most a docs page’s + 10 KB', () => {
    const apiPage = (htmlBytes: number, renderBlockingBytes: number) =>
      evaluateBudgets(
        results({
          pageTypes: [
            {
              type: docs,
              weights: {mobile: weight(166 * KB, 8 * KB, 20 * KB), desktop: weight(166 * KB, 8 * KB, 20 * KB)},
              lighthouse: {},
            },
            {
              type: api,
              weights: {
                mobile: weight(166 * KB, htmlBytes, renderBlockingBytes),
                desktop: weight(166 * KB, htmlBytes, renderBlockingBytes),
              },
              lighthouse: {},
            },
          ],
        }),
        budgets,
      ).filter((check) => check.budget.startsWith('HTML') || check.budget.startsWith('Render-blocking'));
    const within = apiPage(12 * KB, 30 * KB);
    assert.deepEqual(
      within.map((check) => [check.budget, check.limit, check.pass]),
      [
        ['HTML (mobile)', '≤ 12.0 KB', true],
        ['Render-blocking CSS and JS (mobile)', '≤ 30.0 KB', true],
        ['HTML (desktop)', '≤ 12.0 KB', true],
        ['Render-blocking CSS and JS (desktop)', '≤ 30.0 KB', true],
      ],
    );
    assert.equal(within[1].subject, 'API operation against the docs page (20.0 KB)');
    // Today's API page: 20 KB of HTML (every language's sample) and its own 101 KB stylesheet before first paint.
    const today = apiPage(20 * KB, 30 * KB + 1);
    assert.deepEqual(
      today.map((check) => check.pass),
      [false, false, false, false],
    );
  });

  test('every API operation page’s HTML is held to the budget: the heaviest one, with the count over it', () => {
    const apiHtml = (maxBytes: number, overBudget: number) =>
      evaluateBudgets(
        results({
          apiHtml: {
            pages: 357,
            maxBytes,
            maxPath: '/reference/api/create-runs',
            medianBytes: 11 * KB,
            overBudget,
            heaviest: [],
          },
        }),
        budgets,
      ).find((check) => check.budget === 'HTML, every API operation page');
    const within = apiHtml(12 * KB, 0);
    assert.equal(within?.pass, true);
    assert.equal(within?.subject, 'heaviest of 357: /reference/api/create-runs (0 over)');
    assert.equal(within?.actual, '12.0 KB');
    assert.equal(apiHtml(12 * KB + 1, 1)?.pass, false);
  });

  test('measureApiHtml weighs the sitemap’s operation pages only, gzip, and counts those over the budget', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-html-'));
    const page = (slug: string, html: string) => {
      mkdirSync(path.join(dir, 'reference/api', slug), {recursive: true});
      writeFileSync(path.join(dir, 'reference/api', slug, 'index.html'), html);
    };
    // Random base64 text compresses to about three quarters of its length.
    const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);
    page('small-op', `<div class="openapi__method-endpoint">${noise(1000)}</div>`);
    page('big-op', `<div class="openapi__method-endpoint">${noise(17 * KB)}</div>`);
    page('category', `<main>${noise(20 * KB)}</main>`);
    page('not-in-sitemap', `<div class="openapi__method-endpoint">${noise(30 * KB)}</div>`);
    const locs = ['small-op', 'big-op', 'category'].map((slug) => `<loc>https://x.test/reference/api/${slug}</loc>`);
    writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset>${locs.join('')}</urlset>`);
    try {
      const figures = measureApiHtml(dir, 12 * KB);
      assert.equal(figures.pages, 2);
      assert.equal(figures.maxPath, '/reference/api/big-op');
      assert.equal(figures.overBudget, 1);
      assert.ok(figures.maxBytes > 12 * KB && figures.maxBytes < 17 * KB, String(figures.maxBytes));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('every check shows the floor, the difference or ratio to it and the scripts-removed figure', () => {
    const checks = evaluateBudgets(results(), budgets);
    const js = checks.find((check) => check.budget === 'First-load JS (mobile)' && check.subject === 'Docs page');
    assert.deepEqual(js, {
      budget: 'First-load JS (mobile)',
      subject: 'Docs page',
      actual: '196.0 KB',
      floor: '166.0 KB',
      versusFloor: '+30.0 KB',
      scriptless: '0 B',
      limit: '≤ 196.0 KB',
      pass: true,
    });
    const tbt = checks.find((check) => check.budget === 'TBT (mobile)' && check.subject === 'Docs page');
    assert.equal(tbt?.versusFloor, '×1.20');
    assert.equal(tbt?.limit, '≤ 120 ms');
    const score = checks.find((check) => check.budget === 'Mobile performance' && check.subject === 'API operation');
    assert.equal(score?.versusFloor, '−3');
    assert.equal(score?.limit, '≥ 95');
    const memory = checks.find((check) => check.budget === 'Build peak memory');
    assert.equal(memory?.versusFloor, '×3.50');
    assert.equal(memory?.limit, '≤ 3.00 GB');
  });

  test('the API reference may grow the main bundle by 8 KB, no more', () => {
    const growth = (bytes: number) =>
      evaluateBudgets(
        results({
          mainBundle: {
            withApi: {files: [], rawBytes: 0, gzipBytes: 150_000 + bytes},
            withoutApi: {files: [], rawBytes: 0, gzipBytes: 150_000},
          },
        }),
        budgets,
      ).find((check) => check.budget === 'Main bundle growth with the API pages')?.pass;
    assert.equal(growth(8 * KB), true);
    assert.equal(growth(8 * KB + 1), false);
  });

  test('without a floor, the relative budgets are left out rather than guessed', () => {
    const checks = evaluateBudgets(results({floor: undefined, build: undefined}), budgets);
    assert.deepEqual([...new Set(checks.map((check) => check.budget))].sort(), [
      'CLS (desktop)',
      'CLS (mobile)',
      'HTML (desktop)',
      'HTML (mobile)',
      'Main bundle growth with the API pages',
      'Render-blocking CSS and JS (desktop)',
      'Render-blocking CSS and JS (mobile)',
    ]);
  });

  test('the Ask AI figures, when its bench exists, are checked against their budget', () => {
    const check = evaluateBudgets(results({askAi: {p50: 12, p95: 61, corpus: 'test fixture'}}), budgets).find((item) =>
      item.budget.startsWith('Ask AI'),
    );
    assert.equal(check?.pass, false);
    assert.equal(check?.actual, '61 ms');
  });

  const scores = (recallAt1: number, recallAt5: number, mrrAt10: number, queries = 100) => ({
    queries,
    recallAt1,
    recallAt5,
    mrrAt10,
    misses: [],
  });
  const mcpSearch = {
    queries: 150,
    rounds: 2,
    samples: 300,
    p50Ms: 4.25,
    p95Ms: 51,
    keywords: scores(0.9, 0.98, 0.93, 100),
    questions: scores(0.7, 0.92, 0.8, 50),
  };
  const relevance = {
    keywordQueries: 100,
    questionQueries: 50,
    pages: 500,
    sections: 3000,
    rankings: [{name: 'Engine: modal', keywords: scores(0.88, 1, 0.932), questions: scores(0.76, 0.94, 0.837, 50)}],
    targetsMissed: [] as string[],
  };

  test('MCP search_docs latency over HTTP is held to its p95 budget', () => {
    const check = evaluateBudgets(results({mcpSearch}), budgets).find((item) => item.budget.startsWith('MCP'));
    assert.equal(check?.pass, false);
    assert.equal(check?.actual, '51 ms');
    assert.equal(check?.subject, '300 calls (150 queries × 2)');
    const within = evaluateBudgets(results({mcpSearch: {...mcpSearch, p95Ms: 50}}), budgets);
    assert.equal(within.find((item) => item.budget.startsWith('MCP'))?.pass, true);
  });

  test('missed relevance targets fail the bench and are named', () => {
    const missed = {...relevance, targetsMissed: ['questions recall@5 (Ask AI)']};
    const relevanceCheck = (input: typeof relevance) =>
      evaluateBudgets(results({relevance: input}), budgets).find((item) => item.budget === 'Search relevance targets');
    assert.equal(relevanceCheck(relevance)?.pass, true);
    assert.equal(relevanceCheck(missed)?.pass, false);
    assert.equal(relevanceCheck(missed)?.actual, 'missed: questions recall@5 (Ask AI)');
  });

  test('the report shows every ranking and MCP search_docs in one relevance table, with MCP latency', () => {
    const measured = results({relevance, mcpSearch});
    const report = renderMarkdown(measured, evaluateBudgets(measured, budgets));
    assert.match(report, /## Search relevance\n\n.*100 keyword queries and 50 questions/);
    assert.match(report, /\| Ranking \| kw R@1 \| kw R@5 \| kw MRR@10 \| q R@1 \| q R@5 \| q MRR@10 \|/);
    assert.match(report, /\| Engine: modal \| 88\.0 % \| 100\.0 % \| 0\.932 \| 76\.0 % \| 94\.0 % \| 0\.837 \|/);
    assert.match(
      report,
      /\| MCP search_docs, over HTTP \| 90\.0 % \| 98\.0 % \| 0\.930 \| 70\.0 % \| 92\.0 % \| 0\.800 \|/,
    );
    assert.match(report, /Relevance targets: all met\./);
    assert.match(report, /p50 4\.3 ms, p95 51\.0 ms over 300 calls/);
    const unmeasured = renderMarkdown(results(), []);
    assert.match(unmeasured, /## Search relevance\n\nnot measured/);
  });

  test('the Markdown report has floor and limit columns, the page types against the floor, and the gaps', () => {
    const report = renderMarkdown(results({build: undefined}), evaluateBudgets(results({build: undefined}), budgets));
    assert.match(
      report,
      /\| Result \| Budget \| Subject \| Measured \| Floor \| vs floor \| Scripts removed \| Limit \|/,
    );
    assert.match(
      report,
      /\| pass \| First-load JS \(mobile\) \| Docs page \| 196\.0 KB \| 166\.0 KB \| \+30\.0 KB \| 0 B \| ≤ 196\.0 KB \|/,
    );
    assert.match(
      report,
      /\| \*\*FAIL\*\* \| First-load JS \(desktop\) \| API operation \| 227\.0 KB \| 166\.0 KB \| \+61\.0 KB \| – \| ≤ 206\.0 KB \|/,
    );
    assert.match(
      report,
      /\| Page \| Mobile perf \| FCP \| LCP \| SI \| TBT \| CLS \| Desktop perf \| FCP \| LCP \| SI \|/,
    );
    assert.match(report, /\| Floor \(empty site\) \| 97 \| 900 ms \| 1\.0 s \| 1\.3 s \| 100 ms \|/);
    assert.match(report, /\| Page \| Screen \| JS \| CSS \| HTML \| Render-blocking \|/);
    assert.match(
      report,
      /\| pass \| Speed Index \(mobile\) \| Docs page \| 1\.3 s \| 1\.3 s \| ×1\.00 \| 1\.3 s \| ≤ 1\.6 s \|/,
    );
    assert.match(report, /## Against the floor/);
    assert.match(
      report,
      /\| Docs page \| 196\.0 KB \/ 197\.0 KB JS; score 95, TBT 120 ms.* \| 166\.0 KB \/ 166\.0 KB JS; score 97/,
    );
    assert.match(report, /## Build\n\nnot measured/);
    assert.match(report, /## Ask AI\n\nnot measured/);
    assert.doesNotMatch(report, /before the pages/, 'no drift line for a floor without halves');
  });

  test("the report shows the floor's runs before and after the pages, so that drift is visible", () => {
    const drifted = results();
    const mobile = drifted.floor!.page.lighthouse.mobile!;
    drifted.floor!.page.lighthouse.mobile = {
      ...mobile,
      runs: 6,
      halves: {before: {runs: 3, performance: 98, tbtMs: 70}, after: {runs: 3, performance: 96, tbtMs: 130}},
    };
    const report = renderMarkdown(drifted, evaluateBudgets(drifted, budgets));
    assert.match(
      report,
      /## Against the floor\n[\s\S]*\n- mobile: score 98, TBT 70 ms \(3 runs\) before the pages, score 96, TBT 130 ms \(3 runs\) after\n/,
    );
    assert.doesNotMatch(report, /- desktop: score/, 'only form factors measured on both sides');
    const once = {runs: 1, performance: 98, tbtMs: 60};
    assert.match(describeHalves({before: once, after: once}), /^score 98, TBT 60 ms \(1 run\) before the pages/);
  });

  test('build cost is shown against the number of API pages, with the growth per 100 pages', () => {
    const run = (wallMs: number, peakBytes: number) => ({command: 'x', exitCode: 0, wallMs, peakBytes});
    const [, scalingTable] = apiScalingSections([
      {label: 'all', apiPages: 400, run: run(90_000, 5 * 1024 ** 3)},
      {label: 'none', apiPages: 0, run: run(30_000, 1 * 1024 ** 3)},
      {label: 'half', apiPages: 200, run: run(60_000, 3 * 1024 ** 3)},
    ]);
    const rows = scalingTable.split('\n').slice(2);
    assert.deepEqual(
      rows.map((row) => row.split(' | ')[0]),
      ['| none', '| half', '| all', '| **growth per 100 API pages**'],
    );
    assert.match(rows[3], /\+15\.0 s \| \+1\.00 GB \|$/);
  });
});

describe('the floor site', () => {
  const files = floorSiteFiles('3.10.2');

  test('is a classic-preset site of the same Docusaurus version with future.faster and nothing of ours', () => {
    assert.deepEqual(Object.keys(files).sort(), [
      'docs/measuring-a-page.md',
      'docusaurus.config.js',
      'package.json',
      'sidebars.js',
    ]);
    const config = JSON.parse(files['docusaurus.config.js'].replace(/^module\.exports = |;\n$/g, '')) as {
      future: unknown;
      presets: [string, unknown][];
      plugins?: unknown;
      themes?: unknown;
    };
    assert.deepEqual(config.future, {faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}});
    assert.deepEqual(
      config.presets.map(([name]) => name),
      ['classic'],
    );
    assert.equal(config.plugins, undefined);
    assert.equal(config.themes, undefined);
    assert.deepEqual(JSON.parse(files['package.json']).dependencies, {
      '@docusaurus/core': '3.10.2',
      '@docusaurus/preset-classic': '3.10.2',
    });
    assert.doesNotMatch(Object.values(files).join('\n'), /tessera|src\/|custom\.css/i);
  });

  test('its one docs page has about 450 words and exactly one code block, served at FLOOR_DOCS_PATH', () => {
    const page = files['docs/measuring-a-page.md'];
    const words = proseWords(page);
    assert.ok(words >= 420 && words <= 480, `${words} words`);
    assert.equal(page.match(/^```/gm)?.length, 2);
    assert.equal(FLOOR_DOCS_PATH, '/docs/measuring-a-page');
  });
});

describe('pages with their scripts removed', () => {
  test('script elements, module preloads, script preloads and prefetches go; styles, images and data stay', () => {
    const html =
      '<html><head><link rel=stylesheet href=/assets/css/styles.css />' +
      '<link rel=preload as=image href=/img/logo.svg />' +
      '<link rel=preload href="/assets/js/main.js" as="script">' +
      "<link rel='modulepreload' href='/assets/js/x.js'>" +
      '<link rel=prefetch href=/assets/js/next.js>' +
      '<script data-rh=true type=application/ld+json>{"@type":"Article"}</script>' +
      '<script src=/assets/js/runtime~main.js defer></script>' +
      '<script type="module" data-x="a>b">import "/x.js"</script>' +
      '</head><body><script>(function(){document.documentElement.dataset.theme="dark"})()</script>' +
      '<p>Text about <code>&lt;script&gt;</code> tags.</p><SCRIPT SRC=/y.js></SCRIPT ></body></html>';
    assert.equal(
      stripScripts(html),
      '<html><head><link rel=stylesheet href=/assets/css/styles.css />' +
        '<link rel=preload as=image href=/img/logo.svg />' +
        '<script data-rh=true type=application/ld+json>{"@type":"Article"}</script>' +
        '</head><body><p>Text about <code>&lt;script&gt;</code> tags.</p></body></html>',
    );
  });
});

describe('builds with part of the API reference', () => {
  const files = [
    'tessera-api.info.mdx',
    'traces.tag.mdx',
    'd.api.mdx',
    'a.api.mdx',
    'c.api.mdx',
    'b.api.mdx',
    'e.api.mdx',
    'sidebar.ts',
  ];

  test('half the operation pages are left out, spread evenly; overview and tag pages always stay', () => {
    assert.deepEqual(excludedOperationPages(files, 0.5), ['a.api.mdx', 'c.api.mdx', 'e.api.mdx']);
    assert.deepEqual(excludedOperationPages(files, 1), []);
    assert.equal(excludedOperationPages(files, 0.2).length, 4);
  });

  test('the fraction defaults to every page and refuses nonsense', () => {
    assert.equal(readApiPageFraction(undefined), 1);
    assert.equal(readApiPageFraction(' 0.5 '), 0.5);
    assert.throws(() => readApiPageFraction('0'), /above 0 and at most 1/);
    assert.throws(() => readApiPageFraction('half'), /above 0 and at most 1/);
  });
});

describe('search bytes to first results', () => {
  const transfers = [
    {bytes: 30_000, startedAt: 1_000},
    {bytes: 20_000, startedAt: 1_500},
    {bytes: 90_000, startedAt: 2_500},
  ];

  test('counts only what was requested before the first result showed', () => {
    assert.deepEqual(
      transfersBefore(transfers, 2_000).map((transfer) => transfer.bytes),
      [30_000, 20_000],
    );
  });

  test('a first result never seen is an error, not zero bytes under the budget', () => {
    assert.throws(() => transfersBefore(transfers, undefined), /first search result was never seen/);
  });
});
