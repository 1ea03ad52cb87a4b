/**
 * Every lean-bundle rewrite of a generated file fails the build when the file's shape changes (an upgrade), instead of
 * falling back quietly and sending every page 20–30 KB more; `LEAN_BUNDLE_GUARDS=warn` turns that into a warning.
 * Tested with the changed shapes themselves.
 */
import {afterEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {writeClientRouteFiles} from '../../plugins/lean-bundle';
import {WorkaroundStoppedApplying} from '../../plugins/lean-bundle/emptiedClientModules';
import {GUARDS_ENV, workaroundNotApplied} from '../../plugins/lean-bundle/guard';

const REGISTRY = [
  'export default {',
  '  "002b04d2": [() => import(/* webpackChunkName: "002b04d2" */ "@site/changelog/index.mdx"), ' +
    '"@site/changelog/index.mdx", require.resolveWeak("@site/changelog/index.mdx")],',
  '  "0041c2da": [() => import(/* webpackChunkName: "0041c2da" */ "@site/src/pages/index.tsx"), ' +
    '"@site/src/pages/index.tsx", require.resolveWeak("@site/src/pages/index.tsx")],',
  '};',
].join('\n');
const ROUTES = [
  "import React from 'react';",
  "import ComponentCreator from '@docusaurus/ComponentCreator';",
  '',
  'export default [',
  "  {path: '/changelog', component: ComponentCreator('/changelog', 'f05'), exact: true},",
  "  {path: '/', component: ComponentCreator('/', '011'), exact: true},",
  "  {path: '*', component: ComponentCreator('*')},",
  '];',
].join('\n');
const CHUNK_NAMES = {'/changelog-f05': {__comp: '002b04d2'}, '/-011': {__comp: '0041c2da'}};

/** A folder of generated route files as Docusaurus 3.10 writes them, with any of them changed. */
function generated(files: {registry?: string; routes?: string; chunkNames?: object} = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'lean-bundle-guards-'));
  writeFileSync(path.join(folder, 'registry.js'), files.registry ?? REGISTRY);
  writeFileSync(path.join(folder, 'routes.js'), files.routes ?? ROUTES);
  writeFileSync(path.join(folder, 'routesChunkNames.json'), JSON.stringify(files.chunkNames ?? CHUNK_NAMES));
  return folder;
}

function failsNaming(run: () => unknown, workaround: string) {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof WorkaroundStoppedApplying, String(error));
    assert.match(error.message, new RegExp(`"${workaround}"`));
    assert.match(error.message, /plugins\/WORKAROUNDS\.md/);
    assert.match(error.message, new RegExp(`${GUARDS_ENV}=warn`));
    return true;
  });
}

afterEach(() => {
  delete process.env[GUARDS_ENV];
});

describe('lean-bundle guards', () => {
  test('the generated files of today pass', () => {
    const {copies} = writeClientRouteFiles(generated());
    assert.ok(copies.routes, 'the client gets its own route table');
    assert.doesNotMatch(readFileSync(copies.registry ?? '', 'utf8'), /"@site\/changelog\/index\.mdx", require/);
  });

  test('a registry whose entries changed shape fails the build', () => {
    const changed = REGISTRY.replace(/require\.resolveWeak\(([^)]*)\)/g, '{weak: $1}').replace(/, "@site[^"]*"/g, '');
    failsNaming(() => writeClientRouteFiles(generated({registry: changed})), 'registry-source-paths');
  });

  test('a route chunk the registry does not name fails the build', () => {
    const chunkNames = {...CHUNK_NAMES, '/-011': {__comp: 'ffffffff'}};
    failsNaming(() => writeClientRouteFiles(generated({chunkNames})), 'short-chunk-names');
  });

  test('a route table that changed shape fails the build', () => {
    const routes = ROUTES.replace(/ComponentCreator\('([^']*)', '([^']*)'\)/g, "createRoute({path: '$1', hash: '$2'})");
    failsNaming(() => writeClientRouteFiles(generated({routes})), 'inline-route-chunks');
  });

  test('a lazy subtree without child routes fails the build', () => {
    failsNaming(() => writeClientRouteFiles(generated(), ['/reference/api']), 'lazy-routes');
  });

  test(`${GUARDS_ENV}=warn builds with the fallback and a warning`, (context) => {
    const warn = context.mock.method(console, 'warn', () => undefined);
    process.env[GUARDS_ENV] = 'warn';
    const routes = ROUTES.replace(/ComponentCreator\('([^']*)', '([^']*)'\)/g, "createRoute({path: '$1', hash: '$2'})");
    const {copies} = writeClientRouteFiles(generated({routes}));
    assert.equal(copies.routes, undefined, 'the client keeps the generated route table');
    assert.ok(copies.routesChunkNames, 'and a separate chunks table');
    assert.equal(warn.mock.callCount(), 1);
    assert.match(String(warn.mock.calls[0].arguments[0]), /"inline-route-chunks".*building anyway/);
  });

  test('any other value keeps the failure', () => {
    failsNaming(() => workaroundNotApplied('doc-index', 'a test', {[GUARDS_ENV]: 'off'}), 'doc-index');
    failsNaming(() => workaroundNotApplied('doc-index', 'a test', {}), 'doc-index');
  });
});

describe('the register of workarounds (plugins/WORKAROUNDS.md)', () => {
  const register = readFileSync(path.join(__dirname, '../../plugins/WORKAROUNDS.md'), 'utf8');

  test('has an entry for every workaround a guard names', () => {
    const sources = ['plugins/lean-bundle/index.ts', 'plugins/classic-theme-overrides/index.ts'].map((file) =>
      readFileSync(path.join(__dirname, '../..', file), 'utf8'),
    );
    const named = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(/workaroundNotApplied\(\s*'([^']+)'/g)) named.add(match[1]);
      for (const match of source.matchAll(/const WORKAROUND = '([^']+)'/g)) named.add(match[1]);
    }
    assert.ok(named.size >= 6, [...named].join(', '));
    const headings = [...register.matchAll(/^### `([^`]+)`/gm)].map((match) => match[1]);
    assert.deepEqual(
      [...named].filter((id) => !headings.includes(id)),
      [],
      'add an entry (what, why, guard, removed when)',
    );
  });

  test('every entry says what it is, its guard and what removes it', () => {
    const entries = register.split(/^### /m).slice(1);
    for (const entry of entries) {
      const title = entry.split('\n')[0];
      if (title === 'npm `overrides`') continue;
      for (const part of ['**What, why**', '**Guard**', '**Removed when**']) {
        assert.ok(entry.includes(part), `${title}: ${part}`);
      }
    }
  });
});
