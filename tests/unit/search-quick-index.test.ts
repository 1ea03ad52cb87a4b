import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {readPage} from '../../plugins/search-index/pageSections';
import {quickIndexPage} from '../../plugins/search-index/records';
import type {PageHit, SearchOutcome} from '../../src/search/engine';
import type {QuickIndex} from '../../shared/quickIndexFormat';
import {createQuickSearcher, highlightTerms, mergeOutcomes} from '../../src/search/quickIndex';

const index: QuickIndex = {
  version: 1,
  trails: [['Docs', 'Evaluation'], ['Changelog'], ['Self-host', 'Guides']],
  pages: [
    {
      title: 'Evaluation concepts',
      url: '/evaluation/concepts',
      section: 'Docs',
      description: 'Test sets, evaluators and runs, and how an LLM judge fits in.',
      headings: [{title: 'Evaluators', anchor: 'evaluators'}],
      trail: 0,
    },
    {
      title: 'Judge outputs with an LLM',
      url: '/changelog/llm-judge',
      section: 'Changelog',
      description: 'LLM-as-a-judge evaluators are now available.',
      headings: [],
      trail: 1,
    },
    {
      title: 'LLM-as-a-Judge',
      url: '/evaluation/configure-evaluators/llm-as-a-judge',
      section: 'Docs',
      description: 'Grade open-ended outputs with a judge model.',
      headings: [
        {title: 'Write the prompt template', anchor: 'write-the-prompt-template'},
        {title: 'Choose the judge model', anchor: 'choose-the-judge-model'},
      ],
      trail: 0,
    },
    {
      title: 'Deploy to Kubernetes',
      url: '/self-host/guides/deploy-to-kubernetes',
      section: 'Self-host',
      description: 'Run Tessera on a cluster with the Helm chart.',
      headings: [{title: 'Install the chart', anchor: 'install-the-chart'}],
      trail: 2,
    },
  ],
};

const searcher = createQuickSearcher(index);
const urls = (pages: PageHit[]) => pages.map((page) => page.url);

describe('quick index search', () => {
  it('ranks the page titled with the query first, and a changelog entry after the page that explains it', () => {
    const pages = searcher.search('llm as a judge', 5);
    assert.equal(pages[0]?.url, '/evaluation/configure-evaluators/llm-as-a-judge');
    assert.ok(urls(pages).indexOf('/changelog/llm-judge') > 0);
  });

  it('needs every meaningful word of the query, and matches the start of words', () => {
    assert.deepEqual(urls(searcher.search('kube helm', 5)), ['/self-host/guides/deploy-to-kubernetes']);
    assert.deepEqual(searcher.search('kubernetes judge', 5), []);
  });

  it('gives each result the breadcrumb its page refers to in the shared table', () => {
    const pages = searcher.search('judge', 5);
    const breadcrumbOf = (url: string) => pages.find((page) => page.url === url)?.breadcrumb;
    assert.deepEqual(breadcrumbOf('/evaluation/configure-evaluators/llm-as-a-judge'), ['Docs', 'Evaluation']);
    assert.deepEqual(breadcrumbOf('/changelog/llm-judge'), ['Changelog']);
  });

  it('finds pages by the words of their address', () => {
    assert.deepEqual(urls(searcher.search('self-host', 5)), ['/self-host/guides/deploy-to-kubernetes']);
  });

  it('leaves queries of only common words to the full-text engine', () => {
    assert.deepEqual(searcher.search('how do I', 5), []);
    assert.deepEqual(searcher.search('   ', 5), []);
  });

  it('lists the headings that match as section hits with their anchors', () => {
    const [page] = searcher.search('judge model', 1);
    assert.deepEqual(
      page?.sections.map((section) => section.url),
      ['/evaluation/configure-evaluators/llm-as-a-judge#choose-the-judge-model'],
    );
  });

  it('highlights the matching words of the description', () => {
    const [page] = searcher.search('kubernetes cluster', 1);
    assert.deepEqual(
      page?.excerpt.filter((part) => part.highlighted).map((part) => part.text),
      ['cluster'],
    );
    assert.equal(page?.excerpt.map((part) => part.text).join(''), 'Run Tessera on a cluster with the Helm chart.');
  });

  it('treats hostile queries as text', () => {
    for (const query of [
      '<img src=x onerror=alert(1)>',
      '"><script>alert(1)</script>',
      '.*+?^${}()|[]\\',
      '\u0000',
      'x'.repeat(10_000),
    ]) {
      assert.doesNotThrow(() => searcher.search(query, 5));
    }
    const parts = highlightTerms('<b>bold</b>', ['bold']);
    assert.equal(parts.map((part) => part.text).join(''), '<b>bold</b>');
    assert.deepEqual(
      parts.filter((part) => part.highlighted).map((part) => part.text),
      ['bold'],
    );
  });
});

describe('merging quick and full-text results', () => {
  const page = (url: string): PageHit => ({
    id: url,
    title: url,
    url,
    section: 'Docs',
    breadcrumb: ['Docs'],
    excerpt: [],
    sections: [],
  });
  const fullText: SearchOutcome = {
    query: 'judge',
    total: 12,
    pages: [page('/b'), page('/a'), page('/c')],
    facets: {Docs: 12},
  };

  it('keeps the quick results first and in their order, then adds full-text pages they do not show', () => {
    const merged = mergeOutcomes([page('/a'), page('/d')], fullText, 8);
    assert.deepEqual(urls(merged.pages), ['/a', '/d', '/b', '/c']);
    assert.equal(merged.total, 12);
    assert.equal(merged.complete, true);
    assert.deepEqual(merged.facets, {Docs: 12});
  });

  it('shows at most the limit, and never counts fewer results than it shows', () => {
    const merged = mergeOutcomes([page('/x'), page('/y')], {...fullText, total: 1, pages: [page('/b')]}, 2);
    assert.deepEqual(urls(merged.pages), ['/x', '/y']);
    assert.equal(merged.total, 2);
  });

  it('is the full-text outcome when the quick index found nothing', () => {
    assert.equal(mergeOutcomes([], fullText, 8), fullText);
  });
});

describe('quick index records', () => {
  const html = `<html><head><title>Deploy | Tessera</title>
    <meta data-rh="true" name="description" content="Ship &amp; roll back prompts"></head>
    <body><nav><h2 id="nav">Menu</h2></nav><main><article><h1>Deploy a prompt</h1><p>Intro text.</p>
    <h2 id="promote">Promote a version</h2><p>Body.</p><h3 id="roll-back">Roll back</h3><p>More.</p>
    </article></main></body></html>`;

  it('keeps the title, the decoded description and the headings of the main content', () => {
    assert.deepEqual(quickIndexPage(readPage(html, '/docs/deploy', 'Docs'), '/docs/deploy', '/docs/deploy'), {
      title: 'Deploy a prompt',
      url: '/docs/deploy',
      section: 'Docs',
      description: 'Ship & roll back prompts',
      headings: [
        {title: 'Promote a version', anchor: 'promote'},
        {title: 'Roll back', anchor: 'roll-back'},
      ],
    });
  });

  it('keeps no headings for API operations, whose headings are the same on every page', () => {
    const page = readPage(html, '/reference/api/deploy', 'Reference');
    const record = quickIndexPage(page, '/reference/api/deploy', '/reference/api/deploy');
    assert.equal(record.section, 'Reference');
    assert.deepEqual(record.headings, []);
  });
});
