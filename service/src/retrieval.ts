import {
  buildRetrievalIndex,
  search,
  stems,
  type RetrievalIndex,
  type RetrievalRecord,
} from '../../shared/retrieval';
import type {Corpus, CorpusSection} from '../../shared/corpus';

/** The site search's tokeniser and stemmer (shared/retrieval/): questions and docs are normalised alike. */
export function tokenize(text: string): string[] {
  return stems(text);
}

export interface RetrievedSection {
  section: CorpusSection;
  score: number;
}

export interface RetrievalOptions {
  maxSources: number;
  maxContextChars: number;
  /** Sections of one page at most: a few pages with their best parts beat one page repeated. */
  maxPerPage?: number;
}

/** "POST\n/preview/testsets/query\n…" → "POST /preview/testsets/query": the operation of an API reference page. */
function operationOf(text: string): string | undefined {
  const [method, route] = text.split('\n');
  return /^(GET|POST|PUT|PATCH|DELETE)$/.test(method ?? '') && route?.startsWith('/')
    ? `${method} ${route}`
    : undefined;
}

/** The retrieval file's sections, grouped back into the pages the engine indexes (in the file's order). */
function recordsOf(corpus: Corpus): RetrievalRecord[] {
  const pages = new Map<string, RetrievalRecord>();
  for (const section of corpus.sections) {
    const [pageUrl, anchor] = section.url.split('#');
    let record = pages.get(pageUrl);
    if (!record) {
      const operation = section.facet === 'Reference' && !anchor ? operationOf(section.text) : undefined;
      record = {
        url: pageUrl,
        title: section.pageTitle,
        facet: section.facet,
        breadcrumb: [section.facet],
        description: '',
        keywords: [],
        ...(operation ? {operation} : {}),
        sections: [],
      };
      pages.set(pageUrl, record);
    }
    record.sections.push({anchor: anchor ?? null, heading: section.heading, text: section.text});
  }
  return [...pages.values()];
}

/** The site's retrieval engine over the sections of the retrieval file, built once when the service loads it. */
export class SectionIndex {
  private readonly index: RetrievalIndex;
  /** The corpus section behind each section of the engine's index. */
  private readonly sources: CorpusSection[];

  constructor(readonly corpus: Corpus) {
    const records = recordsOf(corpus);
    this.index = buildRetrievalIndex(records);
    const byPage = new Map<string, CorpusSection[]>();
    for (const section of corpus.sections) {
      const page = section.url.split('#')[0];
      byPage.set(page, [...(byPage.get(page) ?? []), section]);
    }
    // The engine keeps every section with text, in page order: the same order, page after page.
    this.sources = records.flatMap((record) => byPage.get(record.url) ?? []);
    if (this.sources.length !== this.index.sections.length) {
      throw new Error('The retrieval file has empty sections: rebuild it with npm run build.');
    }
  }

  get size(): number {
    return this.sources.length;
  }

  /**
   * The best sections for a question. `context` (the previous question of the conversation) counts half, so that
   * "and in Python?" still finds the pages of the topic being discussed.
   */
  search(question: string, options: RetrievalOptions, context = ''): RetrievedSection[] {
    const found = search(this.index, question, {
      limit: 0,
      sectionLimit: options.maxSources,
      sectionsPerPage: options.maxPerPage ?? 2,
      context,
    });
    const picked: RetrievedSection[] = [];
    let budget = options.maxContextChars;
    for (const hit of found.sections) {
      if (budget <= 0) break;
      const section = this.sources[hit.sectionIndex];
      picked.push({section, score: hit.score});
      budget -= section.text.length;
    }
    return picked;
  }
}
