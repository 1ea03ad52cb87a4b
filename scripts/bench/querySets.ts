/**
 * The bench's query sets by kind, each split into a tuning half and a held-out half. Ranking changes are tuned on the
 * tuning halves only; the targets are judged on the held-out halves, so that a change which raises the tuning half and
 * lowers the held-out half shows up as the regression it is.
 *
 * The split is a hash of the query's text (not its position), so adding or reordering queries never moves an existing
 * query from one half to the other.
 */
import {
  AGENT_QUERIES,
  ERROR_QUERIES,
  KEYWORD_QUERIES,
  OWN_WORDS_QUERIES,
  QUESTION_QUERIES,
  type RelevanceQuery,
} from './searchQueries';

export type QueryKind = 'keywords' | 'questions' | 'errors' | 'agent' | 'ownWords';
export type Half = 'tuning' | 'heldOut';

export interface QueryKindSet {
  kind: QueryKind;
  label: string;
  queries: readonly RelevanceQuery[];
}

export const QUERY_KINDS: readonly QueryKindSet[] = [
  {kind: 'keywords', label: 'keywords', queries: KEYWORD_QUERIES},
  {kind: 'questions', label: 'natural-language questions', queries: QUESTION_QUERIES},
  {kind: 'errors', label: 'pasted error messages and symptoms', queries: ERROR_QUERIES},
  {kind: 'agent', label: 'coding-agent queries', queries: AGENT_QUERIES},
  {
    kind: 'ownWords',
    label: "own-words questions (no word of the page's title or headings)",
    queries: OWN_WORDS_QUERIES,
  },
];

/** FNV-1a over the UTF-16 code units of the text: small, stable across platforms and Node versions. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Which half a query belongs to, from its text alone. */
export function halfOf(query: string): Half {
  return fnv1a(query.trim().toLowerCase()) % 2 === 0 ? 'tuning' : 'heldOut';
}

export function splitHalves(queries: readonly RelevanceQuery[]): Record<Half, RelevanceQuery[]> {
  const halves: Record<Half, RelevanceQuery[]> = {tuning: [], heldOut: []};
  for (const entry of queries) halves[halfOf(entry.query)].push(entry);
  return halves;
}

/**
 * Recall@5 targets of the retrieval issue (31) per kind, for the modal on the held-out halves; Ask AI's sources are
 * held to `askAiQuestions` on the held-out questions.
 */
export const HELD_OUT_TARGETS: Record<QueryKind, number> & {askAiQuestions: number} = {
  keywords: 0.98,
  questions: 0.95,
  errors: 0.97,
  agent: 0.99,
  ownWords: 0.75,
  askAiQuestions: 0.95,
};

/** Words too common to make a title or heading "share a distinctive word" with a question. */
const COMMON = new Set(
  (
    'a an and are as at be by can do does for from get how i in is it its my me of on or our the this to what when ' +
    'where which who why with you your tessera use using one two three new set up out all each every not no but through instead between per see keep'
  ).split(' '),
);

/** Lower-cased words of a text, a final "s", "es" or "e" dropped (services, service), common words left out. */
export function distinctiveWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return new Set(
    words
      .map((word) => (word.length > 3 && !COMMON.has(word) ? word.replace(/(?:e?s|e)$/, '') : word))
      .filter((word) => !COMMON.has(word)),
  );
}

/** The distinctive words a question shares with a page's title and headings (none, for an own-words question). */
export function sharedWords(question: string, titleAndHeadings: readonly string[]): string[] {
  const page = distinctiveWords(titleAndHeadings.join(' '));
  return [...distinctiveWords(question)].filter((word) => page.has(word));
}
