import type * as Preset from '@docusaurus/preset-classic';
import {compareVersions} from '../shared/changelogVersions';

type BlogOptions = Exclude<Preset.Options['blog'], false | undefined>;

/** The changelog is a blog instance mounted at /changelog: one file per release in changelog/. */
export const changelogBlog = {
  path: 'changelog',
  routeBasePath: 'changelog',
  blogTitle: 'Changelog',
  blogDescription: 'Every Tessera release: what changed, why it matters and how to use it.',
  postsPerPage: 10,
  blogSidebarCount: 0,
  showReadingTime: false,
  // Every version tag is declared in changelog/tags.yml; a typo in an entry's tag fails the build.
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'ignore',
  onUntruncatedBlogPosts: 'ignore',
  // Newest first; two releases on the same day are ordered by version instead of by file name.
  processBlogPosts: async ({blogPosts}) =>
    [...blogPosts].sort(
      (a, b) =>
        b.metadata.date.getTime() - a.metadata.date.getTime() ||
        compareVersions(b.metadata.tags[0]?.label ?? '', a.metadata.tags[0]?.label ?? ''),
    ),
  feedOptions: {
    type: 'all',
    title: 'Tessera changelog',
    description: 'Release notes of the Tessera platform.',
    copyright: `Copyright © ${new Date().getFullYear()} Tessera`,
    language: 'en',
    limit: false,
  },
} satisfies BlogOptions;
