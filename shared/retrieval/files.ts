/**
 * Where the indexing pass (plugins/search-index/) writes the engine's index, relative to the site's base URL: the
 * page tier the search box loads when it opens, and the body tier it fetches after its first results.
 */
export const PAGE_TIER_PATH = 'search-index/pages.json';
export const BODY_TIER_PATH = 'search-index/body.json';
/** The readers' vocabulary table (shared/retrieval/expansion.ts): fetched only when a query's first pass is weak. */
export const EXPANSION_TABLE_PATH = 'search-index/vocabulary.json';
