/**
 * What the changelog's feeds need beyond the blog plugin's: an author on every entry (RFC 4287 requires one for Atom),
 * a publication date on every item, and JSON Feed 1.1 instead of the 1.0 document that the `feed` package writes.
 */
import type {BlogFeedItem, PluginOptions} from '@docusaurus/plugin-content-blog';

export const JSON_FEED_1_0 = 'https://jsonfeed.org/version/1';
export const JSON_FEED_1_1 = 'https://jsonfeed.org/version/1.1';

export interface FeedAuthor {
  name: string;
  url: string;
}

type CreateFeedItems = NonNullable<PluginOptions['feedOptions']['createFeedItems']>;

/** Wraps the feed items of `create` (the site's own, else Docusaurus's) with the author and the publication date. */
export function withAuthorAndPublished(author: FeedAuthor, create?: CreateFeedItems): CreateFeedItems {
  return async (params) => {
    const items: BlogFeedItem[] = await (create ?? params.defaultCreateFeedItems)(params);
    return items.map((item) => ({
      ...item,
      author: item.author?.length ? item.author : [{name: author.name, link: author.url}],
      published: item.published ?? item.date,
    }));
  };
}

interface JsonFeedAuthor {
  name?: string;
  url?: string;
  avatar?: string;
}

interface JsonFeedItem {
  id: string;
  date_published?: string;
  date_modified?: string;
  author?: JsonFeedAuthor;
  authors?: JsonFeedAuthor[];
  [key: string]: unknown;
}

export interface JsonFeedDocument {
  version: string;
  title: string;
  home_page_url?: string;
  feed_url?: string;
  language?: string;
  author?: JsonFeedAuthor;
  authors?: JsonFeedAuthor[];
  items: JsonFeedItem[];
  [key: string]: unknown;
}

/**
 * Turns the JSON Feed 1.0 document of the `feed` package (used by @docusaurus/plugin-content-blog) into JSON Feed 1.1:
 * `authors` arrays instead of the deprecated `author`, plus `feed_url`, `language` and `date_published` on every item.
 * Throws once the package writes anything but 1.0: then check whether it writes 1.1 itself (feed 5 is expected to) and
 * delete this conversion and its call in plugins/changelog/index.ts.
 */
export function toJsonFeed11(
  feed: JsonFeedDocument,
  options: {feedUrl: string; homePageUrl: string; language: string; author: FeedAuthor},
): JsonFeedDocument {
  if (feed.version !== JSON_FEED_1_0) {
    throw new Error(
      `plugins/changelog/feeds.ts: the blog plugin now writes JSON Feed "${feed.version}", not ${JSON_FEED_1_0}; ` +
        'if it is 1.1 with authors, feed_url, language and date_published, remove toJsonFeed11 and its call.',
    );
  }
  const {author: feedAuthor, ...rest} = feed;
  const authors = feed.authors ?? [feedAuthor ?? {name: options.author.name, url: options.author.url}];
  return {
    ...rest,
    version: JSON_FEED_1_1,
    home_page_url: feed.home_page_url ?? options.homePageUrl,
    feed_url: options.feedUrl,
    language: feed.language ?? options.language,
    authors,
    items: feed.items.map(({author, ...item}) => {
      const published = item.date_published ?? item.date_modified;
      if (!published) throw new Error(`plugins/changelog/feeds.ts: the feed item ${item.id} has no date.`);
      return {...item, date_published: published, authors: item.authors ?? (author ? [author] : authors)};
    }),
  };
}
