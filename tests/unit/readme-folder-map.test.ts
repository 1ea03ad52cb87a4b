/**
 * The README's folder map is how a newcomer finds their way: it must name every folder a clone holds at the top
 * level, every folder under src/, and every plugin.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The rows of the README's "Folder map" table: the folders cell and the contents cell of each. */
function folderMapRows(): {folders: string[]; contents: string}[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Folder map$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [folders = '', contents = ''] = line.split('|').slice(1);
      return {folders: [...folders.matchAll(/`([^`]+)`/g)].map((match) => match[1]), contents};
    });
}

/**
 * The folders directly under `under` that git tracks files in: leftovers of an old build in a developer's checkout
 * are not part of the project.
 */
function trackedFolders(under: string): string[] {
  const files = execFileSync('git', ['ls-files', '-z', '--', under], {cwd: root, encoding: 'utf8'}).split('\0');
  const prefix = under === '.' ? '' : `${under}/`;
  const folders = files
    .map((file) => file.slice(prefix.length).split('/'))
    .filter((parts) => parts.length > 1)
    .map((parts) => `${prefix}${parts[0]}/`);
  return [...new Set(folders)].sort();
}

describe('the README folder map', () => {
  const rows = folderMapRows();
  const named = rows.flatMap((row) => row.folders);

  test('names every top-level folder', () => {
    const missing = trackedFolders('.').filter((folder) => !named.some((name) => name.startsWith(folder)));
    assert.deepEqual(missing, [], 'add a row to the "Folder map" table of README.md');
  });

  test('names every folder under src/', () => {
    const missing = trackedFolders('src').filter((folder) => !named.includes(folder));
    assert.deepEqual(missing, [], 'add a row to the "Folder map" table of README.md');
  });

  test('names every plugin in the plugins/ row', () => {
    const pluginsRow = rows.find((row) => row.folders.includes('plugins/'));
    assert.ok(pluginsRow, 'the table has a plugins/ row');
    const missing = trackedFolders('plugins')
      .map((folder) => folder.slice('plugins/'.length))
      .filter((plugin) => !pluginsRow.contents.includes(`\`${plugin}\``));
    assert.deepEqual(missing, [], 'name the plugin in the plugins/ row of README.md');
  });
});

/**
 * The README stays short by pointing at the documents next to what they describe: the benchmark's method, deployment
 * and the service each have their own README, and every link of the README leads to a file of the clone.
 */
describe('the README and the documents it points to', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

  test('stays at most 250 lines', () => {
    const lines = readme.trimEnd().split('\n').length;
    assert.ok(lines <= 250, `README.md has ${lines} lines: move detail into the README of the folder it describes`);
  });

  test('the benchmark, deployment and the service have their own README, linked from it', () => {
    for (const document of ['scripts/bench/README.md', 'deploy/README.md', 'service/README.md']) {
      assert.ok(existsSync(path.join(root, document)), `${document} exists`);
      assert.ok(readme.includes(`](${document})`), `README.md links to ${document}`);
    }
  });

  test('every relative link leads to a file of the clone', () => {
    const targets = [...readme.matchAll(/\]\(((?!https?:|#)[^)#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]);
    const missing = targets.filter((target) => !existsSync(path.join(root, target)));
    assert.deepEqual(missing, []);
  });

  test('holds no pasted benchmark results: the bench writes them to bench-results/', () => {
    assert.doesNotMatch(readme, /^#+ Latest run/m);
    assert.doesNotMatch(readme, /\| (?:pass|\*\*FAIL\*\*) +\|/);
  });
});
