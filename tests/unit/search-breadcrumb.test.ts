import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {pageBreadcrumb} from '../../plugins/search-index/breadcrumb';

/** A docs page as Docusaurus renders it: the sidebar's categories around the page's own link. */
function docsPage(group: string, title: string, slug: string): string {
  return `<html><body><nav aria-label="Main"><a aria-current="page" class="navbar__link" href="/">Docs</a></nav>
  <nav aria-label="Docs sidebar" class="menu"><ul class="menu__list">
  <li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item">
    <div class="menu__list-item-collapsible"><a class="menu__link" role="none"><span>Getting Started</span></a></div>
    <ul class="menu__list"><li class="menu__list-item"><a class="menu__link" href="/">Welcome</a></li></ul></li>
  <li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item">
    <div class="menu__list-item-collapsible"><a class="menu__link menu__link--active" role="none"><span>Observability</span></a></div>
    <ul class="menu__list">
      <li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-2 menu__list-item">
        <div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" href="/${slug}/setup">${group}</a>
        <button class="clean-btn menu__caret" aria-label="Collapse sidebar category '${group}'"></button></div>
        <ul class="menu__list"><li class="menu__list-item"><a class="menu__link" href="/${slug}/setup">Set up</a></li>
        <li class="menu__list-item"><a class="menu__link menu__link--active" aria-current="page" href="/${slug}/x">${title}</a></li></ul>
      </li>
    </ul></li></ul></nav>
  <main><h1>${title}</h1><p>Text.</p></main></body></html>`;
}

describe('search result breadcrumbs', () => {
  it('tell apart two pages with the same title by the sidebar categories around them', () => {
    const otel = pageBreadcrumb(
      docsPage('Trace with OpenTelemetry', 'Distributed Tracing', 'otel'),
      'Docs',
      'Distributed Tracing',
    );
    const sdk = pageBreadcrumb(
      docsPage('Trace with Python SDK', 'Distributed Tracing', 'sdk'),
      'Docs',
      'Distributed Tracing',
    );
    assert.deepEqual(otel, ['Docs', 'Observability', 'Trace with OpenTelemetry']);
    assert.deepEqual(sdk, ['Docs', 'Observability', 'Trace with Python SDK']);
  });

  it('leave out a category whose own link is the page, and a place named like the facet before it', () => {
    const html = `<nav aria-label="Docs sidebar"><ul><li class="theme-doc-sidebar-item-category menu__list-item">
      <div><a class="menu__link" role="none">Self-host</a></div><ul>
      <li class="theme-doc-sidebar-item-category menu__list-item"><div>
      <a class="menu__link menu__link--sublist" aria-current="page" href="/self-host/guides">Guides</a></div>
      <ul><li><a class="menu__link" href="/self-host/guides/k8s">Kubernetes</a></li></ul></li></ul></li></ul></nav>`;
    assert.deepEqual(pageBreadcrumb(html, 'Self-host', 'All guides'), ['Self-host']);
  });

  it("follow the theme's breadcrumbs when the page has them, without the page itself", () => {
    const html = `<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs">
      <li class="breadcrumbs__item"><a aria-label="Home page" class="breadcrumbs__link" href="/"><svg></svg></a></li>
      <li class="breadcrumbs__item"><span class="breadcrumbs__link">Evaluation</span></li>
      <li class="breadcrumbs__item"><a class="breadcrumbs__link" href="/evaluation/evaluators">Configure &amp; run</a></li>
      <li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link">LLM-as-a-Judge</span></li>
      </ul></nav>${docsPage('Elsewhere', 'LLM-as-a-Judge', 'x')}`;
    assert.deepEqual(pageBreadcrumb(html, 'Docs', 'LLM-as-a-Judge'), ['Docs', 'Evaluation', 'Configure & run']);
  });

  it('are the facet alone for pages outside a sidebar, such as changelog entries', () => {
    const html = '<nav aria-label="Main"><a aria-current="page" href="/changelog">Changelog</a></nav><main>x</main>';
    assert.deepEqual(pageBreadcrumb(html, 'Changelog', 'Vertex AI support'), ['Changelog']);
  });
});
