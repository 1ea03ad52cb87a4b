import type {BlogPost} from '@docusaurus/plugin-content-blog';

/** One release as the timeline lists it. */
export interface TimelineEntry {
  permalink: string;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The entry's version tag, e.g. "v0.59.10". */
  version: string;
  description: string;
}

/** What the /changelog/main route receives (written with createData, read as the page's `timeline` prop). */
export interface TimelineData {
  title: string;
  description: string;
  entries: TimelineEntry[];
}

/**
 * The single-page changelog. It is a route of the changelog's blog instance, not a post, so it never appears as an
 * entry of its own on /changelog or in the feeds. Its intro prose is an MDX partial next to the entries: the leading
 * underscore keeps the blog from publishing it as a post.
 */
export const CHANGELOG_TIMELINE = {
  /** Below the instance's route base path: /changelog/main. */
  slug: 'main',
  title: 'Changelog',
  description:
    'Every Tessera release on one page, with a filter that shows only what changed since the version you run.',
  introFile: 'changelog/_timeline-intro.mdx',
} as const;

function isoDate(date: Date): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** The timeline's entries, in the blog's order (newest first; same-day releases by version). */
export function timelineEntries(posts: readonly BlogPost[]): TimelineEntry[] {
  return posts
    .filter(({metadata}) => !metadata.unlisted)
    .map(({metadata}) => ({
      permalink: metadata.permalink,
      title: metadata.title,
      date: isoDate(metadata.date),
      version: metadata.tags[0]?.label ?? '',
      description: metadata.description,
    }));
}
