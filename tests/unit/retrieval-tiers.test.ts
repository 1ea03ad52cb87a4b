import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  bodyTier,
  bodyTierJson,
  buildRetrievalIndex,
  parseBodyTier,
  parseBodyTierInSlices,
  readBodyTier,
  pageTier,
  prepareIndex,
  prepareIndexInSlices,
  search,
  searchInSlices,
  withBody,
  type BodyTier,
  type RetrievalIndex,
  type SearchOptions,
} from '../../shared/retrieval';
import {BODY_TIER_PATH, PAGE_TIER_PATH} from '../../shared/retrieval/files';
import {keystrokes} from '../../scripts/bench/keystrokeLatency';
import {KEYWORD_QUERIES, QUESTION_QUERIES} from '../../scripts/bench/searchQueries';
import {record} from './support/retrievalRecord';

/** Pages with every kind of page field: camelCase names, repeated words, explicit anchors, keywords, operations. */
const index = buildRetrievalIndex([
  record('/sdk/config', 'ConfigManager Reference', {
    description: 'Load settings with ConfigManager: settings, settings and more settings.',
    keywords: ['configuration', 'registry'],
    sections: [
      {anchor: null, heading: null, text: 'ConfigManager.get_from_registry loads a configuration.'},
      {anchor: 'custom-anchor', heading: 'Fetch a configuration', text: 'Call it with the app slug.'},
      {anchor: 'environments', heading: 'Environments', text: 'Production, staging and development.'},
    ],
  }),
  record('/tracing/opentelemetry', 'Trace with OpenTelemetry', {
    breadcrumb: ['Docs', 'Observability', 'Tracing'],
    sections: [
      {anchor: null, heading: null, text: 'Send OpenTelemetry spans. Tracing tracing traces.'},
      {anchor: 'spans', heading: 'Spans and attributes', text: 'A span records one call with attributes.'},
    ],
  }),
  record('/reference/api/archive-testset', 'Archive Testset', {
    facet: 'Reference',
    operation: 'POST /preview/testsets/:testset_id/archive',
  }),
  record('/changelog/v0-58-1', 'Faster traces', {facet: 'Changelog', keywords: ['v0.58.1']}),
  record('/self-host/kubernetes', 'Deploy on Kubernetes', {facet: 'Self-host', breadcrumb: ['Self-host', 'Guides']}),
]);

/** The page tier as a browser without the precomputed postings would read it: it tokenises every page. */
function withoutTerms(tier: RetrievalIndex): RetrievalIndex {
  const copy = {...tier};
  delete copy.terms;
  return copy;
}

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const QUERIES = [
  'configmanager',
  'config manager',
  'settings',
  'fetch configuration',
  'tracing',
  'opentelemtry spans',
  'archive testset',
  'v0.58.1',
  'kubernetes deploy',
  'how do I trace with OpenTelemetry?',
];
/** Every query typed letter by letter, as the search box ranks it. */
const TYPED = QUERIES.flatMap((query) => Array.from({length: query.length}, (_, end) => query.slice(0, end + 1)));

describe('the page tier with its postings precomputed by the build', () => {
  const written = roundTrip(pageTier(index));

  it('carries postings and words, and reads back to what tokenising the tier builds', () => {
    assert.ok(written.terms, 'the page tier carries its postings');
    const fromTerms = prepareIndex(written);
    const tokenised = prepareIndex(withoutTerms(written));
    assert.deepEqual(fromTerms.pageFields, tokenised.pageFields);
    assert.deepEqual([...fromTerms.wordStems], [...tokenised.wordStems]);
    assert.deepEqual(fromTerms.pageFrequency, tokenised.pageFrequency);
  });

  it('gives the same results as tokenising, on the page tier alone and with the body tier added', () => {
    const body = roundTrip(bodyTier(index));
    const tiers: [RetrievalIndex, RetrievalIndex][] = [
      [written, withoutTerms(written)],
      [withBody(written, body), withBody(withoutTerms(written), body)],
    ];
    for (const [fromTerms, tokenised] of tiers) {
      for (const query of QUERIES) {
        assert.deepEqual(search(fromTerms, query, {sectionLimit: 5}), search(tokenised, query, {sectionLimit: 5}));
      }
      for (const typed of TYPED) {
        assert.deepEqual(search(fromTerms, typed, {prefix: true}), search(tokenised, typed, {prefix: true}), typed);
      }
    }
  });
});

/** A download of `text` arriving `size` bytes at a time (splitting lines and characters anywhere). */
function inChunks(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

describe('the body tier file', () => {
  const body = bodyTier(
    buildRetrievalIndex([
      record('/code', 'Code', {
        sections: [
          {anchor: null, heading: null, text: 'Line one,\nline two ]}\n{"operations":[],"sections":[ — é 日本'},
          {anchor: 'quotes', heading: 'Quotes "and" commas,', text: 'Ends with a comma,'},
          // Enough sections for the parsing to pause between them.
          ...Array.from({length: 120}, (_, n) => ({anchor: `part-${n}`, heading: `Part ${n}`, text: `Text ${n}.`})),
        ],
      }),
      record('/reference/api/archive', 'Archive', {operation: 'POST /archive'}),
    ]),
  );

  it('is one JSON document, with one section per line', () => {
    const text = bodyTierJson(body);
    assert.deepEqual(JSON.parse(text), body);
    assert.equal(text.split('\n').length, body.sections.length + 2);
  });

  it('parses back to the body tier, in one go or in slices that pause', async () => {
    const text = bodyTierJson(body);
    assert.deepEqual(parseBodyTier(text), body);
    let pauses = 0;
    const sliced = await parseBodyTierInSlices(text, {sliceMs: 0, pause: async () => void (pauses += 1)});
    assert.deepEqual(sliced, body);
    assert.ok(pauses > 0);
  });

  it('decodes a chunk of megabytes a piece at a time, pausing within it', async () => {
    const long = bodyTier(
      buildRetrievalIndex([
        record('/long', 'Long', {sections: [{anchor: null, heading: null, text: `Ré ${'word '.repeat(300_000)}`}]}),
      ]),
    );
    const text = bodyTierJson(long);
    let pauses = 0;
    const read = await readBodyTier(inChunks(text, text.length * 4), {
      sliceMs: 0,
      pause: async () => void (pauses += 1),
    });
    assert.deepEqual(read, long);
    assert.ok(pauses >= 20, `${pauses} pauses over ${text.length} characters in one chunk`);
  });

  it('still reads a body tier written on one line', async () => {
    assert.deepEqual(parseBodyTier(JSON.stringify(body)), body);
    assert.deepEqual(await readBodyTier(inChunks(JSON.stringify(body), 7)), body);
  });

  it('reads back as it downloads, whatever the chunks, pausing between slices', async () => {
    const text = bodyTierJson(body);
    for (const size of [1, 7, 4096, text.length * 4]) {
      let pauses = 0;
      const read = await readBodyTier(inChunks(text, size), {sliceMs: 0, pause: async () => void (pauses += 1)});
      assert.deepEqual(read, body, `chunks of ${size} bytes`);
      assert.ok(pauses > 0);
    }
  });
});

describe('preparing the body tier in slices', () => {
  it('pauses between slices and ranks as an index prepared in one go', async () => {
    const body = roundTrip(bodyTier(index));
    const sliced = withBody(roundTrip(pageTier(index)), body);
    let pauses = 0;
    await prepareIndexInSlices(sliced, {
      sliceMs: 0,
      pause: async () => {
        pauses += 1;
      },
    });
    assert.ok(pauses > 0, 'a zero budget pauses after every step');
    const inOneGo = withBody(roundTrip(pageTier(index)), body);
    for (const query of QUERIES) assert.deepEqual(search(sliced, query), search(inOneGo, query));
  });

  it('returns the form a search already prepared', async () => {
    const whole = withBody(roundTrip(pageTier(index)), roundTrip(bodyTier(index)));
    const first = prepareIndex(whole);
    assert.equal(await prepareIndexInSlices(whole), first);
  });
});

/** Counts the pauses of a ranking in slices with no time budget: it pauses between every two steps. */
function countingPauses() {
  const counted = {pauses: 0, sliceMs: 0, pause: async () => void (counted.pauses += 1)};
  return counted;
}

describe('ranking in slices', () => {
  const whole = withBody(roundTrip(pageTier(index)), roundTrip(bodyTier(index)));
  const pagesOnly = roundTrip(pageTier(index));
  const optionSets: SearchOptions[] = [{}, {limit: 2}, {sectionLimit: 3}, {facets: ['Docs']}, {prefix: true}];

  it('gives what the ranking in one go gives, pausing between its steps', async () => {
    for (const tier of [whole, pagesOnly]) {
      for (const options of optionSets) {
        for (const query of [...QUERIES, ...TYPED]) {
          const slices = countingPauses();
          assert.deepEqual(await searchInSlices(tier, query, options, slices), search(tier, query, options), query);
        }
      }
    }
    const slices = countingPauses();
    await searchInSlices(whole, 'how do I trace with OpenTelemetry?', {}, slices);
    assert.ok(slices.pauses > 5, `${slices.pauses} pauses`);
  });

  it('does not pause when the work fits in one slice', async () => {
    let pauses = 0;
    const pause = async () => void (pauses += 1);
    prepareIndex(whole);
    await searchInSlices(whole, 'tracing', {}, {sliceMs: 60_000, pause});
    assert.equal(pauses, 0);
  });

  it('prepares an index it has not seen in slices too, and stops where a pause throws', async () => {
    const fresh = withBody(roundTrip(pageTier(index)), roundTrip(bodyTier(index)));
    let pauses = 0;
    const stop = new Error('superseded');
    const pause = async () => {
      pauses += 1;
      if (pauses === 3) throw stop;
    };
    await assert.rejects(searchInSlices(fresh, 'tracing', {}, {sliceMs: 0, pause}), stop);
    assert.equal(pauses, 3, 'no step runs after the pause that threw');
  });
});

/**
 * On the production build (scripts/test-all.sh runs this file again after building): the reader query sets rank the
 * same over the tier as written as over the same tier tokenised in the browser, as they did before postings were
 * precomputed.
 */
const root = path.resolve(__dirname, '../..');
const builtTiers = [PAGE_TIER_PATH, BODY_TIER_PATH].map((file) => path.join(root, 'build', ...file.split('/')));
const skip = builtTiers.every((file) => existsSync(file)) ? false : 'no build: run `npm run build` first';

describe('the page tier the build wrote', {skip}, () => {
  it('ranks the reader query sets as the tokenised tier does', () => {
    const [pagesJson, bodyJson] = builtTiers.map((file) => readFileSync(file, 'utf8'));
    const written = JSON.parse(pagesJson) as RetrievalIndex;
    assert.ok(written.terms, 'the build writes the page tier with its postings');
    const body = parseBodyTier(bodyJson) as BodyTier;
    const queries = [...KEYWORD_QUERIES, ...QUESTION_QUERIES].map((entry) => entry.query);
    const ranked = (tier: RetrievalIndex, query: string, options: SearchOptions) =>
      search(tier, query, options).pages.map((page) => [page.url, page.score, page.sections.map((s) => s.url)]);
    const pairs: [RetrievalIndex, RetrievalIndex][] = [
      [written, withoutTerms(written)],
      [withBody(written, body), withBody(withoutTerms(written), body)],
    ];
    for (const [fromTerms, tokenised] of pairs) {
      for (const query of queries) assert.deepEqual(ranked(fromTerms, query, {}), ranked(tokenised, query, {}), query);
    }
    // Typing reaches the completions and typo corrections, which read the tier's words.
    const [pagesFromTerms, pagesTokenised] = pairs[0];
    for (const typed of keystrokes(KEYWORD_QUERIES.map((entry) => entry.query))) {
      assert.deepEqual(ranked(pagesFromTerms, typed, {prefix: true}), ranked(pagesTokenised, typed, {prefix: true}));
    }
  });

  it('ranks the reader query sets in slices as in one go, as /search and the search box show them', async () => {
    const [pagesJson, bodyJson] = builtTiers.map((file) => readFileSync(file, 'utf8'));
    const pagesOnly = JSON.parse(pagesJson) as RetrievalIndex;
    const whole = withBody(pagesOnly, parseBodyTier(bodyJson) as BodyTier);
    const queries = [...KEYWORD_QUERIES, ...QUESTION_QUERIES].map((entry) => entry.query);
    // The page tier's first five, then the whole index's ten (src/search/useSearch.ts).
    const runs: [RetrievalIndex, SearchOptions][] = [
      [pagesOnly, {limit: 5}],
      [whole, {limit: 10}],
    ];
    for (const [tier, options] of runs) {
      for (const query of queries) {
        const slices = countingPauses();
        assert.deepEqual(await searchInSlices(tier, query, options, slices), search(tier, query, options), query);
        assert.ok(slices.pauses > 0, query);
      }
    }
  });
});
