import {runAtOnce, runInSlices, type SliceOptions} from './slices';
import {
  addTokens,
  emptyFields,
  indexTokens,
  PAGE_FIELDS,
  pageViews,
  precomputableTokens,
  PRECOMPUTED_FIELDS,
  SECTION_FIELDS,
  type PageField,
  type Postings,
  type SectionField,
} from './fields';
import {decodePostings} from './terms';
import type {Token} from './tokens';
import type {PageView, RetrievalIndex} from './types';
import {SYMPTOM_HEADING} from './weights';

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
  /**
   * Whether a section is a troubleshooting section (its heading matches SYMPTOM_HEADING). A flag, not the heading: the
   * sharded index answers it from its meta file, so a symptom query reads no section text to rank.
   */
  troubleshooting(section: number): boolean;
}

/** Map entries (words, posting lists) handled between two possible pauses: about a millisecond on a phone. */
const ENTRIES_PER_STEP = 500;

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
      let read = 0;
      for (const [stemmed, docs] of pageFields[field]) {
        for (const page of docs.keys()) pageStems[page]?.add(stemmed);
        if (++read % ENTRIES_PER_STEP === 0) yield;
      }
      yield;
    }
    for (const [read, entry] of index.terms.words.entries()) {
      const [word, stemmed = word] = entry.split(' ');
      wordStems.set(word, stemmed);
      if (read % ENTRIES_PER_STEP === 0) yield;
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
    yield;
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
  for (const stems of pageStems) {
    for (const stem of stems) pageFrequency.set(stem, (pageFrequency.get(stem) ?? 0) + 1);
    yield;
  }
  const wordsByLength = new Map<number, string[]>();
  let sorted = 0;
  for (const word of wordStems.keys()) {
    const list = wordsByLength.get(word.length) ?? [];
    list.push(word);
    wordsByLength.set(word.length, list);
    if (++sorted % ENTRIES_PER_STEP === 0) yield;
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
    troubleshooting: (section) => isTroubleshootingHeading(index.sections[section][2]),
  };
}

/** A heading that names what can go wrong ("Troubleshooting", "What can go wrong", "Fix …"). */
export const isTroubleshootingHeading = (heading: string | null): boolean => SYMPTOM_HEADING.test(heading ?? '');

const cache = new WeakMap<RetrievalIndex, PreparedIndex>();

/**
 * Gives an index a prepared form built elsewhere (shardedIndex.ts builds it from the shards it loaded), which searches
 * of that index then use.
 */
export function adoptPrepared(index: RetrievalIndex, form: PreparedIndex): void {
  cache.set(index, form);
}

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
