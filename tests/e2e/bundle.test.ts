import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

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
