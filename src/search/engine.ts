import {
  isRetrievalIndex,
  prepareIndexInSlices,
  search,
  searchInSlices,
  isExpansionTable,
  isWeak,
  READERS_VOCABULARY,
  type ExpansionTable,
  type PageResult,
  type RetrievalIndex,
} from '@site/shared/retrieval';
import type {Excerpt, SearchResponse, SliceOptions} from '@site/shared/retrieval';
import type {ShardedIndex} from '@site/shared/retrieval/shardedIndex';
import {EXPANSION_TABLE_PATH, PAGE_TIER_PATH, SHARDS_PATH} from '@site/shared/retrieval/files';
import type {ExcerptPart} from './excerpt';

/** One section of a page that matched. */
export interface SectionHit {
  title: string;
  url: string;
  excerpt: ExcerptPart[];
}

/** One page that matched, with its best sections. */
export interface PageHit {
  id: string;
  title: string;
  url: string;
  section: string;
  /** Where the page sits, outermost first, without the page itself: "Docs › Observability › Trace with Python SDK". */
  breadcrumb: string[];
  excerpt: ExcerptPart[];
  sections: SectionHit[];
}

export interface SearchOutcome {
  query: string;
  total: number;
  pages: PageHit[];
  /** Number of matching pages per section facet, for the current query. */
  facets: Record<string, number>;
  /** False while only the page tier has answered (body-text matches and the total are still to come). */
  complete?: boolean;
  /** No result covers most of the query: the readers' vocabulary may find better (see wantsVocabulary). */
  weak?: boolean;
}

export class SearchIndexUnavailableError extends Error {
  constructor(readonly devMode: boolean) {
    super(
      devMode
        ? 'The search index is built by `npm run build`; the development server does not have one.'
        : 'The search index could not be loaded.',
    );
  }
}

/** Pages the page tier contributes to the first results; body-text matches fill the rest below them. */
export const FIRST_RESULT_PAGES = 5;

/** Longest query passed to the engine: longer input is cut, not rejected, so a pasted paragraph still searches. */
export const MAX_QUERY_LENGTH = 200;

export function normaliseQuery(raw: string): string {
  // Control characters (including NUL) carry no meaning in a query and confuse tokenisers.
  // eslint-disable-next-line no-control-regex
  const controlCharacters = /[\u0000-\u001f\u007f]/g;
  return raw.replace(controlCharacters, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response;
}

const fetchJson = async (url: string): Promise<unknown> => (await fetchOk(url)).json();

/**
 * Waits for the next task, so that input and painting get their turn between slices of work. A message, not
 * `setTimeout`, which browsers stretch to 4 ms once timeouts nest (hundreds of slices).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const slices = {pause: nextTask};

let pageTier: Promise<RetrievalIndex> | undefined;
let sharded: Promise<ShardedIndex> | undefined;
let openedShards: ShardedIndex | undefined;

/** The body tier's shards once their meta file is in (every query after the first of a visit), else undefined. */
export function shardsInMemory(): ShardedIndex | undefined {
  return openedShards;
}

/** The page tier (titles, headings, breadcrumbs, descriptions), fetched once when search first opens. */
export function loadPageTier(baseUrl: string): Promise<RetrievalIndex> {
  pageTier ??= fetchJson(`${baseUrl}${PAGE_TIER_PATH}`)
    .then(async (index) => {
      if (!isRetrievalIndex(index)) throw new Error('The search index is malformed.');
      // Prepared while the reader types, not when the first query runs; the build wrote its postings.
      await prepareIndexInSlices(index, slices);
      return index;
    })
    .catch(() => {
      pageTier = undefined;
      throw new SearchIndexUnavailableError(process.env.NODE_ENV === 'development');
    });
  return pageTier;
}

/**
 * The page tier with the body tier's shards: each query fetches the words, postings and section texts it reads (a
 * few dozen KB), not the whole body tier, and ranks exactly as over the whole index.
 */
export function loadShards(baseUrl: string): Promise<ShardedIndex> {
  // Its code comes with it, after the first results: a first query's transfer stays the engine and the page tier.
  sharded ??= Promise.all([loadPageTier(baseUrl), import('@site/shared/retrieval/shardedIndex')])
    .then(([pages, {ShardedIndex}]) =>
      ShardedIndex.open(pages, (file) => fetchJson(`${baseUrl}${SHARDS_PATH}/${file}`)),
    )
    .then((opened) => (openedShards = opened))
    .catch((error: unknown) => {
      sharded = undefined;
      throw error;
    });
  return sharded;
}

/** Prose excerpts read as one line; only code keeps its line breaks (see results/Excerpt.tsx). */
function excerptParts(excerpt: Excerpt): ExcerptPart[] {
  if (excerpt.code) return excerpt.parts;
  return excerpt.parts.map((part) => ({...part, text: part.text.replace(/\s*\n\s*/g, ' ')}));
}

function pageHit(page: PageResult): PageHit {
  return {
    id: page.url,
    title: page.title,
    url: page.url,
    section: page.facet,
    breadcrumb: page.breadcrumb.length > 0 ? page.breadcrumb : [page.facet],
    excerpt: excerptParts(page.excerpt),
    sections: page.sections.flatMap((section) =>
      section.heading ? [{title: section.heading, url: section.url, excerpt: excerptParts(section.excerpt)}] : [],
    ),
  };
}

export interface SearchIndexOptions {
  limit: number;
  sections?: readonly string[];
  prefix?: boolean;
  /** The readers' vocabulary table, once loaded (see loadVocabulary): used when a query's first pass is weak. */
  expansions?: ExpansionTable;
}

function outcomeOf(query: string, found: SearchResponse): SearchOutcome {
  return {query, total: found.total, pages: found.pages.map(pageHit), facets: found.facetCounts, weak: isWeak(found)};
}

let vocabulary: Promise<ExpansionTable | undefined> | undefined;
let loadedVocabulary: ExpansionTable | undefined;

/** The readers' vocabulary table once loaded, else undefined. */
export function vocabularyInMemory(): ExpansionTable | undefined {
  return loadedVocabulary;
}

/**
 * Whether a whole-index outcome calls for the readers' vocabulary: it is weak, and the query is a question or a
 * phrase (three words or more). A keyword query, typed or finished, never fetches the table.
 */
export function wantsVocabulary(outcome: SearchOutcome, enabled: boolean = READERS_VOCABULARY): boolean {
  return (
    enabled && Boolean(outcome.weak) && !loadedVocabulary && outcome.query.split(/\s+/).filter(Boolean).length >= 3
  );
}

/** The readers' vocabulary table, fetched once; without it (missing, malformed) search goes on as before. */
export function loadVocabulary(baseUrl: string): Promise<ExpansionTable | undefined> {
  vocabulary ??= fetchJson(`${baseUrl}${EXPANSION_TABLE_PATH}`)
    .then((table) => (isExpansionTable(table) ? (loadedVocabulary = table) : undefined))
    .catch(() => undefined);
  return vocabulary;
}

/** Ranks a query with the engine over whichever tiers are loaded; `limit` pages come with their sections. */
export function searchIndex(index: RetrievalIndex, rawQuery: string, options: SearchIndexOptions): SearchOutcome {
  const query = normaliseQuery(rawQuery);
  if (!query) return {query, total: 0, pages: [], facets: {}};
  return outcomeOf(
    query,
    search(index, query, {
      limit: options.limit,
      facets: options.sections,
      prefix: options.prefix,
      expansions: options.expansions,
    }),
  );
}

/**
 * The same ranking with the same outcome, in slices of a few milliseconds: a visit's first rankings (cold caches,
 * excerpts of sections never read) take a phone over 100 ms, one long task without them. Its `pause` may throw to
 * stop a ranking whose query the reader has replaced.
 */
export async function searchIndexInSlices(
  index: RetrievalIndex,
  rawQuery: string,
  options: SearchIndexOptions,
  slices: SliceOptions = {pause: nextTask},
): Promise<SearchOutcome> {
  const query = normaliseQuery(rawQuery);
  if (!query) return {query, total: 0, pages: [], facets: {}};
  return outcomeOf(query, await searchInSlices(index, query, engineOptions(options), slices));
}

/** The whole index's ranking over its shards, fetching what the query reads first; in slices like the above. */
export async function searchShardsInSlices(
  shards: ShardedIndex,
  rawQuery: string,
  options: SearchIndexOptions,
  slices: SliceOptions = {pause: nextTask},
): Promise<SearchOutcome> {
  const query = normaliseQuery(rawQuery);
  if (!query) return {query, total: 0, pages: [], facets: {}};
  return outcomeOf(query, await shards.search(query, engineOptions(options), slices));
}

function engineOptions(options: SearchIndexOptions) {
  return {limit: options.limit, facets: options.sections, prefix: options.prefix, expansions: options.expansions};
}

/**
 * What the search box shows for a query once both tiers have answered: the page tier's first results, then the
 * whole index's further matches below them (see useSearch.ts).
 */
export function shownForQuery(
  pagesOnly: RetrievalIndex,
  whole: RetrievalIndex,
  query: string,
  options: SearchIndexOptions,
): SearchOutcome {
  const first = searchIndex(pagesOnly, query, {...options, limit: FIRST_RESULT_PAGES}).pages;
  return appendBelow(first, searchIndex(whole, query, options), options.limit);
}

/**
 * What the reader sees once the body tier has answered: the first results in the order already shown, then the
 * body-text matches they do not show, up to `limit`.
 */
export function appendBelow(first: readonly PageHit[], whole: SearchOutcome, limit: number): SearchOutcome {
  if (first.length === 0) return {...whole, complete: true};
  const shown = new Set(first.map((page) => page.url));
  const pages = [...first, ...whole.pages.filter((page) => !shown.has(page.url))].slice(0, limit);
  return {...whole, pages, total: Math.max(whole.total, pages.length), complete: true};
}
