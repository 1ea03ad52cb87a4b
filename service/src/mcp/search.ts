import type {SectionIndex} from '../retrieval';
import type {DocsLibrary} from './library';
import type {DocsSearch, DocsSearchHit} from './tools';

const EXCERPT_CHARS = 280;

/** A short excerpt of a section: its first sentences, cut at a word boundary. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_CHARS / 2))} …`;
}

/** HTTP API operation pages: the generated reference, under `/reference/api/` (shared/api-reference/paths.ts). */
export function isApiOperationUrl(url: string): boolean {
  return /\/reference\/api\/[^/#?]+/.test(url);
}

/** `search_docs` over the service's section index, one result per page. */
export function sectionIndexSearch(index: () => Promise<SectionIndex>, library: () => DocsLibrary): DocsSearch {
  return async (query, {section, apiOnly, limit}) => {
    const sections = (await index()).search(query, {maxSources: 400, maxContextChars: Infinity, maxPerPage: 1});
    const hits: DocsSearchHit[] = [];
    for (const {section: found} of sections) {
      if (section && found.facet !== section) continue;
      if (apiOnly && !isApiOperationUrl(found.url)) continue;
      hits.push({
        title: found.heading ? `${found.pageTitle} › ${found.heading}` : found.pageTitle,
        url: library().absolute(found.url),
        section: found.facet,
        excerpt: excerptOf(found.text),
      });
      if (hits.length >= limit) break;
    }
    return hits;
  };
}
