import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  overrides?: Record<string, string>;
};

/** Package names in the first column of the overrides table in CONTRIBUTING.md's "Upgrade dependencies". */
function documentedOverrides(): string[] {
  const contributing = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
  const section = /^## Upgrade dependencies\n([\s\S]*?)(?=^## )/m.exec(contributing)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]));
}

describe('npm overrides', () => {
  it('each have their reason in CONTRIBUTING.md, and no reason is left for an override that is gone', () => {
    assert.deepEqual(documentedOverrides().sort(), Object.keys(manifest.overrides ?? {}).sort());
  });
});
