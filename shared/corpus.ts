/**
 * The retrieval file that the build writes (plugins/search-index/) and the service reads (service/src/corpus.ts):
 * the retrieval engine's whole index (the same one the search box loads in two tiers), so that Ask AI's sources and
 * MCP `search_docs` rank with the page titles, breadcrumbs, descriptions and operations the search box ranks with.
 * The service reads each section's text from it for its prompts. Runs in Node and in the browser.
 */
import {isExpansionTable, isRetrievalIndex, type ExpansionTable, type RetrievalIndex} from './retrieval';

/** One section of a page, as the service quotes it in a prompt or returns it from `search_docs`. */
export interface CorpusSection {
  /** Stable id: the section's URL, plus `~n` when a long section is split. */
  id: string;
  /** Site URL of the section (base URL included, `#anchor` for sections below the page title). */
  url: string;
  pageTitle: string;
  /** The h2/h3 heading, or null for the text before the first heading. */
  heading: string | null;
  /** Search facet of the page: Docs, Tutorials, Reference, Changelog, Self-host. */
  facet: string;
  text: string;
}

/** The file as written. */
export interface CorpusFile {
  version: 2;
  generatedAt: string;
  baseUrl: string;
  /** The ASK_AI_URL the site was built with (null: the site has no Ask AI entry). */
  askAiUrl: string | null;
  index: RetrievalIndex;
  /** The readers' vocabulary table (shared/retrieval/expansion.ts), used for questions whose first pass is weak. */
  vocabulary?: ExpansionTable;
}

/** The file as read: `sections[i]` is section `i` of the index, with its page's title, URL and facet. */
export interface Corpus extends CorpusFile {
  sections: CorpusSection[];
}

/** The sections of an index, in its order, as the service quotes them. */
export function corpusSections(index: RetrievalIndex): CorpusSection[] {
  const pieces = new Map<string, number>();
  return index.sections.map(([pageNumber, anchor, heading, text]) => {
    const [pageUrl, pageTitle, facet] = index.pages[pageNumber];
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    const piece = (pieces.get(url) ?? 0) + 1;
    pieces.set(url, piece);
    return {id: piece === 1 ? url : `${url}~${piece}`, url, pageTitle, heading, facet, text};
  });
}

export function corpusOf(file: CorpusFile): Corpus {
  return {...file, sections: corpusSections(file.index)};
}

export function parseCorpus(json: string, source: string): Corpus {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(`${source} is not valid JSON: rebuild it with npm run build.`);
  }
  const file = parsed as Partial<CorpusFile> | null;
  if (file?.version !== 2 || !isRetrievalIndex(file.index)) {
    throw new Error(`${source} is not a version 2 retrieval file: rebuild it with npm run build.`);
  }
  if (file.vocabulary !== undefined && !isExpansionTable(file.vocabulary)) {
    throw new Error(`${source} has a malformed vocabulary table: rebuild it with npm run build.`);
  }
  return corpusOf(file as CorpusFile);
}
