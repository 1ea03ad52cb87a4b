import {after, before, describe, test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {redirects} from '../../config/redirects';
import {operationPagePath} from './support/apiPages';
import {openPage, useBrowser, type TestPage} from './support/browser';
import {startNginx, type RunningNginx} from './support/nginx';
import {rawRequest} from './support/raw-http';

/** nginx listens here; scripts/run-e2e.mjs serves the Docusaurus server on E2E_PORT. */
const PORT = Number(process.env.E2E_NGINX_PORT ?? 3211);

const getBrowser = useBrowser();
let nginx: RunningNginx;

before(async () => {
  nginx = await startNginx(PORT);
});
after(async () => {
  await nginx?.stop();
});

function get(pathname: string, headers: Record<string, string> = {}) {
  return fetch(new URL(pathname, nginx.origin), {redirect: 'manual', headers});
}

function notFoundPage(): string {
  return readFileSync(path.join(nginx.buildDir, '404.html'), 'utf8');
}

/** The canonical URL a page declares, which is the URL every spelling of it must lead to. */
function canonicalPath(html: string): string | undefined {
  const href = /<link\b[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"'\s>]+)/.exec(html)?.[1];
  return href === undefined ? undefined : new URL(href).pathname.replace(/(.)\/$/, '$1');
}

/** One hashed file of each kind under /assets/, picked from the build. */
function hashedAssets(): string[] {
  const pick = (folder: string, pattern: RegExp) => {
    const name = readdirSync(path.join(nginx.buildDir, 'assets', folder)).find((file) => pattern.test(file));
    assert.ok(name, `the build has a file matching ${pattern} in assets/${folder}`);
    return `/assets/${folder}/${name}`;
  };
  return [pick('js', /^main\.[0-9a-f]{8}\.js$/), pick('css', /^styles\.[0-9a-f]{8}\.css$/)];
}

const PAGES = ['/', '/evaluation/concepts', '/reference/api/category', '/changelog', '/roadmap'];

describe('nginx with deploy/nginx.conf', () => {
  test('answers every legacy path, in every spelling, with one 301 to its page', async () => {
    assert.ok(redirects.length >= 47, 'the legacy redirects are loaded');
    for (const {from, to} of redirects) {
      for (const spelling of [from, `${from}/`, `${from}.html`, `${from}/index.html`]) {
        const response = await get(spelling);
        assert.equal(response.status, 301, `${spelling} status`);
        assert.equal(response.headers.get('location'), to, `${spelling} Location`);
      }
      const target = await get(to);
      assert.equal(target.status, 200, `${to} (target of ${from}) is a page`);
      assert.equal(canonicalPath(await target.text()), to, `${to} is the page's canonical URL`);
    }
    const withQuery = await get('/prompt-management/overview?utm_source=old-docs');
    assert.equal(withQuery.headers.get('location'), '/prompt-engineering/concepts?utm_source=old-docs');
  });

  test('serves the legacy paths that are pages here as pages', async () => {
    for (const pathname of ['/evaluation/quick-start-ui', '/observability/overview']) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.equal(canonicalPath(await response.text()), pathname);
    }
  });

  test('serves X and X/ as the page, without a redirect', async () => {
    for (const pathname of PAGES) {
      const plain = await get(pathname);
      assert.equal(plain.status, 200, pathname);
      assert.match(plain.headers.get('content-type') ?? '', /^text\/html/);
      const body = await plain.text();
      assert.equal(canonicalPath(body), pathname, `${pathname} serves its own page`);
      if (pathname !== '/') {
        const slashed = await get(`${pathname}/`);
        assert.equal(slashed.status, 200, `${pathname}/`);
        assert.equal(await slashed.text(), body, `${pathname}/ serves the same page`);
      }
    }
  });

  test('redirects .html and /index.html to the clean URL', async () => {
    const cases: [string, string][] = [
      ['/index.html', '/'],
      ['/evaluation/concepts.html', '/evaluation/concepts'],
      ['/evaluation/concepts/index.html', '/evaluation/concepts'],
      ['/changelog/index.html', '/changelog'],
      ['/reference/api/category.html?tab=curl', '/reference/api/category?tab=curl'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.get('location'), to, from);
      assert.equal((await get(to)).status, 200, to);
    }
  });

  test('answers unknown paths with the 404 page and status 404', async () => {
    const notFound = notFoundPage();
    for (const pathname of [
      '/no-such-page',
      '/evaluation/no-such-page/',
      '/evaluation',
      '/prompt-management',
      '/404',
      '/404.html',
      '/assets/js/no-such-chunk.js',
      '/assets/',
    ]) {
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, pathname);
      assert.equal(await response.text(), notFound, `${pathname} shows the site's 404 page`);
      assert.equal(response.headers.get('cache-control'), 'no-cache', `${pathname} is not cached`);
    }
    const misspelled = await get('/no-such-page.html');
    assert.equal(misspelled.status, 301);
    assert.equal((await get(misspelled.headers.get('location') ?? '')).status, 404);
  });

  test('caches hashed assets for a year and revalidates everything else', async () => {
    for (const asset of hashedAssets()) {
      const response = await get(asset);
      assert.equal(response.status, 200, asset);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', asset);
      const etag = response.headers.get('etag') ?? '';
      const revalidated = await get(asset, {'if-none-match': etag});
      assert.equal(revalidated.status, 304, `${asset} revalidates`);
      assert.equal(revalidated.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    }
    for (const pathname of ['/', '/evaluation/concepts', '/pagefind/pagefind.js', '/sitemap.xml', '/img/favicon.svg']) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
      assert.equal(response.headers.get('cache-control'), 'no-cache', pathname);
    }
  });

  test('only content-hashed files live under /assets/, so caching them forever is safe', () => {
    const list = (directory: string): string[] =>
      readdirSync(directory, {withFileTypes: true}).flatMap((entry) =>
        entry.isDirectory() ? list(path.join(directory, entry.name)) : [path.join(directory, entry.name)],
      );
    const unhashed = list(path.join(nginx.buildDir, 'assets')).filter(
      (file) => !/[.-][0-9a-f]{7,}[.-]/.test(path.basename(file)),
    );
    assert.deepEqual(unhashed, []);
  });

  test('compresses text responses with gzip, and brotli when the module is installed', async (t) => {
    const [script, stylesheet] = hashedAssets();
    for (const pathname of ['/', '/evaluation/concepts', script, stylesheet, '/sitemap.xml', '/no-such-page']) {
      const gzipped = await get(pathname, {'accept-encoding': 'gzip'});
      assert.equal(gzipped.headers.get('content-encoding'), 'gzip', pathname);
      assert.match(gzipped.headers.get('vary') ?? '', /Accept-Encoding/i, pathname);
      const plain = await get(pathname, {'accept-encoding': 'identity'});
      assert.equal(plain.headers.get('content-encoding'), null, `${pathname} uncompressed on request`);
    }
    if (!nginx.brotli) {
      t.diagnostic('brotli not tested: the nginx brotli module (libnginx-mod-http-brotli-filter) is not installed');
      return;
    }
    for (const pathname of ['/', script, stylesheet]) {
      const response = await get(pathname, {'accept-encoding': 'br, gzip'});
      assert.equal(response.headers.get('content-encoding'), 'br', pathname);
    }
  });

  test('lets only the API pages call other origins, for "Try it", and no page eval', async () => {
    const apiPage = operationPagePath('POST', '/keys');
    for (const pathname of [apiPage, '/reference/api/category']) {
      const csp = (await get(pathname)).headers.get('content-security-policy') ?? '';
      const connect = /(?:^|; )connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
      assert.match(connect, /^'self' https: http:\/\/localhost:\* http:\/\/127\.0\.0\.1:\*/, `${pathname} connect-src`);
      assert.doesNotMatch(csp, /unsafe-eval/, `${pathname} no eval`);
    }
    for (const pathname of ['/', '/evaluation/concepts', '/reference/sdk/configuration-management']) {
      const connect = /(?:^|; )connect-src ([^;]*)/.exec(
        (await get(pathname)).headers.get('content-security-policy') ?? '',
      );
      assert.ok(connect, `${pathname} has a connect-src`);
      assert.ok(
        connect[1].split(' ').every((source) => source === "'self'" || /^https?:\/\/[^*]+$/.test(source)),
        `${pathname}: the site and named services only (${connect[1]})`,
      );
    }
  });

  test('sends the security headers on pages, assets, redirects and errors', async () => {
    const [script] = hashedAssets();
    for (const pathname of ['/', script, '/no-such-page', '/prompt-management/overview', '/index.html']) {
      const response = await get(pathname);
      const header = (name: string) => response.headers.get(name) ?? '';
      const csp = header('content-security-policy');
      assert.match(csp, /(^|; )default-src 'self'(;|$)/, `${pathname} CSP default-src`);
      assert.match(csp, /(^|; )frame-ancestors 'none'(;|$)/, `${pathname} CSP frame-ancestors`);
      assert.match(csp, /(^|; )object-src 'none'(;|$)/, `${pathname} CSP object-src`);
      assert.doesNotMatch(
        csp,
        /script-src[^;]*'unsafe-inline'/,
        `${pathname} inline scripts are hashed, not all allowed`,
      );
      assert.doesNotMatch(csp, /unsafe-eval/, `${pathname} no eval`);
      assert.doesNotMatch(csp, /connect-src[^;]* (https:|http:\/\/localhost)/, `${pathname} calls no other origin`);
      assert.equal(header('x-content-type-options'), 'nosniff', pathname);
      assert.equal(header('x-frame-options'), 'DENY', pathname);
      assert.equal(header('referrer-policy'), 'strict-origin-when-cross-origin', pathname);
      assert.match(header('permissions-policy'), /camera=\(\).*microphone=\(\).*geolocation=\(\)/, pathname);
      assert.doesNotMatch(header('server'), /\d/, `${pathname} hides the nginx version`);
    }
  });
});

/** Where a browser on https://docs.example/ goes when it follows this Location. */
function followedFrom(location: string): URL {
  return new URL(location, 'https://docs.example/some/page');
}

describe('nginx never redirects off-site', () => {
  test('answers paths with a backslash or a control character with 400, in every spelling', async () => {
    const paths = [
      '/%5Cevil.com.html',
      '/%5cevil.com/index.html',
      '/\\evil.com.html',
      '/%5Cevil.com.HTML',
      '/%09/evil.com.html',
      '/%09/evil.com.HTML',
      '/%0d',
      '/%0d/evil.com.html',
      '/evaluation/concepts%0d.html',
      '/%0a/evil.com/index.html',
      '/%00.html',
      '/%1f/evil.com.html',
      '/%7F/evil.com.html',
      // The legacy redirect map is keyed on the same decoded path.
      '/%5Cprompt-management/overview',
      '/prompt-management%5Coverview',
      '/prompt-management/overview%0d',
      '/prompt-management/overview/%09',
      '/prompt-management/overview%09.html',
    ];
    for (const target of paths) {
      const response = await rawRequest(nginx.origin, target);
      assert.equal(response.status, 400, target);
      assert.equal(response.headers.get('location'), undefined, `${target} has no Location`);
    }
  });

  test('redirects only to a path of this site with a single leading slash', async () => {
    const cases: [target: string, status: number, location?: string][] = [
      ['//evil.com', 404],
      ['/%2F%2Fevil.com', 404],
      ['/%2F%2Fevil.com.html', 301, '/evil.com'],
      ['/%2f/evil.com.html', 301, '/evil.com'],
      ['/./evil.com.html', 301, '/evil.com'],
      ['/.//evil.com.html', 301, '/evil.com'],
      ['//evil.com/index.html', 301, '/evil.com'],
      ['/%2F%2Fevil.com/index.html', 301, '/evil.com'],
      ['///evil.com/index.html', 301, '/evil.com'],
      ['/evil.com.HTML', 404],
      ['/evaluation/concepts.HTML', 404],
      ['/evaluation/concepts/INDEX.HTML', 404],
      ['//prompt-management/overview', 301, '/prompt-engineering/concepts'],
      ['/%2F%2Fprompt-management/overview.html', 301, '/prompt-engineering/concepts'],
      ['/./prompt-management/overview/', 301, '/prompt-engineering/concepts'],
      ['/evaluation/concepts.html?next=%0d%0aSet-Cookie:x', 301, '/evaluation/concepts?next=%0d%0aSet-Cookie:x'],
      ['/prompt-management/overview?next=//evil.com', 301, '/prompt-engineering/concepts?next=//evil.com'],
    ];
    for (const [target, status, location] of cases) {
      const response = await rawRequest(nginx.origin, target);
      assert.equal(response.status, status, target);
      assert.deepEqual(response.headers.get('location'), location === undefined ? undefined : [location], target);
      assert.equal(response.headers.get('set-cookie'), undefined, `${target} sets no header of its own`);
      if (location !== undefined) assert.equal(followedFrom(location).host, 'docs.example', target);
    }
  });
});

describe('nginx hides dotfiles and labels Markdown', () => {
  /** Files the build does not have today, written for this test and removed after it. */
  function plant(t: TestContext, files: Record<string, string>) {
    const created: string[] = [];
    t.after(() => {
      for (const made of created.reverse()) rmSync(made, {recursive: true, force: true});
    });
    for (const [relative, content] of Object.entries(files)) {
      const file = path.join(nginx.buildDir, relative);
      let directory = path.dirname(file);
      const missing: string[] = [];
      while (!existsSync(directory)) {
        missing.unshift(directory);
        directory = path.dirname(directory);
      }
      mkdirSync(path.dirname(file), {recursive: true});
      created.push(...missing, file);
      writeFileSync(file, content);
    }
  }

  test('answers dotfiles with the 404 page, but serves /.well-known/', async (t) => {
    plant(t, {
      '.tessera-e2e-secret': 'secret',
      'evaluation/.tessera-e2e-secret': 'secret',
      '.tessera-e2e-dir/page.html': 'secret',
      '.well-known/tessera-e2e.json': '{"ok":true}',
      '.well-known/.tessera-e2e-secret': 'secret',
    });
    const notFound = notFoundPage();
    for (const pathname of [
      '/.tessera-e2e-secret',
      '/evaluation/.tessera-e2e-secret',
      '/.tessera-e2e-dir/page.html',
      '/.tessera-e2e-dir/page',
      '/.well-known/.tessera-e2e-secret',
      '/.git/config',
      '/.env',
    ]) {
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
      assert.equal(await response.text(), notFound, `${pathname} shows the site's 404 page`);
    }
    const wellKnown = await get('/.well-known/tessera-e2e.json');
    assert.equal(wellKnown.status, 200);
    assert.deepEqual(await wellKnown.json(), {ok: true});
    assert.match(wellKnown.headers.get('content-type') ?? '', /^application\/json/);
  });

  test('serves the API description as YAML and as JSON, each with its own type, compressed', async () => {
    const yaml = await get('/openapi.yaml', {'accept-encoding': 'gzip'});
    assert.equal(yaml.status, 200);
    assert.equal(yaml.headers.get('content-type'), 'application/yaml; charset=utf-8');
    assert.equal(yaml.headers.get('content-encoding'), 'gzip');
    assert.match(await yaml.text(), /^openapi: 3\./m);
    const json = await get('/openapi.json');
    assert.equal(json.status, 200);
    assert.match(json.headers.get('content-type') ?? '', /^application\/json/);
    assert.match(((await json.json()) as {openapi: string}).openapi, /^3\./);
  });

  test('serves the Markdown copies of the pages as UTF-8 text/markdown', async () => {
    const markdown = readdirSync(path.join(nginx.buildDir, 'evaluation')).find((name) => name.endsWith('.md'));
    assert.ok(markdown, 'the build has Markdown copies of the pages');
    const response = await get(`/evaluation/${markdown}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8');
  });
});

describe('the Content-Security-Policy in Chromium', () => {
  async function openWithViolationLog(): Promise<TestPage> {
    const testPage = await openPage(getBrowser());
    await testPage.context.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as {cspViolations: string[]}).cspViolations = log;
      document.addEventListener('securitypolicyviolation', (event) => {
        log.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`);
      });
    });
    return testPage;
  }

  async function load(page: Page, pathname: string) {
    const response = await page.goto(new URL(pathname, nginx.origin).href, {waitUntil: 'load'});
    assert.equal(response?.status(), 200, pathname);
    assert.ok(response?.headers()['content-security-policy'], `${pathname} is served with a CSP`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
      timeout: 15_000,
    });
  }

  function readViolations(page: Page): Promise<string[]> {
    return page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
  }

  /** Waits for what the page should do; if it never happens, the failure names the CSP violations seen. */
  async function expectToHappen<T>(page: Page, what: string, happening: Promise<T>): Promise<T> {
    try {
      return await happening;
    } catch (error) {
      const violations = await readViolations(page);
      return assert.fail(
        `${what} did not happen (${(error as Error).message.split('\n')[0]}); CSP violations: ${
          violations.join(', ') || 'none'
        }`,
      );
    }
  }

  async function assertNoViolations({page, problems}: TestPage, pathname: string) {
    assert.deepEqual(await readViolations(page), [], `${pathname}: CSP violations`);
    // Other console errors are the business of each page's own tests; these are the ones a CSP causes.
    const refusals = problems.consoleErrors.filter((message) => /Content Security Policy|Refused to/i.test(message));
    assert.deepEqual(refusals, [], `${pathname}: console errors about the CSP`);
    assert.deepEqual(problems.failedRequests, [], `${pathname}: failed requests`);
  }

  async function withPage(run: (testPage: TestPage) => Promise<void>) {
    const testPage = await openWithViolationLog();
    try {
      await run(testPage);
    } finally {
      await testPage.context.close();
    }
  }

  test('the home page runs its inline theme script and switches colour mode', async () => {
    await withPage(async (testPage) => {
      const {page} = testPage;
      await load(page, '/');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
      await page
        .getByRole('button', {name: /dark mode|light mode|system mode|color mode/i})
        .first()
        .click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      // The inline script in <head> applies the stored choice before React starts: only runs if the CSP allows it.
      await page.reload({waitUntil: 'domcontentloaded'});
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
      await assertNoViolations(testPage, '/');
    });
  });

  test('a docs page shows its diagrams', async () => {
    await withPage(async (testPage) => {
      const {page} = testPage;
      await load(page, '/evaluation/concepts');
      const diagrams = page.locator('figure img[src*="/img/diagrams/"]');
      await diagrams.first().scrollIntoViewIfNeeded();
      await expectToHappen(
        page,
        'the diagrams',
        page.waitForFunction(
          () => (document.querySelector('figure img[src*="/img/diagrams/"]') as HTMLImageElement | null)?.naturalWidth,
          undefined,
          {timeout: 15_000},
        ),
      );
      assert.ok((await diagrams.count()) >= 1, 'the diagrams are shown');
      await assertNoViolations(testPage, '/evaluation/concepts');
    });
  });

  test('an API page lets the Try-it explorer send its request to the API server', async () => {
    await withPage(async (testPage) => {
      const {page, problems} = testPage;
      await load(page, '/reference/api/configs-fetch');
      // The request builder loads on "Try it"; its code must run under the CSP too, the body editor included.
      await page.getByRole('button', {name: 'Try it', exact: true}).click();
      const send = page.getByRole('button', {name: /send api request/i});
      await send.waitFor({timeout: 15_000});
      const body = page.getByRole('textbox', {name: 'Request body'});
      if ((await body.count()) > 0) await body.first().fill('{"config_name": "default"}');
      await page.getByLabel('Authorization header').fill('ApiKey tk_test_123');
      // A request the CSP refused never reaches the network; this one does, and the offline guard stops it there.
      const apiRequest = page.waitForEvent('requestfailed', {
        predicate: (request) => !request.url().startsWith(nginx.origin),
        timeout: 10_000,
      });
      await send.click();
      const failed = await expectToHappen(page, 'the API request', apiRequest);
      assert.match(failed.url(), /^https?:\/\/[^/]+\/api\/variants\/configs\/fetch$/);
      assert.match(failed.failure()?.errorText ?? '', /ERR_BLOCKED_BY_CLIENT/, 'stopped by the guard, not the CSP');
      // Besides the request, only the check of whether its host answers at all ("Try it" explains the failure).
      const apiOrigin = new URL(failed.url()).origin;
      assert.ok(problems.externalRequests.includes(failed.url()));
      assert.deepEqual(
        problems.externalRequests.filter((url) => new URL(url).origin !== apiOrigin),
        [],
        'nothing else left the site',
      );
      await page.getByText(`Could not reach ${apiOrigin}`).waitFor();
      await assertNoViolations(testPage, '/reference/api/configs-fetch');
    });
  });

  test('the changelog', async () => {
    await withPage(async (testPage) => {
      await load(testPage.page, '/changelog');
      await assertNoViolations(testPage, '/changelog');
    });
  });

  test('the search page loads the engine and its index and finds pages', async () => {
    await withPage(async (testPage) => {
      const {page} = testPage;
      await load(page, '/search?q=tracing');
      await expectToHappen(
        page,
        'the search results',
        page
          .getByRole('status')
          .filter({hasText: /\d+ pages? found/})
          .waitFor({timeout: 15_000}),
      );
      assert.ok((await page.locator('main ol li h2 a').count()) > 0, 'results are listed');
      await assertNoViolations(testPage, '/search?q=tracing');
    });
  });
});

describe('nginx: Markdown by content negotiation', () => {
  const MARKDOWN = {Accept: 'text/markdown'};
  const BROWSER = {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'};

  test('answers a page with its Markdown twin when the request prefers text/markdown', async () => {
    for (const [pathname, twin] of [
      ['/', 'index.md'],
      ['/evaluation/concepts', 'evaluation/concepts.md'],
      ['/evaluation/concepts/', 'evaluation/concepts.md'],
      ['/reference/api/accept-organization-invitation', 'reference/api/accept-organization-invitation.md'],
    ]) {
      const response = await get(pathname, MARKDOWN);
      assert.equal(response.status, 200, pathname);
      assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', pathname);
      assert.match(response.headers.get('vary') ?? '', /\bAccept\b/, pathname);
      assert.equal(await response.text(), readFileSync(path.join(nginx.buildDir, twin), 'utf8'), pathname);
    }
  });

  test('browsers keep getting HTML, with Vary: Accept and a Link to llms.txt', async () => {
    for (const pathname of PAGES) {
      const response = await get(pathname, BROWSER);
      assert.equal(response.status, 200, pathname);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, pathname);
      assert.match(response.headers.get('vary') ?? '', /\bAccept\b/, pathname);
      assert.equal(response.headers.get('link'), '</llms.txt>; rel="llms-txt"', pathname);
    }
    const html = await get('/evaluation/concepts', {Accept: 'text/html, text/markdown'});
    assert.match(html.headers.get('content-type') ?? '', /^text\/html/, 'text/html listed first wins');
    const refused = await get('/evaluation/concepts', {Accept: 'text/markdown;q=0, text/html'});
    assert.match(refused.headers.get('content-type') ?? '', /^text\/html/, 'q=0 refuses Markdown');
  });

  test('a page without a twin answers with its HTML; assets, unknown paths and the service are unaffected', async () => {
    const search = await get('/search', MARKDOWN);
    assert.equal(search.status, 200);
    assert.match(search.headers.get('content-type') ?? '', /^text\/html/);
    const missing = await get('/no/such/page', MARKDOWN);
    assert.equal(missing.status, 404);
    const [script] = hashedAssets();
    const asset = await get(script, MARKDOWN);
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('content-type') ?? '', /javascript/);
    assert.equal(asset.headers.get('link'), null, 'only HTML links to llms.txt');
  });
});
