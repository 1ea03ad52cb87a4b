/**
 * Performance budgets of the production build, checked by `npm run bench` (printed as pass/fail, never enforced as
 * timed tests). Page budgets are relative to the floor, an empty Docusaurus site of the same version and settings
 * measured in the same run (scripts/bench/floor.ts): absolute scores move from machine to machine, differences to a
 * site measured alongside do not. Sizes are gzip bytes; 1 KB = 1024 bytes. Change a figure here, with a reason in
 * the commit.
 */
export const budgets = {
  /** JavaScript a first visit downloads (idle prefetch excluded), every page type but API operations: floor + this. */
  firstLoadJsOverFloorMaxBytes: 30 * 1024,
  /** The same for an API operation page before the reader interacts with it: floor + this (issue 30). */
  apiFirstLoadJsOverFloorMaxBytes: 40 * 1024,
  /** An API operation page's HTML document, gzip (issue 30: every language's sample rendered in made it 20 KB). */
  apiHtmlMaxBytes: 12 * 1024,
  /** What holds an API operation page's first paint (render-blocking CSS and JS): a docs page's plus this. */
  apiRenderBlockingOverDocsMaxBytes: 10 * 1024,
  /** Lighthouse mobile performance score, median of 3, every page type: at least the floor's minus this. */
  mobilePerformanceBelowFloorMax: 2,
  /** Lighthouse mobile Total Blocking Time, median, every page type: at most this multiple of the floor's. */
  mobileTbtFloorRatioMax: 1.2,
  /**
   * Lighthouse mobile First Contentful Paint, Largest Contentful Paint and Speed Index, medians, every page type: at
   * most this multiple of the floor's (issue 30: a slow first paint hid behind score and TBT budgets).
   */
  mobilePaintFloorRatioMax: 1.2,
  /** Cumulative Layout Shift, median, every page type, mobile and desktop. */
  clsMax: 0.01,
  /** Growth of the main bundle (runtime + main chunks) caused by the API reference: build with and without it. */
  mainBundleApiGrowthMaxBytes: 8 * 1024,
  /** `npm run build`, cold, on 2 cores: peak resident memory of the whole process tree. */
  buildPeakMemoryMaxBytes: 3 * 1024 ** 3,
  /** `npm run build`, cold, on 2 cores: wall time (also printed per page). */
  buildWallTimeMaxMs: 10 * 60 * 1000,
  /**
   * Everything downloaded from opening search to the first results: not above what it was when issue 31 was filed
   * (55 KB); the vocabulary table, loaded only after a weak first pass, is not part of it.
   */
  searchFirstQueryMaxBytes: 55 * 1024,
  /** The search box's ranking time per keystroke in headless Chromium with the CPU throttled 4×, p95 (one frame). */
  searchKeystrokeP95At4xMaxMs: 16,
  searchP95LatencyMaxMs: 50,
  /**
   * `/search?q=…` on a first visit: the search data transferred until every result of the query is in (page tier and
   * the body tier's shards the query reads; issue 31: the whole body tier made it 412 KB, the page 630 KB in all).
   */
  searchPageCompleteMaxBytes: 200 * 1024,
  searchIndexBuildMaxMs: 30 * 1000,
  /** Latency the Ask AI service adds to the first token of an answer, p95 (scripts/bench/ask-ai.ts). */
  askAiAddedFirstTokenP95MaxMs: 50,
  /** One MCP `search_docs` call through the service over HTTP on loopback, p95 (scripts/bench/mcp.ts). */
  mcpSearchP95LatencyMaxMs: 50,
} as const;

export type Budgets = typeof budgets;
