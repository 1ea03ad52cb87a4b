/**
 * The lean-bundle rewrites run on the route files that the installed Docusaurus generates for a tiny fixture site
 * (tests/fixtures/upgrade-site): after a bump of @docusaurus/*, this fails in seconds, with the guard's message, where
 * a shape changed, instead of a slow build (or, before the guards, a quietly heavier bundle). See CONTRIBUTING.md,
 * "Upgrade Docusaurus, the OpenAPI plugin or Rspack".
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {loadSite} from '@docusaurus/core/lib/server/site.js';
import {writeClientRouteFiles, writePageDataFiles} from '../../plugins/lean-bundle';
import {assertClientModulesRequested} from '../../plugins/lean-bundle/emptiedClientModules';
import {emptiedPrismLanguages} from '../../plugins/lean-bundle/prismLanguages';

const root = path.resolve(__dirname, '../..');
let siteDir: string;
let context: LoadContext;

before(async () => {
  // A copy, so that Docusaurus's generated files (.docusaurus/) stay out of the repository.
  siteDir = mkdtempSync(path.join(tmpdir(), 'upgrade-fixture-'));
  cpSync(path.join(root, 'tests/fixtures/upgrade-site'), siteDir, {recursive: true});
  symlinkSync(path.join(root, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  // Generated as `docusaurus build` does: production chunk names (hashes), not the development server's.
  const {NODE_ENV} = process.env;
  const silenced = console.warn;
  process.env.NODE_ENV = 'production';
  console.warn = () => undefined;
  try {
    context = (await loadSite({siteDir})).props;
  } finally {
    console.warn = silenced;
    if (NODE_ENV === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = NODE_ENV;
  }
});

after(() => {
  if (siteDir) rmSync(siteDir, {recursive: true, force: true});
});

describe('lean-bundle on the route files of the installed Docusaurus (fixture site)', () => {
  test('every route-file rewrite applies: no guard fires', () => {
    const {copies, lazyRoutes} = writeClientRouteFiles(context.generatedFilesDir, ['/reference/api']);
    assert.ok(copies.registry && copies.routes, 'the client gets its own registry and route table');
    assert.equal(lazyRoutes, true, 'the stand-in API pages leave the route table for a chunk of their own');
    const registry = readFileSync(copies.registry, 'utf8');
    assert.match(registry, /require\.resolveWeak\("@site\/docs\/tracing\.md"\)/, 'the module ids stay');
    assert.doesNotMatch(registry, /"@site\/docs\/tracing\.md", require/, 'the source paths are gone');
  });

  test('the page data copies apply: no guard fires', () => {
    const copies = writePageDataFiles(context, {withoutDocListOf: ['api'], withoutDocIndexOf: ['default']});
    const globalData = JSON.parse(readFileSync(copies.globalData ?? '', 'utf8')) as Record<
      string,
      Record<string, {versions: {docs: unknown[]}[]}>
    >;
    assert.deepEqual(globalData['docusaurus-plugin-content-docs'].api.versions[0].docs, []);
    assert.ok(
      Object.keys(copies).some((name) => name.startsWith('docusaurus-plugin-content-docs/default/p/')),
      'the docs version metadata loses its doc index',
    );
  });

  test('the client module that is emptied is still requested', () => {
    assertClientModulesRequested(context.generatedFilesDir, emptiedPrismLanguages());
  });
});
