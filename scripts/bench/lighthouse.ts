import {median} from './stats';

export type FormFactor = 'mobile' | 'desktop';

/** One Lighthouse run, reduced to the figures the budgets talk about. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
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
  runDetails?: Pick<LighthouseRun, 'performance' | 'tbtMs'>[];
}

interface LighthouseResultLike {
  environment?: {benchmarkIndex?: number};
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<string, {score: number | null; numericValue?: number; scoreDisplayMode?: string}>;
}

type ReducedRun = LighthouseRun & {failedAudits: string[]; benchmarkIndex: number};

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
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
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
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    failedAudits: sorted[Math.floor((sorted.length - 1) / 2)]?.failedAudits ?? [],
    runDetails: runs.map((run) => ({performance: run.performance, tbtMs: run.tbtMs})),
  };
}

export interface LighthouseSession {
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
  return {
    async measure(url, formFactor, runs) {
      const results: ReducedRun[] = [];
      for (let index = 0; index < runs; index += 1) {
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
      return medianOfRuns(results);
    },
    async close() {
      chrome.kill();
    },
  };
}
