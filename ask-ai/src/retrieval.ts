import type {Corpus, CorpusSection} from '../../shared/corpus';
import {tokenize} from '../../shared/tokenizers';

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

const K1 = 1.2;
const B = 0.75;
/** Title and heading words count this many times: a section named after the question is usually the answer. */
const TITLE_WEIGHT = 3;
/** Release notes repeat what the docs explain, in the words of the day: prefer the docs when both match. */
const FACET_WEIGHT: Record<string, number> = {Changelog: 0.75};

/** BM25 over the sections of the retrieval file, built once when the service loads it. */
export class SectionIndex {
  private readonly postings = new Map<string, {doc: number; tf: number}[]>();
  private readonly lengths: number[] = [];
  private readonly averageLength: number;

  constructor(readonly corpus: Corpus) {
    corpus.sections.forEach((section, doc) => {
      const counts = new Map<string, number>();
      const add = (tokens: string[], weight: number) => {
        for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + weight);
      };
      add(tokenize(`${section.pageTitle} ${section.heading ?? ''}`), TITLE_WEIGHT);
      const body = tokenize(section.text);
      add(body, 1);
      let length = 0;
      for (const [token, tf] of counts) {
        let list = this.postings.get(token);
        if (!list) {
          list = [];
          this.postings.set(token, list);
        }
        list.push({doc, tf});
        length += tf;
      }
      this.lengths.push(length);
    });
    const total = this.lengths.reduce((sum, length) => sum + length, 0);
    this.averageLength = this.lengths.length > 0 ? total / this.lengths.length : 1;
  }

  get size(): number {
    return this.lengths.length;
  }

  /**
   * The best sections for a question. `context` (the previous question of the conversation) counts half, so that
   * "and in Python?" still finds the pages of the topic being discussed.
   */
  search(question: string, options: RetrievalOptions, context = ''): RetrievedSection[] {
    const weights = new Map<string, number>();
    for (const token of tokenize(context)) weights.set(token, Math.max(weights.get(token) ?? 0, 0.5));
    for (const token of tokenize(question)) weights.set(token, 1);

    const scores = new Map<number, number>();
    const documents = this.lengths.length;
    for (const [token, weight] of weights) {
      const list = this.postings.get(token);
      if (!list) continue;
      const idf = Math.log(1 + (documents - list.length + 0.5) / (list.length + 0.5));
      for (const {doc, tf} of list) {
        const norm = tf + K1 * (1 - B + (B * this.lengths[doc]) / this.averageLength);
        scores.set(doc, (scores.get(doc) ?? 0) + weight * idf * ((tf * (K1 + 1)) / norm));
      }
    }

    for (const [doc, score] of scores) {
      scores.set(doc, score * (FACET_WEIGHT[this.corpus.sections[doc].facet] ?? 1));
    }
    const ranked = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const maxPerPage = options.maxPerPage ?? 2;
    const perPage = new Map<string, number>();
    const picked: RetrievedSection[] = [];
    let budget = options.maxContextChars;
    for (const [doc, score] of ranked) {
      if (picked.length >= options.maxSources || budget <= 0) break;
      const section = this.corpus.sections[doc];
      const page = section.url.split('#')[0];
      if ((perPage.get(page) ?? 0) >= maxPerPage) continue;
      perPage.set(page, (perPage.get(page) ?? 0) + 1);
      picked.push({section, score});
      budget -= section.text.length;
    }
    return picked;
  }
}
