import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {XMLParser} from 'fast-xml-parser';
import {openPage, SITE, useBrowser, visit} from './support/browser';
import {countIntlDateFormatters} from './support/intlFormatters';
import {jsonFeedProblems, xmlFeedProblems} from '../unit/support/feedValidation';

const getBrowser = useBrowser();

const changelogDir = path.resolve(__dirname, '../../changelog');
const entryVersions = readdirSync(changelogDir)
  .filter((name) => name.endsWith('.mdx') && !name.startsWith('_'))
  .map((name) => /^tags:\s*\[(v[\d.]+)\]/m.exec(readFileSync(path.join(changelogDir, name), 'utf8'))?.[1] ?? '');

const newestTitle = 'Docs for Coding Agents: MCP, Markdown and llms.txt';

/** Counted independently of the site's code: entries whose version is numerically above `since`. */
function expectedSince(since: string): number {
  const parts = (version: string) => version.slice(1).split('.').map(Number);
  const newer = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  return entryVersions.filter((version) => newer(parts(version), parts(since)) > 0).length;
}

const postsOn = (page: import('playwright-core').Page) => page.getByRole('main').locator('article');

describe('changelog', () => {
  it('shows 10 entries a page over 7 pages, and the last changelog page holds 7 entries; there is no page 8', async () => {
    const tab = await openPage(getBrowser());
    const intlDateFormatters = await countIntlDateFormatters(tab.page);
    await visit(tab.page, '/changelog');
    assert.equal(await postsOn(tab.page).count(), 10);
    assert.match(
      (await postsOn(tab.page).first().locator('time').first().textContent()) ?? '',
      /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    assert.equal(await intlDateFormatters(), 0, 'the entries’ dates are written without an Intl formatter');
    for (let page = 2; page <= 7; page += 1) {
      const response = await visit(tab.page, `/changelog/page/${page}`);
      assert.equal(response?.status(), 200);
      assert.equal(await postsOn(tab.page).count(), page === 7 ? 7 : 10, `page ${page}`);
    }
    const missing = await tab.page.goto(new URL('/changelog/page/8', SITE).href);
    assert.equal(missing?.status(), 404);
    await tab.context.close();
  });

  it('opens with an h1, a line of intro, the subscribe links, and each entry’s version and date at its top', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/changelog');
    const main = tab.page.getByRole('main');
    await main.getByRole('heading', {level: 1, name: 'Changelog'}).waitFor();
    await main.getByText('Every Tessera release: what changed, why it matters and how to use it.').waitFor();
    const subscribe = main.getByRole('navigation', {name: 'Subscribe to the changelog'});
    for (const [name, href] of [
      ['RSS', '/changelog/rss.xml'],
      ['Atom', '/changelog/atom.xml'],
      ['JSON Feed', '/changelog/feed.json'],
      ['list_changes for agents (MCP)', '/reference/mcp#list_changes'],
    ]) {
      assert.equal(await subscribe.getByRole('link', {name, exact: true}).getAttribute('href'), href, name);
    }
    // The newest entry is a docs release without a version; the next one shows its version before its date.
    const [newest, versioned] = [postsOn(tab.page).nth(0), postsOn(tab.page).nth(1)];
    assert.equal(await newest.locator('header').getByRole('link', {name: /^v\d/}).count(), 0);
    await newest.locator('header time').waitFor();
    const header = versioned.locator('header');
    const versionLink = header.getByRole('link', {name: 'v0.59.10', exact: true});
    assert.equal(await versionLink.getAttribute('href'), '/changelog/tags/v-0-59-10');
    assert.equal(
      await header
        .locator('time')
        .getAttribute('datetime')
        .then((value) => value?.slice(0, 10)),
      '2025-11-03',
    );
    await visit(tab.page, '/changelog/page/7');
    await main.getByRole('heading', {level: 1, name: 'Changelog, page 7 of 7'}).waitFor();
    await tab.context.close();
  });

  it('loads each list page’s ten summaries as one script, not one script each', async () => {
    // The first visit of /changelog loaded 19 scripts before it hydrated, one per summary (issue 33); the summaries
    // and props of a list page now come in one chunk (plugins/lean-bundle/listChunks.ts).
    for (const listPage of ['/changelog', '/changelog/page/3']) {
      const tab = await openPage(getBrowser());
      const scripts: string[] = [];
      tab.page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await visit(tab.page, listPage);
      await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      assert.equal(await postsOn(tab.page).count(), 10);
      assert.ok(scripts.length <= 10, `${listPage}: ${scripts.length} scripts before hydration: ${scripts.join(' ')}`);
      await tab.context.close();
    }
  });

  it('lists the versions by number, newest first, with no letter heading or count, and titles each "Release …"', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/changelog/tags');
    const main = tab.page.getByRole('main');
    const labels = (await main.getByRole('listitem').allTextContents()).map((text) => text.trim());
    assert.ok(labels.length >= 60);
    const numbers = (version: string) => version.slice(1).split('.').map(Number);
    const sorted = [...labels].sort((a, b) => {
      const [x, y] = [numbers(a), numbers(b)];
      return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
    });
    assert.deepEqual(labels, sorted, 'newest version first, v0.48.4 above v0.5.x');
    assert.equal(labels[0], 'v0.59.10');
    assert.equal(labels.at(-1), 'v0.5.0');
    for (const label of labels) assert.match(label, /^v\d+\.\d+\.\d+$/, 'no post count beside a version');
    assert.equal(await main.getByRole('heading', {level: 2}).count(), 0, 'no letter heading');
    for (const [tag, slug, label] of [
      ['v-0-59-10', 'documentation-architecture-overhaul', 'v0.59.10'],
      ['v-0-58-1', 'vertex-ai-provider-support', 'v0.58.1'],
      ['v-0-10-0', null, 'v0.10.0'],
      ['v-0-5-0', null, 'v0.5.0'],
    ] as const) {
      await visit(tab.page, `/changelog/tags/${tag}`);
      await main.getByRole('heading', {level: 1, name: `Release ${label}`, exact: true}).waitFor();
      assert.match(await tab.page.title(), new RegExp(`^Release ${label.replace(/\./g, '\\.')} `));
      assert.equal(await postsOn(tab.page).count(), 1, `${tag} lists its entry`);
      if (slug) assert.ok((await main.locator(`a[href="/changelog/${slug}"]`).count()) > 0);
    }
    await tab.context.close();
  });

  it('has an archive of every entry', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/changelog/archive');
    assert.ok((await tab.page.getByRole('main').locator('a[href^="/changelog/"]').count()) >= 67);
    await tab.context.close();
  });

  it('lists all 67 entries on /changelog/main, each linking to its page', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/changelog/main');
    const entries = tab.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({has: tab.page.locator('time')});
    assert.equal(await entries.count(), 67);
    await tab.page.getByRole('status').filter({hasText: '67 entries'}).waitFor();
    await entries.first().getByRole('link').click();
    await tab.page.waitForURL((url) => url.pathname === '/changelog/docs-for-coding-agents');
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });

  for (const since of ['v0.42.0', 'v0.54.0']) {
    it(`shows what changed since ${since}, in the URL and after a reload`, async () => {
      const tab = await openPage(getBrowser());
      await visit(tab.page, '/changelog/main');
      await tab.page.getByLabel('What changed since my version').selectOption(since);
      const expected = expectedSince(since);
      await tab.page
        .getByRole('status')
        .filter({hasText: `${expected} entries released after ${since}`})
        .waitFor();
      assert.equal(new URL(tab.page.url()).searchParams.get('since'), since);
      await tab.page.reload();
      await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await tab.page
        .getByRole('status')
        .filter({hasText: `${expected} entries released after ${since}`})
        .waitFor();
      await tab.context.close();
    });
  }

  it('accepts a shared link with a version that has no entry of its own', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/changelog/main?since=v0.40.0');
    const expected = expectedSince('v0.40.0');
    await tab.page
      .getByRole('status')
      .filter({hasText: `${expected} entries released after v0.40.0`})
      .waitFor();
    assert.equal(await tab.page.getByLabel('What changed since my version').inputValue(), 'v0.40.0');
    await tab.context.close();
  });

  it('publishes RSS, Atom and JSON Feed 1.1 documents that real parsers accept, one item per entry', async () => {
    const fetchText = async (pathname: string) => (await fetch(new URL(pathname, SITE))).text();
    for (const [pathname, type] of [
      ['/changelog/rss.xml', 'rss'],
      ['/changelog/atom.xml', 'atom'],
    ] as const) {
      const {problems, feed} = xmlFeedProblems(await fetchText(pathname), type);
      assert.deepEqual(problems, [], pathname);
      assert.equal(feed.items.length, entryVersions.length, `${pathname} has one item per entry`);
      assert.equal(feed.items[0].title, newestTitle, `${pathname} starts with the newest entry`);
    }
    const json = JSON.parse(await fetchText('/changelog/feed.json')) as {
      version: string;
      feed_url: string;
      items: {title: string; date_published: string}[];
    };
    assert.deepEqual(jsonFeedProblems(json), []);
    assert.equal(json.version, 'https://jsonfeed.org/version/1.1');
    assert.equal(new URL(json.feed_url).pathname, '/changelog/feed.json');
    assert.equal(json.items.length, entryVersions.length);
    assert.equal(json.items[0].title, newestTitle);
    assert.equal(json.items[0].date_published.slice(0, 10), '2026-11-27');
  });

  it('keeps the timeline out of the entries: no /changelog page, the archive or a feed lists /changelog/main', async () => {
    const tab = await openPage(getBrowser());
    for (const pathname of [
      '/changelog',
      ...[2, 3, 4, 5, 6, 7].map((n) => `/changelog/page/${n}`),
      '/changelog/archive',
    ]) {
      await visit(tab.page, pathname);
      const links = await tab.page
        .getByRole('main')
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
      assert.ok(!links.includes('/changelog/main'), `${pathname} links to /changelog/main`);
    }
    await tab.context.close();
    const fetchText = async (pathname: string) => (await fetch(new URL(pathname, SITE))).text();
    const parser = new XMLParser({ignoreAttributes: false});
    const rssLinks = (parser.parse(await fetchText('/changelog/rss.xml')).rss.channel.item as {link: string}[]).map(
      (item) => item.link,
    );
    const atomLinks = (
      parser.parse(await fetchText('/changelog/atom.xml')).feed.entry as {link: {'@_href': string}}[]
    ).map((entry) => entry.link['@_href']);
    const jsonLinks = (JSON.parse(await fetchText('/changelog/feed.json')) as {items: {url: string}[]}).items.map(
      (item) => item.url,
    );
    for (const [feed, links] of [
      ['rss.xml', rssLinks],
      ['atom.xml', atomLinks],
      ['feed.json', jsonLinks],
    ] as const) {
      assert.equal(links.length, entryVersions.length, `${feed} has one item per entry`);
      assert.ok(!links.some((link) => new URL(link).pathname === '/changelog/main'), `${feed} lists /changelog/main`);
    }
  });

  it('lists the timeline in the sitemap, with its title and description in the page head', async () => {
    const sitemap = await (await fetch(new URL('/sitemap.xml', SITE))).text();
    assert.match(sitemap, /<loc>https?:\/\/[^<]+\/changelog\/main<\/loc>/);
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/changelog/main');
    assert.match(await tab.page.title(), /^Changelog/);
    assert.match(
      (await tab.page.locator('head meta[name="description"]').getAttribute('content')) ?? '',
      /^Every Tessera release on one page/,
    );
    await tab.page.getByRole('heading', {level: 1, name: 'Changelog'}).waitFor();
    await tab.page.getByRole('main').getByRole('link', {name: 'the archive'}).waitFor();
    await tab.context.close();
  });

  it('advertises the feeds in the page head', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/changelog/main');
    const types = await tab.page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('type')));
    for (const type of ['application/rss+xml', 'application/atom+xml', 'application/json']) {
      assert.ok(types.includes(type), `${type} alternate link`);
    }
    await tab.context.close();
  });
});
