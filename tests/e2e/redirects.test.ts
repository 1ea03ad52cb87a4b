import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {redirects} from '../../config/redirects';
import {SITE, openPage, useBrowser} from './support/browser';

const getBrowser = useBrowser();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The canonical URL a page declares. */
function canonicalPath(html: string): string | undefined {
  const href = /<link\b[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"'\s>]+)/.exec(html)?.[1];
  return href === undefined ? undefined : new URL(href).pathname;
}

describe('legacy paths on the local server (npm run serve), as on any static host', () => {
  test('every legacy path lands on its page in the browser', async () => {
    const {page, context, problems} = await openPage(getBrowser());
    try {
      for (const {from, to} of redirects) {
        await page.goto(new URL(from, SITE).href, {waitUntil: 'commit'});
        await page
          .waitForURL((url) => url.pathname === to, {waitUntil: 'domcontentloaded', timeout: 10_000})
          .catch(() => assert.fail(`${from} should land on ${to}, stayed on ${new URL(page.url()).pathname}`));
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        assert.equal(new URL(canonical ?? '', SITE).pathname, to, `${from} shows the page ${to}`);
      }
      // The query string and the fragment travel with the reader.
      await page.goto(new URL('/evaluation/overview?from=old#metrics', SITE).href, {waitUntil: 'commit'});
      await page.waitForURL((url) => url.pathname === '/evaluation/concepts');
      const landed = new URL(page.url());
      assert.equal(landed.search, '?from=old');
      assert.equal(landed.hash, '#metrics');
      assert.deepEqual(problems.consoleErrors, [], 'console errors');
      assert.deepEqual(problems.externalRequests, [], 'requests that left the site');
    } finally {
      await context.close();
    }
  });

  test('the legacy paths that are pages here stay pages', async () => {
    for (const pathname of ['/evaluation/quick-start-ui', '/observability/overview']) {
      const response = await fetch(new URL(pathname, SITE));
      assert.equal(response.status, 200, pathname);
      assert.equal(canonicalPath(await response.text()), pathname);
    }
  });
});

describe('URL rules of the local server (npm run serve)', () => {
  test('/x.html and /x/index.html reach the page /x', async () => {
    for (const [requested, page] of [
      ['/evaluation/concepts.html', '/evaluation/concepts'],
      ['/evaluation/concepts/index.html', '/evaluation/concepts'],
      ['/index.html', '/'],
    ]) {
      const response = await fetch(new URL(requested, SITE));
      assert.equal(response.status, 200, requested);
      assert.equal(new URL(response.url).pathname, page, `${requested} ends on ${page}`);
      assert.equal(canonicalPath(await response.text()), page, `${requested} shows ${page}`);
    }
  });

  test('unknown paths answer 404 with the not-found page', async () => {
    const notFound = readFileSync(path.join(root, 'build/404.html'), 'utf8');
    for (const pathname of ['/no-such-page', '/evaluation/no-such-page/', '/prompt-management', '/404.html']) {
      const response = await fetch(new URL(pathname, SITE));
      assert.equal(response.status, 404, pathname);
      assert.equal(await response.text(), notFound, `${pathname} shows the not-found page`);
    }
  });
});
