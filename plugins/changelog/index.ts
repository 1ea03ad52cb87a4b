import pluginContentBlog, {
  validateOptions,
  type BlogContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-blog';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {toJsonFeed11, withAuthorAndPublished, type FeedAuthor, type JsonFeedDocument} from './feeds';
import {CHANGELOG_TIMELINE, timelineEntries, type TimelineData} from '../../shared/changelogTimeline';

/** The author every feed names (Atom requires one): the changelog is the product team's. */
const FEED_AUTHOR_NAME = 'The Tessera team';

/**
 * The changelog's blog instance plus the single-page timeline at /changelog/main. The timeline is built from the posts
 * the blog has already loaded and added as a route of its own, so there is one parse of the entries and the timeline
 * is neither a post on /changelog nor an item of the RSS, Atom and JSON feeds. The feeds get an author and a
 * publication date on every item, and the JSON feed is rewritten as JSON Feed 1.1 (plugins/changelog/feeds.ts).
 * Everything else (entry pages, tags, archive) is the blog plugin's, unchanged; its name is kept so that other
 * plugins still find its content.
 */
const changelogPlugin: PluginModule = async (context, rawOptions) => {
  // Docusaurus has run the blog's own validateOptions (attached below) on these, so they are the blog's full options.
  const validated = rawOptions as PluginOptions;
  const siteOrigin = context.siteConfig.url.replace(/\/+$/, '');
  const blogUrl = `${siteOrigin}${joinRoute(context.baseUrl, validated.routeBasePath)}`;
  const author: FeedAuthor = {name: FEED_AUTHOR_NAME, url: blogUrl};
  const options: PluginOptions = {
    ...validated,
    feedOptions: {
      ...validated.feedOptions,
      createFeedItems: withAuthorAndPublished(author, validated.feedOptions.createFeedItems),
    },
  };
  const blog = await pluginContentBlog(context, options);
  const plugin: Plugin<BlogContent> = {
    ...blog,
    async postBuild(args) {
      await blog.postBuild?.(args);
      const {type} = options.feedOptions;
      if (!type?.includes('json') || args.content.blogPosts.length === 0) return;
      const file = path.join(args.outDir, options.routeBasePath, 'feed.json');
      const feed = JSON.parse(await readFile(file, 'utf8')) as JsonFeedDocument;
      const converted = toJsonFeed11(feed, {
        feedUrl: `${blogUrl}/feed.json`,
        homePageUrl: blogUrl,
        language: options.feedOptions.language ?? context.i18n.currentLocale,
        author,
      });
      await writeFile(file, JSON.stringify(converted, null, 4));
    },
    async contentLoaded(args) {
      await blog.contentLoaded?.(args);
      const {content, actions} = args;
      const data: TimelineData = {
        title: CHANGELOG_TIMELINE.title,
        description: CHANGELOG_TIMELINE.description,
        entries: timelineEntries(content.blogPosts),
      };
      const timeline = await actions.createData('changelog-timeline.json', JSON.stringify(data));
      actions.addRoute({
        path: joinRoute(context.baseUrl, options.routeBasePath, CHANGELOG_TIMELINE.slug),
        component: '@site/src/components/ChangelogTimelinePage',
        exact: true,
        modules: {timeline},
      });
    },
  };
  // Docusaurus hands each plugin back the content its own loadContent returned, so the unknown is always BlogContent.
  return plugin as Plugin;
};

changelogPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];

export default changelogPlugin;

function joinRoute(...parts: string[]): string {
  return `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}
