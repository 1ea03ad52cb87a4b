import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {renderedPages} from '../../plugins/search-index';
import {
  CODE_WEIGHT,
  withBreadcrumbMeta,
  withCodeLineBreaks,
  withSectionFilter,
} from '../../plugins/search-index/records';
import {parseSearchPageQuery, toSearchPageQuery} from '../../src/pages/search/_query';
import {MAX_QUERY_LENGTH, normaliseQuery} from '../../src/search/engine';
import {isCodeExcerpt} from '../../src/search/excerpt';
import {isRelevantHit, matchesTerm, parseExcerpt} from '../../scripts/bench/pagefindExcerpts';
import {CODE_LINE_BREAK} from '../../shared/searchMarks';
import {isExternalResultUrl} from '../../src/search/externalUrlPattern';
import {parseSavedList, pushBounded} from '../../src/search/savedList';
import {isIndexedPath, sectionOf} from '../../shared/searchSections';
import {isEditableTarget, isSearchShortcut} from '../../src/search/shortcuts';

describe('search excerpts', () => {
  it('keeps the highlighted words apart from the rest', () => {
    assert.deepEqual(parseExcerpt('Use an <mark>LLM</mark> judge'), [
      {text: 'Use an ', highlighted: false},
      {text: 'LLM', highlighted: true},
      {text: ' judge', highlighted: false},
    ]);
  });

  it('turns escaped text back into characters and never keeps markup', () => {
    const parts = parseExcerpt('&lt;img src=x onerror=alert(1)&gt; <b>bold</b> <script>x</script> &amp;');
    assert.equal(parts.map((part) => part.text).join(''), '<img src=x onerror=alert(1)> bold x &');
    assert.ok(parts.every((part) => !part.highlighted));
  });
});

describe('code in search excerpts', () => {
  const codeBlock =
    '<p>The header:</p><pre tabindex="0" class="prism-code"><code>' +
    '<div class="token-line"><span class="token plain">POST /answer HTTP/1.1</span><br/></div>' +
    '<div class="token-line"><span class="token plain"> </span><br/></div>' +
    '<div class="token-line"><span class="token plain">Host: model-service:8001</span><br/></div></code></pre>';

  it('are indexed with a mark at the end of each line that has text, and weigh less than prose', () => {
    const marked = withCodeLineBreaks(codeBlock);
    assert.equal(marked.split(CODE_LINE_BREAK).length - 1, 2, 'two lines with text, the blank one unmarked');
    assert.match(marked, new RegExp(`HTTP/1\\.1</span>${CODE_LINE_BREAK}<br/>`));
    assert.match(marked, new RegExp(`<pre data-pagefind-weight="${CODE_WEIGHT}" tabindex="0"`));
    assert.equal(withCodeLineBreaks('<p>No code here.</p>'), '<p>No code here.</p>');
  });

  it('keep their line breaks, without the space the index puts between lines, and are told apart from prose', () => {
    const parts = parseExcerpt(
      `<mark>POST</mark> /answer HTTP/1.1${CODE_LINE_BREAK} Host: model-service:8001${CODE_LINE_BREAK} <mark>Content-Type:</mark>${CODE_LINE_BREAK}`,
    );
    assert.equal(
      parts.map((part) => part.text).join(''),
      'POST /answer HTTP/1.1\nHost: model-service:8001\nContent-Type:',
    );
    assert.ok(isCodeExcerpt(parts));
    assert.ok(!isCodeExcerpt(parseExcerpt('Propagate the <mark>traceparent</mark> header.')));
  });
});

describe('breadcrumbs in the full-text index', () => {
  it('are page metadata next to the section filter, escaped as an attribute', () => {
    const html = withBreadcrumbMeta('<main class=x><h1>T</h1></main>', ['Docs', 'Evaluate "judges" & <scores>']);
    assert.equal(
      html,
      '<main class=x><span data-pagefind-meta="breadcrumb:Docs › Evaluate &quot;judges&quot; &amp; &lt;scores&gt;"></span><h1>T</h1></main>',
    );
  });
});

describe('relevance of last-resort matches', () => {
  it('keeps stems, typos and short words, and drops one-letter back-offs', () => {
    assert.ok(matchesTerm('evaluations', 'evaluate'));
    assert.ok(matchesTerm('evalution', 'evaluation'));
    assert.ok(matchesTerm('running', 'run'));
    assert.ok(matchesTerm('ai', 'ai'));
    assert.ok(!matchesTerm('qqqqqqqqqq', 'q'));
    assert.ok(!matchesTerm('sdafadsfasdf', 'sd'));
  });

  it('judges a page by its highlighted words, and keeps it when nothing is highlighted', () => {
    assert.ok(!isRelevantHit('qqqqqqqqqq', parseExcerpt('pytest oss/tests <mark>-q</mark> passed')));
    assert.ok(isRelevantHit('llm judge', parseExcerpt('Use an <mark>LLM</mark> as a <mark>judge</mark>')));
    assert.ok(isRelevantHit('qqqq tracing', parseExcerpt('<mark>q</mark> and <mark>traces</mark>')));
    assert.ok(isRelevantHit('anything', parseExcerpt('no highlights here')));
  });
});

describe('queries', () => {
  it('removes control characters, trims and caps the length', () => {
    assert.equal(normaliseQuery('  trace\u0000 id\n '), 'trace  id');
    assert.equal(normaliseQuery('x'.repeat(10_000)).length, MAX_QUERY_LENGTH);
    assert.equal(normaliseQuery('(.*)+[a-z]{2,}'), '(.*)+[a-z]{2,}');
  });

  it('round-trips the /search page query string, dropping unknown sections', () => {
    const parsed = parseSearchPageQuery('?q=llm+judge&section=Docs&section=Nope&section=Changelog');
    assert.deepEqual(parsed, {query: 'llm judge', sections: ['Docs', 'Changelog']});
    assert.equal(toSearchPageQuery(parsed), '?q=llm+judge&section=Docs&section=Changelog');
    assert.equal(toSearchPageQuery({query: '', sections: []}), '');
  });
});

describe('keyboard shortcuts', () => {
  const key = (k: string, modifiers: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean}> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  });

  it('opens search with Ctrl+K, Cmd+K, and "/" outside fields', () => {
    assert.equal(isSearchShortcut(key('k', {ctrlKey: true}), false), true);
    assert.equal(isSearchShortcut(key('K', {metaKey: true}), true), true);
    assert.equal(isSearchShortcut(key('/'), false), true);
  });

  it('leaves "/" alone while the reader types in a field, and ignores other keys', () => {
    assert.equal(isSearchShortcut(key('/'), true), false);
    assert.equal(isSearchShortcut(key('k'), false), false);
    assert.equal(isSearchShortcut(key('k', {ctrlKey: true, altKey: true}), false), false);
  });

  it('recognises editable targets', () => {
    assert.equal(isEditableTarget({tagName: 'INPUT', isContentEditable: false} as unknown as EventTarget), true);
    assert.equal(isEditableTarget({tagName: 'DIV', isContentEditable: true} as unknown as EventTarget), true);
    assert.equal(isEditableTarget({tagName: 'BUTTON', isContentEditable: false} as unknown as EventTarget), false);
    assert.equal(isEditableTarget(null), false);
  });
});

describe('recent searches and favourites', () => {
  const item = (n: number) => ({title: `Page ${n}`, url: `/page-${n}`});

  it('puts the newest first, without duplicates, and keeps at most the limit', () => {
    let list = [item(1), item(2), item(3)];
    list = pushBounded(list, item(2), 3);
    assert.deepEqual(
      list.map((entry) => entry.url),
      ['/page-2', '/page-1', '/page-3'],
    );
    list = pushBounded(list, item(4), 3);
    assert.deepEqual(
      list.map((entry) => entry.url),
      ['/page-4', '/page-2', '/page-1'],
    );
  });

  it('reads stored lists defensively', () => {
    assert.deepEqual(parseSavedList(null, 5), []);
    assert.deepEqual(parseSavedList('not json', 5), []);
    assert.deepEqual(parseSavedList('{"title":"x"}', 5), []);
    assert.deepEqual(parseSavedList(JSON.stringify([item(1), {title: 3}, item(2)]), 1), [item(1)]);
  });
});

describe('the search index', () => {
  it('files every page under one section', () => {
    assert.equal(sectionOf('/'), 'Docs');
    assert.equal(sectionOf('/evaluation/concepts'), 'Docs');
    assert.equal(sectionOf('/tutorials/sdk/manage-prompts-with-SDK'), 'Tutorials');
    assert.equal(sectionOf('/reference/api/configs-fetch'), 'Reference');
    assert.equal(sectionOf('/changelog/new-playground'), 'Changelog');
    assert.equal(sectionOf('/self-host/quick-start'), 'Self-host');
  });

  it('leaves listing pages out', () => {
    for (const listing of [
      '/changelog',
      '/changelog/page/3',
      '/changelog/tags/v-0-5-0',
      '/changelog/archive',
      '/search',
      '/404.html',
    ]) {
      assert.equal(isIndexedPath(listing), false, listing);
    }
    assert.equal(isIndexedPath('/changelog/new-playground'), true);
  });

  it('indexes the routes Docusaurus rendered, from the files it wrote, leaving listings out', () => {
    const routes = ['/docs/', '/docs/evaluation/concepts', '/docs/404.html', '/docs/changelog', '/docs/self-host/faq/'];
    const folders = renderedPages(routes, {outDir: '/b', baseUrl: '/docs/', trailingSlash: undefined});
    assert.deepEqual(folders, [
      {route: '/evaluation/concepts', url: '/docs/evaluation/concepts', file: '/b/evaluation/concepts/index.html'},
      {route: '/', url: '/docs/', file: '/b/index.html'},
      {route: '/self-host/faq', url: '/docs/self-host/faq', file: '/b/self-host/faq/index.html'},
    ]);
    const files = renderedPages(['/evaluation/concepts'], {outDir: '/b', baseUrl: '/', trailingSlash: false});
    assert.equal(files[0]?.file, '/b/evaluation/concepts.html');
  });

  it('marks the section of a page for the full-text indexer', () => {
    assert.equal(
      withSectionFilter('<body><main class=x><h1>T</h1></main></body>', '/self-host/faq'),
      '<body><main class=x><span data-pagefind-filter="section:Self-host"></span><h1>T</h1></main></body>',
    );
  });

  it('loads results matching the external pattern as a full page', () => {
    const pattern = '\\.(md|txt)$';
    assert.equal(isExternalResultUrl('/llms.txt', pattern), true);
    assert.equal(isExternalResultUrl('/evaluation/concepts', pattern), false);
    assert.equal(isExternalResultUrl('https://example.com/x', null), true);
    assert.equal(isExternalResultUrl('/x', '(unclosed'), false);
  });
});
