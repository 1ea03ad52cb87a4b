/**
 * The docs' one retrieval engine: the search box, /search, Ask AI's sources and MCP `search_docs` rank with it.
 * Pure TypeScript, no Node or DOM imports. Build an index from page records at build time
 * (`buildRetrievalIndex`), serialise it as JSON, and `search` it wherever it is loaded.
 */
export {bodyTier, buildRetrievalIndex, isRetrievalIndex, pageTier, withBody} from './buildIndex';
export {search, searchInSlices} from './search';
/** Builds an index's in-memory form ahead of its first search (it is otherwise built by the first search). */
export {prepared as prepareIndex} from './prepare';
/** The same, spread over several tasks so that a browser tab stays responsive while it runs. */
export {preparedInSlices as prepareIndexInSlices} from './prepare';
export {bodyTierJson, parseBodyTier, parseBodyTierInSlices, readBodyTier} from './bodyTierFile';
export type {SliceOptions} from './slices';
export {FIELD_WEIGHTS} from './weights';
export {asksAboutRelease} from './query';
export {meaningfulTokens, stem, stems, STOP_WORDS} from './tokens';
export {excerptOf, isCodeLine, withoutListMarker} from './excerpt';
export {distinctSections} from './results';
export type * from './types';
export {
  EXPANSION_FACTORS,
  expansionsOf,
  isExpansionTable,
  isWeak,
  READERS_VOCABULARY,
  WEAK_COVERAGE,
} from './expansion';
export type {ExpansionTable} from './expansion';
