import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {AnswerSource} from '../../shared/askAiProtocol';
import Markdown, {type MarkdownLinkProps} from '../../src/search/AskAi/Markdown';
import {safeLink} from '../../src/search/AskAi/safeLink';
import SourceList from '../../src/search/AskAi/SourceList';

/** Links in Ask AI answers and sources: only http(s) URLs and paths of this site ever become links. */

const ORIGIN = 'https://docs.tessera.example';

/** Hrefs a browser would follow off-site or into script, each written the way an attacker would hide it. */
const HOSTILE = [
  // Backslashes: browsers read them as slashes in http(s) URLs.
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https:\\\\evil.example',
  '/docs\\..\\..\\/evil.example',
  // Scheme-relative and its disguises.
  '//evil.example',
  '///evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/docs/..//evil.example',
  `${ORIGIN}/.//evil.example`,
  // Whitespace and control characters that URL parsers drop or browsers skip.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  '\u200b//evil.example',
  '/x\u2028',
  '\ufeff/x',
  '/ /x',
  '/\u00a0/x',
  // Schemes other than http(s).
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://evil.example/',
  'blob:https://docs.tessera.example/0b7d',
  'mailto:someone@evil.example',
  // http(s) without `//`, resolved on- or off-site depending on the base.
  'https:evil.example',
  'https:/evil.example',
  'http:evil.example',
  // Credentials that make the host look like this site's.
  'https://docs.tessera.example@evil.example/',
  'https://user:password@evil.example/',
  // Relative forms that depend on the page the reader happens to be on.
  'evil.example',
  './x',
  '../x',
  '#top',
  '?q=1',
  '／／evil.example',
  '',
];

describe('safeLink', () => {
  for (const href of HOSTILE) {
    test(`refuses ${JSON.stringify(href)}`, () => {
      assert.equal(safeLink(href, ORIGIN), undefined);
    });
  }

  test('keeps paths of this site, normalised the way the browser will resolve them', () => {
    assert.equal(safeLink('/evaluation/concepts', ORIGIN), '/evaluation/concepts');
    assert.equal(safeLink('/evaluation/concepts?tab=python#judges', ORIGIN), '/evaluation/concepts?tab=python#judges');
    assert.equal(safeLink('/docs/../evaluation', ORIGIN), '/evaluation');
    assert.equal(safeLink('/guides/café', ORIGIN), '/guides/caf%C3%A9');
    // An encoded backslash stays in the path: browsers do not decode it to find a host.
    assert.equal(safeLink('/%5Cevil.example', ORIGIN), '/%5Cevil.example');
  });

  test('keeps full http(s) URLs, and turns one of the page origin into a path for the router', () => {
    assert.equal(safeLink('https://tessera.example/pricing', ORIGIN), 'https://tessera.example/pricing');
    assert.equal(safeLink('HTTP://Example.COM', ORIGIN), 'http://example.com/');
    assert.equal(safeLink(`${ORIGIN}/tracing/overview#spans`, ORIGIN), '/tracing/overview#spans');
    assert.equal(safeLink('http://localhost:3000/a', 'http://localhost:3000'), '/a');
  });

  test('checks against the origin it is given, and refuses everything without a web origin', () => {
    assert.equal(safeLink('/a', 'http://localhost:3000/some/page'), '/a');
    assert.equal(safeLink('/a', 'null'), undefined);
    assert.equal(safeLink('/a', 'file:///home/reader/site/index.html'), undefined);
  });
});

function anchor({href, children, className, ariaLabel}: MarkdownLinkProps) {
  return createElement('a', {href, className, 'aria-label': ariaLabel}, children);
}

function renderAnswer(text: string, sources?: AnswerSource[]): string {
  return renderToStaticMarkup(createElement(Markdown, {text, sources, pageOrigin: ORIGIN, renderLink: anchor}));
}

function renderSources(sources: AnswerSource[]): string {
  return renderToStaticMarkup(
    createElement(SourceList, {sources, pageOrigin: ORIGIN, renderLink: anchor, classNames: {}}),
  );
}

const source = (n: number, url: string, cited = true): AnswerSource => ({n, title: `Page ${n}`, url, cited});

describe('links rendered from an answer', () => {
  test('a Markdown link to a hostile target is its text alone', () => {
    for (const href of ['/\\evil.example', '//evil.example', 'javascript:alert%281%29', 'mailto:a@evil.example']) {
      assert.equal(renderAnswer(`See [the guide](${href}).`), '<p>See the guide.</p>', href);
    }
  });

  test('a Markdown link to this site or the web is a link, with the normalised href', () => {
    assert.equal(
      renderAnswer('[Concepts](/evaluation/./concepts)'),
      '<p><a href="/evaluation/concepts">Concepts</a></p>',
    );
    assert.equal(
      renderAnswer(`[Spans](${ORIGIN}/tracing#spans) and [pricing](https://tessera.example/pricing)`),
      '<p><a href="/tracing#spans">Spans</a> and <a href="https://tessera.example/pricing">pricing</a></p>',
    );
  });

  test('a citation whose source URL is hostile stays "[n]"; the others link to their source', () => {
    const html = renderAnswer('Judges grade answers [1][2].', [source(1, '/\\evil.example'), source(2, '/evaluation')]);
    assert.equal(html, '<p>Judges grade answers [1]<a href="/evaluation" aria-label="Source 2: Page 2">2</a>.</p>');
  });

  test('a listed source whose URL is hostile shows its title without a link', () => {
    const html = renderSources([
      source(1, 'javascript:alert(1)'),
      source(2, '/\\evil.example/phish'),
      source(3, '/tracing/overview'),
    ]);
    assert.ok(!/javascript:|evil\.example/.test(html), html);
    assert.match(html, /<li value="1">Page 1<\/li><li value="2">Page 2<\/li>/);
    assert.match(html, /<li value="3"><a href="\/tracing\/overview">Page 3<\/a><\/li>/);
  });
});
