/**
 * The tokenisers of the site's search, moved here unchanged so that browser, build and service import them from
 * one place. They differ on purpose today (each was tuned for its own ranking); merging them into one tokeniser,
 * stemmer and vocabulary is the retrieval engine's work (issue 24). Runs in Node and in the browser: imports nothing.
 */

// Ask AI's sources and MCP search_docs rank with the retrieval engine (shared/retrieval/) and its tokeniser.

// --- The quick index (src/search/quickIndex.ts): whole lower-cased words, a shorter stop list, no stemming. ---

export const QUICK_INDEX_WORD = /[\p{L}\p{N}_]+/gu;

/** Words too common to say anything about a page; a query of only these goes to the full-text engine. */
export const QUICK_INDEX_STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it of on or the to what when where which with'.split(' '),
);

export function quickIndexTerms(text: string): string[] {
  return (text.toLowerCase().match(QUICK_INDEX_WORD) ?? []).filter((word) => !QUICK_INDEX_STOP_WORDS.has(word));
}

// --- Highlight checks (src/search/relevance.ts): every word, matched to query terms by a shared prefix. ---

const HIGHLIGHT_WORD = /[\p{L}\p{N}]+/gu;

export function highlightWords(text: string): string[] {
  return text.toLowerCase().match(HIGHLIGHT_WORD) ?? [];
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Whether a highlighted word is a fair match for a query term. Stems and typos share a long prefix with the term
 * ("evaluations" → "evaluate"); the index's last-resort matches share one or two letters ("qqqqqq" → "q").
 */
export function matchesTerm(term: string, word: string): boolean {
  const needed = Math.min(term.length, Math.max(3, Math.floor(term.length / 2)));
  return commonPrefixLength(term, word) >= needed;
}
