import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  assertSchemasStillBrowserOnly,
  componentsWithoutBrowserOnly,
  SERVER_RENDERED_THEME_COMPONENTS,
  swapBrowserOnly,
} from '../../plugins/api-reference/serverRendered';

describe('API schemas rendered on the server', () => {
  const themeDir = (name: string) => `/x/node_modules/docusaurus-theme-openapi-docs/lib/theme/${name}`;

  test("swaps BrowserOnly in the listed theme components' imports only", () => {
    for (const name of SERVER_RENDERED_THEME_COMPONENTS) {
      const request = {request: '@docusaurus/BrowserOnly', context: themeDir(name)};
      swapBrowserOnly(request);
      assert.match(request.request, /RenderEverywhere\.tsx$/, name);
    }
    for (const context of [themeDir('ApiExplorer/MethodEndpoint'), themeDir('ApiTabs'), '/x/src/theme/CodeBlock']) {
      const request = {request: '@docusaurus/BrowserOnly', context};
      swapBrowserOnly(request);
      assert.equal(request.request, '@docusaurus/BrowserOnly', context);
    }
    const other = {request: '@docusaurus/Link', context: themeDir('RequestSchema')};
    swapBrowserOnly(other);
    assert.equal(other.request, '@docusaurus/Link');
  });

  test('fails the build when a listed component stops importing BrowserOnly', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-theme-'));
    for (const name of SERVER_RENDERED_THEME_COMPONENTS) {
      mkdirSync(path.join(dir, name));
      const code = name === 'RequestSchema' ? 'exports.default = 1;' : 'require("@docusaurus/BrowserOnly");';
      writeFileSync(path.join(dir, name, 'index.js'), code);
    }
    assert.deepEqual(componentsWithoutBrowserOnly(dir), ['RequestSchema']);
    assert.throws(() => assertSchemasStillBrowserOnly(dir), /RequestSchema of docusaurus-theme-openapi-docs/);
  });

  test('applies to the installed theme', () => {
    const installed = path.join(
      path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')),
      'lib/theme',
    );
    assert.doesNotThrow(() => assertSchemasStillBrowserOnly(installed));
  });
});
