/**
 * Markdown twins of the pages that are not written in Markdown: the changelog's list pages (the index, its further
 * pages, the tag list and each tag's pages) and the roadmap. They say what the HTML page shows, from the same data.
 */

/** One changelog entry as a list page shows it: title, date, version and the part above `{/* truncate *\/}`. */
export interface ListedEntry {
  title: string;
  /** Absolute URL of the entry. */
  url: string;
  /** ISO date. */
  date: string;
  versions: string[];
  /** Markdown of the entry's summary (the part the list page shows), links absolute. */
  summary: string;
}

export interface ListPage {
  title: string;
  description?: string;
  entries: ListedEntry[];
  /** Absolute URLs of the neighbouring list pages. */
  newer?: string;
  older?: string;
}

/** Headings inside an entry's summary go below the entry's own `##` heading. */
function demote(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return line;
      return /^#{1,4} /.test(line) ? `##${line}` : line;
    })
    .join('\n');
}

/** A list page of the changelog: each entry with its date, versions and summary, then links to the other pages. */
export function changelogListMarkdown(page: ListPage): string {
  const parts = [`# ${page.title}`];
  if (page.description) parts.push(`> ${page.description.replace(/\s+/g, ' ').trim()}`);
  for (const entry of page.entries) {
    const versions = entry.versions.length > 0 ? ` in ${entry.versions.join(', ')}` : '';
    parts.push(`## [${entry.title.replace(/([[\]\\])/g, '\\$1')}](${entry.url})`, `Released ${entry.date}${versions}.`);
    if (entry.summary.trim()) parts.push(demote(entry.summary.trim()));
  }
  const pager = [
    page.newer ? `[Newer entries](${page.newer})` : '',
    page.older ? `[Older entries](${page.older})` : '',
  ].filter(Boolean);
  if (pager.length > 0) parts.push(pager.join(' · '));
  return `${parts.join('\n\n')}\n`;
}

export interface TagSummary {
  label: string;
  /** Absolute URL of the tag's page. */
  url: string;
  count: number;
  description?: string;
}

/** The changelog's tag list: every version tag with how many entries carry it. */
export function tagListMarkdown(title: string, tags: readonly TagSummary[]): string {
  const lines = tags.map(
    (tag) =>
      `- [${tag.label}](${tag.url}): ${tag.count} ${tag.count === 1 ? 'entry' : 'entries'}` +
      (tag.description ? `. ${tag.description.replace(/\s+/g, ' ').trim()}` : ''),
  );
  return `# ${title}\n\n${lines.join('\n')}\n`;
}

/** The changelog archive: every entry, newest first, under its year. */
export function archiveMarkdown(title: string, entries: readonly {title: string; url: string; date: string}[]): string {
  const parts = [`# ${title}`];
  let year = '';
  for (const entry of entries) {
    if (entry.date.slice(0, 4) !== year) {
      year = entry.date.slice(0, 4);
      parts.push(`\n## ${year}\n`);
    }
    parts.push(`- ${entry.date}: [${entry.title.replace(/([[\]\\])/g, '\\$1')}](${entry.url})`);
  }
  return `${parts.join('\n')}\n`;
}

/** The part of an entry's source above its truncate marker: what the list pages show. */
export function summaryPart(source: string): string {
  const marker = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/.exec(source);
  return marker ? source.slice(0, marker.index) : source;
}

export interface RoadmapTwinItem {
  title: string;
  description: string;
  labels: string[];
  shippedAt?: string;
  /** Where the item links: its release notes, or a discussion. */
  link: {label: string; url: string};
}

export interface RoadmapTwinSection {
  title: string;
  intro: string;
  items: RoadmapTwinItem[];
}

/** /roadmap: its introduction, then each status section with its items, as the page lists them without filters. */
export function roadmapMarkdown(options: {
  title: string;
  description: string;
  lead: string;
  requestUrl: string;
  sections: RoadmapTwinSection[];
}): string {
  const parts = [
    `# ${options.title}`,
    `> ${options.description}`,
    options.lead,
    `Missing something you need? [Request a feature](${options.requestUrl}).`,
  ];
  for (const section of options.sections) {
    const count = `${section.items.length} ${section.items.length === 1 ? 'item' : 'items'}`;
    parts.push(`## ${section.title} (${count})`, section.intro);
    for (const item of section.items) {
      const facts = [`Labels: ${item.labels.join(', ')}`, item.shippedAt ? `Shipped ${item.shippedAt}` : '']
        .filter(Boolean)
        .join('. ');
      parts.push(`### ${item.title}`, item.description, `${facts}. [${item.link.label}](${item.link.url}).`);
    }
  }
  return `${parts.join('\n\n')}\n`;
}
