import type {Budgets} from '../../config/budgets';
import type {ApiShare, BuildFigures, MainBundle} from './build';
import type {FormFactor, LighthouseFigures} from './lighthouse';
import type {PageType} from './pageTypes';
import type {SearchFigures} from './search';
import {formatBytes, formatDuration, median} from './stats';
import type {PageWeight} from './weights';

export interface PageTypeResult {
  type: PageType;
  weights: Record<FormFactor, PageWeight>;
  lighthouse: Partial<Record<FormFactor, LighthouseFigures>>;
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
  pages: {sitemapUrls: number; htmlFiles: number; apiPages: number};
  mainBundle: {withApi: MainBundle; withoutApi?: MainBundle};
  pageTypes: PageTypeResult[];
  search?: SearchFigures;
  askAi?: Record<string, number | string>;
  notes: string[];
}

export interface BudgetCheck {
  budget: string;
  subject: string;
  actual: string;
  limit: string;
  pass: boolean;
}

type Unit = 'bytes' | 'ms' | 'score' | 'ratio';

function show(value: number, unit: Unit): string {
  if (unit === 'bytes') return formatBytes(value);
  if (unit === 'ms') return formatDuration(value);
  if (unit === 'ratio') return value.toFixed(3);
  return String(value);
}

function atMost(budget: string, subject: string, actual: number, limit: number, unit: Unit): BudgetCheck {
  return {budget, subject, actual: show(actual, unit), limit: `≤ ${show(limit, unit)}`, pass: actual <= limit};
}

function atLeast(budget: string, subject: string, actual: number, limit: number, unit: Unit): BudgetCheck {
  return {budget, subject, actual: show(actual, unit), limit: `≥ ${show(limit, unit)}`, pass: actual >= limit};
}

/** Compares what was measured with the budgets; budgets whose figure was not measured are left out. */
export function evaluateBudgets(results: BenchResults, budgets: Budgets): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const {type, weights, lighthouse} of results.pageTypes) {
    const mobile = lighthouse.mobile;
    if (mobile) {
      checks.push(atLeast('Mobile performance', type.label, mobile.performance, budgets.mobilePerformanceMin, 'score'));
    }
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const figures = lighthouse[formFactor];
      if (!figures) continue;
      checks.push(atMost(`CLS (${formFactor})`, type.label, figures.cls, budgets.clsMax, 'ratio'));
      checks.push(atMost(`TBT (${formFactor})`, type.label, figures.tbtMs, budgets.tbtMaxMs, 'ms'));
    }
    const jsBudget =
      type.id === 'docs'
        ? budgets.docsFirstLoadJsMaxBytes
        : type.id === 'api'
          ? budgets.apiFirstLoadJsMaxBytes
          : undefined;
    if (jsBudget !== undefined) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        checks.push(
          atMost(`First-load JS (${formFactor})`, type.label, weights[formFactor].jsBytes, jsBudget, 'bytes'),
        );
      }
    }
  }
  const {withApi, withoutApi} = results.mainBundle;
  if (withoutApi) {
    checks.push(
      atMost(
        'Main bundle growth with the API pages',
        `${formatBytes(withoutApi.gzipBytes)} → ${formatBytes(withApi.gzipBytes)}`,
        withApi.gzipBytes - withoutApi.gzipBytes,
        budgets.mainBundleApiGrowthMaxBytes,
        'bytes',
      ),
    );
  }
  if (results.build) {
    const subject = `npm run build, ${results.build.cores} cores`;
    checks.push(atMost('Build wall time', subject, results.build.wallMs, budgets.buildWallTimeMaxMs, 'ms'));
    checks.push(
      atMost('Build peak memory', subject, results.build.peakBytes, budgets.buildPeakMemoryMaxBytes, 'bytes'),
    );
  }
  const search = results.search;
  if (search) {
    checks.push(
      atMost(
        'Search: bytes to first results',
        '"tracing"',
        search.firstQueryBytes,
        budgets.searchFirstQueryMaxBytes,
        'bytes',
      ),
    );
    checks.push(
      atMost(
        'Search: p95 latency, warm',
        `${search.queries} queries × ${search.warmSamples / search.queries}`,
        search.p95Ms,
        budgets.searchP95LatencyMaxMs,
        'ms',
      ),
    );
  }
  const askAiP95 = results.askAi?.p95;
  if (typeof askAiP95 === 'number') {
    checks.push(
      atMost(
        'Ask AI: added first-token latency p95',
        String(results.askAi?.corpus ?? ''),
        askAiP95,
        budgets.askAiAddedFirstTokenP95MaxMs,
        'ms',
      ),
    );
  }
  const indexMs = results.build?.searchIndexMs;
  if (indexMs !== undefined) {
    checks.push(atMost('Search: index build', 'search-index plugin', indexMs, budgets.searchIndexBuildMaxMs, 'ms'));
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
  if (!figures) return [NOT_MEASURED, '', '', ''];
  return [
    String(figures.performance),
    formatDuration(figures.lcpMs),
    formatDuration(figures.tbtMs),
    figures.cls.toFixed(3),
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
    sections.push(`## Build (cold, ${build.cores} cores)`, table(['Step', 'Wall time', 'Peak memory'], rows));
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
    table(['Page', 'Screen', 'JS', 'CSS', 'Requests', 'Prefetched', 'Largest scripts'], weightRows),
    table(
      ['Page', 'Path'],
      results.pageTypes.map(({type}) => [type.label, `\`${type.path}\``]),
    ),
  );

  sections.push(
    '## Page types: Lighthouse (median)',
    table(
      ['Page', 'Mobile perf', 'LCP', 'TBT', 'CLS', 'Desktop perf', 'LCP', 'TBT', 'CLS', 'A11y m/d', 'SEO m/d'],
      results.pageTypes.map(({type, lighthouse}) => [
        type.label,
        ...lighthouseCells(lighthouse.mobile),
        ...lighthouseCells(lighthouse.desktop),
        `${lighthouse.mobile?.accessibility ?? '–'}/${lighthouse.desktop?.accessibility ?? '–'}`,
        `${lighthouse.mobile?.seo ?? '–'}/${lighthouse.desktop?.seo ?? '–'}`,
      ]),
    ),
  );
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
            [
              'Open search + first query: until the full-text results are complete',
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
    table(
      ['Result', 'Budget', 'Subject', 'Measured', 'Limit'],
      checks.map((check) => [check.pass ? 'pass' : '**FAIL**', check.budget, check.subject, check.actual, check.limit]),
    ),
  );
  if (results.notes.length > 0) sections.push('## Notes', results.notes.map((note) => `- ${note}`).join('\n'));
  return `${sections.join('\n\n')}\n`;
}
