/**
 * The small Markdown subset a model's answer uses, parsed into plain data that the panel renders as React elements:
 * nothing in an answer ever becomes HTML. Unfinished input (a stream cut mid-answer) parses to what is there so far.
 */

export type Inline =
  | {type: 'text'; text: string}
  | {type: 'code'; text: string}
  | {type: 'strong'; children: Inline[]}
  | {type: 'emphasis'; children: Inline[]}
  /** `href` is as the answer wrote it, unchecked: renderers send it through `safeLink` (./safeLink.ts). */
  | {type: 'link'; href: string; children: Inline[]}
  | {type: 'citation'; numbers: number[]};

export type Block =
  | {type: 'paragraph'; content: Inline[]}
  | {type: 'heading'; level: number; content: Inline[]}
  | {type: 'list'; ordered: boolean; start: number; items: Inline[][]}
  | {type: 'code'; language: string; code: string}
  | {type: 'quote'; content: Inline[]}
  | {type: 'table'; header: Inline[][]; rows: Inline[][][]};

const INLINE = new RegExp(
  [
    /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/.source, // 1, 2: code span
    /\*\*(?=\S)([\s\S]+?)\*\*/.source, // 3: strong
    /__(?=\S)([\s\S]+?)__/.source, // 4: strong
    /\[([^\]\n]+)\]\(([^()\s]+)(?:\s+"[^"]*")?\)/.source, // 5, 6: link
    /\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/.source, // 7: citation
    /\*(?=[^\s*])([^*\n]+?)\*/.source, // 8: emphasis
    /(?<![\w])_(?=[^\s_])([^_\n]+?)_(?![\w])/.source, // 9: emphasis
  ].join('|'),
);

export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = result[result.length - 1];
    if (last?.type === 'text') last.text += value;
    else result.push({type: 'text', text: value});
  };
  let rest = text;
  // Each turn consumes at least one character, so the loop ends.
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      pushText(rest);
      break;
    }
    pushText(rest.slice(0, match.index));
    const [whole] = match;
    if (match[2] !== undefined) {
      result.push({type: 'code', text: match[2].replace(/^ (.*) $/s, '$1')});
    } else if (match[3] !== undefined || match[4] !== undefined) {
      result.push({type: 'strong', children: parseInline(match[3] ?? match[4])});
    } else if (match[5] !== undefined) {
      const children = parseInline(match[5]).filter((child) => child.type !== 'link');
      result.push({type: 'link', href: match[6], children});
    } else if (match[7] !== undefined) {
      result.push({type: 'citation', numbers: match[7].split(',').map((part) => Number(part.trim()))});
    } else {
      result.push({type: 'emphasis', children: parseInline(match[8] ?? match[9])});
    }
    rest = rest.slice(match.index + whole.length);
  }
  return result;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^ {0,3}[-*+]\s+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const RULE = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    QUOTE.test(line) ||
    RULE.test(line) ||
    (line.includes('|') && next !== undefined && TABLE_SEPARATOR.test(next))
  );
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  // Every branch below advances `index` by at least one line.
  while (index < lines.length) {
    const line = lines[index];
    if (!line.trim() || RULE.test(line)) {
      index += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !lines[index].trim().startsWith(fence[1])) {
        code.push(lines[index]);
        index += 1;
      }
      index += 1;
      blocks.push({type: 'code', language: fence[2], code: code.join('\n')});
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({type: 'heading', level: heading[1].length, content: parseInline(heading[2])});
      index += 1;
      continue;
    }

    if (line.includes('|') && index + 1 < lines.length && TABLE_SEPARATOR.test(lines[index + 1])) {
      const header = cells(line).map(parseInline);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && lines[index].includes('|') && lines[index].trim()) {
        rows.push(cells(lines[index]).map(parseInline));
        index += 1;
      }
      blocks.push({type: 'table', header, rows});
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && QUOTE.test(lines[index])) {
        quoted.push((QUOTE.exec(lines[index]) as RegExpExecArray)[1]);
        index += 1;
      }
      blocks.push({type: 'quote', content: parseInline(quoted.join('\n'))});
      continue;
    }

    const bullet = BULLET.exec(line);
    const ordered = ORDERED.exec(line);
    if (bullet || ordered) {
      const isOrdered = !bullet;
      const pattern = isOrdered ? ORDERED : BULLET;
      const items: string[] = [];
      const start = ordered ? Number(ordered[1]) : 1;
      while (index < lines.length) {
        const current = lines[index];
        const item = pattern.exec(current);
        if (item) {
          items.push(isOrdered ? item[2] : item[1]);
        } else if (!current.trim()) {
          // A blank line ends the list unless the next line is another item of it.
          let next = index + 1;
          while (next < lines.length && !lines[next].trim()) next += 1;
          if (next >= lines.length || !pattern.test(lines[next])) break;
        } else if (/^\s+\S/.test(current) || !startsBlock(current, lines[index + 1])) {
          // Indented or lazy continuation lines (and nested items) join the item they follow.
          const nested = BULLET.exec(current.trim()) ?? ORDERED.exec(current.trim());
          const text = nested ? `${nested[nested.length - 1]}` : current.trim();
          items[items.length - 1] += nested ? `; ${text}` : ` ${text}`;
        } else {
          break;
        }
        index += 1;
      }
      blocks.push({type: 'list', ordered: isOrdered, start, items: items.map(parseInline)});
      continue;
    }

    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index].trim() &&
      (paragraph.length === 0 || !startsBlock(lines[index], lines[index + 1]))
    ) {
      paragraph.push(lines[index].trim());
      index += 1;
    }
    blocks.push({type: 'paragraph', content: parseInline(paragraph.join('\n'))});
  }
  return blocks;
}
