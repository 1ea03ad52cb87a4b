import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {isTryItStylesheet} from '../../plugins/api-reference/chunks';
import type {CodeSample} from '../../shared/api-reference/samples';
import {SAMPLES_URL_DIR, splitCodeSamples} from '../../plugins/api-reference/sampleDelivery';

const require = createRequire(__filename);
const {stylesheetPart} = require('../../plugins/api-reference/themeStylesheetParts.cjs') as {
  stylesheetPart: (source: string, part: 'first-paint' | 'try-it') => string;
};

const sample = (language: string, label: string): CodeSample => ({
  language,
  label,
  highlight: language,
  html: `<span class="token">${language} request</span>`,
});

describe('request samples: the page carries the first language, a file every language', () => {
  const samples = [sample('python', 'Python'), sample('curl', 'cURL'), sample('go', 'Go')];

  test('the page gets every tab but only the first sample; the file holds them all under a content hash', () => {
    const {page, file} = splitCodeSamples('configs-fetch', samples);
    assert.deepEqual(page.initial, samples[0]);
    assert.deepEqual(
      page.tabs.map((tab) => [tab.language, tab.label, tab.highlight]),
      [
        ['python', 'Python', 'python'],
        ['curl', 'cURL', 'curl'],
        ['go', 'Go', 'go'],
      ],
    );
    assert.ok(
      page.tabs.every((tab) => !('html' in tab)),
      'no sample in the tabs',
    );
    assert.match(page.allUrl, new RegExp(`^${SAMPLES_URL_DIR}/configs-fetch\\.[0-9a-f]{8}\\.json$`));
    assert.equal(file.urlPath, page.allUrl);
    assert.deepEqual(JSON.parse(file.json), samples);
  });

  test('a changed sample gets a new file name (nginx caches /assets/ for good); the same one keeps it', () => {
    const first = splitCodeSamples('x', samples).page.allUrl;
    assert.equal(splitCodeSamples('x', samples).page.allUrl, first);
    const changed = [samples[0], {...samples[1], html: 'curl -X POST'}, samples[2]];
    assert.notEqual(splitCodeSamples('x', changed).page.allUrl, first);
  });

  test('an operation without samples is an error, not an empty page', () => {
    assert.throws(() => splitCodeSamples('empty-op', []), /empty-op has no request sample/);
  });
});

describe("the OpenAPI theme's stylesheet in two parts", () => {
  const themeStylesheet = readFileSync(
    path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib/theme/styles.scss'),
    'utf8',
  );
  const uses = (scss: string) => [...scss.matchAll(/^@use "\.\/([^"]+)";/gm)].map((match) => match[1]);

  test("the first paint's part keeps the page's partials, its variables and layout, not the request builder's", () => {
    const firstPaint = stylesheetPart(themeStylesheet, 'first-paint');
    const kept = uses(firstPaint);
    for (const partial of [
      'ApiExplorer/MethodEndpoint/MethodEndpoint',
      'ParamsItem/ParamsItem',
      'SchemaItem/SchemaItem',
    ]) {
      assert.ok(kept.includes(partial), partial);
    }
    assert.ok(!kept.includes('ApiExplorer/CodeTabs/CodeTabs'), 'the language logos wait for "Try it"');
    assert.ok(!kept.some((partial) => partial.startsWith('ApiExplorer/Request')));
    assert.match(firstPaint, /--openapi-required:/, 'the variables stay');
    assert.match(firstPaint, /\.openapi-left-panel__container/, 'the layout stays');
  });

  test('the two parts hold every partial of the theme exactly once', () => {
    const firstPaint = uses(stylesheetPart(themeStylesheet, 'first-paint'));
    const tryIt = uses(stylesheetPart(themeStylesheet, 'try-it'));
    assert.deepEqual([...firstPaint, ...tryIt].sort(), uses(themeStylesheet).sort());
    assert.ok(tryIt.includes('ApiExplorer/CodeTabs/CodeTabs'));
    assert.equal(stylesheetPart(themeStylesheet, 'try-it').includes(':root'), false, 'only partials');
  });

  test('a theme stylesheet of another shape fails the build and says what to update', () => {
    assert.throws(
      () => stylesheetPart('@import "./everything";\n:root {}\n', 'first-paint'),
      /Workaround stopped applying.*themeStylesheetParts\.cjs/s,
    );
  });

  test("the request builder's part is told apart from the rest by its query", () => {
    const module = (identifier: string) => ({readableIdentifier: () => identifier});
    assert.equal(
      isTryItStylesheet(module('css ./node_modules/docusaurus-theme-openapi-docs/lib/theme/styles.scss?try-it')),
      true,
    );
    assert.equal(
      isTryItStylesheet(module('css ./node_modules/docusaurus-theme-openapi-docs/lib/theme/styles.scss?first-paint')),
      false,
    );
  });
});
