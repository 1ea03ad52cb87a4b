/**
 * The one tokeniser and stemmer of the docs' search: the index is built with them and every query goes through them,
 * in the browser, at build time and in the service alike. Pure functions, no platform imports.
 */

/**
 * Words that carry no meaning of their own in a docs query: articles, pronouns, auxiliaries and the question words
 * and filler of a reader's question ("how do I…", "is there a way to…"). They never decide a result.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about able all also am an and any are as at be been being but by can could did do does doing done during each ' +
    'either for from had has have having here how i if in into is it its just let like may me might must my need ' +
    'many much needs no nor not of on one only or our ours please possible s should so some such than that the their them ' +
    'then there these they this those to too us use used uses using via want wants was way ways we were what ' +
    'whats when where whether which while who whom whose why will with work works would yes you your'
  ).split(' '),
);

/** One word of a text, with its position among the text's meaningful words (for phrase and adjacency checks). */
export interface Token {
  /** Lower-case surface form (used for typo and prefix matching). */
  word: string;
  /** Stem (what the index stores). */
  stem: string;
  position: number;
}

/** Version numbers stay one word ("v0.58.1"), everything else splits on anything that is not a letter or digit. */
const WORD = /v?\d+(?:\.\d+)+|[\p{L}\p{N}]+/gu;
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;

/**
 * A light English suffix stemmer: plurals, -ing, -ed, -ment and a final e, so that "evaluators" meets "evaluator",
 * "tracing" and "traced" meet "trace", "deployment" meets "deploy". It deliberately keeps derivations apart
 * ("evaluation" ≠ "evaluator"): readers who type one usually mean that one.
 */
export function stem(word: string): string {
  let known = stemmed.get(word);
  if (known === undefined) {
    known = stemOnce(word);
    // The docs' vocabulary is a few thousand words; the cache stays small and saves most of the work per keystroke.
    if (stemmed.size < MAX_STEM_CACHE) stemmed.set(word, known);
  }
  return known;
}

const stemmed = new Map<string, string>();
const MAX_STEM_CACHE = 50_000;

function stemOnce(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const exception = STEM_EXCEPTIONS.get(word);
  if (exception) return exception;
  let base = word;
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith('sses')) base = base.slice(0, -2);
  else if (/(?:ch|sh|x|zz)es$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith('s') && !/(?:ss|us|is|ys)$/.test(base)) base = base.slice(0, -1);
  if (base.endsWith('ing') && base.length > 5) base = undouble(base.slice(0, -3));
  else if (base.endsWith('ed') && base.length > 4 && !base.endsWith('eed')) base = undouble(base.slice(0, -2));
  else if (base.endsWith('ment') && base.length > 7) base = base.slice(0, -4);
  return base.length > 4 && base.endsWith('e') ? base.slice(0, -1) : base;
}

/** Words the suffix rules would merge with a different word ("settings" is not the "set" of "test set"). */
const STEM_EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  ['setting', 'setting'],
  ['settings', 'setting'],
  ['news', 'news'],
]);

/** "runn" → "run", "embedd" → "embed"; "ll" and "ss" stay ("install", "process"). */
function undouble(base: string): string {
  return /([^aeioulsz])\1$/.test(base) ? base.slice(0, -1) : base;
}

/** Normalises a version word: "V0.58.1" and "0.58.1" are the same release. */
function normaliseVersion(word: string): string {
  return word.replace(/^v(?=\d)/, '');
}

/**
 * Every word of a text, lower-cased, with version numbers kept whole. A camelCase word is kept whole
 * ("LangChain" → langchain, as readers type it) and, with `parts`, followed by its parts (`ConfigManager` →
 * configmanager, config, manager), so that "config manager" finds it too. Stop words are kept here (phrase look-ups
 * need them); `meaningfulTokens` drops them.
 */
export function words(text: string, parts = false): string[] {
  const out: string[] = [];
  // "A/B testing" is one word to a reader, not two stray letters.
  for (const match of text.replace(/\b(\p{L})\/(\p{L})\b/gu, '$1$2').matchAll(WORD)) {
    const raw = match[0];
    if (/^v?\d+(?:\.\d+)+$/i.test(raw)) {
      out.push(normaliseVersion(raw.toLowerCase()));
      continue;
    }
    out.push(raw.toLowerCase());
    if (parts) {
      const pieces = raw.split(CAMEL_BOUNDARY);
      if (pieces.length > 1) for (const piece of pieces) out.push(piece.toLowerCase());
    }
  }
  return out;
}

/**
 * The meaningful words of a text with stems and positions: what the index stores (`parts`: with the parts of
 * camelCase words) and what queries look up (without).
 */
export function meaningfulTokens(text: string, parts = false): Token[] {
  const tokens: Token[] = [];
  for (const word of words(text, parts)) {
    if (STOP_WORDS.has(word) || (word.length === 1 && !/\d/.test(word))) continue;
    tokens.push({word, stem: stem(word), position: tokens.length});
  }
  return tokens;
}

/** Stems of the meaningful words of a text. */
export function stems(text: string): string[] {
  return meaningfulTokens(text).map((token) => token.stem);
}
