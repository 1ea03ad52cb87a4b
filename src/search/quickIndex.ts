import MiniSearch from 'minisearch';
import type {ExcerptPart} from './excerpt';
import type {PageHit, SearchOutcome, SectionHit} from './engine';
import {
  matchesTerm,
  QUICK_INDEX_STOP_WORDS as STOP_WORDS,
  QUICK_INDEX_WORD as WORD,
  quickIndexTerms as terms,
} from '@site/shared/tokenizers';
import {QUICK_INDEX_PATH, type QuickIndex} from '@site/shared/quickIndexFormat';

/** Pages the quick index contributes to the modal's first results; full-text matches fill the rest. */
export const QUICK_RESULT_PAGES = 5;

/** Splits text into parts, highlighting the words that match a query term (as the full-text excerpts do). */
export function highlightTerms(text: string, queryTerms: readonly string[]): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (!queryTerms.some((term) => matchesTerm(term, word))) continue;
    if (match.index > last) parts.push({text: text.slice(last, match.index), highlighted: false});
    parts.push({text: match[0], highlighted: true});
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({text: text.slice(last), highlighted: false});
  return parts;
}

export interface QuickSearcher {
  /** Pages whose title, description or headings contain every meaningful word of the query (prefixes count). */
  search(query: string, limit: number): PageHit[];
}

export function createQuickSearcher(index: QuickIndex): QuickSearcher {
  const engine = new MiniSearch<{id: number; title: string; headings: string; description: string; path: string}>({
    // The URL's words name the page's place in the site ("self-host", "sdk"), which titles often leave out.
    fields: ['title', 'headings', 'description', 'path'],
    processTerm: (term) => {
      const lower = term.toLowerCase();
      return STOP_WORDS.has(lower) ? null : lower;
    },
    searchOptions: {
      boost: {title: 4, headings: 2, path: 1.5, description: 1},
      // Changelog entries announce what the docs pages explain: the explaining page should come first.
      boostDocument: (id) => (index.pages[id as number]?.section === 'Changelog' ? 0.5 : 1),
      prefix: true,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  engine.addAll(
    index.pages.map((page, id) => ({
      id,
      title: page.title,
      headings: page.headings.map((heading) => heading.title).join(' \n '),
      description: page.description,
      path: page.url.replace(/[/_-]+/g, ' '),
    })),
  );

  return {
    search(query, limit) {
      const queryTerms = terms(query);
      if (queryTerms.length === 0) return [];
      return engine
        .search(query)
        .slice(0, limit)
        .map((result) => {
          const page = index.pages[result.id as number];
          const sections: SectionHit[] = page.headings
            .filter((heading) => terms(heading.title).some((word) => queryTerms.some((t) => matchesTerm(t, word))))
            .slice(0, 3)
            .map((heading) => ({
              title: heading.title,
              url: `${page.url}#${heading.anchor}`,
              excerpt: [],
            }));
          return {
            id: `quick:${page.url}`,
            title: page.title,
            url: page.url,
            section: page.section,
            breadcrumb: index.trails[page.trail] ?? [page.section],
            excerpt: highlightTerms(page.description, queryTerms),
            sections,
          };
        });
    },
  };
}

/** Quick-index pages first, in their order, then full-text pages they do not already show, up to `limit`. */
export function mergeOutcomes(quickPages: PageHit[], fullText: SearchOutcome, limit: number): SearchOutcome {
  if (quickPages.length === 0) return fullText;
  const shown = new Set(quickPages.map((page) => page.url));
  const pages = [...quickPages, ...fullText.pages.filter((page) => !shown.has(page.url))].slice(0, limit);
  return {...fullText, pages, total: Math.max(fullText.total, pages.length), complete: true};
}

let quickSearcher: Promise<QuickSearcher> | undefined;

/** Fetches the quick index once (the modal starts this as it opens); fails quietly in development, where none exists. */
export function loadQuickSearcher(baseUrl: string): Promise<QuickSearcher> {
  quickSearcher ??= (async () => {
    const response = await fetch(`${baseUrl}${QUICK_INDEX_PATH}`);
    if (!response.ok) throw new Error(`The quick search index answered ${response.status}.`);
    const index = (await response.json()) as QuickIndex;
    if (index.version !== 1 || !Array.isArray(index.pages) || !Array.isArray(index.trails))
      throw new Error('The quick search index is malformed.');
    return createQuickSearcher(index);
  })().catch((error: unknown) => {
    quickSearcher = undefined;
    throw error;
  });
  return quickSearcher;
}
