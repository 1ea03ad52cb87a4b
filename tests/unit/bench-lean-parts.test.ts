import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {LEAN_BUNDLE_PARTS} from '../../plugins/lean-bundle/parts';
import {
  buildFileOf,
  gainOf,
  gzipBytesOf,
  leanBundleParts,
  negligibleParts,
  renderLeanParts,
  type LeanPartsResults,
} from '../../scripts/bench/leanParts';

const pageTypes = [
  {id: 'home', label: 'Home', path: '/'},
  {id: 'api', label: 'API operation', path: '/reference/api/configs-fetch'},
];

function results(): LeanPartsResults {
  return {
    measuredAt: '2026-11-27T20:00:00.000Z',
    pageTypes,
    baseline: {jsGzipBytes: {home: 100_000, api: 150_000}, scripts: {home: [], api: []}},
    parts: [
      {
        part: 'route-files',
        description: LEAN_BUNDLE_PARTS['route-files'],
        off: {jsGzipBytes: {home: 125_000, api: 190_000}, scripts: {home: [], api: []}},
      },
      {
        part: 'process-polyfill',
        description: LEAN_BUNDLE_PARTS['process-polyfill'],
        off: {jsGzipBytes: {home: 100_100, api: 149_900}, scripts: {home: [], api: []}},
      },
    ],
    notes: ['TBT was not measured (add --tbt, on a quiet machine).'],
  };
}

describe('bench --lean-parts', () => {
  test('measures every part that plugins/lean-bundle/parts.ts can switch off', () => {
    assert.deepEqual(
      leanBundleParts().map(({part}) => part),
      Object.keys(LEAN_BUNDLE_PARTS),
    );
  });

  test('weighs the files a page loaded from the build, under the site’s base URL, and nothing outside it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tessera-lean-parts-'));
    try {
      writeFileSync(path.join(dir, 'a.js'), 'console.log("a");'.repeat(50));
      writeFileSync(path.join(dir, 'b.js'), 'let b = 1;');
      const file = buildFileOf(dir, 'http://127.0.0.1:3000/docs/a.js', '/docs/');
      assert.equal(file, path.join(dir, 'a.js'));
      assert.equal(
        gzipBytesOf([file, path.join(dir, 'b.js')]),
        gzipSync('console.log("a");'.repeat(50)).length + gzipSync('let b = 1;').length,
      );
      assert.throws(() => buildFileOf(dir, 'http://127.0.0.1:3000/docs/..%2F..%2Fetc/passwd', '/docs/'), /outside/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('a gain is what the page loads more with the part off', () => {
    assert.deepEqual(gainOf({home: 125_000, api: 190_000}, {home: 100_000, api: 150_000}), {
      home: 25_000,
      api: 40_000,
    });
  });

  test('a part below 512 B on every page type is named for removal', () => {
    assert.deepEqual(negligibleParts(results()), ['process-polyfill']);
    const markdown = renderLeanParts(results());
    assert.match(markdown, /\| Part switched off \| Home \| API operation \|/);
    assert.match(markdown, /\| Every part on \| 97\.7 KB \| 146\.5 KB \|/);
    assert.match(markdown, /\| `route-files` \| \+24\.4 KB \(25000 B\) \| \+39\.1 KB \(40000 B\) \|/);
    assert.match(markdown, /removal .*: `process-polyfill`\./);
    assert.doesNotMatch(markdown, /Total Blocking Time/);
  });

  test('TBT gains appear when measured', () => {
    const measured = results();
    measured.baseline.tbtMs = {home: 50, api: 120};
    measured.parts[0].off.tbtMs = {home: 80, api: 100};
    const markdown = renderLeanParts(measured);
    assert.match(markdown, /## Total Blocking Time/);
    assert.match(markdown, /\| `route-files` \| \+30 ms \| −20 ms \|/);
    assert.match(markdown, /\| `process-polyfill` \| n\/a \| n\/a \|/);
  });
});
