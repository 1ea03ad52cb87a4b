/**
 * The lean-bundle rewrites run on the route files that the installed Docusaurus generates for a tiny fixture site
 * (tests/fixtures/upgrade-site), and the API reference's guards and checks on the pages that the installed OpenAPI
 * plugin generates from its two operations: after a bump of @docusaurus/*, docusaurus-plugin-openapi-docs or its
 * theme, this fails in seconds, with the guard's message, where a shape changed, instead of a slow build (or, before
 * the guards, a quietly heavier bundle). See CONTRIBUTING.md, "Upgrade Docusaurus, the OpenAPI plugin or Rspack".
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {loadSite} from '@docusaurus/core/lib/server/site.js';
import leanBundlePlugin, {writeClientRouteFiles, writePageDataFiles} from '../../plugins/lean-bundle';
import {LEAN_BUNDLE_PARTS, PARTS_OFF_ENV, partsOff} from '../../plugins/lean-bundle/parts';
import {assertClientModulesRequested} from '../../plugins/lean-bundle/emptiedClientModules';
import {emptiedPrismLanguages} from '../../plugins/lean-bundle/prismLanguages';
import apiReferencePlugin from '../../plugins/api-reference';
import {writeApiDownloads} from '../../plugins/api-reference/downloads';
import {withOperationApart} from '../../plugins/api-reference/generate';
import {assertIslandsCoverPages, islandsPlugin} from '../../plugins/api-reference/islands';
import {apiSidebarItems, type SidebarItem} from '../../plugins/api-reference/sidebar';
import {API_DOWNLOADS, API_OUTPUT_DIR, API_SPEC_PATH} from '../../shared/api-reference/paths';
import {ISLAND_COMPONENTS} from '../../shared/api-reference/islandNames';
import {API_RESOURCES} from '../../shared/api-reference/resources';

const root = path.resolve(__dirname, '../..');
let siteDir: string;
let context: LoadContext;
/** The plugins as the site loaded them (each one's loadContent ran). */
let plugins: {name: string}[];

before(async () => {
  // A copy, so that what Docusaurus and the OpenAPI plugin generate stays out of the fixture (git-ignored); next to it,
  // so that its configuration's relative imports of the site's modules hold. It has the site's theme overrides (src/),
  // which the API reference's guards compare with the installed theme.
  siteDir = mkdtempSync(path.join(root, 'tests/fixtures/.upgrade-site-'));
  cpSync(path.join(root, 'tests/fixtures/upgrade-site'), siteDir, {recursive: true});
  symlinkSync(path.join(root, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  symlinkSync(path.join(root, 'src'), path.join(siteDir, 'src'), 'dir');
  // The API pages, as `npm run gen:api` has the installed OpenAPI plugin write them (into an existing folder).
  mkdirSync(path.join(siteDir, API_OUTPUT_DIR), {recursive: true});
  execFileSync(path.join(root, 'node_modules/.bin/docusaurus'), ['gen-api-docs', 'all'], {cwd: siteDir, stdio: 'pipe'});
  // Then each page's operation apart, in the data island "Try it" reads (generate.ts, its `samples` step, which also
  // builds the request samples: nothing the guards read).
  const pagesDir = path.join(siteDir, API_OUTPUT_DIR);
  for (const page of readdirSync(pagesDir).filter((name) => name.endsWith('.api.mdx'))) {
    const operationFile = page.replace(/\.api\.mdx$/, '.OperationData.json');
    writeFileSync(path.join(pagesDir, operationFile), JSON.stringify({operationUrl: `/${operationFile}`}));
    writeFileSync(
      path.join(pagesDir, page),
      withOperationApart(readFileSync(path.join(pagesDir, page), 'utf8'), operationFile),
    );
  }
  // Generated as `docusaurus build` does: production chunk names (hashes), not the development server's.
  const {NODE_ENV} = process.env;
  const silenced = console.warn;
  process.env.NODE_ENV = 'production';
  console.warn = () => undefined;
  try {
    const site = await loadSite({siteDir});
    context = site.props;
    plugins = site.props.plugins;
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

/** A stand-in for the bundler's module replacement: where `islands` sends `request` from a generated page. */
function islandTarget(side: 'rendered' | 'static', request: string): string {
  const plugin = islandsPlugin(Replacement, side);
  return plugin.target(request, path.join(siteDir, API_OUTPUT_DIR));
}

describe('the API reference on the pages the installed OpenAPI plugin generates (fixture site)', () => {
  const pagesDir = () => path.join(siteDir, API_OUTPUT_DIR);

  test('the OpenAPI plugin writes an operation page per operation, its tag page and its sidebar', () => {
    const files = readdirSync(pagesDir());
    for (const page of ['list-traces.api.mdx', 'create-trace.api.mdx', 'tracing.tag.mdx', 'sidebar.ts']) {
      assert.ok(files.includes(page), `${API_OUTPUT_DIR}/${page} is generated (${files.join(', ')})`);
    }
  });

  test('the API reference plugin ran its guards on the installed theme when the site loaded', () => {
    // loadSite runs every plugin's loadContent: tessera-api-reference's compares the theme with the site's overrides.
    const names = plugins.map((plugin) => plugin.name);
    assert.ok(names.includes('tessera-api-reference'), names.join(', '));
    assert.ok(names.includes('docusaurus-plugin-openapi-docs'), names.join(', '));
  });

  test('the theme’s stylesheet is still a client module of every page, which the browser bundle empties', () => {
    const plugin = apiReferencePlugin({hasPages: true})(context);
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
    ) => object;
    assert.doesNotThrow(() => configure({mode: 'production'}, false, utils));
  });

  test('every island of the generated pages is one the islands expect, and each is used', () => {
    assert.doesNotThrow(() => assertIslandsCoverPages(pagesDir()));
    const mdx = readFileSync(path.join(pagesDir(), 'list-traces.api.mdx'), 'utf8');
    for (const request of Object.values(ISLAND_COMPONENTS)) {
      if (!mdx.includes(`from "${request}"`)) continue;
      assert.match(islandTarget('static', request), /islands[\\/]static[\\/]\w+\.tsx$/, `${request} is swapped`);
      assert.match(islandTarget('rendered', request), /islands[\\/]rendered[\\/]\w+\.tsx$/, `${request} is swapped`);
    }
  });

  test('the generated sidebar’s doc ids get the docs instance’s ids and the resource’s label', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the generated sidebar, as sidebars-api.ts reads it
    const generated = (require(path.join(pagesDir(), 'sidebar.ts')) as {default: SidebarItem[]}).default;
    const items = apiSidebarItems(generated, new Set());
    const tracing = items.find((item) => item.type === 'category');
    assert.ok(tracing, 'the tag is a category');
    assert.equal(tracing.label, API_RESOURCES.Tracing.label);
    assert.deepEqual(
      (tracing.items ?? []).map((item) => item.id),
      ['list-traces', 'create-trace'],
    );
  });

  test('the description is served for download as YAML and JSON', async () => {
    const outDir = path.join(siteDir, 'build');
    mkdirSync(outDir);
    await writeApiDownloads(path.join(siteDir, API_SPEC_PATH), outDir);
    const json = JSON.parse(readFileSync(path.join(outDir, API_DOWNLOADS.json), 'utf8')) as {paths: object};
    assert.deepEqual(Object.keys(json.paths), ['/v1/traces']);
    assert.ok(existsSync(path.join(outDir, API_DOWNLOADS.yaml)));
  });
});
