/**
 * The theme's examples are code that exists at run time: the server writes them as plain lines, and the site's code
 * block (src/theme/CodeBlock) highlights such code after hydration. Islands are not hydrated, so they ask the same
 * browser highlighter when plain code comes into view: the examples sit in tabs most readers never open, so the
 * highlighter (~29 KB) is no part of the page's first load.
 */
import {LINE_CLASS} from '@site/plugins/code-highlight/markup';

function shownPlainCodeOf(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('pre.prism-code > code')).filter(
    (code) => !code.querySelector('.token') && code.getClientRects().length > 0,
  );
}

/** The code as written: one line per line element (their <br>s are not text). */
function codeText(code: HTMLElement): string {
  return Array.from(code.querySelectorAll(`:scope > .${LINE_CLASS}`), (line) => line.textContent ?? '').join('\n');
}

/** Highlights the plain code blocks of `root` that show (call again when a tab shows more). */
export function highlightRuntimeCode(root: Element): void {
  const plain = shownPlainCodeOf(root);
  if (plain.length === 0) return;
  import('@site/src/theme/CodeBlock/browserHighlighter').then(
    ({highlightInBrowser}) => {
      for (const code of plain) {
        const language = /\blanguage-(\S+)/.exec(code.parentElement?.className ?? '')?.[1] ?? 'text';
        code.innerHTML = highlightInBrowser(codeText(code), language, {});
      }
    },
    // Offline or after a deploy: the plain lines stay, readable and copyable.
    () => undefined,
  );
}
