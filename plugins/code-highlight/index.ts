/**
 * Code blocks highlighted at build time, so that no page downloads a highlighter for code that is the same for every
 * reader:
 * - remarkHighlightedCode.ts, a remark plugin of every content instance, turns each fence into the code block with
 *   its highlighted HTML (highlight.ts, lines.ts, markup.ts);
 * - this plugin writes the token colours of both colour modes (stylesheet.ts), which src/theme/CodeBlock imports.
 * Code that only exists at run time (a component's string) is highlighted in the browser by the same functions.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {CODE_BLOCK_CLASS} from '../../shared/code-highlight/markup';
import {tokenStylesheet} from './stylesheet';

/** Where the stylesheet goes under .docusaurus: src/theme/CodeBlock imports `@generated/<this>`. */
export const STYLESHEET_PATH = 'tessera-code-highlight/tokens.css';

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-code-highlight',
    async loadContent() {
      const {prism} = context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme}};
      const file = path.join(context.generatedFilesDir, STYLESHEET_PATH);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(
        file,
        tokenStylesheet(prism.theme, 'light', CODE_BLOCK_CLASS) +
          tokenStylesheet(prism.darkTheme, 'dark', CODE_BLOCK_CLASS),
      );
    },
  };
}
