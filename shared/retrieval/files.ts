/**
 * Where the indexing pass (plugins/search-index/) writes the engine's index, relative to the site's base URL: the
 * page tier the search box loads when it opens, and the body tier it fetches after its first results.
 */
export const PAGE_TIER_PATH = 'search-index/pages.json';
export const BODY_TIER_PATH = 'search-index/body.json';
/**
 * The body tier in shards (shards.ts), the folder the search box and /search fetch from: only the words, postings and
 * section texts a query reads. The whole body tier stays for the tools that read it whole (the bench, the tests).
 */
export const SHARDS_PATH = 'search-index/shards';
/** The readers' vocabulary table (shared/retrieval/expansion.ts): fetched only when a query's first pass is weak. */
export const EXPANSION_TABLE_PATH = 'search-index/vocabulary.json';
