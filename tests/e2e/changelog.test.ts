import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {XMLParser} from 'fast-xml-parser';
import {openPage, SITE, useBrowser, visit} from './support/browser';
import {countIntlDateFormatters} from './support/intlFormatters';

const getBrowser = useBrowser();

const changelogDir = path.resolve(__dirname, '../../changelog');
const entryVersions = readdirSync(changelogDir)
  .filter((name) => name.endsWith('.mdx') && !name.startsWith('_'))
  .map((name) => /^tags:\s*\[(v[\d.]+)\]/m.exec(readFileSync(path.join(changelogDir, name), 'utf8'))?.[1] ?? '');

/** Counted independently of the site's code: entries whose version is numerically above `since`. */
function expectedSince(since: string): number {
  const parts = (version: string) => version.slice(1).split('.').map(Number);
  const newer = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  return entryVersions.filter((version) => newer(parts(version), parts(since)) > 0).length;
}

const postsOn = (page: import('playwright-core').Page) => page.getByRole('main').locator('article');

describe('changelog', () => {
  it('shows 10 entries a page over 7 pages, 6 on the last, and no page 8', async () => {
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
      assert.equal(await postsOn(tab.page).count(), page === 7 ? 6 : 10, `page ${page}`);
    }
    const missing = await tab.page.goto(new URL('/changelog/page/8', SITE).href);
    assert.equal(missing?.status(), 404);
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

  it('has a tag index and one page per version tag', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/changelog/tags');
    const main = tab.page.getByRole('main');
    assert.ok((await main.getByRole('link', {name: /^v0\.\d+\.\d+/}).count()) >= 60);
    for (const [tag, slug] of [
      ['v-0-59-10', 'documentation-architecture-overhaul'],
      ['v-0-58-1', 'vertex-ai-provider-support'],
      ['v-0-5-0', null],
    ] as const) {
      await visit(tab.page, `/changelog/tags/${tag}`);
      assert.equal(await postsOn(tab.page).count(), 1, `${tag} lists its entry`);
      if (slug) assert.ok((await tab.page.getByRole('main').locator(`a[href="/changelog/${slug}"]`).count()) > 0);
    }
    await tab.context.close();
  });

  it('has an archive of every entry', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/changelog/archive');
    assert.ok((await tab.page.getByRole('main').locator('a[href^="/changelog/"]').count()) >= 66);
    await tab.context.close();
  });

  it('lists all 66 entries on /changelog/main, each linking to its page', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/changelog/main');
    const entries = tab.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({has: tab.page.locator('time')});
    assert.equal(await entries.count(), 66);
    await tab.page.getByRole('status').filter({hasText: '66 entries'}).waitFor();
    await entries.first().getByRole('link').click();
    await tab.page.waitForURL((url) => url.pathname === '/changelog/documentation-architecture-overhaul');
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

  it('publishes RSS, Atom and JSON feeds with absolute links', async () => {
    const parser = new XMLParser({ignoreAttributes: false});
    const fetchText = async (pathname: string) => (await fetch(new URL(pathname, SITE))).text();
    const rss = parser.parse(await fetchText('/changelog/rss.xml'));
    const rssItems = rss.rss.channel.item as {link: string; pubDate: string}[];
    assert.ok(rssItems.length >= 10);
    for (const item of rssItems) {
      assert.match(item.link, /^https?:\/\//);
      assert.ok(!Number.isNaN(Date.parse(item.pubDate)));
    }
    const atom = parser.parse(await fetchText('/changelog/atom.xml'));
    const atomEntries = atom.feed.entry as {link: {'@_href': string}}[];
    assert.ok(atomEntries.length >= 10);
    for (const entry of atomEntries) assert.match(entry.link['@_href'], /^https?:\/\//);
    const json = JSON.parse(await fetchText('/changelog/feed.json')) as {items: {url: string}[]};
    assert.ok(json.items.length >= 10);
    for (const item of json.items) assert.match(item.url, /^https?:\/\//);
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
