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
import leanBundlePlugin, {writeClientRouteFiles, writePageDataFiles} from '../../plugins/lean-bundle';
import {LEAN_BUNDLE_PARTS, PARTS_OFF_ENV, partsOff} from '../../plugins/lean-bundle/parts';
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

/** A stand-in for the bundler that records the module replacements a plugin asks for. */
class Replacement {
  constructor(
    readonly pattern: RegExp,
    readonly replace: (data: {request: string; context?: string}) => void,
  ) {}
  /** Where the replacement sends `request` (from `context`), or the request itself. */
  target(request: string, context = '/anywhere'): string {
    if (!this.pattern.test(request)) return request;
    const data = {request, context};
    this.replace(data);
    return data.request;
  }
}

/** The client bundle's configuration that lean-bundle returns, with the parts of `off` switched off. */
function clientConfiguration(off: string) {
  const previous = process.env[PARTS_OFF_ENV];
  process.env[PARTS_OFF_ENV] = off;
  try {
    const plugin = leanBundlePlugin({
      withoutDocListOf: ['api'],
      withoutDocIndexOf: ['default'],
      lazyRoutesUnder: ['/reference/api'],
    })(context);
    const utils = {
      currentBundler: {
        instance: {
          NormalModuleReplacementPlugin: Replacement,
          Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: 0},
          sources: {RawSource: class {}},
        },
      },
    };
    const configure = plugin.configureWebpack as unknown as (
      config: object,
      isServer: boolean,
      utils: object,
    ) => {output?: {chunkFilename?: string}; plugins: unknown[]};
    const result = configure({mode: 'production'}, false, utils);
    const replacements = result.plugins.filter((entry): entry is Replacement => entry instanceof Replacement);
    const target = (request: string, from?: string) =>
      replacements.reduce((current, replacement) => replacement.target(current, from), request);
    return {result, target};
  } finally {
    if (previous === undefined) delete process.env[PARTS_OFF_ENV];
    else process.env[PARTS_OFF_ENV] = previous;
  }
}

/** The OpenAPI theme's `process` polyfill, as a React module would get it. */
const POLYFILL = '/site/node_modules/process/browser.js';
const REACT_DIR = '/site/node_modules/react-dom/cjs';

describe('lean-bundle in parts that can be switched off (LEAN_BUNDLE_OFF)', () => {
  const prism = () => emptiedPrismLanguages()[0].path;
  const generatedDir = () => `${siteDir}/.docusaurus`;

  test('with every part on, the client gets every trimmed copy', () => {
    const {result, target} = clientConfiguration('');
    assert.match(target('@generated/registry'), /registry\.client\.js$/);
    assert.match(target('@generated/globalData'), /globalData\.lean\.json$/);
    assert.match(target(prism(), generatedDir()), /emptyClientModule\.js$/);
    assert.match(target(POLYFILL, REACT_DIR), /noProcess\.cjs$/);
    assert.equal(result.output?.chunkFilename, 'assets/js/[id].[contenthash:8].js');
  });

  test('each part switched off leaves what it trims as Docusaurus made it', () => {
    const {result, target} = clientConfiguration(
      'route-files, page-data, client-modules, process-polyfill, chunk-file-names',
    );
    assert.equal(target('@generated/registry'), '@generated/registry');
    assert.equal(target('@generated/routes'), '@generated/routes');
    assert.equal(target('@generated/globalData'), '@generated/globalData');
    assert.equal(target(prism(), generatedDir()), prism());
    assert.equal(target(POLYFILL, REACT_DIR), POLYFILL);
    assert.equal(result.output, undefined);
  });

  test('lazy-routes alone keeps the API routes in the client route table', () => {
    const {target} = clientConfiguration('lazy-routes');
    const routes = readFileSync(target('@generated/routes'), 'utf8');
    assert.match(routes, /\/reference\/api\/list-traces/);
    const {target: withLazy} = clientConfiguration('');
    assert.doesNotMatch(readFileSync(withLazy('@generated/routes'), 'utf8'), /\/reference\/api\/list-traces/);
  });

  test('an unknown part is an error, not a measurement of nothing', () => {
    assert.throws(() => partsOff({[PARTS_OFF_ENV]: 'route-file'}), /names no part route-file/);
    assert.deepEqual([...partsOff({[PARTS_OFF_ENV]: 'route-files'})].sort(), ['lazy-routes', 'route-files']);
    assert.equal(Object.keys(LEAN_BUNDLE_PARTS).length, 6);
  });
});
