import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {oneFormLibraryAlias} from '../../plugins/api-reference/oneFormLibrary';

const themeLib = path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib/theme');

describe('one react-hook-form for Try it (plugins/api-reference/oneFormLibrary.ts)', () => {
  test('aliases imports of react-hook-form to the CommonJS build the installed theme requires', () => {
    assert.deepEqual(oneFormLibraryAlias(themeLib), {'react-hook-form$': require.resolve('react-hook-form')});
  });

  test('fails the build once the theme no longer requires react-hook-form', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'theme-lib-'));
    try {
      mkdirSync(path.join(dir, 'ApiExplorer'));
      writeFileSync(path.join(dir, 'ApiExplorer', 'index.js'), 'import {useForm} from "react-hook-form";\n');
      assert.throws(() => oneFormLibraryAlias(dir), {name: 'WorkaroundStoppedApplying', message: /no longer require/});
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
