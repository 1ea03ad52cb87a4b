/**
 * How the bench reads Pagefind's answers (its baseline ranking, scripts/bench/searchBaselines.ts): its excerpts, and
 * which of its hits are relevant at all. The search box no longer uses Pagefind; nothing here ships to the browser.
 */
import {CODE_LINE_BREAK} from '../../shared/searchMarks';
import type {ExcerptPart} from '../../src/search/excerpt';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

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

/**
 * Turns the index's excerpt (escaped text with <mark> around matches) into plain text parts. Nothing from the index
 * is ever rendered as HTML: any other tag is dropped and the parts are rendered as React text.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let highlighted = false;
  let atLineStart = false;
  for (const token of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(token)) highlighted = true;
    else if (/^<\/mark>$/i.test(token)) highlighted = false;
    else if (token) {
      let text = decodeEntities(token.replace(/<[^>]*>/g, '')).replaceAll(CODE_LINE_BREAK, '\n');
      // The index separates a line's end from the next line with a space: the next line starts at its first word.
      text = text.replace(/\n +/g, '\n');
      if (atLineStart) text = text.replace(/^ +/, '');
      if (text) {
        parts.push({text, highlighted});
        atLineStart = text.endsWith('\n');
      }
    }
  }
  // A code excerpt that ends at a line's end would otherwise end with an empty line.
  const last = parts.at(-1);
  if (last?.text.endsWith('\n')) {
    last.text = last.text.replace(/\n+$/, '');
    if (!last.text) parts.pop();
  }
  return parts;
}

/**
 * Pagefind backs off to ever shorter prefixes of a word it does not know (CloudCannon/pagefind#599), so a query
 * of nonsense finds every page containing its first letter. A page is kept when one of its highlighted words
 * matches a query term, or when its excerpt highlights nothing (then there is nothing to judge by).
 */
export function isRelevantHit(query: string, excerpt: readonly ExcerptPart[]): boolean {
  const terms = highlightWords(query);
  const highlighted = excerpt.filter((part) => part.highlighted).flatMap((part) => highlightWords(part.text));
  if (terms.length === 0 || highlighted.length === 0) return true;
  return highlighted.some((word) => terms.some((term) => matchesTerm(term, word)));
}
