/**
 * The readers' vocabulary at query time. The table (built from WordNet by plugins/search-index/vocabulary.ts, written
 * as `EXPANSION_TABLE_PATH`) maps a word the docs rarely or never use to docs' words of the same meaning; "~1" and
 * "~2" mark a looser relation (derivation or similar adjective; broader term). A query's words gain those as
 * alternatives only in a second pass, when the first one is weak, and always below the reader's own word, so that an
 * expansion never outranks an exact match.
 */
import type {SearchResponse} from './types';

/**
 * Whether the search box, Ask AI and MCP use the table. Off: on the relevance bench (scripts/bench/querySets.ts) the
 * second pass with WordNet's expansions left the tuning half of the own-words questions where it was and lowered the
 * held-out half (recall@5 55.6 % → 48.1 %), which the bench counts as a regression. The build still writes the table
 * and the bench still ranks with it in a row of its own, so that a better mapping can be judged before it is turned on.
 * Measured again with the per-page keywords: weights of 0.55/0.45/0.35, 0.35/0.3/0.25 and 0.25/0.2/0.15, and weak
 * thresholds of 0.5, 0.6 and 0.75, leave every tuning half where it was and lower the held-out own-words recall@5
 * (66.7 % → 63.0 %): still off.
 */
export const READERS_VOCABULARY = false;

/** Reader word stem → docs' stems, nearest first ("told": ["tell", "inform~2"]). */
export type ExpansionTable = Record<string, string[]>;

/** Weight of an expansion against the reader's own word (1), by closeness of the relation. */
export const EXPANSION_FACTORS = [0.55, 0.45, 0.35] as const;

/** A first pass whose best page covers less of the query than this is weak: the table is worth a second pass. */
export const WEAK_COVERAGE = 0.75;

/** Whether a first pass found too little to trust: nothing at all, or no page that covers most of the query. */
export function isWeak(response: {pages: readonly Pick<SearchResponse['pages'][number], 'coverage'>[]}): boolean {
  const best = Math.max(0, ...response.pages.map((page) => page.coverage));
  return best < WEAK_COVERAGE;
}

/** The expansions of a stem with their factors, or none. */
export function expansionsOf(table: ExpansionTable | undefined, stemmed: string): {stem: string; factor: number}[] {
  const entries = table && Object.hasOwn(table, stemmed) ? table[stemmed] : undefined;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    if (typeof entry !== 'string') return [];
    const [target, distance] = entry.split('~');
    const factor = EXPANSION_FACTORS[Number(distance ?? 0)] ?? EXPANSION_FACTORS[EXPANSION_FACTORS.length - 1];
    return target ? [{stem: target, factor}] : [];
  });
}

/** Whether a parsed JSON value is an expansion table (an object of string arrays). */
export function isExpansionTable(value: unknown): value is ExpansionTable {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => Array.isArray(entry) && entry.every((item) => typeof item === 'string'));
}
