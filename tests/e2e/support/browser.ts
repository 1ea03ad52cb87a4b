import {after, before} from 'node:test';
import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type {AxeResults, Result, RunOptions} from 'axe-core';
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';

/** The production build under test, started by scripts/run-e2e.mjs. */
export const SITE = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser | undefined;

/** Starts one headless Chromium per test file and closes it at the end. */
export function useBrowser(): () => Browser {
  before(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // No host but this machine resolves: the site must work offline, and nothing may reach the internet.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
      ],
    });
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser has not started yet.');
    return browser;
  };
}

export interface PageProblems {
  consoleErrors: string[];
  externalRequests: string[];
  failedRequests: string[];
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  problems: PageProblems;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A fresh context and page. Every request that leaves the loopback interface is recorded and stopped, and console
 * errors and failed requests are collected, so tests can assert the site works offline and cleanly.
 *
 * By default requests are stopped by interception (they fail as "blocked by client", which tests can tell apart from
 * other failures). Interception sends every request through the test process, which doubles the time a page takes to
 * load; `intercept: false` leaves stopping them to the browser's resolver (see useBrowser), for checking many pages.
 */
export async function openPage(
  browser: Browser,
  options: {width?: number; height?: number; colorScheme?: 'light' | 'dark'; intercept?: boolean} = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport: {width: options.width ?? 1350, height: options.height ?? 900},
    colorScheme: options.colorScheme ?? 'light',
  });
  const problems: PageProblems = {consoleErrors: [], externalRequests: [], failedRequests: []};
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && !LOOPBACK_HOSTS.has(url.hostname)) problems.externalRequests.push(url.href);
  });
  if (options.intercept ?? true) {
    await context.route(
      (url) => !LOOPBACK_HOSTS.has(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
  }
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
    }
  });
  return {page, context, problems};
}

/** Navigates and waits until React has hydrated the page, so clicks hit live handlers. */
export async function visit(page: Page, pathname: string) {
  const response = await page.goto(new URL(pathname, SITE).href, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    timeout: 15_000,
  });
  return response;
}

/**
 * The WCAG rules, plus rules axe-core marks experimental (so no tag selects them) that the site is known to need:
 * label-content-name-mismatch (WCAG 2.5.3) caught a navbar button whose aria-label hid its visible text.
 */
const AXE_OPTIONS = {
  runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
  rules: {'label-content-name-mismatch': {enabled: true}},
} satisfies RunOptions;

/** axe-core violations of impact serious or critical, as readable lines. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).options(AXE_OPTIONS).analyze();
  return describeViolations(results.violations);
}

/**
 * Makes axe-core part of every page the context opens, for checking many pages in a row: loading it once per page
 * this way costs a fraction of what AxeBuilder's per-call injection does.
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({content: readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')});
}

/**
 * Like seriousAccessibilityViolations, on a page of a context prepared with preloadAxe. `skipRules` leaves out rules
 * a caller checks elsewhere (the sitemap sweep runs its costliest rules once per page template); every other rule of
 * AXE_OPTIONS, label-content-name-mismatch included, still runs.
 */
export async function seriousAccessibilityViolationsPreloaded(
  page: Page,
  skipRules: readonly string[] = [],
): Promise<string[]> {
  const options: RunOptions = {
    ...AXE_OPTIONS,
    rules: {...AXE_OPTIONS.rules, ...Object.fromEntries(skipRules.map((rule) => [rule, {enabled: false}]))},
  };
  const violations = await page.evaluate(
    async (runOptions) => (await window.axe.run(document, {...runOptions, resultTypes: ['violations']})).violations,
    options,
  );
  return describeViolations(violations);
}

function describeViolations(violations: readonly Result[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

declare global {
  interface Window {
    axe: {run(context: Document, options: object): Promise<AxeResults>};
  }
}
