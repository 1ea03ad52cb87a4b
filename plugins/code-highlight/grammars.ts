import {Prism, type PrismGrammar} from 'prism-react-renderer';
import loadLanguages from 'prismjs/components/index.js';

/**
 * The grammar of a language for build-time highlighting: prism-react-renderer's own, or Prism's language file loaded
 * on first use (with the languages it depends on). Prism's language files register themselves on a global `Prism`,
 * so prism-react-renderer's instance is lent to the global scope while they load. Undefined for languages Prism does
 * not know (`text`), which are shown unhighlighted, as Docusaurus does.
 */
export function grammarOf(language: string): PrismGrammar | undefined {
  if (!Prism.languages[language]) {
    const globalScope = globalThis as {Prism?: unknown};
    globalScope.Prism = Prism;
    loadLanguages.silent = true;
    try {
      loadLanguages([language]);
    } finally {
      delete globalScope.Prism;
    }
  }
  return Prism.languages[language];
}
