import YAML from 'yaml';

export interface ChangelogEntrySummary {
  slug: string;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The entry's single version tag, e.g. "v0.59.10". */
  version: string;
  description: string;
}

export interface ChangelogFrontMatter {
  title?: unknown;
  slug?: unknown;
  date?: unknown;
  tags?: unknown;
  description?: unknown;
}

const VERSION_PATTERN = /^v\d+\.\d+\.\d+$/;

export function readFrontMatter(source: string): ChangelogFrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  return match ? ((YAML.parse(match[1]) ?? {}) as ChangelogFrontMatter) : {};
}

function toIsoDate(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return undefined;
}

/**
 * Problems with an entry's front matter, each phrased as the fix to make. Empty when the entry is valid.
 * `knownTags` are the tags declared in changelog/tags.yml.
 */
export function validateChangelogEntry(
  fileName: string,
  frontMatter: ChangelogFrontMatter,
  knownTags: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const where = `changelog/${fileName}`;
  if (typeof frontMatter.title !== 'string' || !frontMatter.title.trim()) {
    problems.push(`${where}: add a "title:" to the front matter.`);
  }
  if (typeof frontMatter.slug !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(frontMatter.slug)) {
    problems.push(`${where}: add a "slug:" in kebab-case (lower-case letters, digits and dashes).`);
  }
  const date = toIsoDate(frontMatter.date);
  if (!date) {
    problems.push(`${where}: add a "date: YYYY-MM-DD" (the release date) to the front matter.`);
  } else if (!fileName.startsWith(`${date}-`)) {
    problems.push(`${where}: start the file name with the entry's date, "${date}-".`);
  }
  if (typeof frontMatter.description !== 'string' || !frontMatter.description.trim()) {
    problems.push(`${where}: add a one-sentence "description:" (used by feeds and search results).`);
  }
  const tags = frontMatter.tags;
  // A release the platform shipped without a version number has no "tags" at all; any tags given must be one version.
  if (tags === undefined) return problems;
  if (!Array.isArray(tags) || tags.length !== 1) {
    problems.push(`${where}: give the entry exactly one version tag, e.g. "tags: [v0.60.0]".`);
  } else {
    const [tag] = tags;
    if (typeof tag !== 'string' || !VERSION_PATTERN.test(tag)) {
      problems.push(`${where}: the tag "${String(tag)}" is not a version; use the form v<major>.<minor>.<patch>.`);
    } else if (!knownTags.has(tag)) {
      problems.push(`${where}: declare the tag "${tag}" in changelog/tags.yml (npm run new:changelog does this).`);
    }
  }
  return problems;
}

export function parseChangelogEntry(fileName: string, source: string): ChangelogEntrySummary {
  const frontMatter = readFrontMatter(source);
  const tags = Array.isArray(frontMatter.tags) ? frontMatter.tags : [];
  return {
    slug: String(frontMatter.slug ?? fileName.replace(/\.mdx$/, '')),
    title: String(frontMatter.title ?? ''),
    date: toIsoDate(frontMatter.date) ?? '',
    version: String(tags[0] ?? ''),
    description: String(frontMatter.description ?? ''),
  };
}
