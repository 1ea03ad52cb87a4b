import {
  addTokens,
  emptyFields,
  indexTokens,
  pageViews,
  precomputableTokens,
  PRECOMPUTED_FIELDS,
  type Postings,
} from './fields';
import type {PageTierTerms, RetrievalIndex} from './types';

/** Stems of precomputed postings read between two possible pauses. */
const STEMS_PER_STEP = 100;

/** Reads precomputed posting lists back into postings (see `PageTierTerms` for their encoding), a step at a time. */
export function* decodePostings(encoded: Record<string, number[]>, postings: Postings): Generator<void, void, void> {
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
