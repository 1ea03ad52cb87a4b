import {median} from './stats';

export type FormFactor = 'mobile' | 'desktop';

/** One Lighthouse run, reduced to the figures the budgets talk about. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  /** First Contentful Paint, Largest Contentful Paint and Speed Index, as Lighthouse simulates them (ms). */
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseFigures extends LighthouseRun {
  runs: number;
  /** Lighthouse's measure of this machine's CPU speed; its mobile throttling assumes roughly 1000 or more. */
  benchmarkIndex: number;
  /** Audits of the accessibility and SEO categories that did not pass, by id, in the median-performance run. */
  failedAudits: string[];
  /** Each run's score and TBT, in the order they ran: the spread shows how noisy the median is. */
  runDetails?: Pick<LighthouseRun, 'performance' | 'tbtMs' | 'fcpMs' | 'speedIndexMs'>[];
  /** The floor only: the medians of its runs before and of those after the pages, to show drift during the bench. */
  halves?: {before: LighthouseHalf; after: LighthouseHalf};
}

/** The median score and TBT of some of a page's runs. */
export type LighthouseHalf = Pick<LighthouseFigures, 'runs' | 'performance' | 'tbtMs'>;

interface LighthouseResultLike {
  environment?: {benchmarkIndex?: number};
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, {score: number | null; numericValue?: number; scoreDisplayMode?: string}>;
}

export type ReducedRun = LighthouseRun & {failedAudits: string[]; benchmarkIndex: number};

export function reduceLighthouseResult(lhr: LighthouseResultLike): ReducedRun {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
  const failedAudits = ['accessibility', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = lhr.audits[ref.id];
        return audit && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 1;
      })
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    speedIndexMs: lhr.audits['speed-index']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failedAudits,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** Median of each figure across runs; the failed audits are those of the run with the median performance score. */
export function medianOfRuns(runs: readonly ReducedRun[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    runs: runs.length,
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    seo: median(runs.map((run) => run.seo)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    speedIndexMs: median(runs.map((run) => run.speedIndexMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    failedAudits: sorted[Math.floor((sorted.length - 1) / 2)]?.failedAudits ?? [],
    runDetails: runs.map((run) => ({
      performance: run.performance,
      tbtMs: run.tbtMs,
      fcpMs: run.fcpMs,
      speedIndexMs: run.speedIndexMs,
    })),
  };
}

/**
 * The floor's figures from runs before and after the pages: the machine may speed up or slow down during the ~10
 * minutes between them, and one half alone would bias every ratio to the floor. The median of all runs is the
 * reference; each half is kept so that the report shows the drift.
 */
export function medianAroundPages(before: readonly ReducedRun[], after: readonly ReducedRun[]): LighthouseFigures {
  const all = medianOfRuns([...before, ...after]);
  if (before.length === 0 || after.length === 0) return all;
  const half = (runs: readonly ReducedRun[]): LighthouseHalf => {
    const {performance, tbtMs} = medianOfRuns(runs);
    return {runs: runs.length, performance, tbtMs};
  };
  return {...all, halves: {before: half(before), after: half(after)}};
}

export interface LighthouseSession {
  /** Each run's figures, in the order they ran. */
  runs(url: string, formFactor: FormFactor, count: number): Promise<ReducedRun[]>;
  measure(url: string, formFactor: FormFactor, runs: number): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

/** One headless Chromium (Debian's, or CHROME_PATH) driven by Lighthouse through chrome-launcher. */
export async function startLighthouse(): Promise<LighthouseSession> {
  const [{default: lighthouse}, chromeLauncher, {default: desktopConfig}] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  const session: LighthouseSession = {
    async runs(url, formFactor, count) {
      const results: ReducedRun[] = [];
      for (let index = 0; index < count; index += 1) {
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'seo'],
          },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
        results.push(reduceLighthouseResult(result.lhr as unknown as LighthouseResultLike));
      }
      return results;
    },
    async measure(url, formFactor, runs) {
      return medianOfRuns(await session.runs(url, formFactor, runs));
    },
    async close() {
      chrome.kill();
    },
  };
  return session;
}
