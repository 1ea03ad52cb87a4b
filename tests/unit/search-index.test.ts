import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {gunzipSync} from 'node:zlib';
import {renderedPages, writeSearchIndexes} from '../../plugins/search-index';
import {readPage} from '../../plugins/search-index/pageSections';
import {matcherOf, SKIPPED_PARTS} from '../../plugins/search-index/skippedParts';
import {parseCorpus} from '../../shared/corpus';
import {
  isExpansionTable,
  isRetrievalIndex,
  search,
  withBody,
  type BodyTier,
  type RetrievalIndex,
} from '../../shared/retrieval';
import {BODY_TIER_PATH, EXPANSION_TABLE_PATH, PAGE_TIER_PATH} from '../../shared/retrieval/files';

const readTier = (outDir: string, file: string): unknown =>
  JSON.parse(readFileSync(path.join(outDir, ...file.split('/')), 'utf8'));

/** One element per skipped part, each holding a word that no index may contain. */
const CHROME = [
  '<nav class="theme-doc-breadcrumbs"><a href="/">Breadcrumbword</a></nav>',
  '<div class="theme-doc-toc-desktop">Tocword</div>',
  '<span aria-hidden="true">Hiddenword</span>',
  '<div data-pagefind-ignore>Ignoredword</div>',
  '<button type="button">Buttonword</button>',
  '<svg><title>Svgword</title></svg>',
  '<div class="openapi-explorer__request-form">Formword</div>',
  '<pre class="api-code-sample language-bash" tabindex="0">Sampleword</pre>',
].join('');
const CHROME_WORDS = [
  'Breadcrumbword',
  'Tocword',
  'Hiddenword',
  'Ignoredword',
  'Buttonword',
  'Svgword',
  'Formword',
  'Sampleword',
];

function page(title: string, description: string, body: string): string {
  return (
    `<!doctype html><html><head><title>${title} | Tessera Docs</title>` +
    `<meta name="description" content="${description}"></head><body><nav class="navbar">Navbarword</nav>` +
    `<main><article>${CHROME}<h1>${title}</h1>${body}</article></main><footer>Footerword</footer></body></html>`
  );
}

const PAGES: Record<string, string> = {
  'evaluation/concepts/index.html': page(
    'Evaluation concepts',
    'Test sets, evaluators and runs.',
    '<p>An evaluation run scores outputs.</p><h2 id="evaluators">Evaluators</h2><p>Evaluators grade outputs.</p>',
  ),
  'self-host/quick-start/index.html': page(
    'Self-host Quick Start',
    'Run Tessera with Docker Compose.',
    '<p>Start the stack with Docker Compose.</p>',
  ),
  'changelog/index.html': page('Changelog', 'Every release.', '<p>Listing of entries.</p>'),
};

function pagefindFragments(outDir: string): string[] {
  const dir = path.join(outDir, 'pagefind', 'fragment');
  return readdirSync(dir).map((file) => gunzipSync(readFileSync(path.join(dir, file))).toString('utf8'));
}

describe('the search index plugin', () => {
  let outDir: string;
  before(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    for (const [file, html] of Object.entries(PAGES)) {
      mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
      writeFileSync(path.join(outDir, file), html);
    }
    const routes = ['/docs/evaluation/concepts', '/docs/self-host/quick-start', '/docs/changelog'];
    const pages = renderedPages(routes, {outDir, baseUrl: '/docs/', trailingSlash: undefined});
    await writeSearchIndexes(pages, {outDir, baseUrl: '/docs/', askAiUrl: 'https://ask.example'});
  });
  after(() => rmSync(outDir, {recursive: true, force: true}));

  it("writes the engine's two tiers, Pagefind and the Ask AI corpus from one pass over the rendered pages", () => {
    const pages = readTier(outDir, PAGE_TIER_PATH);
    assert.ok(isRetrievalIndex(pages));
    const pageTier = pages as RetrievalIndex;
    assert.deepEqual(pageTier.pages, [
      [
        '/docs/evaluation/concepts',
        'Evaluation concepts',
        'Docs',
        0,
        'Test sets, evaluators and runs.',
        [],
        ['Evaluators'],
        0,
      ],
      [
        '/docs/self-host/quick-start',
        'Self-host Quick Start',
        'Self-host',
        1,
        'Run Tessera with Docker Compose.',
        [],
        [],
        0,
      ],
    ]);
    // Pages outside a sidebar are placed by their section alone.
    assert.deepEqual(pageTier.trails, [['Docs'], ['Self-host']]);
    // The page tier carries no body text: that is what the body tier adds.
    assert.deepEqual([pageTier.sections, pageTier.operations], [[], []]);
    const body = readTier(outDir, BODY_TIER_PATH) as BodyTier;
    assert.deepEqual(
      body.sections.map(([page, anchor, , text]) => [page, anchor, text]),
      [
        [0, null, 'An evaluation run scores outputs.'],
        [0, 'evaluators', 'Evaluators grade outputs.'],
        [1, null, 'Start the stack with Docker Compose.'],
      ],
    );
    // Body words are found once the body tier is added, not before.
    assert.equal(search(pageTier, 'stack').total, 0);
    assert.equal(search(withBody(pageTier, body), 'stack').pages[0]?.url, '/docs/self-host/quick-start');

    const corpusFile = path.join(outDir, 'ask-ai', 'corpus.json');
    const corpus = parseCorpus(readFileSync(corpusFile, 'utf8'), corpusFile);
    assert.equal(corpus.baseUrl, '/docs/');
    assert.equal(corpus.askAiUrl, 'https://ask.example');
    assert.deepEqual(
      corpus.sections.map((section) => [section.url, section.facet, section.text]),
      [
        ['/docs/evaluation/concepts', 'Docs', 'An evaluation run scores outputs.'],
        ['/docs/evaluation/concepts#evaluators', 'Docs', 'Evaluators grade outputs.'],
        ['/docs/self-host/quick-start', 'Self-host', 'Start the stack with Docker Compose.'],
      ],
    );

    const fragments = pagefindFragments(outDir);
    assert.equal(fragments.length, 2, 'one Pagefind fragment per indexed page, none for the changelog listing');
    assert.ok(fragments.some((fragment) => fragment.includes('"url":"/docs/evaluation/concepts"')));
    assert.ok(fragments.some((fragment) => fragment.includes('Evaluators grade outputs')));
    assert.ok(fragments.some((fragment) => fragment.includes('"section":["Self-host"]')));
  });

  it("writes the readers' vocabulary table beside the tiers and into the Ask AI corpus", () => {
    const table: unknown = JSON.parse(readFileSync(path.join(outDir, ...EXPANSION_TABLE_PATH.split('/')), 'utf8'));
    assert.ok(isExpansionTable(table));
    const corpus = parseCorpus(readFileSync(path.join(outDir, 'ask-ai', 'corpus.json'), 'utf8'), 'corpus.json');
    assert.deepEqual(corpus.vocabulary, table);
  });

  it('leaves the same page parts out of every index', () => {
    const written = [
      readFileSync(path.join(outDir, ...PAGE_TIER_PATH.split('/')), 'utf8'),
      readFileSync(path.join(outDir, ...BODY_TIER_PATH.split('/')), 'utf8'),
      readFileSync(path.join(outDir, 'ask-ai', 'corpus.json'), 'utf8'),
      ...pagefindFragments(outDir),
    ].join('\n');
    for (const word of [...CHROME_WORDS, 'Navbarword', 'Footerword']) {
      assert.equal(written.includes(word), false, `${word} was indexed`);
    }
  });
});

describe('the parts of a page no index reads', () => {
  it('are simple selectors that both Pagefind and the extractor understand', () => {
    for (const selector of SKIPPED_PARTS) assert.doesNotThrow(() => matcherOf(selector), selector);
    assert.throws(() => matcherOf('main > .toc'), /not a simple selector/);
    assert.throws(() => matcherOf('div.toc'), /not a simple selector/);
  });

  it('match by tag, class, attribute and attribute value', () => {
    assert.equal(matcherOf('nav')('nav', {}), true);
    assert.equal(matcherOf('.hash-link')('a', {class: 'anchor hash-link'}), true);
    assert.equal(matcherOf('.hash-link')('a', {class: 'hash-linked'}), false);
    assert.equal(matcherOf('[data-pagefind-ignore]')('div', {'data-pagefind-ignore': ''}), true);
    assert.equal(matcherOf('[aria-hidden="true"]')('span', {'aria-hidden': 'false'}), false);
  });

  it('are read in the same pass as the title and the description', () => {
    const read = readPage(PAGES['self-host/quick-start/index.html'], '/self-host/quick-start', 'Self-host');
    assert.equal(read.title, 'Self-host Quick Start');
    assert.equal(read.description, 'Run Tessera with Docker Compose.');
    assert.equal(read.sections.length, 1);
  });
});
