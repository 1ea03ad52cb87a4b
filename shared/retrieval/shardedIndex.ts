/**
 * Searching the body tier's shards (shards.ts) with the unchanged engine: the page tier, plus only the shards a query
 * reads. A search runs over what is loaded; every read of a word, a posting list or a section text that is not loaded
 * is noted, those shards are fetched, and the search runs again, until a run reads nothing missing. That last run
 * read exactly what it would have read in the whole index, so it ranks exactly as the whole index does.
 */
import {indexTokens} from './fields';
import {adoptPrepared, prepared as prepare, type PreparedIndex} from './prepare';
import {search, searchInSlices} from './search';
import type {SliceOptions} from './slices';
import {
  bucketOf,
  shardPaths,
  SHARDS_VERSION,
  wordKey,
  type PostingShard,
  type SectionText,
  type ShardMeta,
  type WordShard,
} from './shards';
import type {Token} from './tokens';
import type {IndexedSection, RetrievalIndex, SearchOptions, SearchResponse} from './types';

/** Kinds of shards in the order a search needs them (see `search`). */
const STAGES: readonly string[] = ['wp', 's', 'g'];

/** Fetches a shard file (path relative to the shard folder) and parses its JSON. */
export type ShardReader = (path: string) => Promise<unknown>;

/** A search reads the shards of a few dozen files at most; more rounds than this means the data is inconsistent. */
const MAX_ROUNDS = 8;

/**
 * What the current run read that is not loaded: shard ids ("w:key" words, "p:bucket" postings, "g:page" a page's
 * section texts, "s:section" one section's text).
 */
interface Reads {
  missing: Set<string>;
}

/** A map that notes every key asked for whose shard is not loaded. */
class ShardedMap<V> extends Map<string, V> {
  constructor(
    private readonly shardOf: (key: string) => string,
    private readonly loaded: ReadonlySet<string>,
    private readonly reads: Reads,
  ) {
    super();
  }

  private note(key: string): void {
    const shard = this.shardOf(key);
    if (!this.loaded.has(shard)) this.reads.missing.add(shard);
  }

  override get(key: string): V | undefined {
    this.note(key);
    return super.get(key);
  }

  override has(key: string): boolean {
    this.note(key);
    return super.has(key);
  }
}

function isMeta(value: unknown): value is ShardMeta {
  const meta = value as Partial<ShardMeta> | null;
  return (
    meta?.version === SHARDS_VERSION &&
    typeof meta.buckets === 'number' &&
    Array.isArray(meta.sectionCounts) &&
    Array.isArray(meta.bodyLengths) &&
    Array.isArray(meta.anchored) &&
    Array.isArray(meta.troubleshooting) &&
    Array.isArray(meta.wordKeys)
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page tier with the shards a browser fetched so far; `search` fetches what a query needs. */
export class ShardedIndex {
  /** Shards loaded or being loaded, by id. */
  private readonly loaded = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly reads: Reads = {missing: new Set()};
  private queue: Promise<void> = Promise.resolve();
  private readonly index: RetrievalIndex;
  private readonly form: PreparedIndex;
  private readonly wordStems: ShardedMap<string>;
  private readonly pageFrequency: ShardedMap<number>;
  private readonly fields: Record<keyof PostingShard, ShardedMap<Map<number, number>>>;
  private readonly sectionTexts = new Map<number, SectionText>();
  /** Files fetched, in the order asked for (tests and the bench count them). */
  readonly fetched: string[] = [];

  private constructor(
    pagesOnly: RetrievalIndex,
    private readonly meta: ShardMeta,
    private readonly read: ShardReader,
  ) {
    const wordShard = (key: string) => `w:${wordKey(key)}`;
    const bucketShard = (key: string) => `p:${bucketOf(key, meta.buckets)}`;
    this.wordStems = new ShardedMap(wordShard, this.loaded, this.reads);
    this.pageFrequency = new ShardedMap(wordShard, this.loaded, this.reads);
    this.fields = {
      operation: new ShardedMap(bucketShard, this.loaded, this.reads),
      heading: new ShardedMap(bucketShard, this.loaded, this.reads),
      body: new ShardedMap(bucketShard, this.loaded, this.reads),
    };
    const sectionsOfPage: number[][] = [];
    const sections: IndexedSection[] = [];
    meta.sectionCounts.forEach((count, page) => {
      sectionsOfPage.push(Array.from({length: count}, (_, at) => sections.length + at));
      for (let at = 0; at < count; at += 1) sections.push(this.placeholder(page, sections.length));
    });
    const total = meta.bodyLengths.reduce((sum, length) => sum + length, 0);
    this.index = {...pagesOnly, sections, operations: []};
    const pageTier = prepare(pagesOnly);
    const tokenCache = new Map<number, {heading: Token[]; body: Token[]}>();
    const troubleshooting = new Set(meta.troubleshooting);
    this.form = {
      index: this.index,
      pages: pageTier.pages,
      pageFields: {...pageTier.pageFields, operation: this.fields.operation},
      sectionFields: {heading: this.fields.heading, body: this.fields.body},
      bodyLengths: meta.bodyLengths,
      averageBodyLength: meta.bodyLengths.length > 0 ? total / meta.bodyLengths.length : 1,
      pageFrequency: this.pageFrequency,
      wordStems: this.wordStems,
      wordsByLength: new Map(),
      sectionsOfPage,
      titleStems: pageTier.titleStems,
      titleTokens: pageTier.titleTokens,
      troubleshooting: (section) => troubleshooting.has(section),
      sectionTokens: (section) => {
        const known = tokenCache.get(section);
        if (known) return known;
        const text = this.sectionText(section);
        if (!text) return {heading: [], body: []};
        const tokens = {heading: indexTokens(text[1] ?? ''), body: indexTokens(text[2])};
        tokenCache.set(section, tokens);
        return tokens;
      },
    };
    adoptPrepared(this.index, this.form);
  }

  /** Reads the shard folder's meta file; the page tier must be the one written with it. */
  static async open(pagesOnly: RetrievalIndex, read: ShardReader): Promise<ShardedIndex> {
    const meta = await read(shardPaths.meta);
    if (!isMeta(meta) || meta.sectionCounts.length !== pagesOnly.pages.length) {
      throw new Error('The search index shards are malformed or do not match the page tier.');
    }
    return new ShardedIndex(pagesOnly, meta, read);
  }

  /** Ranks a query as `search` ranks the whole index, fetching the shards it reads first. */
  async search(query: string, options: SearchOptions = {}, slices?: SliceOptions): Promise<SearchResponse> {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const {response, missing} = await this.exclusively(async () => {
        this.reads.missing = new Set();
        const ranked = slices
          ? await searchInSlices(this.index, query, options, slices)
          : search(this.index, query, options);
        return {response: ranked, missing: [...this.reads.missing]};
      });
      if (missing.length === 0) return response;
      // Words and postings decide which pages rank, the best sections' texts then decide their order, and only that
      // order decides which pages' texts the results show: each is fetched once what decides it is in.
      const stage = STAGES.find((kinds) => missing.some((shard) => kinds.includes(shard[0]))) ?? '';
      await Promise.all(missing.filter((shard) => stage.includes(shard[0])).map((shard) => this.load(shard)));
    }
    throw new Error('The search index shards never held what the query reads.');
  }

  /** One run of the engine at a time: each notes what it reads in `reads`. */
  private exclusively<T>(run: () => Promise<T>): Promise<T> {
    const result = this.queue.then(run);
    this.queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /**
   * A section not loaded: its page and whether it has an anchor. Reading its heading or text (a result's excerpt)
   * notes its page's file.
   */
  private placeholder(page: number, section: number): IndexedSection {
    const entry: IndexedSection = [page, this.meta.anchored[section] ? '' : null, null, ''];
    for (const at of [2, 3] as const) {
      Object.defineProperty(entry, at, {
        get: () => {
          this.reads.missing.add(`g:${page}`);
          return at === 2 ? null : '';
        },
      });
    }
    return entry;
  }

  /** A section's text for its phrase check, or a note of its own file. */
  private sectionText(section: number): SectionText | undefined {
    const text = this.sectionTexts.get(section);
    if (!text) this.reads.missing.add(`s:${section}`);
    return text;
  }

  private load(shard: string): Promise<void> {
    let loading = this.loading.get(shard);
    if (!loading) {
      loading = this.fetchShard(shard).then(
        () => void this.loaded.add(shard),
        (error: unknown) => {
          this.loading.delete(shard);
          throw error;
        },
      );
      this.loading.set(shard, loading);
    }
    return loading;
  }

  private async fetchShard(shard: string): Promise<void> {
    const [kind, key] = shard.split(':');
    if (kind === 'w') {
      const path = shardPaths.words(key);
      // Only the word files the build wrote exist: no word of the index starts with any other character.
      const value = this.meta.wordKeys.includes(key) ? await this.fetchFile(path) : {words: [], frequencies: {}};
      if (!isObject(value) || !Array.isArray(value.words) || !isObject(value.frequencies)) throw malformed(path);
      const {words, frequencies} = value as unknown as WordShard;
      for (const entry of words) {
        const [word, stemmed = word] = entry.split(' ');
        this.wordStems.set(word, stemmed);
        const list = this.form.wordsByLength.get(word.length) ?? [];
        list.push(word);
        this.form.wordsByLength.set(word.length, list);
      }
      for (const [stemmed, frequency] of Object.entries(frequencies)) this.pageFrequency.set(stemmed, frequency);
    } else if (kind === 'p') {
      const path = shardPaths.postings(Number(key));
      const value = await this.fetchFile(path);
      if (!isObject(value) || !isObject(value.operation) || !isObject(value.heading) || !isObject(value.body)) {
        throw malformed(path);
      }
      for (const name of ['operation', 'heading', 'body'] as const) {
        for (const [stemmed, flat] of Object.entries((value as unknown as PostingShard)[name])) {
          const docs = new Map<number, number>();
          for (let at = 0; at + 1 < flat.length; at += 2) docs.set(flat[at], flat[at + 1]);
          this.fields[name].set(stemmed, docs);
        }
      }
    } else {
      const number = Number(key);
      const path = kind === 'g' ? shardPaths.page(number) : shardPaths.section(number);
      const value = await this.fetchFile(path);
      const sections = kind === 'g' ? this.form.sectionsOfPage[number] : [number];
      const texts = kind === 'g' ? value : [value];
      if (!sections || !Array.isArray(texts) || texts.length !== sections.length) throw malformed(path);
      sections.forEach((section, at) => {
        const text: unknown = texts[at];
        const page = this.index.sections[section]?.[0];
        if (page === undefined || !Array.isArray(text) || typeof text[2] !== 'string') throw malformed(path);
        const [anchor, heading, body] = text as SectionText;
        this.sectionTexts.set(section, [anchor, heading, body]);
        this.index.sections[section] = [page, anchor, heading, body];
      });
    }
  }

  private async fetchFile(path: string): Promise<unknown> {
    this.fetched.push(path);
    return this.read(path);
  }
}

function malformed(path: string): Error {
  return new Error(`The search index shard ${path} is malformed.`);
}
