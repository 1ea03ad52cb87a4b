import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {BlogFeedItem} from '@docusaurus/plugin-content-blog';
import {
  JSON_FEED_1_0,
  JSON_FEED_1_1,
  toJsonFeed11,
  withAuthorAndPublished,
  type JsonFeedDocument,
} from '../../plugins/changelog/feeds';
import {jsonFeedProblems} from './support/feedValidation';

const author = {name: 'The Tessera team', url: 'https://docs.tessera.example/changelog'};

/** The JSON Feed 1.0 document that the `feed` package writes for the blog plugin, item for item. */
function feedPackageOutput(): JsonFeedDocument {
  return {
    version: JSON_FEED_1_0,
    title: 'Tessera changelog',
    home_page_url: 'https://docs.tessera.example/changelog',
    description: 'Release notes of the Tessera platform.',
    items: [
      {
        id: 'https://docs.tessera.example/changelog/vertex-ai-provider-support',
        content_html: '<p>Tessera now connects to Google Vertex AI.</p>',
        url: 'https://docs.tessera.example/changelog/vertex-ai-provider-support',
        title: 'Vertex AI Provider Support',
        summary: 'Google Vertex AI is now a model provider.',
        date_modified: '2025-10-24T00:00:00.000Z',
        tags: ['v0.58.1'],
      },
    ],
  };
}

const options = {
  feedUrl: 'https://docs.tessera.example/changelog/feed.json',
  homePageUrl: 'https://docs.tessera.example/changelog',
  language: 'en',
  author,
};

describe('the changelog JSON feed', () => {
  it('is not JSON Feed 1.1 as the blog plugin writes it', () => {
    assert.notDeepEqual(jsonFeedProblems(feedPackageOutput()), []);
  });

  it('validates against the JSON Feed 1.1 schema once converted, with every member the site promises', () => {
    const converted = toJsonFeed11(feedPackageOutput(), options);
    assert.deepEqual(jsonFeedProblems(converted), []);
    assert.equal(converted.version, JSON_FEED_1_1);
    assert.equal(converted.feed_url, options.feedUrl);
    assert.equal(converted.language, 'en');
    assert.deepEqual(converted.authors, [author]);
    assert.equal(converted.items[0].date_published, '2025-10-24T00:00:00.000Z');
    assert.deepEqual(converted.items[0].authors, [author]);
  });

  it('keeps an item’s own author and publication date, moving the deprecated `author` into `authors`', () => {
    const feed = feedPackageOutput();
    feed.items[0] = {
      ...feed.items[0],
      date_published: '2025-10-23T00:00:00.000Z',
      author: {name: 'Release bot', url: 'https://docs.tessera.example/'},
    };
    const [item] = toJsonFeed11(feed, options).items;
    assert.equal(item.date_published, '2025-10-23T00:00:00.000Z');
    assert.deepEqual(item.authors, [{name: 'Release bot', url: 'https://docs.tessera.example/'}]);
    assert.equal('author' in item, false);
  });

  it('fails the build once the blog plugin writes another JSON Feed version, so the conversion is removed', () => {
    assert.throws(
      () => toJsonFeed11({...feedPackageOutput(), version: JSON_FEED_1_1}, options),
      /now writes JSON Feed "https:\/\/jsonfeed\.org\/version\/1\.1".*remove toJsonFeed11/,
    );
  });

  it('rejects hand-made mistakes: a relative feed_url, a date that is not RFC 3339, an item without content', () => {
    const converted = toJsonFeed11(feedPackageOutput(), options);
    const broken = {
      ...converted,
      feed_url: '/changelog/feed.json',
      items: [{...converted.items[0], date_published: '24 October 2025', content_html: undefined}],
    };
    const problems = jsonFeedProblems(JSON.parse(JSON.stringify(broken)));
    assert.ok(
      problems.some((problem) => problem.startsWith('/feed_url')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((problem) => problem.startsWith('/items/0/date_published')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((problem) => problem.startsWith('/items/0 ')),
      problems.join('\n'),
    );
  });
});

describe('the changelog feed items', () => {
  it('name an author and a publication date, for Atom (RFC 4287) and the JSON feed', async () => {
    const date = new Date('2025-10-24T00:00:00Z');
    const item: BlogFeedItem = {title: 'Vertex AI Provider Support', id: 'x', link: 'https://x.example/', date};
    const create = withAuthorAndPublished(author, async () => [item]);
    const params = {blogPosts: [], siteConfig: {}, outDir: '', defaultCreateFeedItems: async () => []};
    const [withAuthor] = await create(params as unknown as Parameters<typeof create>[0]);
    assert.deepEqual(withAuthor.author, [{name: author.name, link: author.url}]);
    assert.equal(withAuthor.published, date);
  });
});
