import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {assertClientModulesRequested, WorkaroundStoppedApplying} from '../../plugins/lean-bundle/emptiedClientModules';
import {emptiedPrismLanguages} from '../../plugins/lean-bundle/prismLanguages';

/** A generated-files folder whose client-modules.js requests these modules, as Docusaurus writes it. */
function generatedFolder(requested: string[]): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'lean-bundle-client-modules-'));
  const listing = `export default [\n${requested.map((file) => `  require(${JSON.stringify(file)}),`).join('\n')}\n];`;
  writeFileSync(path.join(folder, 'client-modules.js'), listing);
  return folder;
}

describe('Prism’s language registration, emptied out of every page (plugins/lean-bundle)', () => {
  const [prism] = emptiedPrismLanguages();

  test('is the classic theme’s client module, found where the workaround expects it', () => {
    assert.match(prism.path, /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages$/);
  });

  test('fails the build, naming the workaround, once the theme no longer requests it on every page', () => {
    assert.doesNotThrow(() => assertClientModulesRequested(generatedFolder(['/x/infima.css', prism.path]), [prism]));
    assert.throws(
      () => assertClientModulesRequested(generatedFolder(['/x/infima.css']), [prism]),
      (error: unknown) =>
        error instanceof WorkaroundStoppedApplying &&
        /Prism languages load with code blocks.*does not request.*prismLanguages\.ts/.test(error.message),
    );
  });
});
