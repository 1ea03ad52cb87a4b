import path from 'node:path';
import {resolveClientModule, type EmptiedClientModule} from './emptiedClientModules';

/**
 * Prism's language registration, a client module of the classic theme, made the highlighter part of every page's
 * code. It is emptied (emptiedClientModules.ts); the API request builder (src/theme/ApiItem/TryIt) and the code
 * block's browser highlighter (src/theme/CodeBlock, for code that only exists at run time) import
 * shared/code-highlight/registerPrismLanguages.ts instead. Docusaurus would make this unnecessary by loading the extra languages
 * with the code block component rather than as a client module (see @docusaurus/theme-classic's
 * prism-include-languages).
 */
export function emptiedPrismLanguages(): EmptiedClientModule[] {
  const workaround = 'Prism languages load with code blocks, not on every page';
  const classicTheme = path.dirname(require.resolve('@docusaurus/theme-classic'));
  return [
    {
      workaround,
      path: resolveClientModule(
        workaround,
        path.join(classicTheme, 'prism-include-languages'),
        'Check whether @docusaurus/theme-classic still registers Prism languages as a client module, and where.',
      ),
      afterUpgrade:
        'Check how @docusaurus/theme-classic now registers Prism languages (getClientModules in its lib/index.js); ' +
        'if it no longer does so on every page, remove this workaround from plugins/lean-bundle/prismLanguages.ts.',
    },
  ];
}
