import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {bodyTier, buildRetrievalIndex, pageTier, withBody, type RetrievalRecord} from '../../shared/retrieval';
import {
  appendBelow,
  searchIndex,
  searchIndexInSlices,
  shownForQuery,
  wantsVocabulary,
  type PageHit,
  type SearchOutcome,
} from '../../src/search/engine';

function record(url: string, title: string, facet: string, sections: RetrievalRecord['sections']): RetrievalRecord {
  return {url, title, facet, breadcrumb: [facet, 'Guides'], description: `About ${title}.`, keywords: [], sections};
}

/** A small site: what the search box and /search read, as the indexing pass writes it in two tiers. */
const whole = buildRetrievalIndex([
  record('/observability/tracing', 'Tracing', 'Docs', [
    {anchor: null, heading: null, text: 'Traces show every step of a request.'},
    {anchor: 'spans', heading: 'Spans and attributes', text: 'A span records one call.\nIt carries attributes.'},
  ]),
  record('/observability/opentelemetry', 'Trace with OpenTelemetry', 'Docs', [
    {anchor: null, heading: null, text: 'Send OpenTelemetry spans to Tessera.'},
  ]),
  record('/evaluation/ci', 'Run evaluations in CI', 'Docs', [
    {
      anchor: 'merge',
      heading: 'On every merge',
      text: 'Trigger an evaluation from your pipeline each time a pull request merges to main.',
    },
  ]),
  record('/self-host/kubernetes', 'Deploy on Kubernetes', 'Self-host', [
    {anchor: null, heading: null, text: 'Install the Helm chart. Tracing is on by default.'},
  ]),
  record('/changelog/tracing-filters', 'Filters for traces', 'Changelog', [
    {anchor: null, heading: null, text: 'Filter traces by attribute.'},
  ]),
  record('/misc/glossary', 'Glossary', 'Docs', [
    {anchor: null, heading: null, text: 'The main view lists every step. Time is shown in milliseconds.'},
  ]),
]);
const pagesOnly = pageTier(whole);
const urls = (pages: readonly PageHit[]) => pages.map((page) => page.url);

describe('the search box over the engine', () => {
  it('answers from the page tier alone: titles, headings and descriptions, with breadcrumbs', () => {
    const outcome = searchIndex(pagesOnly, 'tracing', {limit: 5});
    assert.equal(outcome.pages[0]?.url, '/observability/tracing');
    assert.deepEqual(outcome.pages[0]?.breadcrumb, ['Docs', 'Guides']);
    assert.ok(!urls(outcome.pages).includes('/self-host/kubernetes'), 'body words wait for the body tier');
  });

  it('finds the page that answers a question, though not every word of it is on the page', () => {
    const outcome = searchIndex(whole, 'how do I run an evaluation every time I merge to main?', {limit: 5});
    assert.equal(outcome.pages[0]?.url, '/evaluation/ci');
    assert.deepEqual(
      outcome.pages[0]?.sections.map((section) => section.url),
      ['/evaluation/ci#merge'],
    );
  });

  it("lists no page that matches only a question's filler", () => {
    const outcome = searchIndex(whole, 'how do I run an evaluation every time I merge to main?', {limit: 10});
    assert.ok(!urls(outcome.pages).includes('/misc/glossary'), JSON.stringify(urls(outcome.pages)));
    assert.equal(outcome.total, outcome.pages.length);
  });

  it('counts every facet for the query, whichever facets are chosen', () => {
    const all = searchIndex(whole, 'tracing', {limit: 5});
    const selfHost = searchIndex(whole, 'tracing', {limit: 5, sections: ['Self-host']});
    assert.deepEqual(urls(selfHost.pages), ['/self-host/kubernetes']);
    assert.deepEqual(selfHost.facets, all.facets);
    assert.equal(selfHost.facets['Self-host'], 1);
    assert.ok((selfHost.facets.Docs ?? 0) >= 2);
  });

  it('keeps line breaks in code excerpts only', () => {
    const prose = searchIndex(whole, 'span attributes', {limit: 5}).pages[0];
    const excerpts = [prose?.excerpt, ...(prose?.sections.map((section) => section.excerpt) ?? [])];
    for (const parts of excerpts) assert.ok(!parts?.some((part) => part.text.includes('\n')));
  });

  it('adds what the body tier finds below the first results, in the order already shown', () => {
    const first = searchIndex(pagesOnly, 'tracing', {limit: 5}).pages;
    const shown = shownForQuery(pagesOnly, withBody(pagesOnly, bodyTier(whole)), 'tracing', {limit: 8});
    assert.deepEqual(urls(shown.pages).slice(0, first.length), urls(first));
    assert.ok(urls(shown.pages).includes('/self-host/kubernetes'));
    assert.equal(shown.complete, true);
  });

  it('treats hostile queries as text', () => {
    for (const query of ['<img src=x onerror=alert(1)>', '.*+?^${}()|[]\\', '\u0000', 'x'.repeat(10_000), '   ']) {
      assert.doesNotThrow(() => shownForQuery(pagesOnly, whole, query, {limit: 8}));
    }
  });
});

describe('the search box ranking in slices', () => {
  const queries = ['tracing', 'span attributes', 'how do I run an evaluation every time I merge to main?', 'trac', ' '];

  it('shows what ranking in one go shows, for either tier, limit, section filter and unfinished word', async () => {
    const slices = {sliceMs: 0, pause: async () => undefined};
    for (const index of [pagesOnly, withBody(pagesOnly, bodyTier(whole))]) {
      for (const options of [{limit: 5}, {limit: 1, sections: ['Docs']}, {limit: 8, prefix: true}]) {
        for (const query of queries) {
          assert.deepEqual(
            await searchIndexInSlices(index, query, options, slices),
            searchIndex(index, query, options),
          );
        }
      }
    }
  });

  it('stops a ranking whose query was replaced, at its next pause', async () => {
    const superseded = new Error('superseded');
    let steps = 0;
    const pause = async () => {
      steps += 1;
      if (steps > 1) throw superseded;
    };
    await assert.rejects(searchIndexInSlices(whole, 'tracing', {limit: 5}, {sliceMs: 0, pause}), superseded);
    assert.equal(steps, 2);
  });
});

describe('appending the body tier below the first results', () => {
  const page = (url: string): PageHit => ({
    id: url,
    title: url,
    url,
    section: 'Docs',
    breadcrumb: ['Docs'],
    excerpt: [],
    sections: [],
  });
  const later: SearchOutcome = {query: 'judge', total: 12, pages: [page('/b'), page('/a'), page('/c')], facets: {}};

  it('keeps the first results first and in their order, then adds the pages they do not show', () => {
    const merged = appendBelow([page('/a'), page('/d')], later, 8);
    assert.deepEqual(urls(merged.pages), ['/a', '/d', '/b', '/c']);
    assert.equal(merged.total, 12);
    assert.equal(merged.complete, true);
  });

  it('shows at most the limit, and never counts fewer results than it shows', () => {
    const merged = appendBelow([page('/x'), page('/y')], {...later, total: 1, pages: [page('/b')]}, 2);
    assert.deepEqual(urls(merged.pages), ['/x', '/y']);
    assert.equal(merged.total, 2);
  });

  it('is the whole-index outcome when the page tier found nothing', () => {
    assert.deepEqual(urls(appendBelow([], later, 8).pages), ['/b', '/a', '/c']);
  });
});

describe("the search box and the readers' vocabulary", () => {
  it('never fetches the table for a keyword query, typed or finished', () => {
    for (const query of ['tracing', 'trac', 'helm chart', 'xyzzy plugh']) {
      assert.equal(wantsVocabulary(searchIndex(whole, query, {limit: 5, prefix: true}), true), false, query);
    }
  });

  it('fetches it for a question the first pass answers weakly, and ranks it again with the table', () => {
    const question = 'how do I scrutinize the recorded calls';
    const first = searchIndex(whole, question, {limit: 5});
    assert.equal(first.weak, true);
    assert.equal(wantsVocabulary(first, true), true);
    assert.equal(wantsVocabulary(first), false, 'not while READERS_VOCABULARY is off');
    const again = searchIndex(whole, question, {limit: 5, expansions: {scrutiniz: ['span'], recorded: ['record']}});
    assert.equal(again.pages[0]?.url, '/observability/tracing');
  });

  it('does not fetch it for a question the first pass answers well', () => {
    assert.equal(wantsVocabulary(searchIndex(whole, 'how do I send opentelemetry spans', {limit: 5}), true), false);
  });
});
