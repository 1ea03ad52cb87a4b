import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {recordOfHtml} from '../../plugins/search-index/retrievalRecord';

const recordOfPage = (html: string, url: string, route: string) => recordOfHtml(html, {url, route});

const docsPage = `<html><head><title>Distributed Tracing | Tessera Docs</title>
<meta name="description" content="Follow one request across two services.">
<meta name="keywords" content="traceparent, context propagation"></head><body>
<nav aria-label="Docs sidebar"><ul><li class="theme-doc-sidebar-item-category"><div><a class="menu__link">Observability</a></div>
<ul><li class="theme-doc-sidebar-item-category"><div><a class="menu__link" href="/observability/python/setup">Trace with Python SDK</a></div>
<ul><li><a class="menu__link menu__link--active" aria-current="page" href="/observability/python/distributed-tracing">Distributed Tracing</a></li></ul>
</li></ul></li></ul></nav>
<main><article><h1>Distributed Tracing</h1><p>Propagate the traceparent header.</p>
<h2 id="caller">Write the caller</h2><pre><code>import requests
requests.get(url)</code></pre></article></main></body></html>`;

const operationPage = `<html><head><title>Archive Testset | Tessera Docs</title></head><body><main>
<h1>Archive Testset</h1><div><span>POST</span></div><div>/preview/testsets/:testset_id/archive</div>
<p>Archives a test set.</p></main></body></html>`;

const changelogPage = `<html><head><title>Vertex AI Provider Support | Tessera Docs</title></head><body><main>
<article><h1>Vertex AI Provider Support</h1><p>Gemini in the playground.</p>
<ul><li><a href="/changelog/tags/v-0-58-1">v0.58.1</a></li></ul></article></main></body></html>`;

describe("the engine's records, read by the indexing pass", () => {
  it('take the breadcrumb from the facet and the sidebar categories around the page, without repeating the title', () => {
    const record = recordOfPage(
      docsPage,
      '/observability/python/distributed-tracing',
      '/observability/python/distributed-tracing',
    );
    assert.deepEqual(record?.breadcrumb, ['Docs', 'Observability', 'Trace with Python SDK']);
    assert.equal(record?.description, 'Follow one request across two services.');
    assert.deepEqual(record?.keywords, ['traceparent', 'context propagation']);
    assert.deepEqual(
      record?.sections.map((section) => [section.anchor, section.heading]),
      [
        [null, null],
        ['caller', 'Write the caller'],
      ],
    );
    // Code keeps its line breaks.
    assert.match(record?.sections[1]?.text ?? '', /import requests\nrequests\.get/);
  });

  it("name an API page's operation and a changelog entry's version tags", () => {
    const operation = recordOfPage(operationPage, '/reference/api/archive-testset', '/reference/api/archive-testset');
    assert.equal(operation?.operation, 'POST /preview/testsets/:testset_id/archive');
    const entry = recordOfPage(changelogPage, '/changelog/vertex', '/changelog/vertex');
    assert.deepEqual(entry?.keywords, ['v0.58.1']);
    assert.deepEqual(entry?.breadcrumb, ['Changelog']);
  });
});
