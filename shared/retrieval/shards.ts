/**
 * The body tier in shards: what a browser fetches instead of the whole body tier, only the parts a query reads.
 *
 * - `meta.json`: per page its number of sections, per section the number of words of its body and whether it has an
 *   anchor (a few KB): what ranking needs of every section.
 * - `words/<key>.json`: the index's words and their page frequencies, grouped by first character, in the order the
 *   whole index knows them (typo corrections and completions keep the first letter, and rank ties by that order).
 * - `postings/<n>.json`: each stem's postings in the operation, section heading and section body fields, grouped
 *   into buckets by a hash of the stem.
 * - `pages/<n>.json`: the anchors, headings and texts of a page's sections, for the excerpts of a result.
 * - `sections/<n>.json`: one section's, for the phrase check of a page's best section (a query checks up to 60 pages'
 *   best sections, one each: a page's file would bring the others along).
 *
 * Every file is derived from the prepared whole index, so a search over the shards it needs ranks exactly as a
 * search over the whole index (see shardedIndex.ts).
 */
import {isTroubleshootingHeading, prepared as prepare} from './prepare';
import type {Postings} from './fields';
import type {RetrievalIndex} from './types';

export const SHARDS_VERSION = 2;
/** Buckets of postings: about 2 KB gzip each on the docs, so that a query of a few words fetches a few KB. */
export const POSTING_BUCKETS = 128;

export interface ShardMeta {
  version: typeof SHARDS_VERSION;
  buckets: number;
  /** Number of sections of each page, in page order (a page's sections are consecutive). */
  sectionCounts: number[];
  /** Meaningful words in each section's body. */
  bodyLengths: number[];
  /** 1 when the section has an anchor (a heading to link to), else 0. */
  anchored: (0 | 1)[];
  /** Sections whose heading names what can go wrong (isTroubleshootingHeading), which symptom queries favour. */
  troubleshooting: number[];
  /** Keys of the word files the build wrote. */
  wordKeys: string[];
}

/** Words that start with the same character: "word" or "word stem" when they differ; page frequency per stem. */
export interface WordShard {
  words: string[];
  frequencies: Record<string, number>;
}

/** Postings of the stems of one bucket: stem → [document, occurrences, document, occurrences, …]. */
export interface PostingShard {
  operation: Record<string, number[]>;
  heading: Record<string, number[]>;
  body: Record<string, number[]>;
}

/** A section's anchor, heading and text. */
export type SectionText = [anchor: string | null, heading: string | null, text: string];

/** The word file of a word or stem: its first character, when it is a safe file name, else its code. */
export function wordKey(word: string): string {
  const first = word.charAt(0);
  return /^[a-z0-9]$/.test(first) ? first : `u${first.charCodeAt(0).toString(16)}`;
}

/** The bucket of a stem (FNV-1a over its UTF-16 code units). */
export function bucketOf(stemmed: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < stemmed.length; at += 1) {
    hash ^= stemmed.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % buckets;
}

export const shardPaths = {
  meta: 'meta.json',
  words: (key: string) => `words/${key}.json`,
  postings: (bucket: number) => `postings/${bucket}.json`,
  page: (page: number) => `pages/${page}.json`,
  section: (section: number) => `sections/${section}.json`,
};

function flatten(docs: Map<number, number>): number[] {
  return [...docs].flat();
}

/**
 * Every shard file of an index: path (relative to the shard folder) → JSON text. The index is prepared whole, as the
 * service and the bench prepare it, and each file holds a part of that prepared form.
 */
export function shardFiles(index: RetrievalIndex): Map<string, string> {
  const whole = prepare(index);
  const files = new Map<string, string>();
  const sectionCounts = whole.sectionsOfPage.map((sections) => sections.length);
  if (!whole.sectionsOfPage.flat().every((section, at) => section === at)) {
    throw new Error('Sections are not in page order: the shards cannot describe them.');
  }

  const words = new Map<string, WordShard>();
  const shardOf = (key: string) => {
    let shard = words.get(key);
    if (!shard) {
      shard = {words: [], frequencies: {}};
      words.set(key, shard);
    }
    return shard;
  };
  for (const [word, stemmed] of whole.wordStems) {
    shardOf(wordKey(word)).words.push(word === stemmed ? word : `${word} ${stemmed}`);
  }
  for (const [stemmed, frequency] of whole.pageFrequency) shardOf(wordKey(stemmed)).frequencies[stemmed] = frequency;
  for (const [key, shard] of words) files.set(shardPaths.words(key), JSON.stringify(shard));

  const buckets = Array.from({length: POSTING_BUCKETS}, (): PostingShard => ({operation: {}, heading: {}, body: {}}));
  const addField = (postings: Postings, field: keyof PostingShard) => {
    for (const [stemmed, docs] of postings) buckets[bucketOf(stemmed, POSTING_BUCKETS)][field][stemmed] = flatten(docs);
  };
  addField(whole.pageFields.operation, 'operation');
  addField(whole.sectionFields.heading, 'heading');
  addField(whole.sectionFields.body, 'body');
  buckets.forEach((bucket, number) => files.set(shardPaths.postings(number), JSON.stringify(bucket)));

  const texts = index.sections.map(([, anchor, heading, text]): SectionText => [anchor, heading, text]);
  texts.forEach((text, section) => files.set(shardPaths.section(section), JSON.stringify(text)));
  whole.sectionsOfPage.forEach((sections, page) => {
    files.set(shardPaths.page(page), JSON.stringify(sections.map((section) => texts[section])));
  });

  const meta: ShardMeta = {
    version: SHARDS_VERSION,
    buckets: POSTING_BUCKETS,
    sectionCounts,
    bodyLengths: whole.bodyLengths,
    anchored: index.sections.map(([, anchor]) => (anchor === null ? 0 : 1)),
    troubleshooting: index.sections.flatMap(([, , heading], section) =>
      isTroubleshootingHeading(heading) ? [section] : [],
    ),
    wordKeys: [...words.keys()],
  };
  files.set(shardPaths.meta, JSON.stringify(meta));
  return files;
}
