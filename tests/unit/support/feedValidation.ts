/**
 * Feed checks with real parsers: the JSON Feed 1.1 schema (tests/unit/support/jsonfeed-1.1.schema.json) through Ajv,
 * and RSS 2.0 and Atom through @rowanmanning/feed-parser. Each returns the problems it found, empty when the feed is
 * valid, so a failing test names every broken item at once.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {parseFeed} from '@rowanmanning/feed-parser';

const jsonFeedSchema = JSON.parse(readFileSync(path.join(__dirname, 'jsonfeed-1.1.schema.json'), 'utf8')) as object;

/** What this site promises beyond the specification's minimum (issue 33): who writes it, where it lives, when. */
const siteRequirements = {
  type: 'object',
  required: ['feed_url', 'home_page_url', 'authors', 'language'],
  properties: {
    items: {type: 'array', minItems: 1, items: {type: 'object', required: ['url', 'title', 'date_published']}},
  },
};

// strictRequired is off: "anyOf: [{required: [content_html]}, …]" names members that the item's own properties define.
const ajv = new Ajv({allErrors: true, strict: true, strictRequired: false});
addFormats(ajv);
ajv.addSchema(jsonFeedSchema);
const validateJsonFeedDocument = ajv.compile({
  allOf: [{$ref: 'urn:tessera-docs:schema:jsonfeed-1.1'}, siteRequirements],
});

export function jsonFeedProblems(document: unknown): string[] {
  if (validateJsonFeedDocument(document)) return [];
  return (validateJsonFeedDocument.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}

export interface ParsedXmlFeed {
  type: string;
  items: {url: string | null; title: string | null; published: Date | null}[];
}

/**
 * Parses an RSS or Atom document and lists what a reader's feed client would miss: a feed of the wrong kind, an item
 * without an absolute link, a title or a date, and (Atom, RFC 4287 §4.1.1) an entry without an author when the feed
 * itself names none.
 */
export function xmlFeedProblems(xml: string, expectedType: 'rss' | 'atom'): {problems: string[]; feed: ParsedXmlFeed} {
  const feed = parseFeed(xml);
  const problems: string[] = [];
  if (feed.meta.type !== expectedType) problems.push(`parsed as ${feed.meta.type}, expected ${expectedType}`);
  if (!feed.title) problems.push('the feed has no title');
  if (!feed.url || !/^https?:\/\//.test(feed.url)) problems.push(`the feed's link is not absolute: ${feed.url}`);
  if (feed.items.length === 0) problems.push('the feed has no items');
  const feedHasAuthor = feed.authors.some((author) => author.name);
  for (const [index, item] of feed.items.entries()) {
    const where = `item ${index + 1} (${item.title ?? 'untitled'})`;
    if (!item.title) problems.push(`${where} has no title`);
    if (!item.url || !/^https?:\/\//.test(item.url)) problems.push(`${where} has no absolute link`);
    if (!item.published || Number.isNaN(item.published.getTime())) problems.push(`${where} has no publication date`);
    if (expectedType === 'atom') {
      if (!item.id) problems.push(`${where} has no id`);
      if (!item.updated) problems.push(`${where} has no updated date`);
      if (!feedHasAuthor && !item.authors.some((author) => author.name)) problems.push(`${where} has no author`);
    }
  }
  return {
    problems,
    feed: {
      type: feed.meta.type,
      items: feed.items.map((item) => ({url: item.url, title: item.title, published: item.published})),
    },
  };
}
