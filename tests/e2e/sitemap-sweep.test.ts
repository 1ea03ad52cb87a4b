import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {site} from '../../config/site';
import {PAGE_TYPES} from '../../scripts/bench/pageTypes';
import {
  openPage,
  preloadAxe,
  seriousAccessibilityViolationsPreloaded,
  useBrowser,
  visit,
  type TestPage,
} from './support/browser';

/**
 * Every URL of the sitemap, in light mode: it answers 200, axe finds no serious or critical violation, and it loads
 * with no console error, no failed request and no request leaving the machine. Then one page of each template in dark
 * mode. For a quick local run, E2E_SWEEP_ONLY=<regex> keeps the matching URLs and E2E_SWEEP_LIMIT=n the first n of
 * them; CI checks them all (the templates are always checked, in both modes).
 *
 * Where each check runs, and why:
 * - Status, console errors, failed and outgoing requests: on every URL, as they depend on the page's own content and
 *   cost nothing beyond loading it.
 * - axe's rules about the page's markup (names of links, buttons and images, ARIA, lists, tables, duplicate ids, the
 *   document title and language, label-content-name-mismatch…): on every URL, as each page's content brings its own
 *   markup; they take a few milliseconds each.
 * - TEMPLATE_ONLY_RULES: on each template, in both modes. They measure colours and style sheets, which come from the
 *   theme and the template's components rather than from a page's words, and they cost most of axe's time (colour
 *   contrast alone about 0.7 s on an API page, which is 370 of the ~600 URLs). A new component with its own colours
 *   needs a page that shows it in TEMPLATE_PAGES.
 */

const getBrowser = useBrowser();
const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const CONCURRENCY = Number(process.env.E2E_SWEEP_CONCURRENCY ?? 2);
const LIMIT = Number(process.env.E2E_SWEEP_LIMIT ?? Number.POSITIVE_INFINITY);
const ONLY = process.env.E2E_SWEEP_ONLY ? new RegExp(process.env.E2E_SWEEP_ONLY) : undefined;
/**
 * axe rules that depend on the site's styles rather than on a page's markup, and are the slowest to run: checked on
 * TEMPLATE_PAGES only (see the comment at the top).
 */
const TEMPLATE_ONLY_RULES = ['color-contrast', 'link-in-text-block', 'css-orientation-lock'] as const;

/**
 * One page of every distinct layout and of the content components with colours of their own: the bench's page types
 * plus the templates it does not measure.
 */
const TEMPLATE_PAGES: readonly string[] = [
  ...PAGE_TYPES.map((type) => type.path),
  // Tabs, admonitions, code blocks and diagrams of a hand-written guide.
  '/evaluation/configure-evaluators/llm-as-a-judge',
  '/reference/api/configs',
  '/reference/api/category',
  '/changelog/main',
  '/changelog/page/2',
  '/changelog/tags',
  '/changelog/tags/v-0-58-1',
  '/changelog/archive',
  // A second results page: result links, excerpts and matches in both modes (issue 34 found dark-mode links here).
  '/search?q=evaluation',
];

/** A tab that has shown hundreds of pages holds on to memory and slows down: each worker starts a fresh one this often. */
const PAGES_PER_TAB = 100;

/** Site-relative paths (with the base URL) listed in the built sitemap. */
function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replace(/&amp;/g, '&'));
    assert.equal(url.origin, new URL(site.url).origin, `sitemap URL ${url.href} is not on SITE_URL`);
    return url.pathname;
  });
}

/** The public pages of the build: every HTML file except the 404 page, client redirects and the search page. */
function publicPages(): string[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      // Dotfiles are never served (deploy/nginx.conf), and nginx.test.ts, which may run beside this file, plants some.
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!['assets', 'pagefind'].includes(entry.name)) walk(full);
        continue;
      }
      if (!entry.name.endsWith('.html')) continue;
      const html = readFileSync(full, 'utf8');
      if (/<meta[^>]+http-equiv=["']?refresh/i.test(html)) continue;
      const relative = path.relative(buildDir, full).split(path.sep).join('/');
      if (relative === '404.html') continue;
      pages.push(`${site.baseUrl}${relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`);
    }
  };
  walk(buildDir);
  // Search results pages are kept out of the sitemap on purpose (config: sitemap.ignorePatterns).
  return pages.filter((page) => normalise(page) !== `${site.baseUrl}search`);
}

/** Same page, whatever the trailing slash. */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

async function openCheckingPage(browser: Browser, colorScheme: 'light' | 'dark'): Promise<TestPage> {
  // The browser's resolver stops outgoing requests (useBrowser); openPage still records them.
  const tab = await openPage(browser, {colorScheme, intercept: false});
  await preloadAxe(tab.context);
  if (colorScheme === 'dark') {
    // The site follows the stored choice, not the system preference (respectPrefersColorScheme is off).
    await tab.context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  }
  return tab;
}

/** Visits one page in a tab reused across pages (a fresh context per page would double the sweep's time). */
async function checkPage({page, problems}: TestPage, pathname: string, colorScheme: 'light' | 'dark') {
  const skipRules = TEMPLATE_PAGES.includes(pathname) ? [] : TEMPLATE_ONLY_RULES;
  for (const list of Object.values(problems)) list.length = 0;
  const found: string[] = [];
  const notFound = pathname === PAGE_TYPES.find((type) => type.id === 'notFound')?.path;
  try {
    const response = await visit(page, pathname);
    // A results page fills in after hydration: check the results, not the empty page before them.
    if (/(^|\/)search\?q=/.test(pathname)) {
      await page.locator('main ol[data-search-results] > li').first().waitFor({timeout: 15_000});
    }
    const expectedStatus = notFound ? 404 : 200;
    if (response?.status() !== expectedStatus) found.push(`HTTP ${response?.status()} (expected ${expectedStatus})`);
    if (colorScheme === 'dark' && (await page.locator('html').getAttribute('data-theme')) !== 'dark') {
      found.push('the page did not switch to dark mode');
    }
    found.push(
      ...(await seriousAccessibilityViolationsPreloaded(page, skipRules)).map((violation) => `axe: ${violation}`),
    );
  } catch (error) {
    found.push(`could not be checked: ${(error as Error).message.split('\n')[0]}`);
  }
  // The not-found page is the one document whose own status is 404; Chromium logs that as an error.
  const consoleErrors = problems.consoleErrors.filter((message) => !(notFound && /status of 404/.test(message)));
  found.push(...consoleErrors.map((message) => `console error: ${message}`));
  found.push(...problems.failedRequests.map((request) => `failed request: ${request}`));
  found.push(...problems.externalRequests.map((request) => `request leaving the machine: ${request}`));
  return found;
}

/** Checks pages a few at a time, one reused tab per worker; returns "path: problem" lines. */
async function sweep(paths: readonly string[], colorScheme: 'light' | 'dark'): Promise<string[]> {
  const browser = getBrowser();
  const queue = [...paths];
  const report: string[] = [];
  const worker = async () => {
    let tab = await openCheckingPage(browser, colorScheme);
    try {
      for (let checked = 0, pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
        if (++checked % PAGES_PER_TAB === 0) {
          await tab.context.close();
          tab = await openCheckingPage(browser, colorScheme);
        }
        for (const problem of await checkPage(tab, pathname, colorScheme)) report.push(`${pathname}: ${problem}`);
      }
    } finally {
      await tab.context.close();
    }
  };
  await Promise.all(Array.from({length: Math.min(CONCURRENCY, paths.length)}, worker));
  return report.sort();
}

function summary(report: readonly string[]): string {
  const shown = report.slice(0, 80);
  const more = report.length > shown.length ? `\n… and ${report.length - shown.length} more` : '';
  return `${report.length} problem(s):\n${shown.join('\n')}${more}`;
}

describe('sitemap', () => {
  test('the build has a sitemap', () => {
    assert.ok(existsSync(path.join(buildDir, 'sitemap.xml')), 'build/sitemap.xml is missing: run the build first');
  });

  test('lists every public page once, and no redirect, 404 or search page', () => {
    const listed = sitemapPaths().map(normalise);
    const duplicates = listed.filter((pathname, index) => listed.indexOf(pathname) !== index);
    assert.deepEqual(duplicates, [], 'pages listed twice');
    const pages = publicPages().map(normalise);
    assert.deepEqual(
      pages.filter((page) => !listed.includes(page)),
      [],
      'public pages missing from the sitemap',
    );
    assert.deepEqual(
      listed.filter((pathname) => !pages.includes(pathname)),
      [],
      'sitemap entries that are not public pages (redirects, 404, search)',
    );
  });
});

describe('every page of the sitemap', {timeout: 90 * 60 * 1000}, () => {
  test('light mode: no serious accessibility violation, console error, failed or outgoing request', async () => {
    const paths = sitemapPaths()
      .filter((pathname) => !ONLY || ONLY.test(pathname))
      .slice(0, LIMIT);
    assert.ok(paths.length > 0, 'the sitemap lists no page');
    // The search results and not-found pages are not in the sitemap but are pages readers see; the templates get
    // their full check even when E2E_SWEEP_LIMIT leaves them out.
    paths.push(...TEMPLATE_PAGES.filter((pathname) => !paths.includes(pathname)));
    const report = await sweep(paths, 'light');
    assert.equal(report.length, 0, summary(report));
  });

  test('dark mode, one page of each template: the same checks', async () => {
    const report = await sweep(TEMPLATE_PAGES, 'dark');
    assert.equal(report.length, 0, summary(report));
  });
});
