import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import flat from '@docusaurus/core/lib/client/flat.js';
import type {ChunkNames} from '@docusaurus/types';
import {indexRouteChunks} from '../../plugins/lean-bundle/client/routeChunkIndex';
import {API_PAGE_RENAMES} from '../../config/apiRedirects';

/**
 * What the production build puts in the JavaScript every page loads first, read from the files (deterministic, no
 * timing): regressions of first-load size that a unit test can catch before the bench does.
 */

const jsDir = path.resolve(__dirname, '../../build/assets/js');

function mainBundle(): string {
  const files = readdirSync(jsDir).filter((name) => /^(main|runtime~main)\.[\w-]+\.js$/.test(name));
  assert.equal(files.length, 2, `main and runtime~main in ${jsDir}`);
  return files.map((name) => readFileSync(path.join(jsDir, name), 'utf8')).join('\n');
}

describe('the main bundle every page loads', () => {
  test('carries the route registry without the source paths of its ~1,000 chunks (used only by the server)', () => {
    const main = mainBundle();
    // The registry is there, each route chunk with its loader and module id, and an empty source path.
    const entries = main.match(/\.then\(\w+\.bind\(\w+,\d+\)\),"",\d+\]/g) ?? [];
    assert.ok(entries.length > 100, `${entries.length} registry entries without a source path`);
    const sourcePaths = main.match(/"@(site|theme|generated)\/[^"]*\.(mdx?|tsx?|jsx?|json)(\?[^"]*)?"/g) ?? [];
    assert.deepEqual(sourcePaths.slice(0, 5), [], `${sourcePaths.length} source paths in the main bundle`);
  });

  test('names route chunk files by id, so the runtime needs no map from chunk id to chunk name', () => {
    const main = mainBundle();
    // The chunk file name is "assets/js/" + id + "." + hash: no `{12345:"name",…}[id]` lookup in between.
    assert.match(main, /"assets\/js\/"\+\w+\+"\."\+\(?\{/);
    assert.doesNotMatch(main, /"assets\/js\/"\+\(\(?\{/);
    assert.ok(
      readdirSync(jsDir).some((name) => /^\d+\.[0-9a-f]{8}\.js$/.test(name)),
      'chunk files are named <id>.<hash>.js',
    );
  });
});

describe('link prefetching and the API routes’ preload (plugins/lean-bundle)', () => {
  const buildDir = path.resolve(__dirname, '../../build');
  const routeTable = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../.docusaurus/routesChunkNames.json'), 'utf8'),
  ) as Record<string, ChunkNames>;

  test('the prefetch index gives every route of the build the chunks Docusaurus’s scan of the whole table finds', () => {
    const index = indexRouteChunks(routeTable);
    const paths = new Set(Object.keys(routeTable).map((key) => key.replace(/-[^-]+$/, '')));
    assert.ok(paths.size > 500, `${paths.size} route paths`);
    for (const routePath of paths) {
      // Docusaurus's own lookup (client/docusaurus.js); a leaf that is not a name finds no file there.
      const scanned = Object.entries(routeTable)
        .filter(([key]) => key.replace(/-[^-]+$/, '') === routePath)
        .flatMap(([, chunks]) => Object.values(flat(chunks)))
        .filter((name: unknown) => typeof name === 'string');
      assert.deepEqual(index.get(routePath), scanned, routePath);
    }
  });

  test('every API page’s HTML preloads the chunk of the API routes, and keeps the API stylesheet', () => {
    const apiDir = path.join(buildDir, 'reference/api');
    // The old slugs' folders hold the client redirects of config/apiRedirects.ts (nginx answers them with a 301): no
    // pages, so they load no route at all.
    const oldSlugs = new Set(API_PAGE_RENAMES.map(([from]) => from));
    const pages = readdirSync(apiDir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && !oldSlugs.has(entry.name))
      .map((entry) => readFileSync(path.join(apiDir, entry.name, 'index.html'), 'utf8'));
    assert.ok(pages.length > 300, `${pages.length} API pages`);
    const preloads = new Set(
      pages.map(
        (html) =>
          /<link rel="preload" href="\/(assets\/js\/\d+\.[0-9a-f]{8}\.js)" as="script" fetchpriority="low">/.exec(
            html,
          )?.[1],
      ),
    );
    assert.equal(preloads.size, 1, `one routes chunk for all: ${[...preloads].join(', ')}`);
    const [file] = [...preloads];
    assert.ok(file, 'a preload in every API page');
    assert.ok(
      readFileSync(path.join(buildDir, file), 'utf8').includes('/reference/api/configs-fetch'),
      'the preloaded chunk holds the API routes',
    );
    // Two postBuild steps rewrite these pages: neither loses the other's change.
    assert.ok(pages.every((html) => /\/assets\/css\/api-reference-styles\.[0-9a-f]+\.css/.test(html)));

    const docsPage = readFileSync(path.join(buildDir, 'evaluation/concepts/index.html'), 'utf8');
    assert.doesNotMatch(docsPage, /rel="?preload"? [^>]*as="?script/, 'other pages do not download the API routes');
  });
});
