/**
 * The inside of a highlighted block's `<code>` as HTML: one `token-line` per line, tokens as spans with Prism's class
 * names (a generated stylesheet colours them, see stylesheet.ts), a `<br>` ending each line as in Docusaurus's own
 * blocks (the search index reads lines from them). Pure: the build and the browser both write blocks with it.
 */
import type {Token} from 'prism-react-renderer';
import {CLOUD_ORIGIN, splitAtCloudHost} from '../apiHost';
import {HIGHLIGHTED_LINE_CLASS} from './lines';

/**
 * The attribute of an element whose text names the API host, which the Cloud / Self-hosted switch rewrites (see
 * src/components/ApiHostSwitch/store.ts); the build writes the Cloud host there.
 */
export const API_HOST_ATTRIBUTE = 'data-api-host';

/** Class of the element around a highlighted block; the generated stylesheet colours tokens under it. */
export const CODE_BLOCK_CLASS = 'highlighted-code';

/** Global class names of the markup, styled by src/theme/CodeBlock/styles.module.css. */
export const LINE_CLASS = 'token-line';
export const LINE_NUMBER_CLASS = 'code-line-number';
export const LINE_CONTENT_CLASS = 'code-line-content';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** How token text becomes HTML: escaped, or escaped with some of it wrapped in a marker element. */
export type TextMarkup = (text: string) => string;

function markedHost(origin: string): string {
  return `<span ${API_HOST_ATTRIBUTE}="">${escapeHtml(origin)}</span>`;
}

/** Escapes the text and wraps each whole mention of the Cloud host in a host marker. */
export function markCloudHost(text: string): string {
  return splitAtCloudHost(text)
    .map((part, index) => (index % 2 === 1 ? markedHost(part) : escapeHtml(part)))
    .join('');
}

/** Built HTML as the reader's host choice shows it: every marked Cloud host becomes `origin`. */
export function withApiOrigin(html: string, origin: string): string {
  return origin === CLOUD_ORIGIN ? html : html.split(markedHost(CLOUD_ORIGIN)).join(markedHost(origin));
}

/** Where the Cloud host is named in a text: [start, end) of each whole mention. */
function cloudHostRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let offset = 0;
  splitAtCloudHost(text).forEach((part, index) => {
    if (index % 2 === 1) ranges.push([offset, offset + part.length]);
    offset += part.length;
  });
  return ranges;
}

/**
 * The tokens of each line with every mention of the Cloud host in one token (that of its first character), so that
 * markCloudHost can mark it: some grammars cut URLs (YAML reads `https` `:` `//host…` as three tokens).
 */
export function keepCloudHostWhole(lines: readonly Token[][]): Token[][] {
  return lines.map((line) => {
    const text = line.map((token) => token.content).join('');
    let length = 0;
    const ends = line.map((token) => (length += token.content.length));
    // Only mentions that cross a token boundary need joining.
    const ranges = cloudHostRanges(text).filter(([start, end]) => ends.some((cut) => cut > start && cut < end));
    if (ranges.length === 0) return line;
    const kept: Token[] = [];
    let offset = 0;
    for (const token of line) {
      const start = offset;
      offset += token.content.length;
      const cuts = [start, ...ranges.flat().filter((cut) => cut > start && cut < offset), offset];
      for (let index = 0; index + 1 < cuts.length; index += 1) {
        const from = cuts[index];
        const piece = {...token, content: text.slice(from, cuts[index + 1])};
        const insideMention = ranges.some(([mentionStart, mentionEnd]) => from > mentionStart && from < mentionEnd);
        const previous = kept[kept.length - 1];
        if (insideMention && previous) previous.content += piece.content;
        else kept.push(piece);
      }
    }
    return kept;
  });
}

function tokenHtml(token: Token, markup: TextMarkup): string {
  const types = token.types.filter((type) => type !== 'plain');
  const text = markup(token.content);
  return types.length === 0 ? text : `<span class="token ${types.join(' ')}">${text}</span>`;
}

/** The HTML of each line's tokens, without line elements (the API reference's samples join them with line breaks). */
export function lineTokensHtml(lines: readonly Token[][], markup: TextMarkup = escapeHtml): string[] {
  // An empty line is one token holding its line break, which the line element writes already.
  return lines.map((line) =>
    line
      .filter((token) => !token.empty)
      .map((token) => tokenHtml(token, markup))
      .join(''),
  );
}

export interface LineOptions {
  highlighted?: ReadonlySet<number>;
  numbered?: boolean;
}

/** The inside of `<code>`: each line in its element, highlighted and numbered as asked. */
export function codeHtml(lines: readonly string[], {highlighted, numbered = false}: LineOptions = {}): string {
  return lines
    .map((line, index) => {
      const classes = highlighted?.has(index) ? `${LINE_CLASS} ${HIGHLIGHTED_LINE_CLASS}` : LINE_CLASS;
      const content = numbered
        ? `<span class="${LINE_NUMBER_CLASS}"></span><span class="${LINE_CONTENT_CLASS}">${line}</span>`
        : line;
      return `<span class="${classes}">${content}<br></span>`;
    })
    .join('');
}

/** Code as one plain token per line: what a block shows before (or without) a highlighter. */
export function plainTokens(code: string): Token[][] {
  return code.split('\n').map((line) => [{types: ['plain'], content: line, empty: line === ''}]);
}
