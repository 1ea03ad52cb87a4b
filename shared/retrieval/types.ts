/** What the indexing pass extracts from one rendered page: the input of `buildRetrievalIndex`. */
export interface RetrievalRecord {
  /** Site URL of the page, base URL included, no anchor. */
  url: string;
  title: string;
  /** Search facet: Docs, Tutorials, Reference, Changelog, Self-host. */
  facet: string;
  /** Where the page sits, outermost first, ending with the page's group (the page title is not repeated). */
  breadcrumb: string[];
  description: string;
  /** Extra words that name the page: changelog version tags, front-matter keywords. */
  keywords: string[];
  /** API operation pages: method and path ("POST /preview/testsets/{testset_id}/archive"). */
  operation?: string;
  /** Sections in page order; the first usually has no heading (the text above the first h2). */
  sections: RecordSection[];
}

export interface RecordSection {
  /** Heading anchor (without #), null for the text above the first heading. */
  anchor: string | null;
  heading: string | null;
  /** Plain text; code keeps its line breaks. */
  text: string;
}

/**
 * The serialisable index (JSON), compact because the browser downloads it. Two tiers: the page tier (`trails`,
 * `pages`: titles, headings, descriptions, keywords, breadcrumbs) is small enough to load when search opens; the body
 * tier (`sections`, `operations`) is loaded after, and results found in it merge in. An index whose body tier is
 * empty searches the page tier alone.
 */
export interface RetrievalIndex {
  version: 1;
  /** Distinct breadcrumbs; pages refer to them by position. */
  trails: string[][];
  pages: IndexedPage[];
  sections: IndexedSection[];
  /** [page number, method and path] of API operation pages. */
  operations: [number, string][];
  /** The page tier's postings, written by the build so that a browser loading the tier only parses JSON. */
  terms?: PageTierTerms;
}

/** The page fields whose postings the page tier carries (the operation field comes with the body tier). */
export type PrecomputedField = 'title' | 'group' | 'headings' | 'description' | 'breadcrumb';

/**
 * What tokenising the page tier yields, precomputed. Each posting list is page numbers in ascending order, a page
 * repeated once per occurrence, each written as the difference from the previous number (mostly 0 and small numbers,
 * which compress well).
 */
export interface PageTierTerms {
  fields: Record<PrecomputedField, Record<string, number[]>>;
  /** Every surface word of the page fields, in the order first met: "word", or "word stem" when they differ. */
  words: string[];
}

/** The body tier on its own: what `withBody` adds to a page tier. */
export interface BodyTier {
  sections: IndexedSection[];
  operations: [number, string][];
}

/**
 * One page: a tuple, because property names would repeat hundreds of times. `headings` lists every section heading
 * in page order: the heading alone when its anchor is the heading's usual slug (see `headingSlug`), else
 * [anchor, heading]. `isOperation` is 1 for API operation pages.
 */
export type IndexedPage = [
  url: string,
  title: string,
  facet: string,
  trail: number,
  description: string,
  keywords: string[],
  headings: (string | [string, string])[],
  isOperation: 0 | 1,
];

/** One page as the engine reads it. */
export interface PageView {
  url: string;
  title: string;
  facet: string;
  breadcrumb: string[];
  description: string;
  keywords: string[];
  /** As the index stores them: the heading alone when its anchor is its usual slug, else [anchor, heading]. */
  headings: readonly (string | [string, string])[];
  isOperation: boolean;
  /** Method and path, once the body tier is loaded. */
  operation: string;
}

/** [page number, anchor or null, heading or null, text]. */
export type IndexedSection = [number, string | null, string | null, string];

/** A piece of an excerpt; `highlighted` pieces are the words that matched the query. */
export interface ExcerptPart {
  text: string;
  highlighted: boolean;
}

export interface Excerpt {
  parts: ExcerptPart[];
  /** True when the excerpt is code: render it preformatted, its line breaks kept. */
  code: boolean;
}

export interface SectionResult {
  /** Site URL of the section (`page#anchor`, or the page URL for the text above the first heading). */
  url: string;
  pageUrl: string;
  pageTitle: string;
  heading: string | null;
  facet: string;
  score: number;
  /** Position of the section in `index.sections`, so a caller can read its whole text; -1 from the page tier. */
  sectionIndex: number;
  excerpt: Excerpt;
}

export interface PageResult {
  url: string;
  title: string;
  facet: string;
  breadcrumb: string[];
  score: number;
  /** Share of the query's meaningful terms (weighted by rarity) that the page matches, 0–1. */
  coverage: number;
  excerpt: Excerpt;
  /** The page's best matching sections (with headings), best first. */
  sections: SectionResult[];
}

export interface SearchOptions {
  /** Pages to return (default 10). */
  limit?: number;
  /** Only pages of these facets. */
  facets?: readonly string[];
  /** Best sections to return across pages, for Ask AI's sources (default 0: none). */
  sectionLimit?: number;
  /** Sections of one page at most in `sections` (default 2). */
  sectionsPerPage?: number;
  /** Sections shown under each page (default 3). */
  sectionsPerResult?: number;
  /** Treat the last word as possibly unfinished (typing in the search box). Default false. */
  prefix?: boolean;
  /** Earlier question(s) of a conversation: their words count half, for follow-ups ("and in TypeScript?"). */
  context?: string;
  /**
   * The readers' vocabulary table (expansion.ts). When given, a query whose first pass is weak is ranked again with
   * the table's expansions; a query whose first pass is not weak is ranked as without it.
   */
  expansions?: Record<string, string[]>;
}

export interface SearchResponse {
  pages: PageResult[];
  sections: SectionResult[];
  /** The query's meaningful words as the reader typed them, for highlighting elsewhere. */
  terms: string[];
  /** Number of pages that matched at all (before `limit`). */
  total: number;
  /** Pages that matched per facet, counted before the `facets` filter. */
  facetCounts: Record<string, number>;
}
