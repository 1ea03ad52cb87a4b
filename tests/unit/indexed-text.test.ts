import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Reads the production build (scripts/test-all.sh runs this file again after building): page controls are not
 * content, so no index that search, Ask AI or MCP reads may hold their labels.
 */
const root = path.resolve(__dirname, '../..');
const indexFiles = ['build/search-index/pages.json', 'build/search-index/body.json', 'build/ask-ai/corpus.json'];
const skip = indexFiles.every((file) => existsSync(path.join(root, file)))
  ? false
  : 'no build: run `npm run build` first';

describe('the indexes the build writes', {skip}, () => {
  test('hold the pages that carry the Cloud / Self-hosted switch, but not the switch itself', () => {
    for (const file of indexFiles) {
      const text = readFileSync(path.join(root, file), 'utf8');
      assert.ok(text.includes('Create API key'), `${file} holds the API reference`);
      for (const label of ['Code samples for', 'Self-hosted address', 'Samples use https://']) {
        assert.ok(!text.includes(label), `${file} indexes the switch's "${label}"`);
      }
    }
  });
});
