import pluginContentBlog, {
  validateOptions,
  type BlogContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-blog';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {CHANGELOG_TIMELINE, timelineEntries, type TimelineData} from './timeline';

/**
 * The changelog's blog instance plus the single-page timeline at /changelog/main. The timeline is built from the posts
 * the blog has already loaded and added as a route of its own, so there is one parse of the entries and the timeline
 * is neither a post on /changelog nor an item of the RSS, Atom and JSON feeds. Everything else (entry pages, tags,
 * archive, feeds) is the blog plugin's, unchanged; its name is kept so that other plugins still find its content.
 */
const changelogPlugin: PluginModule = async (context, rawOptions) => {
  // Docusaurus has run the blog's own validateOptions (attached below) on these, so they are the blog's full options.
  const options = rawOptions as PluginOptions;
  const blog = await pluginContentBlog(context, options);
  const plugin: Plugin<BlogContent> = {
    ...blog,
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
