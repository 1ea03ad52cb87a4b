/**
 * The README's configuration tables are the one list of what can be set: every environment variable that the site's
 * config, the plugins, the scripts, nginx's generator or the service read must be named there, and every variable
 * named there must still be read somewhere.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Folders (and files) whose code reads the environment on behalf of a reader of the README. */
const readers = ['docusaurus.config.ts', 'config', 'plugins', 'scripts', 'service/src', 'deploy', 'shared', 'src'];
/** Read by tests only through their own support files, and set by the scripts that run them. */
const testReaders = ['tests/e2e'];

/** Set by the platform or by the build script for Docusaurus itself, not settings of this project. */
const notSettings = new Set([
  'NODE_ENV',
  'PATH',
  'HOME',
  'CI',
  'DOCUSAURUS_EXIT_AFTER_BUNDLING',
  'DOCUSAURUS_SKIP_BUNDLING',
  'DOCUSAURUS_SSG_WORKER_THREAD_COUNT',
]);

function trackedFiles(folders: string[]): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', ...folders], {cwd: root, encoding: 'utf8'})
    .split('\0')
    .filter((file) => /\.(?:[cm]?[jt]sx?|sh)$/.test(file));
}

/**
 * Names the code reads: `process.env.X`, `process.env['X']`, `env.X` / `env['X']` of the service's config reader, and
 * the project's own readers (`readEnv('X', …)`, `integer(env, 'X', …)` and the like) that take the name as a string.
 */
function namesRead(folders: string[]): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /process\.env\.([A-Z][A-Z0-9_]+)/g,
    /process\.env\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\]/g,
    /\benv\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\]/g,
    /\b(?:read(?:Optional|Boolean)?Env|text|integer|decimal|flag|onUnlessOff|httpUrl|origins)\(\s*(?:env,\s*)?['"]([A-Z][A-Z0-9_]+)['"]/g,
    /\b[A-Z_]+_ENV\s*=\s*['"]([A-Z][A-Z0-9_]+)['"]/g,
  ];
  for (const file of trackedFiles(folders)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const pattern of patterns) for (const match of source.matchAll(pattern)) names.add(match[1]);
  }
  for (const name of notSettings) names.delete(name);
  return names;
}

/** Every `VARIABLE` in the first cell of a row of the README's "Configuration" section. */
function documentedNames(): Set<string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const names = new Set<string>();
  for (const line of section.split('\n').filter((row) => row.startsWith('| `'))) {
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_[\]]+)`/g)) {
      // `OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT` names both spellings.
      const optional = /^(.*)\[(.*)\](.*)$/.exec(match[1]);
      if (optional) {
        names.add(`${optional[1]}${optional[3]}`);
        names.add(`${optional[1]}${optional[2]}${optional[3]}`);
      } else names.add(match[1]);
    }
  }
  return names;
}

/** Read by a library the code hands its environment to (the OTLP exporter reads its own headers). */
const readByLibraries = new Set(['OTEL_EXPORTER_OTLP_HEADERS']);

describe('the README configuration tables', () => {
  const documented = documentedNames();
  const read = namesRead(readers);

  test('name every variable the config, plugins, scripts and service read', () => {
    const missing = [...read].filter((name) => !documented.has(name)).sort();
    assert.deepEqual(missing, [], 'add a row to the "Configuration" section of README.md');
  });

  test('name no variable that nothing reads any more', () => {
    const alsoRead = namesRead(testReaders);
    const stale = [...documented]
      .filter((name) => !read.has(name) && !alsoRead.has(name) && !readByLibraries.has(name))
      .sort();
    assert.deepEqual(stale, [], 'remove the row from README.md, or read the variable again');
  });
});
