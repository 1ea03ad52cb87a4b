/**
 * The six classic-theme components src/theme replaces are checked against the originals they were made from: an
 * upgrade that changes one fails the build (with what to do), as the OpenAPI theme's overrides do.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  assertEjectedComponents,
  classicThemeDir,
  EJECTED_CLASSIC_COMPONENTS,
} from '../../plugins/classic-theme-overrides';
import {WorkaroundStoppedApplying} from '../../plugins/lean-bundle/emptiedClientModules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const siteTheme = path.join(root, 'src', 'theme');

/** A copy of the installed classic theme's components, to change as an upgrade would. */
function themeCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'classic-theme-'));
  cpSync(classicThemeDir(), copy, {recursive: true});
  return copy;
}

function failsWith(run: () => void, message: RegExp) {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof WorkaroundStoppedApplying, String(error));
    assert.match(error.message, /ejected classic-theme components/);
    assert.match(error.message, message);
    return true;
  });
}

describe('ejected classic-theme components', () => {
  test('the installed originals are the ones the replacements were made from', () => {
    assert.equal(EJECTED_CLASSIC_COMPONENTS.length, 6);
    assertEjectedComponents(siteTheme, classicThemeDir());
  });

  test('an original that changed fails the build, naming it and the new fingerprint', () => {
    const theme = themeCopy();
    writeFileSync(path.join(theme, 'LastUpdated', 'index.js'), 'export default function LastUpdated() {}\n');
    failsWith(() => assertEjectedComponents(siteTheme, theme), /LastUpdated changed .*→ [0-9a-f]{16}/);
  });

  test('an original that disappeared fails the build', () => {
    const theme = themeCopy();
    writeFileSync(path.join(theme, 'CodeBlock', 'index.js'), '');
    failsWith(() => assertEjectedComponents(siteTheme, theme), /CodeBlock changed/);
  });

  test('a SearchBar the classic theme gains would be shadowed: that fails the build too', () => {
    const theme = themeCopy();
    mkdirSync(path.join(theme, 'SearchBar'));
    writeFileSync(path.join(theme, 'SearchBar', 'index.js'), 'export default function SearchBar() {}\n');
    failsWith(() => assertEjectedComponents(siteTheme, theme), /SearchBar changed .*absent →/);
  });

  test('a replacement that src/theme no longer has fails the build', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'site-theme-'));
    failsWith(() => assertEjectedComponents(site, classicThemeDir()), /src\/theme no longer replaces CodeBlock/);
  });
});
