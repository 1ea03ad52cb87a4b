/**
 * What a fence's metastring and magic comments say about its lines, read the way Docusaurus's CodeBlock reads them
 * (title, `{1,3-5}` ranges, `showLineNumbers[=N]`, `highlight-next-line` / `highlight-start` / `highlight-end`), so
 * that blocks highlighted at build time and at run time show the same. Pure: the build and the browser import it.
 */

/** The class Docusaurus gives highlighted lines (its first and only default magic comment). */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';

export interface CodeLines {
  /** The code as shown: magic comments and the final line break removed. */
  code: string;
  /** Indexes (from 0) of the lines to highlight. */
  highlighted: ReadonlySet<number>;
  /** The number of the first line when lines are numbered. */
  lineNumbersStart?: number;
}

const TITLE = /title=(["'])(.*?)\1/;
const RANGES = /\{([\d,-]+)\}/;
// One comment alone on its line, in any of the common comment styles (`//`, `#`, `/* */`, `<!-- -->`, `{/* */}`).
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|\/\*|<!--|\{\s*\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\s*\}|\*\/|-->)?\s*$/;

export function titleOf(metastring: string | undefined): string | undefined {
  return metastring?.match(TITLE)?.[2] || undefined;
}

/** The `showLineNumbers` prop of a code block written in JSX: true, false or the first line's number. */
export type LineNumbers = boolean | number | undefined;

function lineNumbersStartOf(metastring: string | undefined, prop: LineNumbers): number | undefined {
  if (typeof prop === 'number') return prop;
  if (typeof prop === 'boolean') return prop ? 1 : undefined;
  const word = metastring?.split(' ').find((part) => part.startsWith('showLineNumbers'));
  if (!word) return undefined;
  const start = Number.parseInt(word.slice('showLineNumbers='.length), 10);
  return Number.isNaN(start) ? 1 : start;
}

/** `1,3-5` as the indexes 0, 2, 3, 4. */
function rangeIndexes(ranges: string): Set<number> {
  const indexes = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.split('-').map((bound) => Number.parseInt(bound, 10));
    if (Number.isNaN(from) || Number.isNaN(to)) continue;
    for (let line = from; line <= to; line += 1) if (line > 0) indexes.add(line - 1);
  }
  return indexes;
}

/** Lines highlighted by magic comments, which are removed; a metastring range takes precedence, as in Docusaurus. */
function fromMagicComments(code: string): {code: string; highlighted: Set<number>} {
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let blockStart: number | undefined;
  let nextLine = false;
  for (const line of code.split(/\r?\n/)) {
    const directive = MAGIC_COMMENT.exec(line)?.[1];
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') blockStart = kept.length;
    else if (directive === 'highlight-end' && blockStart !== undefined) {
      for (let index = blockStart; index < kept.length; index += 1) highlighted.add(index);
      blockStart = undefined;
    } else {
      if (nextLine) highlighted.add(kept.length);
      nextLine = false;
      kept.push(line);
    }
  }
  return {code: kept.join('\n'), highlighted};
}

export function parseCodeLines(rawCode: string, metastring?: string, showLineNumbers?: LineNumbers): CodeLines {
  const code = rawCode.replace(/\r?\n$/, '');
  const ranges = metastring?.match(RANGES)?.[1];
  const lines = ranges ? {code, highlighted: rangeIndexes(ranges)} : fromMagicComments(code);
  const lineNumbersStart = lineNumbersStartOf(metastring, showLineNumbers);
  return lineNumbersStart === undefined ? lines : {...lines, lineNumbersStart};
}
