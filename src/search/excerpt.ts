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
 * Turns the index's excerpt (escaped text with <mark> around matches) into plain text parts. Nothing from the index
 * is ever rendered as HTML: any other tag is dropped and the parts are rendered as React text.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let highlighted = false;
  for (const token of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(token)) highlighted = true;
    else if (/^<\/mark>$/i.test(token)) highlighted = false;
    else if (token) {
      const text = decodeEntities(token.replace(/<[^>]*>/g, ''));
      if (text) parts.push({text, highlighted});
    }
  }
  return parts;
}
