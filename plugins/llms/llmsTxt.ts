/** A page that has a Markdown twin. */
export interface TwinPage {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of its Markdown twin. */
  markdownUrl: string;
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: TwinPage[];
}

export interface LlmsIndex {
  title: string;
  summary: string;
  /** Prose between the summary and the sections: how to read the site. */
  details?: string;
  sections: LlmsSection[];
}

/** One line of prose: descriptions can span lines in front matter and in the OpenAPI description. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Link text with the brackets that would end it early escaped. */
function linkText(text: string): string {
  return oneLine(text).replace(/([[\]\\])/g, '\\$1');
}

/**
 * `/llms.txt` as the llms.txt convention describes it: an H1 title, a blockquote summary, optional prose, then H2
 * sections that list each page as `- [title](url): description`. Empty sections are left out.
 */
export function buildLlmsTxt(index: LlmsIndex): string {
  const lines = [`# ${oneLine(index.title)}`, '', `> ${oneLine(index.summary)}`, ''];
  if (index.details) lines.push(index.details.trim(), '');
  for (const section of index.sections) {
    if (section.pages.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}

/** The page's Markdown with a `Source:` line under its title, so a reader of a combined file knows where it is. */
function withSource(page: TwinPage): string {
  const markdown = page.markdown.trim();
  const source = `Source: ${page.url}`;
  const firstBreak = markdown.indexOf('\n');
  if (markdown.startsWith('# ')) {
    const title = firstBreak === -1 ? markdown : markdown.slice(0, firstBreak);
    const rest = firstBreak === -1 ? '' : markdown.slice(firstBreak).trim();
    return [title, source, rest].filter(Boolean).join('\n\n');
  }
  return `${source}\n\n${markdown}`;
}

/** Many pages in one Markdown file (`/llms-full.txt`, `/llms-api.txt`): a title and summary, then every page in order. */
export function buildCombinedFile(title: string, summary: string, pages: readonly TwinPage[]): string {
  const parts = [`# ${oneLine(title)}\n\n> ${oneLine(summary)}`, ...pages.map(withSource)];
  return parts.join('\n\n---\n\n') + '\n';
}
