import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import pa11y from 'pa11y';
import puppeteer, {type Browser} from 'puppeteer';
import {PAGE_TYPES} from '../../scripts/bench/pageTypes';
import {SITE} from './support/browser';

/**
 * pa11y (HTML_CodeSniffer, WCAG 2 AA) on one page of each type, in light and dark mode: errors only, as a second
 * opinion beside the sweep's axe checks (it caught the search form without a submit button, which axe does not
 * flag). Debian's Chromium, offline like the other browser tests.
 */

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser | undefined;

before(async () => {
  browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]',
    ],
  });
});

after(async () => {
  await browser?.close();
});

describe('pa11y on every page type', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`${theme} mode: no error`, async () => {
      if (!browser) throw new Error('The browser has not started.');
      const report: string[] = [];
      for (const {label, path} of PAGE_TYPES) {
        const page = await browser.newPage();
        try {
          await page.setViewport({width: 1350, height: 900});
          // The site follows the stored choice, not the system preference (respectPrefersColorScheme is off).
          await page.evaluateOnNewDocument((stored: string) => window.localStorage.setItem('theme', stored), theme);
          const results = await pa11y(new URL(path, SITE).href, {
            browser,
            page,
            standard: 'WCAG2AA',
            // Results arrive after hydration: check them, not the page before them.
            actions: path.startsWith('/search?')
              ? ['wait for element main ol[data-search-results] > li to be added']
              : [],
            timeout: 60_000,
          });
          const theming = await page.evaluate(() => document.documentElement.dataset.theme);
          assert.equal(theming, theme, `${label}: the page is in ${theme} mode`);
          for (const issue of results.issues.filter(({type}) => type === 'error')) {
            report.push(`${label} (${path}): ${issue.code} at ${issue.selector}: ${issue.message}`);
          }
        } finally {
          await page.close();
        }
      }
      assert.deepEqual(report, []);
    });
  }
});
