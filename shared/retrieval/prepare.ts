import {runAtOnce, runInSlices, type SliceOptions} from './slices';
import {meaningfulTokens, type Token} from './tokens';
import type {PageTierTerms, PageView, PrecomputedField, RetrievalIndex} from './types';

/** The index keeps camelCase words whole and in parts. */
const indexTokens = (text: string): Token[] => meaningfulTokens(text, true);

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
  /** Stems of a page title (does the query name the whole title?). */
  titleStems(page: number): string[];
  /** Tokens of a section's heading and body, tokenised on demand for phrase checks. */
  sectionTokens(section: number): {heading: Token[]; body: Token[]};
  titleTokens(page: number): Token[];
}

function add(postings: Postings, stemmed: string, doc: number): void {
  let docs = postings.get(stemmed);
  if (!docs) {
    docs = new Map();
    postings.set(stemmed, docs);
  }
  docs.set(doc, (docs.get(doc) ?? 0) + 1);
}

function addTokens(postings: Postings, tokens: readonly Token[], doc: number): void {
  for (const token of tokens) add(postings, token.stem, doc);
}

function emptyFields<Field extends string>(fields: readonly Field[]): Record<Field, Postings> {
  return Object.fromEntries(fields.map((field) => [field, new Map()])) as Record<Field, Postings>;
}

function pageViews(index: RetrievalIndex): PageView[] {
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
function precomputableTokens(page: PageView, title: Token[]): Record<PrecomputedField, Token[]> {
  return {
    title,
    headings: indexTokens(page.headings.map((entry) => (typeof entry === 'string' ? entry : entry[1])).join(' \n ')),
    description: indexTokens(`${page.description} ${page.keywords.join(' ')}`),
    // The innermost group names what a generic title ("Quick Start", "Overview") is about.
    group: indexTokens(page.breadcrumb.length > 1 ? page.breadcrumb[page.breadcrumb.length - 1] : ''),
    breadcrumb: indexTokens(page.breadcrumb.slice(0, -1).join(' ')),
  };
}

/** Stems of precomputed postings read between two possible pauses. */
const STEMS_PER_STEP = 100;

/** Reads precomputed posting lists back into postings (see `PageTierTerms` for their encoding), a step at a time. */
function* decodePostings(encoded: Record<string, number[]>, postings: Postings): Generator<void, void, void> {
  let read = 0;
  for (const [stemmed, deltas] of Object.entries(encoded)) {
    const docs = new Map<number, number>();
    let doc = 0;
    for (const delta of deltas) {
      doc += delta;
      docs.set(doc, (docs.get(doc) ?? 0) + 1);
    }
    postings.set(stemmed, docs);
    read += 1;
    if (read % STEMS_PER_STEP === 0) yield;
  }
}

function encodePostings(postings: Postings): Record<string, number[]> {
  const encoded: Record<string, number[]> = {};
  for (const [stemmed, docs] of postings) {
    const deltas: number[] = [];
    let previous = 0;
    for (const doc of [...docs.keys()].sort((a, b) => a - b)) {
      for (let occurrence = 0; occurrence < (docs.get(doc) ?? 0); occurrence += 1) {
        deltas.push(doc - previous);
        previous = doc;
      }
    }
    encoded[stemmed] = deltas;
  }
  return encoded;
}

/**
 * Builds the prepared form step by step, each page and each section a step (`yield`), so that a browser can spread
 * the work over several tasks (`preparedInSlices`); `prepared` runs it in one go.
 */
function* prepareSteps(index: RetrievalIndex): Generator<void, PreparedIndex, void> {
  const pages = pageViews(index);
  const pageFields = emptyFields(PAGE_FIELDS);
  const sectionFields = emptyFields(SECTION_FIELDS);
  const wordStems = new Map<string, string>();
  const pageStems: Set<string>[] = pages.map(() => new Set());
  const note = (tokens: readonly Token[], page: number) => {
    for (const token of tokens) {
      wordStems.set(token.word, token.stem);
      pageStems[page].add(token.stem);
    }
  };
  const titleTokenCache = new Map<number, Token[]>();
  const titleTokens = (page: number): Token[] => {
    let tokens = titleTokenCache.get(page);
    if (!tokens) {
      tokens = indexTokens(pages[page].title);
      titleTokenCache.set(page, tokens);
    }
    return tokens;
  };

  if (index.terms) {
    for (const field of PRECOMPUTED_FIELDS) {
      yield* decodePostings(index.terms.fields[field], pageFields[field]);
      for (const [stemmed, docs] of pageFields[field]) for (const page of docs.keys()) pageStems[page]?.add(stemmed);
      yield;
    }
    for (const entry of index.terms.words) {
      const [word, stemmed = word] = entry.split(' ');
      wordStems.set(word, stemmed);
    }
  } else {
    for (const [number, page] of pages.entries()) {
      const fields = precomputableTokens(page, titleTokens(number));
      for (const field of PRECOMPUTED_FIELDS) {
        addTokens(pageFields[field], fields[field], number);
        note(fields[field], number);
      }
      yield;
    }
  }
  for (const [number, page] of pages.entries()) {
    if (!page.operation) continue;
    const tokens = indexTokens(page.operation);
    addTokens(pageFields.operation, tokens, number);
    note(tokens, number);
  }
  yield;

  const sectionsOfPage: number[][] = pages.map(() => []);
  const bodyLengths: number[] = [];
  for (const [number, [page, , heading, text]] of index.sections.entries()) {
    sectionsOfPage[page]?.push(number);
    const headingTokens = indexTokens(heading ?? '');
    const bodyTokens = indexTokens(text);
    addTokens(sectionFields.heading, headingTokens, number);
    addTokens(sectionFields.body, bodyTokens, number);
    note(headingTokens, page);
    note(bodyTokens, page);
    bodyLengths.push(bodyTokens.length);
    yield;
  }

  const pageFrequency = new Map<string, number>();
  for (const stems of pageStems) for (const stem of stems) pageFrequency.set(stem, (pageFrequency.get(stem) ?? 0) + 1);
  const wordsByLength = new Map<number, string[]>();
  for (const word of wordStems.keys()) {
    const list = wordsByLength.get(word.length) ?? [];
    list.push(word);
    wordsByLength.set(word.length, list);
  }
  const totalBody = bodyLengths.reduce((sum, length) => sum + length, 0);
  const tokenCache = new Map<number, {heading: Token[]; body: Token[]}>();

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
    titleStems: (page) => titleTokens(page).map((token) => token.stem),
    sectionTokens(section) {
      let tokens = tokenCache.get(section);
      if (!tokens) {
        const [, , heading, text] = index.sections[section];
        tokens = {heading: indexTokens(heading ?? ''), body: indexTokens(text)};
        tokenCache.set(section, tokens);
      }
      return tokens;
    },
    titleTokens,
  };
}

/**
 * The page tier's postings and words as the build writes them, so that loading the tier skips tokenising. Built from
 * the same tokenisation the browser would run, so searches over either form give the same results.
 */
export function pageTierTerms(pagesOnly: RetrievalIndex): PageTierTerms {
  const pages = pageViews(pagesOnly);
  const postings = emptyFields(PRECOMPUTED_FIELDS);
  const words = new Map<string, string>();
  for (const [number, page] of pages.entries()) {
    const fields = precomputableTokens(page, indexTokens(page.title));
    for (const field of PRECOMPUTED_FIELDS) {
      addTokens(postings[field], fields[field], number);
      for (const token of fields[field]) words.set(token.word, token.stem);
    }
  }
  const fields = Object.fromEntries(
    PRECOMPUTED_FIELDS.map((field) => [field, encodePostings(postings[field])]),
  ) as PageTierTerms['fields'];
  return {fields, words: [...words].map(([word, stemmed]) => (word === stemmed ? word : `${word} ${stemmed}`))};
}

const cache = new WeakMap<RetrievalIndex, PreparedIndex>();

/** The prepared form of an index, built on first use and kept as long as the index object lives. */
export function prepared(index: RetrievalIndex): PreparedIndex {
  let result = cache.get(index);
  if (!result) {
    result = runAtOnce(prepareSteps(index));
    cache.set(index, result);
  }
  return result;
}

/**
 * Prepares an index in slices, pausing between them: a browser tab stays responsive while the body tier is
 * tokenised, which takes a phone seconds.
 */
export async function preparedInSlices(index: RetrievalIndex, options?: SliceOptions): Promise<PreparedIndex> {
  const known = cache.get(index);
  if (known) return known;
  const built = await runInSlices(prepareSteps(index), options);
  // A search may have prepared the same index in one go meanwhile: keep the one it uses.
  const result = cache.get(index) ?? built;
  cache.set(index, result);
  return result;
}
