import {CODE_LINE_BREAK} from '@site/shared/searchMarks';
/** A piece of a search excerpt; highlighted pieces are the words that matched the query. */
export interface ExcerptPart {
  text: string;
  highlighted: boolean;
}

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

/**
 * Stands for a line break of a code block in the full-text index, which keeps no line breaks of its own: the build
 * writes it at the end of each code line (plugins/search-index/records.ts), and excerpts turn it back into a line break.
 * Not a letter or digit, so it is never part of an indexed word.
 */

export {CODE_LINE_BREAK};

/** Whether an excerpt shows code (it has line breaks, which only code keeps). */
export function isCodeExcerpt(parts: readonly ExcerptPart[]): boolean {
  return parts.some((part) => part.text.includes('\n'));
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
