/**
 * The word matching that the Pagefind baseline's relevance check uses (src/search/relevance.ts, run by the bench).
 * The search box, /search, Ask AI and MCP rank with the retrieval engine (shared/retrieval/) and its own tokeniser.
 * Runs in Node and in the browser: imports nothing.
 */

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
