import {parseExcerpt, type ExcerptPart} from './excerpt';
import {isRelevantHit} from './relevance';
import {BREADCRUMB_SEPARATOR} from '@site/shared/searchMarks';

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
  /** False while only the quick index has answered (full-text matches and the total are still to come). */
  complete?: boolean;
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

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: {title?: string; breadcrumb?: string};
  filters: Record<string, string[]>;
  sub_results: PagefindSubResult[];
}

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void> | void;
  search(
    query: string,
    options?: {filters?: Record<string, string[]>},
  ): Promise<{
    results: {id: string; data(): Promise<PagefindData>}[];
    filters: Record<string, Record<string, number>>;
    totalFilters?: Record<string, Record<string, number>>;
  }>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

let pagefind: Promise<PagefindModule> | undefined;

/** Loads the Pagefind runtime (and only it) the first time search is used. */
export function loadSearchEngine(baseUrl: string): Promise<PagefindModule> {
  pagefind ??= (async () => {
    try {
      const url = `${baseUrl}pagefind/pagefind.js`;
      const module = (await import(/* webpackIgnore: true */ url)) as PagefindModule;
      await module.options({baseUrl, excerptLength: 24});
      await module.init();
      // Loads the (small) filter index so that results carry per-section counts.
      await module.filters();
      return module;
    } catch {
      pagefind = undefined;
      throw new SearchIndexUnavailableError(process.env.NODE_ENV === 'development');
    }
  })();
  return pagefind;
}

/** Longest query passed to the engine: longer input is cut, not rejected, so a pasted paragraph still searches. */
export const MAX_QUERY_LENGTH = 200;

export function normaliseQuery(raw: string): string {
  // Control characters (including NUL) carry no meaning in a query and confuse tokenisers.
  // eslint-disable-next-line no-control-regex
  const controlCharacters = /[\u0000-\u001f\u007f]/g;
  return raw.replace(controlCharacters, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

export {BREADCRUMB_SEPARATOR};

function parseBreadcrumbMeta(meta: string | undefined, section: string): string[] {
  const places = (meta ?? '').split(BREADCRUMB_SEPARATOR).filter(Boolean);
  return places.length > 0 ? places : [section];
}

function sectionHits(data: PagefindData): SectionHit[] {
  return data.sub_results
    .filter((sub) => sub.url !== data.url && sub.url.includes('#'))
    .slice(0, 3)
    .map((sub) => ({title: sub.title, url: sub.url, excerpt: parseExcerpt(sub.excerpt)}));
}

/** Runs a query; `limit` pages are loaded in full (titles, sections, excerpts), the rest only counted. */
export async function runSearch(
  baseUrl: string,
  rawQuery: string,
  options: {limit: number; sections?: string[]},
): Promise<SearchOutcome> {
  const query = normaliseQuery(rawQuery);
  if (!query) return {query, total: 0, pages: [], facets: {}};
  const engine = await loadSearchEngine(baseUrl);
  const filters = options.sections && options.sections.length > 0 ? {section: options.sections} : undefined;
  const response = await engine.search(query, filters ? {filters: {section: filters.section}} : undefined);
  const loaded = await Promise.all(response.results.slice(0, options.limit).map((result) => result.data()));
  const candidates = loaded.map((data, index) => ({
    id: response.results[index].id,
    title: data.meta.title ?? data.url,
    url: data.url,
    section: data.filters.section?.[0] ?? 'Docs',
    breadcrumb: parseBreadcrumbMeta(data.meta.breadcrumb, data.filters.section?.[0] ?? 'Docs'),
    excerpt: parseExcerpt(data.excerpt),
    sections: sectionHits(data),
  }));
  const pages = candidates.filter((page) => isRelevantHit(query, page.excerpt));
  const dropped = candidates.length - pages.length;
  // When every loaded page was a last-resort match, the unloaded rest (ranked lower) are too.
  if (pages.length === 0) return {query, total: 0, pages, facets: {}};
  // Counts per section for the query alone, so every facet shows what choosing it would give.
  const facets = response.totalFilters?.section ?? response.filters.section ?? {};
  return {query, total: response.results.length - dropped, pages, facets};
}
