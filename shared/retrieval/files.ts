/**
 * Where the indexing pass (plugins/search-index/) writes the engine's index, relative to the site's base URL: the
 * page tier the search box loads when it opens, and the body tier it fetches after its first results.
 */
export const PAGE_TIER_PATH = 'search-index/pages.json';
export const BODY_TIER_PATH = 'search-index/body.json';
