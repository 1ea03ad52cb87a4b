import {describe, test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginClientRedirects from '@docusaurus/plugin-client-redirects';
import siteConfig from '../../docusaurus.config';
import {API_PAGE_RENAMES} from '../../config/apiRedirects';
import {clientRedirects, redirects} from '../../config/redirects';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The docs file a path is built from, if it is a hand-written page (docs are served from the site root). */
function docsFileFor(sitePath: string): string | undefined {
  return ['.mdx', '.md', '/index.mdx', '/index.md']
    .map((suffix) => path.join('docs', `${sitePath}${suffix}`))
    .find((file) => existsSync(path.join(root, file)));
}

/** The API reference pages are generated at build time; the build and the e2e tests check those targets. */
const isGenerated = (sitePath: string) => sitePath.startsWith('/reference/api/');

describe('config/redirects.ts', () => {
  test('holds the 48 legacy paths, including /reference/api, then the old API page slugs', () => {
    assert.equal(redirects.length, 48 + API_PAGE_RENAMES.length);
    assert.ok(redirects.some(({from, to}) => from === '/reference/api' && to === '/reference/api/category'));
  });

  test('writes every path from the root, without a trailing slash or .html', () => {
    for (const {from, to} of redirects) {
      for (const sitePath of [from, to]) {
        assert.match(sitePath, /^(\/[A-Za-z0-9_-]+)+$/, `config/redirects.ts: write "${sitePath}" as /section/page`);
      }
    }
  });

  test('has one entry per legacy path and no redirect to another redirect', () => {
    const froms = redirects.map(({from}) => from);
    const duplicates = froms.filter((from, index) => froms.indexOf(from) !== index);
    assert.deepEqual(duplicates, [], 'config/redirects.ts: remove the second entry for these paths');
    const chained = redirects.filter(({to}) => froms.includes(to));
    assert.deepEqual(chained, [], 'config/redirects.ts: point these at the final page, not at another legacy path');
  });

  test('never shadows a page', () => {
    const shadowing = redirects.flatMap(({from}) => {
      const file = docsFileFor(from);
      return file ? [`${from} is the page ${file}: drop the redirect or move the page`] : [];
    });
    assert.deepEqual(shadowing, []);
    // The two legacy paths deliberately left out are pages of this site.
    for (const page of ['/evaluation/quick-start-ui', '/observability/overview']) {
      assert.ok(docsFileFor(page), `${page} is a page`);
      assert.ok(!redirects.some(({from}) => from === page), `${page} is not redirected`);
    }
  });

  test('points every hand-written target at an existing docs page', () => {
    const missing = redirects
      .filter(({to}) => !isGenerated(to) && !docsFileFor(to))
      .map(({from, to}) => `${from} → ${to}: no docs/${to.slice(1)}.mdx; fix the target`);
    assert.deepEqual(missing, []);
  });

  test('gives the client redirects plugin the same list', () => {
    assert.deepEqual(
      clientRedirects,
      redirects.map(({from, to}) => ({from, to})),
    );
  });
});

describe('build-time validation by @docusaurus/plugin-client-redirects', () => {
  const targets = [...new Set(redirects.map(({to}) => to))];

  /** Runs the plugin's postBuild, as `docusaurus build` does, over the given routes; returns the output folder. */
  async function runPostBuild(routesPaths: string[], t: TestContext): Promise<string> {
    const outDir = mkdtempSync(path.join(tmpdir(), 'tessera-redirects-'));
    t.after(() => rmSync(outDir, {recursive: true, force: true}));
    const context = {siteConfig} as unknown as LoadContext;
    const plugin = (await pluginClientRedirects(context, {
      id: 'default',
      redirects: clientRedirects,
      fromExtensions: [],
      toExtensions: [],
    })) as Plugin;
    type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
    await plugin.postBuild?.({routesPaths, outDir, baseUrl: '/', siteConfig} as unknown as PostBuildProps);
    return outDir;
  }

  test('writes a redirect page for every legacy path when all targets exist', async (t) => {
    const outDir = await runPostBuild(['/', ...targets], t);
    for (const {from, to} of redirects) {
      const page = readFileSync(path.join(outDir, from.slice(1), 'index.html'), 'utf8');
      assert.ok(page.includes(`url=${to}"`), `${from} redirects to ${to}`);
    }
  });

  test('fails the build when a target is not a page', async (t) => {
    const missing = '/evaluation/concepts';
    await assert.rejects(
      runPostBuild(
        targets.filter((target) => target !== missing),
        t,
      ),
      (error: Error) => error.message.includes('do not exist') && error.message.includes(missing),
    );
  });

  test('fails the build when a legacy path is also a page (onDuplicateRoutes: throw)', async (t) => {
    assert.equal(siteConfig.onDuplicateRoutes, 'throw');
    await assert.rejects(runPostBuild([...targets, '/evaluation/overview'], t), /override existing paths/);
  });
});
