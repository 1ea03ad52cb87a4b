import YAML from 'yaml';

/** Splits YAML front matter from a Markdown file; line numbers of the body are reported relative to the file. */
export function splitFrontMatter(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return {data: {}, body: text, bodyStartLine: 1};
  const bodyStartLine = match[0].split('\n').length;
  try {
    return {data: YAML.parse(match[1]) ?? {}, body: text.slice(match[0].length), bodyStartLine};
  } catch (err) {
    return {data: {}, body: text.slice(match[0].length), bodyStartLine, error: err.message};
  }
}

/** Fenced code blocks with their language and the 1-based line of the opening fence within `body`. */
export function extractCodeBlocks(body) {
  const lines = body.split('\n');
  const blocks = [];
  let open = null;
  lines.forEach((lineText, index) => {
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/.exec(lineText);
    if (!open && fence) {
      open = {marker: fence[2], indent: fence[1].length, language: fence[3].toLowerCase(), line: index + 1, code: []};
      return;
    }
    if (open) {
      const closing = new RegExp(`^\\s*${open.marker[0]}{${open.marker.length},}\\s*$`);
      if (closing.test(lineText)) {
        blocks.push({
          language: open.language,
          line: open.line,
          code: open.code.map((l) => l.slice(Math.min(open.indent, l.length - l.trimStart().length))).join('\n'),
        });
        open = null;
      } else {
        open.code.push(lineText);
      }
    }
  });
  return blocks;
}

const PLACEHOLDER_PATTERNS = [/lorem ipsum/i, /coming soon/i, /\bTODO\b/, /\bTBD\b/, /placeholder text/i];

/** Placeholder wording in prose (code blocks are skipped: a TODO inside an example program is the reader's). */
export function findPlaceholderWording(body) {
  const found = [];
  let inFence = false;
  body.split('\n').forEach((lineText, index) => {
    if (/^\s*(`{3,}|~{3,})/.test(lineText)) inFence = !inFence;
    if (inFence) return;
    for (const pattern of PLACEHOLDER_PATTERNS) {
      const match = pattern.exec(lineText);
      if (match) found.push({line: index + 1, word: match[0]});
    }
  });
  return found;
}
