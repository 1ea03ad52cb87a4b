/**
 * Performance budgets of the production build, checked by `npm run bench` (printed as pass/fail, never enforced as
 * timed tests). Sizes are gzip bytes; 1 KB = 1024 bytes. Change a figure here, with a reason in the commit.
 */
export const budgets = {
  /** Lighthouse mobile performance score, median of 3, on every page type. */
  mobilePerformanceMin: 98,
  /** Cumulative Layout Shift, median, every page type, mobile and desktop. */
  clsMax: 0.01,
  /** Total Blocking Time, median, every page type, mobile and desktop. */
  tbtMaxMs: 100,
  /** JavaScript a first-time reader downloads for a docs page. */
  docsFirstLoadJsMaxBytes: 160 * 1024,
  /** JavaScript a first-time reader downloads for an API operation page. */
  apiFirstLoadJsMaxBytes: 220 * 1024,
  /** Growth of the main bundle (runtime + main chunks) when the API pages are built: code must not leak into it. */
  mainBundleApiGrowthMaxBytes: 0,
  /** `npm run build`, cold, on 2 cores. */
  buildWallTimeMaxMs: 10 * 60 * 1000,
  buildPeakMemoryMaxBytes: 6 * 1024 ** 3,
  /** Everything downloaded from opening search to the first results. */
  searchFirstQueryMaxBytes: 100 * 1024,
  searchP95LatencyMaxMs: 50,
  searchIndexBuildMaxMs: 30 * 1000,
  /** Latency the Ask AI service adds to the first token of an answer, p95 (scripts/bench/ask-ai.ts). */
  askAiAddedFirstTokenP95MaxMs: 50,
} as const;

export type Budgets = typeof budgets;
