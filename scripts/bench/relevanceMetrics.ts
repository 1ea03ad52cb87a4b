import type {RelevanceQuery} from './searchQueries';

/** Relevance of one ranking over a query set: the share of queries answered at rank 1, within 5, and MRR@10. */
export interface RelevanceScores {
  queries: number;
  recallAt1: number;
  recallAt5: number;
  mrrAt10: number;
  /** Queries whose answer is not in the first five results, with what came first instead. */
  misses: {query: string; top: string[]}[];
}

/** Rank (1-based) of the first answer in a ranked list of page paths, or 0 when none is there. */
export function firstAnswerRank(ranked: readonly string[], answers: readonly string[]): number {
  const index = ranked.findIndex((url) => answers.includes(url));
  return index + 1;
}

/** Removes repeated pages (a ranking of sections names a page several times), keeping first positions. */
export function distinctPages(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => url.split('#')[0]))];
}

export function score(queries: readonly RelevanceQuery[], rank: (query: string) => readonly string[]): RelevanceScores {
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  const misses: RelevanceScores['misses'] = [];
  for (const {query, answers} of queries) {
    const ranked = distinctPages(rank(query));
    const position = firstAnswerRank(ranked.slice(0, 10), answers);
    if (position === 1) at1 += 1;
    if (position >= 1 && position <= 5) at5 += 1;
    else misses.push({query, top: ranked.slice(0, 3)});
    if (position >= 1) reciprocal += 1 / position;
  }
  const count = queries.length || 1;
  return {queries: queries.length, recallAt1: at1 / count, recallAt5: at5 / count, mrrAt10: reciprocal / count, misses};
}
