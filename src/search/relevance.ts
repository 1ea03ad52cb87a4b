import type {ExcerptPart} from './excerpt';

const WORD = /[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
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

/**
 * Pagefind backs off to ever shorter prefixes of a word it does not know (CloudCannon/pagefind#599), so a query
 * of nonsense finds every page containing its first letter. A page is kept when one of its highlighted words
 * matches a query term, or when its excerpt highlights nothing (then there is nothing to judge by).
 */
export function isRelevantHit(query: string, excerpt: readonly ExcerptPart[]): boolean {
  const terms = words(query);
  const highlighted = excerpt.filter((part) => part.highlighted).flatMap((part) => words(part.text));
  if (terms.length === 0 || highlighted.length === 0) return true;
  return highlighted.some((word) => terms.some((term) => matchesTerm(term, word)));
}
