/**
 * /agents.md: a compact index of the docs for coding agents to paste into a project's AGENTS.md, generated from the
 * sidebars at build time so that it never drifts from the site. Pure: the plugin passes the sidebars in as outlines.
 */

/** The most bytes the snippet may have: AGENTS.md files are read whole into every agent session. */
export const MAX_AGENTS_MD_BYTES = 8 * 1024;

/** A sidebar reduced to what the snippet needs: titles and site paths (base URL included). */
export interface OutlineItem {
  label: string;
  /** Site path of the page the item opens, if it opens one. */
  path?: string;
  items?: OutlineItem[];
}

export interface AgentsMdSection {
  title: string;
  /** Site path of the section's llms.txt index, e.g. /llms/docs.txt. */
  indexPath?: string;
  outline: OutlineItem[];
}

export interface AgentsMdOptions {
  siteTitle: string;
  /** Origin and base URL, without a trailing slash. */
  siteRoot: string;
  /** Origin only: paths in the outline carry the base URL already. */
  origin: string;
  sections: AgentsMdSection[];
  mcpEndpoint?: string;
  /** Site path of the changelog, when the site has one. */
  changelogPath?: string;
}

/**
 * Top-level categories of the same name (the reference sidebar and the API sidebar both have "Python SDK" and "API
 * Reference") become one, with the pages of both, each once.
 */
export function mergeOutlines(outline: readonly OutlineItem[]): OutlineItem[] {
  const merged: OutlineItem[] = [];
  for (const item of outline) {
    const twin = item.items ? merged.find((candidate) => candidate.items && candidate.label === item.label) : undefined;
    if (!twin) {
      merged.push({...item, items: item.items ? [...item.items] : undefined});
      continue;
    }
    twin.path ??= item.path;
    const paths = new Set(twin.items!.map((child) => child.path ?? child.label));
    for (const child of item.items ?? []) if (!paths.has(child.path ?? child.label)) twin.items!.push(child);
  }
  return merged;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `Label (/path)`: a page; a category without a page of its own is its label. */
function entry(item: OutlineItem): string {
  return item.path ? `${oneLine(item.label)} (${item.path})` : oneLine(item.label);
}

/**
 * One line per top-level category: `- Category (/path): Page (/p), Page (/q), …`. `depth` 2 lists the category's
 * pages too, 1 only the category.
 */
function outlineLines(outline: readonly OutlineItem[], depth: 1 | 2): string[] {
  const lines: string[] = [];
  const loose: OutlineItem[] = [];
  for (const item of outline) {
    if (!item.items) {
      loose.push(item);
      continue;
    }
    const children = depth === 2 ? item.items.filter((child) => child.path || child.items).map(entry) : [];
    const head = entry(item);
    lines.push(children.length > 0 ? `- ${head}: ${children.join(', ')}` : `- ${head}`);
  }
  if (loose.length > 0) lines.unshift(`- ${loose.map(entry).join(', ')}`);
  return lines;
}

/** The snippet at the most detail that fits in MAX_AGENTS_MD_BYTES. */
export function buildAgentsMd(options: AgentsMdOptions): string {
  for (const depth of [2, 1] as const) {
    const text = render(options, depth);
    if (Buffer.byteLength(text) <= MAX_AGENTS_MD_BYTES) return text;
  }
  throw new Error(
    `/agents.md is over ${MAX_AGENTS_MD_BYTES} bytes even with only the sidebar categories: list fewer sections.`,
  );
}

function render(options: AgentsMdOptions, depth: 1 | 2): string {
  const {siteRoot, origin} = options;
  const lines = [
    `## ${options.siteTitle}`,
    '',
    `Documentation of Tessera, generated from ${siteRoot} (${new URL(`${siteRoot}/`).host}). Before writing code ` +
      'that uses Tessera, read the page that covers it instead of relying on memory: every page below is at ' +
      `${origin} + its path, and as Markdown at the same address + \`.md\`. The full index is ${siteRoot}/llms.txt.`,
  ];
  if (options.mcpEndpoint) {
    lines.push(
      '',
      `MCP server (Streamable HTTP, no authentication): ${options.mcpEndpoint}. Tools: search_docs, get_page, ` +
        'list_changes (what changed since a version), submit_feedback (report a wrong page).',
    );
  }
  if (options.changelogPath) {
    lines.push(
      '',
      `Changelog: ${options.changelogPath} (one entry per release, newest first).` +
        (options.mcpEndpoint ? ' Before upgrading, ask list_changes what changed since your version.' : ''),
    );
  }
  for (const section of options.sections) {
    if (section.outline.length === 0) continue;
    lines.push('', `### ${section.title}${section.indexPath ? ` (index: ${origin}${section.indexPath})` : ''}`, '');
    lines.push(...outlineLines(section.outline, depth));
  }
  return `${lines.join('\n')}\n`;
}
