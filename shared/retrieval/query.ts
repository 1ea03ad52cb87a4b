import {RELEASE_WORDS, SEARCH_SYNONYMS} from '../searchVocabulary';
import type {PreparedIndex} from './prepare';
import {meaningfulTokens, stem, type Token} from './tokens';
import {nearWords} from './typos';
import {expansionsOf, type ExpansionTable} from './expansion';

/** One way a concept of the query can appear in a page: a sequence of stems. */
export interface Alternative {
  stems: string[];
  /** 1 for the reader's own words; lower for synonyms, typo corrections and unfinished words. */
  factor: number;
}

/** One meaningful part of a query ("test set", "archive"), with the words that can stand for it. */
export interface Concept {
  /** The reader's words, for highlighting. */
  words: string[];
  alternatives: Alternative[];
  /** 1 for the query, 0.5 for words of the conversation's earlier questions. */
  weight: number;
  /** Rarity across pages of the concept's best-known alternative; 0 when nothing in the index has it. */
  idf: number;
}

export interface AnalysedQuery {
  concepts: Concept[];
  /** The query asks about a release: changelog entries are wanted, not demoted. */
  releaseIntent: boolean;
}

const SYNONYM_FACTOR = 0.85;
const TYPO_FACTOR = 0.6;
const PREFIX_FACTOR = 0.8;
/** Most concepts a query is ranked by. */
const MAX_CONCEPTS = 12;
/** Index words a typo or an unfinished word may stand for, most frequent first. */
const MAX_EXPANSIONS = 6;

interface Phrase {
  stems: string[];
  group: number;
}

/** Every synonym phrase as stems, longest first, so "llm as a judge" wins over "llm". */
const PHRASES: Phrase[] = SEARCH_SYNONYMS.flatMap((group, number) =>
  group.phrases.map((phrase) => ({stems: meaningfulTokens(phrase).map((token) => token.stem), group: number})),
)
  .filter((phrase) => phrase.stems.length > 0)
  .sort((a, b) => b.stems.length - a.stems.length);

const GROUP_ALTERNATIVES: string[][][] = SEARCH_SYNONYMS.map((group) =>
  group.phrases.map((phrase) => meaningfulTokens(phrase).map((token) => token.stem)).filter((stems) => stems.length),
);

const VERSION = /(?:^|[^\p{L}\p{N}.])v?\d+\.\d+(?:\.\d+)?(?![\p{N}])/u;
const RELEASE_PATTERNS = RELEASE_WORDS.map(
  (phrase) => new RegExp(`(?:^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu'),
);

/** Stems of the release words themselves: once the intent is known, they say nothing about which release. */
const RELEASE_STEMS = new Set(RELEASE_WORDS.flatMap((phrase) => meaningfulTokens(phrase).map((token) => token.stem)));

export function asksAboutRelease(query: string): boolean {
  return VERSION.test(query) || RELEASE_PATTERNS.some((pattern) => pattern.test(query));
}

function startsWith(stems: readonly string[], at: number, phrase: readonly string[]): boolean {
  return phrase.every((part, offset) => stems[at + offset] === part);
}

function idfOf(prepared: PreparedIndex, stems: readonly string[]): number {
  const pages = prepared.index.pages.length;
  let best = 0;
  for (const part of stems) {
    const frequency = prepared.pageFrequency.get(part);
    if (!frequency) return 0;
    best = Math.max(best, Math.log(1 + (pages - frequency + 0.5) / (frequency + 0.5)));
  }
  return best;
}

function addAlternative(concept: Concept, stems: string[], factor: number): void {
  const existing = concept.alternatives.find((alternative) => alternative.stems.join(' ') === stems.join(' '));
  if (existing) existing.factor = Math.max(existing.factor, factor);
  else concept.alternatives.push({stems, factor});
}

/** Typo corrections and completions of a word the index does not know as typed. */
function expansions(prepared: PreparedIndex, token: Token, isLast: boolean, prefix: boolean): Alternative[] {
  const found: Alternative[] = [];
  const known = prepared.wordStems.has(token.word) || prepared.pageFrequency.has(token.stem);
  if (prefix && isLast && token.word.length >= 3) {
    const completions = [...prepared.wordStems]
      .filter(([word]) => word.length > token.word.length && word.startsWith(token.word))
      .map(([, stemmed]) => stemmed);
    const unique = [...new Set(completions)]
      .sort((a, b) => (prepared.pageFrequency.get(b) ?? 0) - (prepared.pageFrequency.get(a) ?? 0))
      .slice(0, MAX_EXPANSIONS);
    for (const stemmed of unique) found.push({stems: [stemmed], factor: PREFIX_FACTOR});
  }
  if (!known) {
    const near = nearWords(token.word, prepared.wordsByLength)
      .map(({word, distance}) => ({stem: prepared.wordStems.get(word) ?? stem(word), distance}))
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          (prepared.pageFrequency.get(b.stem) ?? 0) - (prepared.pageFrequency.get(a.stem) ?? 0),
      );
    for (const {stem: stemmed, distance} of near.slice(0, MAX_EXPANSIONS)) {
      found.push({stems: [stemmed], factor: TYPO_FACTOR / distance});
    }
  }
  return found;
}

/** The concepts of a text: synonym phrases first, compounds of adjacent words, then single words. */
function conceptsOf(
  prepared: PreparedIndex,
  text: string,
  weight: number,
  prefix: boolean,
  expansionTable?: ExpansionTable,
): Concept[] {
  const tokens = meaningfulTokens(text);
  const stems = tokens.map((token) => token.stem);
  const concepts: Concept[] = [];
  let at = 0;
  while (at < tokens.length) {
    const matches = PHRASES.filter((phrase) => startsWith(stems, at, phrase.stems));
    const length = matches[0]?.stems.length ?? 0;
    const concept: Concept = {words: [], alternatives: [], weight, idf: 0};
    if (length > 0) {
      const own = stems.slice(at, at + length);
      addAlternative(concept, own, 1);
      for (const match of matches.filter((phrase) => phrase.stems.length === length)) {
        for (const alternative of GROUP_ALTERNATIVES[match.group]) {
          addAlternative(concept, alternative, SYNONYM_FACTOR);
        }
      }
      concept.words = tokens.slice(at, at + length).map((token) => token.word);
      at += length;
    } else {
      const token = tokens[at];
      addAlternative(concept, [token.stem], 1);
      const next = tokens[at + 1];
      // Two words the docs also write as one ("data set" → dataset, "api key" → apikey).
      const joined = next ? stem(token.word + next.word) : '';
      if (next && prepared.pageFrequency.has(joined)) {
        concept.alternatives = [
          {stems: [token.stem, next.stem], factor: 1},
          {stems: [joined], factor: 1},
        ];
        concept.words = [token.word, next.word];
        at += 2;
      } else {
        for (const alternative of expansions(prepared, token, at === tokens.length - 1, prefix)) {
          addAlternative(concept, alternative.stems, alternative.factor);
        }
        // The readers' vocabulary (second pass only): below the reader's word, and below a typo's correction.
        for (const expansion of expansionsOf(expansionTable, token.stem)) {
          if (prepared.pageFrequency.has(expansion.stem)) addAlternative(concept, [expansion.stem], expansion.factor);
        }
        concept.words = [token.word];
        at += 1;
      }
    }
    concepts.push(concept);
  }
  for (const concept of concepts) {
    concept.idf = Math.max(0, ...concept.alternatives.map((alternative) => idfOf(prepared, alternative.stems)));
  }
  return concepts;
}

export function analyseQuery(
  prepared: PreparedIndex,
  query: string,
  options: {prefix?: boolean; context?: string; expansionTable?: ExpansionTable},
): AnalysedQuery {
  const releaseIntent = asksAboutRelease(query);
  let concepts = conceptsOf(prepared, query, 1, options.prefix ?? false, options.expansionTable);
  if (releaseIntent) {
    const topical = concepts.filter((concept) => !concept.alternatives[0].stems.every((s) => RELEASE_STEMS.has(s)));
    if (topical.length > 0) concepts = topical;
  }
  if (options.context) {
    const own = new Set(concepts.flatMap((concept) => concept.alternatives.map((a) => a.stems.join(' '))));
    for (const concept of conceptsOf(prepared, options.context, 0.5, false)) {
      if (!concept.alternatives.some((alternative) => own.has(alternative.stems.join(' ')))) concepts.push(concept);
    }
  }
  if (concepts.length > MAX_CONCEPTS) {
    // A pasted paragraph: its rarest words say what it is about, and ranking stays fast.
    const kept = new Set([...concepts].sort((a, b) => b.idf * b.weight - a.idf * a.weight).slice(0, MAX_CONCEPTS));
    concepts = concepts.filter((concept) => kept.has(concept));
  }
  return {concepts, releaseIntent};
}
