/**
 * The theme's examples are code that exists at run time: the server writes them as plain lines, and the site's code
 * block (src/theme/CodeBlock) highlights such code after hydration. Islands are not hydrated, so they ask the same
 * browser highlighter, loaded only when an island shows plain code.
 */
import {LINE_CLASS} from '@site/plugins/code-highlight/markup';

function plainCodeOf(island: Element): HTMLElement[] {
  return Array.from(island.querySelectorAll<HTMLElement>('pre.prism-code > code')).filter(
    (code) => !code.querySelector('.token'),
  );
}

/** The code as written: one line per line element (their <br>s are not text). */
function codeText(code: HTMLElement): string {
  return Array.from(code.querySelectorAll(`:scope > .${LINE_CLASS}`), (line) => line.textContent ?? '').join('\n');
}

export function highlightRuntimeCode(island: Element): void {
  const plain = plainCodeOf(island);
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
