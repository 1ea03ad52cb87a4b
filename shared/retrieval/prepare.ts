import {meaningfulTokens, type Token} from './tokens';

/** The index keeps camelCase words whole and in parts. */
const indexTokens = (text: string): Token[] => meaningfulTokens(text, true);
import {headingSlug} from './slug';
import type {PageView, RetrievalIndex} from './types';

/** Fields of a page, strongest first. */
export const PAGE_FIELDS = ['title', 'operation', 'group', 'headings', 'description', 'breadcrumb'] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

/** Fields of a section. */
export const SECTION_FIELDS = ['heading', 'body'] as const;
export type SectionField = (typeof SECTION_FIELDS)[number];

/** stem → document number → occurrences. */
export type Postings = Map<string, Map<number, number>>;

/** The in-memory form of an index: postings per field, built once per index object (see `prepared`). */
export interface PreparedIndex {
  readonly index: RetrievalIndex;
  readonly pages: PageView[];
  readonly pageFields: Record<PageField, Postings>;
  readonly sectionFields: Record<SectionField, Postings>;
  /** Meaningful words in each section's body. */
  readonly bodyLengths: number[];
  readonly averageBodyLength: number;
  /** stem → number of pages that contain it anywhere. */
  readonly pageFrequency: Map<string, number>;
  /** Every surface word of the index → its stem (typo and prefix look-ups). */
  readonly wordStems: Map<string, string>;
  /** Surface words grouped by length, for the edit-distance scan. */
  readonly wordsByLength: Map<number, string[]>;
  readonly sectionsOfPage: number[][];
  /** Stems of each page title (does the query name the whole title?). */
  readonly titleStems: string[][];
  /** Tokens of a section's heading and body, tokenised on demand for phrase checks. */
  sectionTokens(section: number): {heading: Token[]; body: Token[]};
  titleTokens(page: number): Token[];
}

function add(postings: Postings, tokens: readonly Token[], doc: number): void {
  for (const token of tokens) {
    let docs = postings.get(token.stem);
    if (!docs) {
      docs = new Map();
      postings.set(token.stem, docs);
    }
    docs.set(doc, (docs.get(doc) ?? 0) + 1);
  }
}

function emptyFields<Field extends string>(fields: readonly Field[]): Record<Field, Postings> {
  return Object.fromEntries(fields.map((field) => [field, new Map()])) as Record<Field, Postings>;
}

function prepare(index: RetrievalIndex): PreparedIndex {
  const pageFields = emptyFields(PAGE_FIELDS);
  const sectionFields = emptyFields(SECTION_FIELDS);
  const wordStems = new Map<string, string>();
  const operations = new Map(index.operations);
  const pages: PageView[] = index.pages.map(
    ([url, title, facet, trail, description, keywords, headings, isOperation], number) => ({
      url,
      title,
      facet,
      breadcrumb: index.trails[trail] ?? [],
      description,
      keywords,
      headings: headings.map((entry) => (typeof entry === 'string' ? [headingSlug(entry), entry] : entry)),
      isOperation: isOperation === 1,
      operation: operations.get(number) ?? '',
    }),
  );
  const pageStems: Set<string>[] = pages.map(() => new Set());
  const note = (tokens: readonly Token[], page: number) => {
    for (const token of tokens) {
      wordStems.set(token.word, token.stem);
      pageStems[page].add(token.stem);
    }
  };

  const titleTokens = pages.map((page) => indexTokens(page.title));
  pages.forEach((page, number) => {
    const fields: Record<PageField, Token[]> = {
      title: titleTokens[number],
      operation: indexTokens(page.operation),
      headings: indexTokens(page.headings.map(([, heading]) => heading).join(' \n ')),
      description: indexTokens(`${page.description} ${page.keywords.join(' ')}`),
      // The innermost group names what a generic title ("Quick Start", "Overview") is about.
      group: indexTokens(page.breadcrumb.length > 1 ? page.breadcrumb[page.breadcrumb.length - 1] : ''),
      breadcrumb: indexTokens(page.breadcrumb.slice(0, -1).join(' ')),
    };
    for (const field of PAGE_FIELDS) {
      add(pageFields[field], fields[field], number);
      note(fields[field], number);
    }
  });

  const sectionsOfPage: number[][] = pages.map(() => []);
  const bodyLengths: number[] = [];
  const tokenCache = new Map<number, {heading: Token[]; body: Token[]}>();
  index.sections.forEach(([page, , heading, text], number) => {
    sectionsOfPage[page]?.push(number);
    const headingTokens = indexTokens(heading ?? '');
    const bodyTokens = indexTokens(text);
    add(sectionFields.heading, headingTokens, number);
    add(sectionFields.body, bodyTokens, number);
    note(headingTokens, page);
    note(bodyTokens, page);
    bodyLengths.push(bodyTokens.length);
  });

  const pageFrequency = new Map<string, number>();
  for (const stems of pageStems) for (const stem of stems) pageFrequency.set(stem, (pageFrequency.get(stem) ?? 0) + 1);
  const wordsByLength = new Map<number, string[]>();
  for (const word of wordStems.keys()) {
    const list = wordsByLength.get(word.length) ?? [];
    list.push(word);
    wordsByLength.set(word.length, list);
  }
  const totalBody = bodyLengths.reduce((sum, length) => sum + length, 0);

  return {
    index,
    pages,
    pageFields,
    sectionFields,
    bodyLengths,
    averageBodyLength: bodyLengths.length > 0 ? totalBody / bodyLengths.length : 1,
    pageFrequency,
    wordStems,
    wordsByLength,
    sectionsOfPage,
    titleStems: titleTokens.map((tokens) => tokens.map((token) => token.stem)),
    sectionTokens(section) {
      let tokens = tokenCache.get(section);
      if (!tokens) {
        const [, , heading, text] = index.sections[section];
        tokens = {heading: indexTokens(heading ?? ''), body: indexTokens(text)};
        tokenCache.set(section, tokens);
      }
      return tokens;
    },
    titleTokens: (page) => titleTokens[page],
  };
}

const cache = new WeakMap<RetrievalIndex, PreparedIndex>();

/** The prepared form of an index, built on first use and kept as long as the index object lives. */
export function prepared(index: RetrievalIndex): PreparedIndex {
  let result = cache.get(index);
  if (!result) {
    result = prepare(index);
    cache.set(index, result);
  }
  return result;
}
