import {stem} from './tokens';
import type {Excerpt, ExcerptPart} from './types';

/** Characters of prose an excerpt shows around its first match. */
export const EXCERPT_CHARS = 180;
/** Lines of code an excerpt shows when only code matches. */
const CODE_LINES = 3;

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Whether a line of extracted text reads as code rather than prose: code keeps its own line breaks, is indented,
 * or is dense with the punctuation of programs and shells; prose is mostly words ending in sentence punctuation.
 */
export function isCodeLine(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed) return false;
  if (
    /^(?:\$ |>>> |#!|import |from \S+ import |def |class |const |let |await |return |curl |pip |npm |export )/.test(
      trimmed,
    )
  ) {
    return true;
  }
  if (/^\s{2,}\S/.test(line) && !/^\s*[-*] /.test(line)) return true;
  const symbols = (trimmed.match(/[{}()[\];=<>"'`$\\|]/g) ?? []).length;
  const letters = (trimmed.match(/\p{L}/gu) ?? []).length;
  return symbols >= 3 && symbols * 6 > letters;
}

/** The non-empty lines of a text, lower-cased alongside, and whether each reads as code (found out when needed). */
interface Lines {
  text: string[];
  lower: string[];
  code: (boolean | undefined)[];
}

const linesCache = new Map<string, Lines>();
const MAX_LINES_CACHE = 4000;

/** The lines of a text (cached: the same sections come up keystroke after keystroke). */
function linesOf(text: string): Lines {
  let lines = linesCache.get(text);
  if (!lines) {
    const nonEmpty = text.split('\n').filter((line) => line.trim());
    lines = {text: nonEmpty, lower: nonEmpty.map((line) => line.toLowerCase()), code: []};
    if (linesCache.size >= MAX_LINES_CACHE) linesCache.clear();
    linesCache.set(text, lines);
  }
  return lines;
}

function isCode(lines: Lines, number: number): boolean {
  lines.code[number] ??= isCodeLine(lines.text[number]);
  return lines.code[number];
}

/**
 * Text every word a query matches contains, lower-cased: its stem (but a final "y", which stands for "ies") or the
 * unfinished word. A line without any of them has no match, and is skipped without splitting it into words.
 */
function needles(stems: ReadonlySet<string>, prefixes: readonly string[]): string[] {
  return [...[...stems].map((part) => (part.length > 1 && part.endsWith('y') ? part.slice(0, -1) : part)), ...prefixes];
}

function matches(word: string, highlight: ReadonlySet<string>, prefixes: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return highlight.has(stem(lower)) || prefixes.some((prefix) => lower.startsWith(prefix));
}

/** Splits text into parts, highlighting the words whose stem is one the query matched. */
export function highlight(text: string, stems: ReadonlySet<string>, prefixes: readonly string[] = []): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!matches(match[0], stems, prefixes)) continue;
    if (match.index > last) parts.push({text: text.slice(last, match.index), highlighted: false});
    parts.push({text: match[0], highlighted: true});
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({text: text.slice(last), highlighted: false});
  return parts;
}

function countMatches(line: string, stems: ReadonlySet<string>, prefixes: readonly string[]): number {
  const seen = new Set<string>();
  for (const match of line.matchAll(WORD)) {
    if (matches(match[0], stems, prefixes)) seen.add(match[0].toLowerCase());
  }
  return seen.size;
}

/** A Markdown list marker or block quote at the start of a line ("- ", "* ", "+ ", "1. ", "2) ", "> "). */
const LIST_MARKER = /^\s*(?:[-*+•]|\d{1,3}[.)]|>)\s+/;

/** A line of prose as an excerpt shows it: without the list marker or quote sign it began with in the source. */
export function withoutListMarker(line: string): string {
  return line.replace(LIST_MARKER, '');
}

/** A window of about `EXCERPT_CHARS` around the first match, cut at word boundaries, with ellipses. */
function window(line: string, stems: ReadonlySet<string>, prefixes: readonly string[]): string {
  const text = withoutListMarker(line).replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_CHARS) return text;
  let first = 0;
  for (const match of text.matchAll(WORD)) {
    if (matches(match[0], stems, prefixes)) {
      first = match.index;
      break;
    }
  }
  let start = Math.max(0, first - Math.floor(EXCERPT_CHARS / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + EXCERPT_CHARS);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * The excerpt of a section for a query: the prose line with the most matching words; code only when no prose
 * matches, then a few whole lines with their breaks kept.
 */
export function excerptOf(text: string, stems: ReadonlySet<string>, prefixes: readonly string[] = []): Excerpt {
  const lines = linesOf(text);
  const wanted = needles(stems, prefixes);
  let bestProse = -1;
  let bestProseCount = 0;
  let bestCode = -1;
  let bestCodeCount = 0;
  lines.lower.forEach((lower, number) => {
    if (!wanted.some((needle) => lower.includes(needle))) return;
    const count = countMatches(lines.text[number], stems, prefixes);
    if (isCode(lines, number)) {
      if (count > bestCodeCount) [bestCode, bestCodeCount] = [number, count];
    } else if (count > bestProseCount) [bestProse, bestProseCount] = [number, count];
  });
  if (bestProse >= 0)
    return {parts: highlight(window(lines.text[bestProse], stems, prefixes), stems, prefixes), code: false};
  if (bestCode >= 0) {
    const start = Math.max(0, bestCode - 1);
    const code = lines.text.slice(start, start + CODE_LINES).join('\n');
    return {parts: highlight(code, stems, prefixes), code: true};
  }
  const firstProse = lines.text.find((_, number) => !isCode(lines, number)) ?? '';
  return {parts: highlight(window(firstProse, stems, prefixes), stems, prefixes), code: false};
}
