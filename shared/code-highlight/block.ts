import type {Token} from 'prism-react-renderer';
import {parseCodeLines, type LineNumbers} from './lines';
import {codeHtml, escapeHtml, lineTokensHtml, plainTokens, type TextMarkup} from './markup';

export interface HighlightedBlock {
  /** The inside of the block's `<code>`. */
  html: string;
  lineNumbersStart?: number;
}

export interface BlockOptions {
  /** Cuts code into lines of tokens (tokenize.ts); without one, every line is one plain token. */
  tokenize?: (code: string) => Token[][];
  metastring?: string;
  showLineNumbers?: LineNumbers;
  markup?: TextMarkup;
}

/**
 * A code block as HTML: metastring and magic comments applied (lines.ts), tokens as spans (markup.ts). Pure, the
 * tokenizer passed in: the build highlights every fence with it, and the browser code that only exists at run time.
 */
export function blockHtml(
  rawCode: string,
  {tokenize = plainTokens, metastring, showLineNumbers, markup = escapeHtml}: BlockOptions = {},
): HighlightedBlock {
  const {code, highlighted, lineNumbersStart} = parseCodeLines(rawCode, metastring, showLineNumbers);
  const html = codeHtml(lineTokensHtml(tokenize(code), markup), {
    highlighted,
    numbered: lineNumbersStart !== undefined,
  });
  return lineNumbersStart === undefined ? {html} : {html, lineNumbersStart};
}

/** What plugins/code-highlight/remarkHighlightedCode.ts passes the site's code block for a fence, beyond the theme's props. */
export interface BuiltProps {
  /** The inside of `<code>`, highlighted, with the Cloud host marked. */
  highlightedHtml?: string;
}
