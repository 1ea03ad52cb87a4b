import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {chunkNamesOf} from '../../plugins/lean-bundle/registry';

/**
 * Reads the production build (`npm run build`; scripts/test-all.sh runs this file again after building): what the
 * two scripts every page loads first (runtime~main and main) must not carry, since they grow with every route.
 * See plugins/lean-bundle.
 */
const root = path.resolve(__dirname, '../..');
const jsDir = path.join(root, 'build/assets/js');
const generatedRegistry = path.join(root, '.docusaurus/registry.js');
const skip = existsSync(path.join(root, 'build/reference/api/create-api-key/index.html'))
  ? false
  : 'no build: run `npm run build` first';

function firstLoadScript(prefix: 'main' | 'runtime~main'): string {
  const name = readdirSync(jsDir).find((file) => file.startsWith(`${prefix}.`) && file.endsWith('.js'));
  assert.ok(name, `build/assets/js has a ${prefix} script`);
  return readFileSync(path.join(jsDir, name), 'utf8');
}

describe('what every page loads first', {skip}, () => {
  test('not the API reference’s doc list, nor the routes of its pages, which come with a chunk of their own', () => {
    const main = firstLoadScript('main');
    assert.ok(main.includes('"/reference/api"'), 'the route table leads to the API reference');
    const operationPaths = main.match(/"\/reference\/api\/[^"]+"/g) ?? [];
    // The sidebar's link to the category index is the one API path main may name.
    assert.deepEqual(
      operationPaths.filter((routePath) => routePath !== '"/reference/api/category"'),
      [],
      'main holds API page routes',
    );
    assert.ok(!/\bid\\?"?:\\?"create-api-key\\?"/.test(main), 'main holds the doc id of an API page');
    const lazyChunks = readdirSync(jsDir).filter((file) => {
      if (!file.endsWith('.js')) return false;
      const code = readFileSync(path.join(jsDir, file), 'utf8');
      return code.includes('path:"/reference/api/create-api-key"') && code.includes('Object.assign(');
    });
    assert.equal(lazyChunks.length, 1, 'one chunk holds the API pages’ routes and their registry entries');
  });

  test('the runtime maps no API page’s chunk name to its id: the lazy routes’ chunk carries those ids', () => {
    const lazyRoutes = readdirSync(jsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(jsDir, file), 'utf8'))
      .find((code) => code.includes('path:"/reference/api/create-api-key"') && code.includes('Object.assign('));
    assert.ok(lazyRoutes, 'a chunk holds the API pages’ routes');
    const filled = /\(\{("[0-9a-f]+":"\d+",?)+\}\)/.exec(lazyRoutes);
    assert.ok(filled, 'the build wrote the chunk ids into the lazy routes’ chunk');
    const ids = Object.entries(JSON.parse(filled[0].slice(1, -1)) as Record<string, string>);
    assert.ok(ids.length > 300, `${ids.length} chunk ids`);
    // Docusaurus's chunk name → id map, which prefetching reads: `gca=function(e){return e=({…})[e]||e;…}`.
    const nameMap = /gca=function\((\w+)\)\{return \1=\((\{[^}]*\})\)\[\1\]/.exec(firstLoadScript('runtime~main'));
    assert.ok(nameMap, 'the runtime has its name → id map');
    const named = ids.filter(([name]) => new RegExp(`[{,]"?${name}"?:`).test(nameMap[2]));
    assert.deepEqual(named.slice(0, 3), [], `${named.length} API page chunks named in the runtime`);
  });

  test('each route path once: the route table carries the chunk names', () => {
    const main = firstLoadScript('main');
    assert.ok(!/"\/reference\/api\/create-api-key-[0-9a-f]{3}"/.test(main), 'main keys a chunks table by path');
  });

  test('not the options of plugins, presets and themes', () => {
    const main = firstLoadScript('main');
    assert.ok(main.includes('Tessera Docs'), 'the site configuration is there');
    for (const option of ['sidebarPath', 'beforeDefaultRemarkPlugins']) {
      assert.ok(!main.includes(option), `main holds "${option}"`);
    }
  });

  test('not the Node `process` polyfill, which React’s code named', () => {
    assert.ok(!firstLoadScript('main').includes('process.binding is not supported'), 'main holds the polyfill');
  });

  test('docs pages: the version metadata without the doc index that only doc cards read', () => {
    const versionMetadata = readdirSync(jsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(jsDir, file), 'utf8'))
      .filter((code) => code.includes('"docsSidebars"') && code.includes('"pluginId":"default"'));
    assert.equal(versionMetadata.length, 1, 'one chunk holds the docs version metadata');
    assert.ok(versionMetadata[0].includes('"docs":{}'), 'the version metadata holds the doc index');
  });

  test('API pages: the version metadata without the doc index nor sidebar translation keys; tag pages carry theirs', () => {
    const versionMetadata = readdirSync(jsDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(jsDir, file), 'utf8'))
      .filter((code) => code.includes('"docsSidebars"') && code.includes('"pluginId":"api"'));
    assert.equal(versionMetadata.length, 1, 'one chunk holds the API version metadata');
    assert.ok(versionMetadata[0].includes('"docs":{}'), 'the API version metadata holds the doc index');
    assert.ok(!versionMetadata[0].includes('"key":'), 'the API sidebar holds translation keys');
    assert.ok(!versionMetadata[0].includes('"unlisted":false'), 'the API sidebar holds unlisted: false');
    const tagPage = readFileSync(path.join(root, 'build/reference/api/configs/index.html'), 'utf8');
    assert.match(
      tagPage,
      /class="[^"]*cardDescription[^"]*"[^>]*>[^<]{20,}</,
      'the tag page’s cards have descriptions',
    );
  });

  test(
    'route chunks under short names, not Docusaurus’s 8-digit hashes',
    {skip: !existsSync(generatedRegistry)},
    () => {
      const fullNames = chunkNamesOf(readFileSync(generatedRegistry, 'utf8'));
      assert.ok(fullNames.length > 500, `the registry lists the route chunks (${fullNames.length})`);
      const scripts = firstLoadScript('main') + firstLoadScript('runtime~main');
      // The minifier writes a hex-looking key as a number: "00bceb51" becomes 0xbceb51.
      const found = fullNames.filter(
        (name) => scripts.includes(`"${name}"`) || scripts.includes(`0x${name.replace(/^0+/, '').toLowerCase()}:`),
      );
      assert.equal(found.length, 0, `${found.length} full chunk names, e.g. ${found.slice(0, 3).join(', ')}`);
    },
  );
});
