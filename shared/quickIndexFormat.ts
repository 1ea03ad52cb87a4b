/**
 * The quick index: titles, descriptions and headings of every indexed page (about 45 KB gzip), written next to the
 * full-text index by the build (plugins/search-index/). The modal answers from it at once (src/search/quickIndex.ts)
 * while the full-text engine, several times larger, loads; full-text matches are then added below. Runs in Node and
 * in the browser, so it imports nothing.
 */
export interface QuickIndex {
  version: 1;
  /** The distinct breadcrumbs of the pages (plugins/search-index/breadcrumb.ts); pages refer to them by position. */
  trails: string[][];
  pages: QuickIndexPage[];
}

export interface QuickIndexPage {
  title: string;
  /** Site URL, base URL included. */
  url: string;
  /** Search facet (see searchSections.ts). */
  section: string;
  description: string;
  headings: {title: string; anchor: string}[];
  /** Position of the page's breadcrumb in `QuickIndex.trails`. */
  trail: number;
}

/** Where the build writes the quick index, relative to the site's base URL. */
export const QUICK_INDEX_PATH = 'search-index/quick-index.json';
