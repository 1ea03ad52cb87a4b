import {meaningfulTokens, type Token} from './tokens';
import type {PageView, PrecomputedField, RetrievalIndex} from './types';

/** The index keeps camelCase words whole and in parts. */
export const indexTokens = (text: string): Token[] => meaningfulTokens(text, true);

/** Fields of a page, strongest first. */
export const PAGE_FIELDS = ['title', 'operation', 'group', 'headings', 'description', 'breadcrumb'] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

/** The page fields the page tier carries precomputed (see `PageTierTerms`). */
export const PRECOMPUTED_FIELDS: readonly PrecomputedField[] = [
  'title',
  'group',
  'headings',
  'description',
  'breadcrumb',
];

/** Fields of a section. */
export const SECTION_FIELDS = ['heading', 'body'] as const;
export type SectionField = (typeof SECTION_FIELDS)[number];

/** stem → document number → occurrences. */
export type Postings = Map<string, Map<number, number>>;

function add(postings: Postings, stemmed: string, doc: number): void {
  let docs = postings.get(stemmed);
  if (!docs) {
    docs = new Map();
    postings.set(stemmed, docs);
  }
  docs.set(doc, (docs.get(doc) ?? 0) + 1);
}

export function addTokens(postings: Postings, tokens: readonly Token[], doc: number): void {
  for (const token of tokens) add(postings, token.stem, doc);
}

export function emptyFields<Field extends string>(fields: readonly Field[]): Record<Field, Postings> {
  return Object.fromEntries(fields.map((field) => [field, new Map()])) as Record<Field, Postings>;
}

export function pageViews(index: RetrievalIndex): PageView[] {
  const operations = new Map(index.operations);
  return index.pages.map(([url, title, facet, trail, description, keywords, headings, isOperation], number) => ({
    url,
    title,
    facet,
    breadcrumb: index.trails[trail] ?? [],
    description,
    keywords,
    headings,
    isOperation: isOperation === 1,
    operation: operations.get(number) ?? '',
  }));
}

/** The tokens of a page's precomputable fields: what the build tokenises once for every reader. */
export function precomputableTokens(page: PageView, title: Token[]): Record<PrecomputedField, Token[]> {
  return {
    title,
    headings: indexTokens(page.headings.map((entry) => (typeof entry === 'string' ? entry : entry[1])).join(' \n ')),
    description: indexTokens(`${page.description} ${page.keywords.join(' ')}`),
    // The innermost group names what a generic title ("Quick Start", "Overview") is about.
    group: indexTokens(page.breadcrumb.length > 1 ? page.breadcrumb[page.breadcrumb.length - 1] : ''),
    breadcrumb: indexTokens(page.breadcrumb.slice(0, -1).join(' ')),
  };
}
