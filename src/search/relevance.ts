import {highlightWords as words, matchesTerm} from '@site/shared/tokenizers';
import type {ExcerptPart} from './excerpt';

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
