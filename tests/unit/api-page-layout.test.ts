import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * While React hydrates a page, Docusaurus rewrites the classes of <html> in steps (`docs-wrapper`, then
 * `plugin-id-api …`, then `docs-doc-id-…`), and a frame drawn in between lacks some of them. A rule keyed on those
 * classes that sets layout then moves the page for a frame: on API pages the row slid beside the "Copy page" menu
 * and back (CLS 0.3 at 1350 px). Such rules may only paint (colours, opacity); layout hangs on the page's markup.
 */
const PAINT_ONLY = /^(--[\w-]+|color|opacity|background(-color)?|border-color|fill|stroke|outline-color)$/;
const HTML_CLASS = /(^|[\s,>~+])html(\.[\w-]+|\[[^\]]+\])*\.[\w-]+/;

test('site CSS keyed on <html> classes sets no layout', () => {
  const css = readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  const offending: string[] = [];
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!HTML_CLASS.test(selector.trim())) continue;
    const properties = body
      .split(';')
      .map((declaration) => declaration.split(':')[0].trim())
      .filter(Boolean);
    for (const property of properties.filter((name) => !PAINT_ONLY.test(name))) {
      offending.push(`${selector.trim()} { ${property} }`);
    }
  }
  assert.deepEqual(offending, []);
});
