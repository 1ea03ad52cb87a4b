import {READERS_VOCABULARY, search, stems, type RetrievalIndex} from '../../shared/retrieval';
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

/**
 * The site's retrieval engine over the index the build wrote (the one the search box ranks with); each of its
 * sections comes with the text the prompt quotes.
 */
export class SectionIndex {
  private readonly index: RetrievalIndex;
  /** Section `i` of the engine's index, as the prompt and `search_docs` quote it. */
  private readonly sources: CorpusSection[];

  /** `readersVocabulary`: rank weak questions again with the table the retrieval file carries (expansion.ts). */
  constructor(
    readonly corpus: Corpus,
    private readonly readersVocabulary: boolean = READERS_VOCABULARY,
  ) {
    this.index = corpus.index;
    this.sources = corpus.sections;
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
      expansions: this.readersVocabulary ? this.corpus.vocabulary : undefined,
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
