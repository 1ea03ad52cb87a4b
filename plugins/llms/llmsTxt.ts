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

/** The most characters an llms.txt index may have: agents cut longer files (the Agent-Friendly Documentation Spec). */
export const MAX_INDEX_CHARS = 50_000;

/** One file of the split index: `/llms/<slug>.txt` lists its pages, `/llms/<slug>-full.txt` holds them whole. */
export interface LlmsFile {
  /** The /llms.txt section the file is listed under. */
  section: string;
  /** Path below /llms/ without extension, e.g. `docs` or `api/prompts`. */
  slug: string;
  title: string;
  /** What the file holds, in one sentence: the root index shows it next to the link. */
  description: string;
  pages: TwinPage[];
}

export function llmsFilePath(slug: string, full = false): string {
  return `llms/${slug}${full ? '-full' : ''}.txt`;
}

/**
 * The root /llms.txt of a split index: title, summary and details, then one H2 per section listing its files. Pages
 * are in the files, so the root stays small however many pages the site has.
 */
export function buildRootIndex(
  index: Omit<LlmsIndex, 'sections'>,
  files: readonly LlmsFile[],
  siteRoot: string,
): string {
  const lines = [`# ${oneLine(index.title)}`, '', `> ${oneLine(index.summary)}`, ''];
  if (index.details) lines.push(index.details.trim(), '');
  const sections = [...new Set(files.map((file) => file.section))];
  for (const section of sections) {
    lines.push(`## ${section}`, '');
    for (const file of files.filter((candidate) => candidate.section === section && candidate.pages.length > 0)) {
      const count = `${file.pages.length} ${file.pages.length === 1 ? 'page' : 'pages'}`;
      lines.push(
        `- [${linkText(file.title)}](${siteRoot}/${llmsFilePath(file.slug)}): ${count}. ${oneLine(file.description)}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}

/** One section file: its pages as llms.txt entries, with where the root index and the full text are. */
export function buildSectionIndex(siteTitle: string, file: LlmsFile, siteRoot: string): string {
  return buildLlmsTxt({
    title: `${siteTitle}: ${file.title}`,
    summary: file.description,
    details:
      `Part of the index at ${siteRoot}/llms.txt. Every link below is the Markdown version of a page; the HTML page ` +
      `is at the same address without \`.md\`. All of these pages in one file: ${siteRoot}/${llmsFilePath(file.slug, true)}`,
    sections: [{title: file.title, pages: file.pages}],
  });
}
