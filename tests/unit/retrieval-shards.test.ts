import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  bodyTier,
  buildRetrievalIndex,
  pageTier,
  parseBodyTier,
  search,
  withBody,
  type BodyTier,
  type RetrievalIndex,
  type SearchOptions,
} from '../../shared/retrieval';
import {BODY_TIER_PATH, PAGE_TIER_PATH, SHARDS_PATH} from '../../shared/retrieval/files';
import {bucketOf, shardFiles, wordKey} from '../../shared/retrieval/shards';
import {ShardedIndex} from '../../shared/retrieval/shardedIndex';
import {keystrokes} from '../../scripts/bench/keystrokeLatency';
import {QUERY_KINDS} from '../../scripts/bench/querySets';
import {KEYWORD_QUERIES, QUESTION_QUERIES} from '../../scripts/bench/searchQueries';
import {record} from './support/retrievalRecord';

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Pages with every kind of field: camelCase names, phrases, typos' targets, anchors, keywords, operations. */
const records = [
  record('/sdk/config', 'ConfigManager Reference', {
    description: 'Load settings with ConfigManager.',
    keywords: ['configuration'],
    sections: [
      {anchor: null, heading: null, text: 'ConfigManager.get_from_registry loads a configuration.'},
      {anchor: 'custom-anchor', heading: 'Fetch a configuration', text: 'Call it with the app slug.'},
      {anchor: 'environments', heading: 'Environments', text: 'Production, staging and development environments.'},
    ],
  }),
  record('/tracing/opentelemetry', 'Trace with OpenTelemetry', {
    breadcrumb: ['Docs', 'Observability', 'Tracing'],
    sections: [
      {anchor: null, heading: null, text: 'Send OpenTelemetry spans. Tracing tracing traces.'},
      {anchor: 'spans', heading: 'Spans and attributes', text: 'A span records one call with attributes.'},
      {anchor: 'test-set', heading: 'Trace a test set', text: 'Run a test set and trace every call of it.'},
    ],
  }),
  record('/evaluation/test-sets', 'Test sets', {
    sections: [
      {anchor: null, heading: null, text: 'A test set holds the inputs an evaluation runs on.'},
      {anchor: 'upload', heading: 'Upload a test set', text: 'Upload a CSV file; every row becomes a test case.'},
      {anchor: 'llm-judge', heading: 'LLM as a judge', text: 'A model scores each output of the test set.'},
    ],
  }),
  record('/reference/api/archive-testset', 'Archive Testset', {
    facet: 'Reference',
    operation: 'POST /preview/testsets/:testset_id/archive',
  }),
  record('/changelog/v0-58-1', 'Faster traces', {facet: 'Changelog', keywords: ['v0.58.1']}),
  record('/self-host/kubernetes', 'Deploy on Kubernetes', {facet: 'Self-host', breadcrumb: ['Self-host', 'Guides']}),
];

const QUERIES = [
  'configmanager',
  'config manager',
  'fetch configuration',
  'tracing',
  'opentelemtry spans',
  'trace test set',
  'archive testset',
  'v0.58.1',
  'kubernetes deploy',
  'llm as a judge',
  'how do I trace with OpenTelemetry?',
  'évaluation 日本',
  'qqqqqqqq',
];
const TYPED = QUERIES.flatMap((query) => Array.from({length: query.length}, (_, end) => query.slice(0, end + 1)));
const OPTION_SETS: SearchOptions[] = [{}, {limit: 2}, {sectionLimit: 3}, {facets: ['Docs']}, {prefix: true}];

/** The tiers as the build writes them, and a reader of the shard files that counts what it reads. */
function built(index: RetrievalIndex) {
  const pagesOnly = roundTrip(pageTier(index));
  const whole = withBody(pagesOnly, roundTrip(bodyTier(index)));
  const files = shardFiles(whole);
  const read = async (file: string) => {
    const text = files.get(file);
    if (text === undefined) throw new Error(`no file ${file}`);
    return JSON.parse(text) as unknown;
  };
  return {pagesOnly: roundTrip(pagesOnly), whole, files, read};
}

describe('the body tier in shards', () => {
  const {pagesOnly, whole, files, read} = built(buildRetrievalIndex(records));

  it('ranks every query, typed or whole, exactly as the whole index does', async () => {
    for (const options of OPTION_SETS) {
      for (const query of QUERIES) {
        // A fresh index each time: a query must fetch everything it reads by itself.
        const sharded = await ShardedIndex.open(pagesOnly, read);
        assert.deepEqual(await sharded.search(query, options), search(whole, query, options), query);
      }
      // Typing: each keystroke with what the earlier ones fetched.
      const sharded = await ShardedIndex.open(pagesOnly, read);
      for (const typed of TYPED) {
        assert.deepEqual(await sharded.search(typed, options), search(whole, typed, options), typed);
      }
    }
  });

  it('ranks one query after another as the whole index does, in slices too', async () => {
    const sharded = await ShardedIndex.open(pagesOnly, read);
    for (const query of [...QUERIES, ...TYPED]) {
      const slices = {sliceMs: 0, pause: async () => undefined};
      assert.deepEqual(await sharded.search(query, {limit: 3}, slices), search(whole, query, {limit: 3}), query);
    }
  });

  it('fetches only the words, postings and texts a query reads, each once', async () => {
    const sharded = await ShardedIndex.open(pagesOnly, read);
    await sharded.search('kubernetes', {limit: 10});
    const first = [...sharded.fetched];
    assert.ok(first.includes(`words/${wordKey('kubernetes')}.json`), first.join(' '));
    assert.ok(first.includes(`postings/${bucketOf('kubernet', 128)}.json`), first.join(' '));
    assert.ok(first.length < files.size / 4, `${first.length} of ${files.size} files`);
    await sharded.search('kubernetes', {limit: 10});
    assert.deepEqual(sharded.fetched, first, 'a query run again fetches nothing');
    assert.equal(new Set(sharded.fetched).size, sharded.fetched.length, 'no file twice');
  });

  it('refuses shards that do not match the page tier, and fails a search whose shard cannot be fetched', async () => {
    await assert.rejects(
      ShardedIndex.open(pagesOnly, async () => ({version: 1})),
      /malformed/,
    );
    const other = built(buildRetrievalIndex(records.slice(0, 2)));
    await assert.rejects(ShardedIndex.open(pagesOnly, other.read), /do not match/);
    let failing = true;
    const flaky = async (file: string) => {
      if (failing && file.startsWith('postings/')) throw new Error('offline');
      return read(file);
    };
    const sharded = await ShardedIndex.open(pagesOnly, flaky);
    await assert.rejects(sharded.search('tracing'), /offline/);
    failing = false;
    assert.deepEqual(await sharded.search('tracing'), search(whole, 'tracing'), 'a later search fetches it again');
    const garbled = await ShardedIndex.open(pagesOnly, async (file) => (file === 'meta.json' ? read(file) : [1, 2]));
    await assert.rejects(garbled.search('tracing'), /malformed/);
  });
});

/**
 * On the production build (scripts/test-all.sh runs this file again after building): the shard files the build wrote
 * rank every query of the reader sets as the whole body tier does, as /search asks (10 and 20 results), and a query
 * fetches a small part of them.
 */
const root = path.resolve(__dirname, '../..');
const buildFile = (file: string) => path.join(root, 'build', ...file.split('/'));
const skip = [PAGE_TIER_PATH, BODY_TIER_PATH, `${SHARDS_PATH}/meta.json`].every((file) => existsSync(buildFile(file)))
  ? false
  : 'no build: run `npm run build` first';

/** Most shard files one query of the reader sets reads on /search (the worst today: about 90). */
const MAX_FILES_PER_QUERY = 150;

describe('the shards the build wrote', {skip}, () => {
  it('rank the reader query sets as the whole index does, each query fetching a small part of them', async () => {
    const pagesOnly = JSON.parse(readFileSync(buildFile(PAGE_TIER_PATH), 'utf8')) as RetrievalIndex;
    const whole = withBody(pagesOnly, parseBodyTier(readFileSync(buildFile(BODY_TIER_PATH), 'utf8')) as BodyTier);
    const texts = new Map<string, string>();
    const read = async (file: string) => {
      const text = texts.get(file) ?? readFileSync(buildFile(`${SHARDS_PATH}/${file}`), 'utf8');
      texts.set(file, text);
      return JSON.parse(text) as unknown;
    };
    const queries = new Set(
      [...KEYWORD_QUERIES, ...QUESTION_QUERIES, ...QUERY_KINDS.flatMap((kind) => kind.queries)].map((q) => q.query),
    );
    for (const query of queries) {
      // A fresh index for each query (the page tier's prepared form is kept with the tier).
      const sharded = await ShardedIndex.open(pagesOnly, read);
      for (const options of [{limit: 10}, {limit: 20}]) {
        assert.deepEqual(await sharded.search(query, options), search(whole, query, options), query);
      }
      assert.ok(sharded.fetched.length <= MAX_FILES_PER_QUERY, `${query}: ${sharded.fetched.length} files`);
    }
    // Typing: the search box ranks every prefix with its last word unfinished.
    const sharded = await ShardedIndex.open(pagesOnly, read);
    for (const typed of keystrokes(KEYWORD_QUERIES.slice(0, 20).map((entry) => entry.query))) {
      const options = {limit: 8, prefix: true};
      assert.deepEqual(await sharded.search(typed, options), search(whole, typed, options), typed);
    }
  });
});
