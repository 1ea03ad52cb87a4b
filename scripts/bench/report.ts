import type {ApiHtmlFigures} from './apiHtml';
import type {Budgets} from '../../config/budgets';
import type {ApiShare, BuildFigures, MainBundle} from './build';
import type {MeasuredRun} from './processTree';
import type {FormFactor, LighthouseFigures, LighthouseHalf} from './lighthouse';
import type {McpSearchFigures} from './mcp';
import type {PageType} from './pageTypes';
import type {RelevanceBenchResult} from './relevance';
import {KEYSTROKE_TARGET_THROTTLING} from './keystrokeLatency';
import type {SearchFigures} from './search';
import {searchQualitySections} from './searchReport';
import {formatBytes, formatDuration, median} from './stats';
import type {PageWeight} from './weights';

/** A page measured for comparison: the floor's docs page, or one of ours with its scripts removed. */
export interface ReferencePage {
  weights?: Record<FormFactor, PageWeight>;
  lighthouse: Partial<Record<FormFactor, LighthouseFigures>>;
}

export interface PageTypeResult {
  type: PageType;
  weights: Record<FormFactor, PageWeight>;
  lighthouse: Partial<Record<FormFactor, LighthouseFigures>>;
  /** The same page with every script removed: the physical limit. */
  scriptless?: ReferencePage;
}

/** The empty Docusaurus site of the same version and settings (scripts/bench/floor.ts), built and measured alongside. */
export interface FloorResult {
  path: string;
  build?: MeasuredRun;
  pages?: number;
  mainBundle?: MainBundle;
  page: ReferencePage;
}

/** One build of the site with a given number of API pages: how build cost grows with the reference. */
export interface ApiScalingPoint {
  label: string;
  apiPages: number;
  run: MeasuredRun;
}

/** Everything one `npm run bench` measured; a part left out (by an option or a failure) is undefined. */
export interface BenchEnvironment {
  cpus: number;
  cpuModel: string;
  node: string;
  /** 1-minute load average when the measurements started and ended: other work on the machine skews timings. */
  loadAverage: {start: number; end: number};
}

export interface BenchResults {
  measuredAt: string;
  environment?: BenchEnvironment;
  build?: BuildFigures;
  apiShare?: ApiShare;
  apiScaling?: ApiScalingPoint[];
  pages: {sitemapUrls: number; htmlFiles: number; apiPages: number};
  mainBundle: {withApi: MainBundle; withoutApi?: MainBundle};
  floor?: FloorResult;
  pageTypes: PageTypeResult[];
  search?: SearchFigures;
  askAi?: Record<string, number | string>;
  /** `npm run bench:search`'s scores of every ranking on the reader query sets. */
  relevance?: RelevanceBenchResult;
  /** MCP `search_docs` through the service over HTTP: latency, and relevance on the same query sets. */
  mcpSearch?: McpSearchFigures;
  /** Every API operation page's HTML, gzip, read from the build (scripts/bench/apiHtml.ts). */
  apiHtml?: ApiHtmlFigures;
  notes: string[];
}

export interface BudgetCheck {
  budget: string;
  subject: string;
  actual: string;
  /** The empty Docusaurus site's figure, where the budget has one. */
  floor: string;
  /** The measured figure as a difference or ratio to the floor's. */
  versusFloor: string;
  /** The same page with its scripts removed, where measured. */
  scriptless: string;
  limit: string;
  pass: boolean;
}

type Unit = 'bytes' | 'ms' | 'score' | 'ratio';

function show(value: number | undefined, unit: Unit): string {
  if (value === undefined || !Number.isFinite(value)) return '–';
  if (unit === 'bytes') return formatBytes(value);
  if (unit === 'ms') return formatDuration(value);
  if (unit === 'ratio') return value.toFixed(3);
  return String(value);
}

function signed(difference: number, unit: Unit): string {
  const sign = difference < 0 ? '−' : '+';
  return `${sign}${show(Math.abs(difference), unit)}`;
}

/** "×1.6" — the measured figure as a multiple of the floor's (undefined when the floor is zero). */
function times(actual: number, floor: number | undefined): string {
  if (floor === undefined || !Number.isFinite(floor) || floor === 0) return '–';
  return `×${(actual / floor).toFixed(2)}`;
}

interface Figures {
  actual: number;
  floor?: number;
  scriptless?: number;
  unit: Unit;
  /** How the measured figure relates to the floor: as a difference (sizes, scores) or a ratio (times, memory). */
  compare: 'difference' | 'ratio';
}

function check(
  budget: string,
  subject: string,
  figures: Figures,
  limit: number,
  direction: 'max' | 'min',
): BudgetCheck {
  const {actual, floor, scriptless, unit, compare} = figures;
  const versusFloor =
    floor === undefined || !Number.isFinite(floor)
      ? '–'
      : compare === 'difference'
        ? signed(actual - floor, unit)
        : times(actual, floor);
  return {
    budget,
    subject,
    actual: show(actual, unit),
    floor: show(floor, unit),
    versusFloor,
    scriptless: show(scriptless, unit),
    limit: `${direction === 'max' ? '≤' : '≥'} ${show(limit, unit)}`,
    pass: direction === 'max' ? actual <= limit : actual >= limit,
  };
}

/** The paint timings held to the floor's, as budget name and Lighthouse figure. */
const PAINT_METRICS = [
  ['FCP', 'fcpMs'],
  ['LCP', 'lcpMs'],
  ['Speed Index', 'speedIndexMs'],
] as const;

/**
 * The API operation page's own weight budgets (issue 30): its HTML, gzip, and what holds its first paint against a
 * docs page measured in the same run (render-blocking stylesheets and scripts, gzip), on both screens.
 */
function apiPageWeightChecks(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const api = results.pageTypes.find(({type}) => type.id === 'api');
  if (!api) return [];
  const docs = results.pageTypes.find(({type}) => type.id === 'docs');
  return (['mobile', 'desktop'] as const).flatMap((formFactor) => {
    const weight = api.weights[formFactor];
    const checks = [
      check(
        `HTML (${formFactor})`,
        api.type.label,
        {
          actual: weight.htmlBytes,
          floor: results.floor?.page.weights?.[formFactor].htmlBytes,
          scriptless: api.scriptless?.weights?.[formFactor].htmlBytes,
          unit: 'bytes',
          compare: 'difference',
        },
        budgets.apiHtmlMaxBytes,
        'max',
      ),
    ];
    const docsWeight = docs?.weights[formFactor];
    if (docsWeight) {
      checks.push({
        ...check(
          `Render-blocking CSS and JS (${formFactor})`,
          `${api.type.label} against the ${docs.type.label.toLowerCase()} (${formatBytes(docsWeight.renderBlockingBytes)})`,
          {
            actual: weight.renderBlockingBytes,
            floor: results.floor?.page.weights?.[formFactor].renderBlockingBytes,
            unit: 'bytes',
            compare: 'difference',
          },
          docsWeight.renderBlockingBytes + budgets.apiRenderBlockingOverDocsMaxBytes,
          'max',
        ),
      });
    }
    return checks;
  });
}

/** Compares what was measured with the budgets; budgets whose figure (or floor) was not measured are left out. */
export function evaluateBudgets(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (results.apiHtml) {
    const {maxBytes, maxPath, overBudget, pages} = results.apiHtml;
    checks.push(
      check(
        'HTML, every API operation page',
        `heaviest of ${pages}: ${maxPath} (${overBudget} over)`,
        {actual: maxBytes, unit: 'bytes', compare: 'difference'},
        budgets.apiHtmlMaxBytes,
        'max',
      ),
    );
  }
  const floor = results.floor;
  for (const {type, weights, lighthouse, scriptless} of results.pageTypes) {
    const floorMobile = floor?.page.lighthouse.mobile;
    const mobile = lighthouse.mobile;
    if (mobile && floorMobile) {
      const reference = {floor: floorMobile.performance, scriptless: scriptless?.lighthouse.mobile?.performance};
      checks.push(
        check(
          'Mobile performance',
          type.label,
          {actual: mobile.performance, ...reference, unit: 'score', compare: 'difference'},
          floorMobile.performance - budgets.mobilePerformanceBelowFloorMax,
          'min',
        ),
      );
      checks.push(
        check(
          'TBT (mobile)',
          type.label,
          {
            actual: mobile.tbtMs,
            floor: floorMobile.tbtMs,
            scriptless: scriptless?.lighthouse.mobile?.tbtMs,
            unit: 'ms',
            compare: 'ratio',
          },
          floorMobile.tbtMs * budgets.mobileTbtFloorRatioMax,
          'max',
        ),
      );
      for (const [budget, metric] of PAINT_METRICS) {
        checks.push(
          check(
            `${budget} (mobile)`,
            type.label,
            {
              actual: mobile[metric],
              floor: floorMobile[metric],
              scriptless: scriptless?.lighthouse.mobile?.[metric],
              unit: 'ms',
              compare: 'ratio',
            },
            floorMobile[metric] * budgets.mobilePaintFloorRatioMax,
            'max',
          ),
        );
      }
    }
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const figures = lighthouse[formFactor];
      if (!figures) continue;
      checks.push(
        check(
          `CLS (${formFactor})`,
          type.label,
          {
            actual: figures.cls,
            floor: floor?.page.lighthouse[formFactor]?.cls,
            scriptless: scriptless?.lighthouse[formFactor]?.cls,
            unit: 'ratio',
            compare: 'difference',
          },
          budgets.clsMax,
          'max',
        ),
      );
    }
    const allowance =
      type.id === 'api' ? budgets.apiFirstLoadJsOverFloorMaxBytes : budgets.firstLoadJsOverFloorMaxBytes;
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const floorWeight = floor?.page.weights?.[formFactor];
      if (!floorWeight) continue;
      checks.push(
        check(
          `First-load JS (${formFactor})`,
          type.label,
          {
            actual: weights[formFactor].jsBytes,
            floor: floorWeight.jsBytes,
            scriptless: scriptless?.weights?.[formFactor].jsBytes,
            unit: 'bytes',
            compare: 'difference',
          },
          floorWeight.jsBytes + allowance,
          'max',
        ),
      );
    }
  }
  checks.push(...apiPageWeightChecks(results, budgets));
  const {withApi, withoutApi} = results.mainBundle;
  if (withoutApi) {
    checks.push(
      check(
        'Main bundle growth with the API pages',
        `${formatBytes(withoutApi.gzipBytes)} → ${formatBytes(withApi.gzipBytes)}`,
        {
          actual: withApi.gzipBytes - withoutApi.gzipBytes,
          unit: 'bytes',
          compare: 'difference',
        },
        budgets.mainBundleApiGrowthMaxBytes,
        'max',
      ),
    );
  }
  if (results.build) {
    const pages = results.pages.htmlFiles;
    const perPage = results.build.wallMs / Math.max(1, pages);
    const subject = `npm run build, ${results.build.cores} cores, ${pages} pages (${formatDuration(perPage)} a page)`;
    checks.push(
      check(
        'Build wall time',
        subject,
        {actual: results.build.wallMs, floor: floor?.build?.wallMs, unit: 'ms', compare: 'ratio'},
        budgets.buildWallTimeMaxMs,
        'max',
      ),
    );
    checks.push(
      check(
        'Build peak memory',
        subject,
        {actual: results.build.peakBytes, floor: floor?.build?.peakBytes, unit: 'bytes', compare: 'ratio'},
        budgets.buildPeakMemoryMaxBytes,
        'max',
      ),
    );
  }
  const plain = (actual: number, unit: Unit): Figures => ({actual, unit, compare: 'difference'});
  const search = results.search;
  if (search) {
    checks.push(
      check(
        'Search: bytes to first results',
        '"tracing"',
        plain(search.firstQueryBytes, 'bytes'),
        budgets.searchFirstQueryMaxBytes,
        'max',
      ),
    );
    checks.push(
      check(
        'Search: p95 latency, warm',
        `${search.queries} queries × ${search.warmSamples / search.queries}`,
        plain(search.p95Ms, 'ms'),
        budgets.searchP95LatencyMaxMs,
        'max',
      ),
    );
  }
  const askAiP95 = results.askAi?.p95;
  if (typeof askAiP95 === 'number') {
    checks.push(
      check(
        'Ask AI: added first-token latency p95',
        String(results.askAi?.corpus ?? ''),
        plain(askAiP95, 'ms'),
        budgets.askAiAddedFirstTokenP95MaxMs,
        'max',
      ),
    );
  }
  const mcp = results.mcpSearch;
  if (mcp) {
    checks.push(
      check(
        'MCP search_docs: p95 latency over HTTP',
        `${mcp.samples} calls (${mcp.queries} queries × ${mcp.rounds})`,
        plain(mcp.p95Ms, 'ms'),
        budgets.mcpSearchP95LatencyMaxMs,
        'max',
      ),
    );
  }
  const keystroke = results.relevance?.keystrokeLatency?.find(
    (figure) => figure.throttling === KEYSTROKE_TARGET_THROTTLING,
  );
  if (keystroke) {
    checks.push(
      check(
        `Search: keystroke p95 at ${keystroke.throttling}× CPU`,
        `${keystroke.samples} keystrokes in headless Chromium`,
        plain(keystroke.p95Ms, 'ms'),
        budgets.searchKeystrokeP95At4xMaxMs,
        'max',
      ),
    );
  }
  const relevance = results.relevance;
  if (relevance) {
    const missed = relevance.targetsMissed;
    checks.push({
      budget: 'Search relevance targets',
      subject: `${relevance.keywordQueries} keyword queries, ${relevance.questionQueries} questions`,
      actual: missed.length === 0 ? 'all met' : `missed: ${missed.join(', ')}`,
      floor: '–',
      versusFloor: '–',
      scriptless: '–',
      limit: 'all met',
      pass: missed.length === 0,
    });
  }
  const indexMs = results.build?.searchIndexMs;
  if (indexMs !== undefined) {
    checks.push(
      check('Search: index build', 'search-index plugin', plain(indexMs, 'ms'), budgets.searchIndexBuildMaxMs, 'max'),
    );
  }
  return checks;
}

function table(header: string[], rows: string[][]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

const NOT_MEASURED = 'not measured';

function lighthouseCells(figures: LighthouseFigures | undefined): string[] {
  if (!figures) return [NOT_MEASURED, '', '', '', '', ''];
  return [
    String(figures.performance),
    formatDuration(figures.fcpMs),
    formatDuration(figures.lcpMs),
    formatDuration(figures.speedIndexMs),
    formatDuration(figures.tbtMs),
    figures.cls.toFixed(3),
  ];
}

function jsAndScore(weights: ReferencePage['weights'], lighthouse: ReferencePage['lighthouse']): string {
  const js = weights ? `${formatBytes(weights.mobile.jsBytes)} / ${formatBytes(weights.desktop.jsBytes)} JS` : 'JS –';
  const mobile = lighthouse.mobile;
  const score = mobile ? `score ${mobile.performance}, TBT ${formatDuration(mobile.tbtMs)}` : 'Lighthouse –';
  const cls =
    lighthouse.mobile || lighthouse.desktop
      ? `, CLS ${show(lighthouse.mobile?.cls, 'ratio')} / ${show(lighthouse.desktop?.cls, 'ratio')}`
      : '';
  return `${js}; ${score}${cls}`;
}

/** The view: each page type next to the empty site and to itself without scripts. */
function floorSections(results: BenchResults): string[] {
  const floor = results.floor;
  if (!floor) return ['## Against the floor', `${NOT_MEASURED} (the empty Docusaurus site was not built).`];
  return [
    '## Against the floor',
    `JavaScript a first visit downloads (gzip, prefetch excluded) mobile / desktop; Lighthouse mobile median; CLS ` +
      `mobile / desktop. The floor is an empty Docusaurus site of the same version and settings (\`${floor.path}\`).`,
    table(
      ['Page', 'This site', 'Empty Docusaurus site', 'Scripts removed'],
      results.pageTypes.map(({type, weights, lighthouse, scriptless}) => [
        type.label,
        jsAndScore(weights, lighthouse),
        jsAndScore(floor.page.weights, floor.page.lighthouse),
        scriptless ? jsAndScore(scriptless.weights, scriptless.lighthouse) : NOT_MEASURED,
      ]),
    ),
    ...floorDrift(floor.page.lighthouse),
  ];
}

/** "1.0 s / 1.3 s, 2.6 s / 4.1 s": each run's FCP and Speed Index, in the order they ran. */
export function describeRuns(runs: NonNullable<LighthouseFigures['runDetails']>): string {
  return runs.map((run) => `${formatDuration(run.fcpMs)} / ${formatDuration(run.speedIndexMs)}`).join(', ');
}

/** "score 98, TBT 60 ms (3 runs) before the pages, score 97, TBT 90 ms (3 runs) after". */
export function describeHalves({before, after}: NonNullable<LighthouseFigures['halves']>): string {
  const half = ({performance, tbtMs, runs}: LighthouseHalf) =>
    `score ${performance}, TBT ${formatDuration(tbtMs)} (${runs} ${runs === 1 ? 'run' : 'runs'})`;
  return `${half(before)} before the pages, ${half(after)} after`;
}

/** The floor's runs before and after the pages, per form factor: how far the machine drifted during the bench. */
function floorDrift(lighthouse: ReferencePage['lighthouse']): string[] {
  const lines = (['mobile', 'desktop'] as const).flatMap((formFactor) => {
    const figures = lighthouse[formFactor];
    return figures?.halves ? [`- ${formFactor}: ${describeHalves(figures.halves)}`] : [];
  });
  if (lines.length === 0) return [];
  return [
    "The floor's Lighthouse figures are the medians of its runs before and after the pages; each half's median, " +
      'so that drift of the machine during the bench shows:\n' +
      lines.join('\n'),
  ];
}

/** Build cost against the number of API pages, and the growth per 100 of them between the smallest and largest. */
export function apiScalingSections(points: readonly ApiScalingPoint[]): string[] {
  const sorted = [...points].sort((a, b) => a.apiPages - b.apiPages);
  const rows = sorted.map((point) => [
    point.label,
    String(point.apiPages),
    formatDuration(point.run.wallMs),
    formatBytes(point.run.peakBytes),
  ]);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const span = last.apiPages - first.apiPages;
  if (sorted.length > 1 && span > 0) {
    rows.push([
      '**growth per 100 API pages**',
      '',
      signed(((last.run.wallMs - first.run.wallMs) / span) * 100, 'ms'),
      signed(((last.run.peakBytes - first.run.peakBytes) / span) * 100, 'bytes'),
    ]);
  }
  return [
    '### `docusaurus build` against the number of API pages',
    table(['Build', 'API pages', 'Wall time', 'Peak memory'], rows),
  ];
}

export function renderMarkdown(results: BenchResults, checks: readonly BudgetCheck[]): string {
  const sections: string[] = [`# Bench — ${results.measuredAt}`, 'Sizes are gzip; 1 KB = 1024 bytes.'];
  const environment = results.environment;
  if (environment) {
    const benchmarkIndexes = results.pageTypes
      .map(({lighthouse}) => lighthouse.mobile?.benchmarkIndex)
      .filter((value): value is number => value !== undefined && Number.isFinite(value));
    const busy = Math.max(environment.loadAverage.start, environment.loadAverage.end) > environment.cpus;
    sections.push(
      `Machine: ${environment.cpus} × ${environment.cpuModel}, Node ${environment.node}; load average ` +
        `${environment.loadAverage.start.toFixed(1)} at the start, ${environment.loadAverage.end.toFixed(1)} at the end` +
        (benchmarkIndexes.length > 0 ? `; Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))}` : '') +
        '.' +
        (busy ? ' **The machine was busy: timings (build, TBT, performance, search latency) are pessimistic.**' : ''),
    );
  }

  sections.push(...floorSections(results));

  const build = results.build;
  if (build) {
    const rows = build.steps.map((step) => [step.command, formatDuration(step.wallMs), formatBytes(step.peakBytes)]);
    rows.push(['**whole build**', formatDuration(build.wallMs), formatBytes(build.peakBytes)]);
    const share = results.apiShare;
    if (share) {
      rows.push([
        'docusaurus build without the API pages',
        formatDuration(share.withoutApi.wallMs),
        formatBytes(share.withoutApi.peakBytes),
      ]);
      rows.push([
        '**API pages’ share** (generation + extra build)',
        `${formatDuration(share.apiWallMs)} (${Math.round((100 * share.apiWallMs) / build.wallMs)} %)`,
        `+${formatBytes(share.apiPeakBytesDelta)}`,
      ]);
    }
    if (results.floor?.build) {
      rows.push([
        `empty Docusaurus site (${results.floor.pages ?? '?'} pages)`,
        formatDuration(results.floor.build.wallMs),
        formatBytes(results.floor.build.peakBytes),
      ]);
    }
    sections.push(`## Build (cold, ${build.cores} cores)`, table(['Step', 'Wall time', 'Peak memory'], rows));
    if (results.apiScaling && results.apiScaling.length > 0) sections.push(...apiScalingSections(results.apiScaling));
  } else {
    sections.push('## Build', `${NOT_MEASURED} (an existing build was used).`);
  }

  const {withApi, withoutApi} = results.mainBundle;
  sections.push(
    '## Pages and main bundle',
    table(
      ['Figure', 'Value'],
      [
        ['Sitemap URLs', String(results.pages.sitemapUrls)],
        ['HTML pages', String(results.pages.htmlFiles)],
        ['API reference pages', String(results.pages.apiPages)],
        [
          'Main bundle (runtime + main), with the API pages',
          `${formatBytes(withApi.gzipBytes)} (${formatBytes(withApi.rawBytes)} raw)`,
        ],
        [
          'Main bundle without the API pages',
          withoutApi ? `${formatBytes(withoutApi.gzipBytes)} (${formatBytes(withoutApi.rawBytes)} raw)` : NOT_MEASURED,
        ],
      ],
    ),
  );

  const weightRows = results.pageTypes.flatMap(({type, weights}) =>
    (['mobile', 'desktop'] as const).map((formFactor) => {
      const weight = weights[formFactor];
      return [
        type.label,
        formFactor,
        formatBytes(weight.jsBytes),
        formatBytes(weight.cssBytes),
        formatBytes(weight.htmlBytes),
        formatBytes(weight.renderBlockingBytes),
        String(weight.requests),
        `${weight.prefetchRequests} (${formatBytes(weight.prefetchBytes)})`,
        weight.scripts
          .slice(0, 3)
          .map((script) => `${script.path.split('/').pop()} ${formatBytes(script.bytes)}`)
          .join(', '),
      ];
    }),
  );
  sections.push(
    '## Page types: first load',
    'Everything a first visit downloads until hydration plus a quiet second, on a phone (412×823) and a desktop ' +
      '(1350×940) screen; prefetches of other pages are counted apart.',
    table(
      ['Page', 'Screen', 'JS', 'CSS', 'HTML', 'Render-blocking', 'Requests', 'Prefetched', 'Largest scripts'],
      weightRows,
    ),
    table(
      ['Page', 'Path'],
      results.pageTypes.map(({type}) => [type.label, `\`${type.path}\``]),
    ),
  );

  sections.push(
    '## Page types: Lighthouse (median)',
    table(
      [
        'Page',
        'Mobile perf',
        'FCP',
        'LCP',
        'SI',
        'TBT',
        'CLS',
        'Desktop perf',
        'FCP',
        'LCP',
        'SI',
        'TBT',
        'CLS',
        'A11y m/d',
        'SEO m/d',
      ],
      [
        ...(results.floor ? [{type: {label: 'Floor (empty site)'}, lighthouse: results.floor.page.lighthouse}] : []),
        ...results.pageTypes,
      ].map(({type, lighthouse}) => [
        type.label,
        ...lighthouseCells(lighthouse.mobile),
        ...lighthouseCells(lighthouse.desktop),
        `${lighthouse.mobile?.accessibility ?? '–'}/${lighthouse.desktop?.accessibility ?? '–'}`,
        `${lighthouse.mobile?.seo ?? '–'}/${lighthouse.desktop?.seo ?? '–'}`,
      ]),
    ),
  );
  const spreads = [
    ...(results.floor ? [{label: 'Floor (empty site)', figures: results.floor.page.lighthouse.mobile}] : []),
    ...results.pageTypes.map(({type, lighthouse}) => ({label: type.label, figures: lighthouse.mobile})),
  ].flatMap(({label, figures}) => (figures?.runDetails ? [`- ${label}: ${describeRuns(figures.runDetails)}`] : []));
  if (spreads.length > 0) {
    sections.push(
      'Each mobile run in the order it ran, FCP / Speed Index: a bimodal page shows here before its median moves.',
      spreads.join('\n'),
    );
  }
  const audits = results.pageTypes.flatMap(({type, lighthouse}) =>
    [...new Set([...(lighthouse.mobile?.failedAudits ?? []), ...(lighthouse.desktop?.failedAudits ?? [])])].map(
      (audit) => `- ${type.label}: ${audit}`,
    ),
  );
  if (audits.length > 0) sections.push('Accessibility and SEO audits that did not pass:', audits.join('\n'));

  const search = results.search;
  sections.push(
    '## Search',
    search
      ? table(
          ['Figure', 'Value'],
          [
            ['Index', `${formatBytes(search.indexBytes)} in ${search.indexFiles} files (on disk)`],
            [
              'Open search + first query: until the first results show',
              `${formatBytes(search.firstQueryBytes)} in ${search.firstQueryRequests} requests`,
            ],
            ['Open search + first query: time until the first results show', formatDuration(search.firstResultsMs)],
            [
              'Open search + first query: until every result is in (the shards it reads included)',
              `${formatBytes(search.fullTextBytes)} in ${search.fullTextRequests} requests`,
            ],
            ['A new term after that', `${formatBytes(search.newTermBytes)} in ${search.newTermRequests} requests`],
            ['Cold first query (engine + index load)', formatDuration(search.firstQueryMs)],
            [
              `Query latency p50 / p95, each query the first time (${search.queries} queries)`,
              `${formatDuration(search.newTermP50Ms)} / ${formatDuration(search.newTermP95Ms)}`,
            ],
            [
              `Query latency p50 / p95, warm (the same queries again, ${search.warmSamples} samples)`,
              `${formatDuration(search.p50Ms)} / ${formatDuration(search.p95Ms)}`,
            ],
          ],
        )
      : NOT_MEASURED,
  );

  sections.push(...searchQualitySections(results.relevance, results.mcpSearch, table));

  sections.push(
    '## Ask AI',
    results.askAi
      ? table(
          ['Figure', 'Value'],
          Object.entries(results.askAi).map(([name, value]) => [name, String(value)]),
        )
      : NOT_MEASURED,
  );

  sections.push(
    '## Budgets',
    'Floor: the empty Docusaurus site measured in the same run; scripts removed: the same page as HTML and CSS only.',
    table(
      ['Result', 'Budget', 'Subject', 'Measured', 'Floor', 'vs floor', 'Scripts removed', 'Limit'],
      checks.map((check) => [
        check.pass ? 'pass' : '**FAIL**',
        check.budget,
        check.subject,
        check.actual,
        check.floor,
        check.versusFloor,
        check.scriptless,
        check.limit,
      ]),
    ),
  );
  if (results.notes.length > 0) sections.push('## Notes', results.notes.map((note) => `- ${note}`).join('\n'));
  return `${sections.join('\n\n')}\n`;
}
