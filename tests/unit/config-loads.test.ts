import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Docusaurus reads docusaurus.config.ts, and every plugin it imports, with jiti, where webpack's `@site` alias does
// not exist: build-time code that imports browser code written with `@site/…` fails the build, not the typecheck.
// A plain Node process (this test runs under tsx, whose loader would resolve the alias) loads it the same way.
const LOAD_LIKE_DOCUSAURUS = `
const {createRequire} = require('node:module');
const requireFromDocusaurus = createRequire(require.resolve('@docusaurus/utils'));
const load = requireFromDocusaurus('jiti')(process.cwd() + '/docusaurus.config.ts', {interopDefault: true});
load(process.cwd() + '/docusaurus.config.ts');
`;

test('the site configuration loads the way docusaurus build loads it', () => {
  const result = spawnSync(process.execPath, ['-e', LOAD_LIKE_DOCUSAURUS], {cwd: root, encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr.split('\n').slice(0, 3).join('\n'));
});
