import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, Page} from 'playwright-core';
import {site} from '../../config/site';
import {SITE, useBrowser} from './support/browser';

/**
 * What search engines and link previews read, in the server-rendered HTML (JavaScript off): language, description,
 * canonical URL, Open Graph and Twitter tags, the social card, structured data and robots.txt.
 */

const getBrowser = useBrowser();
let context: BrowserContext | undefined;

/** One context with JavaScript off for the whole file: pages are read as crawlers get them. */
async function serverRendered(): Promise<BrowserContext> {
  if (!context) {
    context = await getBrowser().newContext({javaScriptEnabled: false});
    await context.route('**/*', (route) =>
      ['localhost', '127.0.0.1'].includes(new URL(route.request().url()).hostname) ? route.continue() : route.abort(),
    );
  }
  return context;
}
after(async () => {
  await context?.close();
});

/** The public address of a page, as canonical links, Open Graph and the sitemap give it. */
function publicUrl(pathname: string): string {
  return `${site.url.replace(/\/$/, '')}${site.baseUrl}${pathname.replace(/^\//, '')}`;
}

async function openHtml(pathname: string): Promise<Page> {
  const page = await (await serverRendered()).newPage();
  await page.goto(new URL(`${site.baseUrl}${pathname.replace(/^\//, '')}`, SITE).href);
  return page;
}

async function meta(page: Page, attribute: 'name' | 'property', key: string): Promise<string[]> {
  return page
    .locator(`head meta[${attribute}="${key}"]`)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('content') ?? ''));
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

interface Case {
  kind: string;
  pathname: string;
  canonical?: string;
  ogType: 'article' | 'website';
}

const PAGES: Case[] = [
  {kind: 'home', pathname: '/', canonical: '/', ogType: 'article'},
  {kind: 'docs page', pathname: '/evaluation/concepts', canonical: '/evaluation/concepts', ogType: 'article'},
  {
    kind: 'API operation',
    pathname: '/reference/api/configs-fetch',
    canonical: '/reference/api/configs-fetch',
    ogType: 'article',
  },
  {kind: 'changelog index', pathname: '/changelog', canonical: '/changelog', ogType: 'website'},
  {
    kind: 'changelog entry',
    pathname: '/changelog/vertex-ai-provider-support',
    canonical: '/changelog/vertex-ai-provider-support',
    ogType: 'article',
  },
  // As the navbar and the sitemap spell it.
  {kind: 'roadmap', pathname: '/roadmap', canonical: '/roadmap', ogType: 'website'},
  {kind: 'search', pathname: '/search', canonical: '/search/', ogType: 'website'},
  {kind: 'not found', pathname: '/does-not-exist', ogType: 'website'},
];

describe('page metadata in the server-rendered HTML', () => {
  for (const {kind, pathname, canonical, ogType} of PAGES) {
    test(`${kind} (${pathname})`, async () => {
      const page = await openHtml(pathname);
      try {
        assert.equal(await page.locator('html').getAttribute('lang'), 'en');

        const descriptions = await meta(page, 'name', 'description');
        assert.equal(descriptions.length, 1, 'exactly one meta description');
        assert.ok(descriptions[0].length >= 30, `a meaningful description, got "${descriptions[0]}"`);
        assert.deepEqual(await meta(page, 'property', 'og:description'), descriptions);

        if (kind === 'not found') {
          // Served at every unknown address: it names none as its own.
          assert.equal(await page.locator('head link[rel="canonical"]').count(), 0, 'no canonical link');
          assert.deepEqual(await meta(page, 'property', 'og:url'), [], 'no og:url');
          assert.equal(await page.locator('head link[hreflang]').count(), 0, 'no hreflang alternates');
        }
        if (canonical) {
          const links = await page
            .locator('head link[rel="canonical"]')
            .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
          assert.deepEqual(links, [publicUrl(canonical)]);
          assert.deepEqual(await meta(page, 'property', 'og:url'), [publicUrl(canonical)]);
        }

        assert.deepEqual(await meta(page, 'property', 'og:type'), [ogType]);
        assert.equal((await meta(page, 'property', 'og:title')).length, 1);
        assert.deepEqual(await meta(page, 'property', 'og:site_name'), [site.title]);
        assert.deepEqual(await meta(page, 'property', 'og:image'), [publicUrl(site.socialCard)]);
        assert.deepEqual(await meta(page, 'property', 'og:image:width'), ['1200']);
        assert.deepEqual(await meta(page, 'property', 'og:image:height'), ['630']);
        assert.equal((await meta(page, 'property', 'og:image:alt'))[0]?.startsWith(site.title), true);
        assert.deepEqual(await meta(page, 'name', 'twitter:card'), ['summary_large_image']);
        assert.deepEqual(await meta(page, 'name', 'twitter:image'), [publicUrl(site.socialCard)]);
      } finally {
        await page.close();
      }
    });
  }
});

test('the sitemap spells every URL as the navbar links it: /roadmap, without a trailing slash', async () => {
  const xml = await (await fetch(new URL(`${site.baseUrl}sitemap.xml`, SITE))).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  assert.ok(listed.includes(publicUrl('/roadmap')), 'the roadmap is listed as /roadmap');
  assert.deepEqual(
    listed.filter((url) => url.endsWith('/') && url !== publicUrl('/')),
    [],
    'URLs with a trailing slash',
  );
  const page = await openHtml('/');
  try {
    const roadmapLinks = await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: 'Roadmap'})
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(
      roadmapLinks.length > 0 && roadmapLinks.every((href) => href === `${site.baseUrl}roadmap`),
      String(roadmapLinks),
    );
  } finally {
    await page.close();
  }
});

describe('structured data', () => {
  function breadcrumbs(data: Record<string, unknown>[]) {
    const lists = data.filter((item) => item['@type'] === 'BreadcrumbList');
    assert.equal(lists.length, 1, 'one BreadcrumbList');
    return lists[0].itemListElement as {'@type': string; position: number; name: string; item: string}[];
  }

  test('a docs page has a BreadcrumbList ending at the page and a TechArticle about it', async () => {
    const page = await openHtml('/evaluation/concepts');
    try {
      const data = await jsonLd(page);
      const items = breadcrumbs(data);
      assert.deepEqual(
        items.map((item) => item.position),
        items.map((_, index) => index + 1),
        'positions count from 1 without gaps',
      );
      for (const item of items) {
        assert.equal(item['@type'], 'ListItem');
        assert.ok(item.name.length > 0);
        assert.ok(item.item.startsWith(publicUrl('/')), `absolute link, got ${item.item}`);
      }
      assert.equal(items[0].item, publicUrl('/'));
      assert.equal(items.at(-1)?.item, publicUrl('/evaluation/concepts'));
      // "Evaluation" is a sidebar heading without a page: it has no link, so it is not a crumb.
      assert.equal(
        items.some((item) => item.name === 'Evaluation'),
        false,
      );

      const article = data.find((item) => item['@type'] === 'TechArticle');
      assert.ok(article, 'a TechArticle');
      assert.equal(article.headline, (await page.locator('article h1').first().textContent())?.trim());
      assert.equal(article.url, publicUrl('/evaluation/concepts'));
      assert.equal(article.description, (await meta(page, 'name', 'description'))[0]);
      assert.equal(article.inLanguage, 'en');
    } finally {
      await page.close();
    }
  });

  test('an API operation page’s breadcrumbs go through the API reference index', async () => {
    const page = await openHtml('/reference/api/configs-fetch');
    try {
      const items = breadcrumbs(await jsonLd(page));
      assert.ok(items.some((item) => item.item === publicUrl('/reference/api/category')));
      assert.equal(items.at(-1)?.item, publicUrl('/reference/api/configs-fetch'));
    } finally {
      await page.close();
    }
  });

  test('pages that are not docs have no TechArticle', async () => {
    const page = await openHtml('/roadmap');
    try {
      assert.equal((await jsonLd(page)).filter((item) => item['@type'] === 'TechArticle').length, 0);
    } finally {
      await page.close();
    }
  });
});

describe('files for crawlers and link previews', () => {
  test('robots.txt allows crawling and points at the sitemap of SITE_URL', async () => {
    const response = await fetch(new URL(`${site.baseUrl}robots.txt`, SITE));
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.match(text, /^User-agent: \*$/m);
    assert.doesNotMatch(text, /^Disallow: \/$/m);
    assert.ok(text.split('\n').includes(`Sitemap: ${publicUrl('/sitemap.xml')}`), text);
  });

  test('the social card is a 1200×630 PNG under 100 KB', async () => {
    const response = await fetch(new URL(`${site.baseUrl}${site.socialCard}`, SITE));
    assert.equal(response.status, 200);
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.ok(bytes.length < 100 * 1024, `${bytes.length} bytes`);
    assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
    // The IHDR chunk starts at byte 8: length, type, then width and height as 32-bit big-endian integers.
    assert.equal(bytes.readUInt32BE(16), 1200);
    assert.equal(bytes.readUInt32BE(20), 630);
  });
});

describe('links search engines can follow', () => {
  for (const pathname of ['/', '/evaluation/concepts', '/reference/api/configs-fetch', '/changelog']) {
    test(`every link of ${pathname} has an address, and none is a bare "Read more"`, async () => {
      const page = await openHtml(pathname);
      const anchors = await page.locator('a').evaluateAll((elements) =>
        elements.map((element) => ({
          html: element.outerHTML.slice(0, 120),
          href: element.getAttribute('href'),
          role: element.getAttribute('role'),
          text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        })),
      );
      assert.ok(anchors.length > 20, 'the page has its links');
      // An <a> without an address is not a link (Lighthouse: "Links are not crawlable") unless it says what it is.
      assert.deepEqual(
        anchors
          .filter(({href, role}) => (href === null || href.startsWith('javascript:')) && !role)
          .map(({html}) => html),
        [],
      );
      assert.deepEqual(
        anchors.filter(({text}) => /^(read more|more|click here|here|learn more)$/i.test(text)).map(({html}) => html),
        [],
      );
      await page.close();
    });
  }

  test('a changelog "Read more" link names its entry', async () => {
    const page = await openHtml('/changelog');
    const link = page.getByRole('link', {name: 'Read more about Vertex AI Provider Support'});
    assert.equal(await link.getAttribute('href'), `${site.baseUrl}changelog/vertex-ai-provider-support`);
    assert.equal(await link.locator('b').textContent(), 'Read more', 'what sighted readers see is unchanged');
    await page.close();
  });
});
