// Loaded only when a page shows code that exists at run time (a component's string), after the page has hydrated:
// every fence of the content comes highlighted from the build (plugins/code-highlight).
import {Prism} from 'prism-react-renderer';
import {blockHtml, type BlockOptions} from '@site/shared/code-highlight/block';
import {tokenizer} from '@site/shared/code-highlight/tokenize';
import '@site/shared/code-highlight/registerPrismLanguages';

export function highlightInBrowser(code: string, language: string, options: Omit<BlockOptions, 'tokenize'>): string {
  return blockHtml(code, {...options, tokenize: tokenizer(Prism.languages[language])}).html;
}
