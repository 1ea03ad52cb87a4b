import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Route} from 'playwright-core';
// Accessibility, console errors and failed requests of every page, in both colour modes, are the sitemap sweep's.
import {openPage, SITE, useBrowser, visit, type TestPage} from './support/browser';
import {countIntlDateFormatters} from './support/intlFormatters';
import {isReactManaged, watchServerNodes} from './support/serverNodes';

const getBrowser = useBrowser();

/** Inside the parts the server renders for desktops and CSS hides on phones (src/components/DesktopOnly). */
const DESKTOP_SIDEBAR = '.theme-doc-sidebar-container nav';
const SECTION_ROW = '.navbar [class*="sectionRow_"] a';
const DESKTOP_TOC = '.theme-doc-toc-desktop';

function assertClean({problems}: TestPage, where: string) {
  assert.deepEqual(problems.consoleErrors, [], `console errors on ${where}`);
  assert.deepEqual(problems.externalRequests, [], `third-party requests from ${where}`);
  assert.deepEqual(problems.failedRequests, [], `failed requests on ${where}`);
}

describe('navigation bar', () => {
  const sections: [string, string][] = [
    ['Docs', '/'],
    ['Tutorials', '/tutorials/cookbooks/capture-user-feedback'],
    ['Reference', '/reference/sdk/configuration-management'],
    ['Roadmap', '/roadmap'],
    ['Changelog', '/changelog/main'],
    ['Self-host', '/self-host/quick-start'],
  ];

  for (const [label, target] of sections) {
    it(`"${label}" in the second row leads to ${target}`, async () => {
      const tab = await openPage(getBrowser());
      await visit(tab.page, '/concepts/concepts');
      // Visible links prefetch their pages' chunks, found by chunk name (plugins/lean-bundle renames them).
      await tab.page.waitForFunction(() => document.querySelector('link[rel="prefetch"][href*="/assets/js/"]'));
      const link = tab.page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: label, exact: true});
      await link.click();
      await tab.page.waitForURL((url) => url.pathname === target);
      await tab.page.getByRole('heading', {level: 1}).first().waitFor();
      assertClean(tab, target);
      await tab.context.close();
    });
  }

  it('has the call-to-action and community links in the top row, opening safely in a new tab', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/');
    const nav = tab.page.getByRole('navigation', {name: 'Main'});
    for (const name of ['Book A Demo', 'Start for Free', 'Source repository', 'Community chat']) {
      const link = nav.getByRole('link', {name, exact: true});
      assert.equal(await link.isVisible(), true, `${name} is visible`);
      assert.match((await link.getAttribute('href')) ?? '', /^https:\/\//, `${name} is an external link`);
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
    }
    assert.equal(await nav.getByRole('button', {name: 'Search docs'}).isVisible(), true);
    await tab.context.close();
  });

  it('shows both rows at 1000 px wide, without the mobile menu button', async () => {
    const tab = await openPage(getBrowser(), {width: 1000});
    await visit(tab.page, '/evaluation/concepts');
    const nav = tab.page.getByRole('navigation', {name: 'Main'});
    assert.equal(await nav.getByRole('link', {name: 'Self-host', exact: true}).isVisible(), true);
    assert.equal(await nav.getByRole('link', {name: 'Start for Free'}).isVisible(), true);
    assert.equal(await tab.page.getByRole('button', {name: 'Toggle navigation bar'}).isVisible(), false);
    for (const part of [DESKTOP_SIDEBAR, SECTION_ROW, DESKTOP_TOC]) {
      assert.equal(await isReactManaged(tab.page, part), true, `${part} is hydrated on a desktop`);
    }
    await tab.context.close();
  });

  it('opens a mobile menu at 600 px with a primary panel and a "Back to main menu" button', async () => {
    const tab = await openPage(getBrowser(), {width: 600});
    const intlDateFormatters = await countIntlDateFormatters(tab.page);
    const serverNodes = await watchServerNodes(tab.page, [DESKTOP_SIDEBAR, SECTION_ROW]);
    await visit(tab.page, '/evaluation/concepts');
    // Hydration work a phone no longer does: the menu is built when the reader reaches for its button, the "Last
    // updated" date is written without an Intl formatter, and the desktop sidebar and section row, hidden by CSS,
    // keep their server HTML as it is instead of being hydrated and then removed.
    assert.equal(
      await tab.page.locator('.navbar-sidebar').count(),
      0,
      'the mobile menu is built before it is asked for',
    );
    assert.equal(await intlDateFormatters(), 0, 'the page built an Intl date formatter');
    const kept = {connected: true, hydrated: false};
    assert.deepEqual(await serverNodes(), {[DESKTOP_SIDEBAR]: kept, [SECTION_ROW]: kept});
    assert.equal(await tab.page.locator(DESKTOP_SIDEBAR).isVisible(), false);
    const nav = tab.page.getByRole('navigation', {name: 'Main'});
    assert.equal(await nav.getByRole('link', {name: 'Self-host', exact: true}).isVisible(), false);
    await tab.page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // On a docs page the menu opens on the page's sidebar (secondary panel).
    const back = tab.page.getByRole('button', {name: /Back to main menu/});
    await back.waitFor();
    assert.equal(
      await tab.page.locator('.navbar-sidebar').getByRole('link', {name: 'Concepts'}).first().isVisible(),
      true,
    );
    await back.click();
    const primary = tab.page.locator('.navbar-sidebar');
    for (const name of ['Docs', 'Tutorials', 'Reference', 'Roadmap', 'Changelog', 'Self-host']) {
      assert.equal(await primary.getByRole('link', {name, exact: true}).isVisible(), true, `${name} in the menu`);
    }
    assert.equal(
      await primary.getByRole('link', {name: 'Start for Free (opens in a new tab)', exact: true}).isVisible(),
      true,
      'Start for Free in the menu',
    );
    await primary.getByRole('link', {name: 'Roadmap', exact: true}).click();
    await tab.page.waitForURL((url) => url.pathname === '/roadmap');
    assertClean(tab, 'mobile menu');
    await tab.context.close();
  });

  it('brings the desktop sidebar, table of contents and section row to life when a phone window widens', async () => {
    const tab = await openPage(getBrowser(), {width: 412, height: 823});
    await visit(tab.page, '/evaluation/concepts');
    await tab.page.setViewportSize({width: 1350, height: 900});
    await tab.page.waitForFunction((toc) => document.querySelector(toc) !== null, DESKTOP_TOC);
    for (const part of [DESKTOP_SIDEBAR, SECTION_ROW, DESKTOP_TOC]) {
      assert.equal(await isReactManaged(tab.page, part), true, `${part} is rendered by React once the window is wide`);
    }
    const sidebar = tab.page.locator(DESKTOP_SIDEBAR);
    assert.equal(await sidebar.locator('a[aria-current="page"]').textContent(), 'Evaluation Concepts');
    await tab.page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Roadmap', exact: true}).click();
    await tab.page.waitForURL((url) => url.pathname === '/roadmap');
    assertClean(tab, 'a phone window widened');
    await tab.context.close();
  });

  it('offers a skip link to the main content as the first tab stop', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/evaluation/concepts');
    await tab.page.keyboard.press('Tab');
    const focused = tab.page.locator(':focus');
    assert.match((await focused.textContent()) ?? '', /Skip to main content/);
    await tab.page.keyboard.press('Enter');
    // The next tab stop is inside the main content, past the navigation bar and the sidebar.
    await tab.page.keyboard.press('Tab');
    const focusIsInMain = await tab.page.evaluate(() =>
      Boolean(document.querySelector('main')?.contains(document.activeElement)),
    );
    assert.equal(focusIsInMain, true, 'the tab after the skip link lands in the main content');
    await tab.context.close();
  });
});

describe('colour mode', () => {
  const theme = (tab: TestPage) => tab.page.evaluate(() => document.documentElement.dataset.theme);

  it('starts light even when the system prefers dark, and the toggle flips light and dark only', async () => {
    const tab = await openPage(getBrowser(), {colorScheme: 'dark'});
    await visit(tab.page, '/');
    assert.equal(await theme(tab), 'light');
    const toggle = tab.page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    assert.equal(await theme(tab), 'dark');
    await toggle.click();
    assert.equal(await theme(tab), 'light');
    await toggle.click();
    assert.equal(await theme(tab), 'dark');
    await tab.context.close();
  });

  it('keeps the choice across reloads and syncs it to another tab', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/');
    const second = await tab.context.newPage();
    await visit(second, '/evaluation/concepts');
    await tab.page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    assert.equal(await theme(tab), 'dark');
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await tab.page.reload();
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    assert.equal(await theme(tab), 'dark');
    await tab.context.close();
  });
});

describe('pages', () => {
  it('titles pages "<page> - Tessera Docs"', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/evaluation/concepts');
    assert.equal(await tab.page.title(), 'Concepts - Tessera Docs');
    await visit(tab.page, '/');
    assert.equal(await tab.page.title(), 'What is Tessera? - Tessera Docs');
    await tab.context.close();
  });

  it('shows "Copied!" after copying a code block', async () => {
    const tab = await openPage(getBrowser());
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: SITE});
    await visit(tab.page, '/getting-started/quick-start');
    const block = tab.page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await block.getByRole('button', {name: 'Copied!'}).waitFor();
    const copied = await tab.page.evaluate(() => navigator.clipboard.readText());
    assert.ok(copied.length > 0, 'the clipboard holds the code');
    // Highlighted at build time, copied from what is shown: line for line the code, no markup, no stray line breaks.
    const shown = await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent));
    assert.equal(copied, shown.join('\n'));
    assert.ok(await block.locator('pre .token').count(), 'the block shows highlighted tokens');
    await tab.context.close();
  });

  it('copies code without the Clipboard API (plain http), and says so when nothing could be copied', async () => {
    const tab = await openPage(getBrowser());
    // As on a self-hosted site served over http from another host than localhost: no navigator.clipboard at all.
    await tab.page.addInitScript({content: 'delete Navigator.prototype.clipboard;'});
    // Another page of the same browser, with the API, reads back what the first one put on the clipboard.
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: SITE});
    const reader = await tab.context.newPage();
    await visit(reader, '/404.html');
    const clipboardText = () => reader.evaluate(() => navigator.clipboard.readText());

    await visit(tab.page, '/getting-started/quick-start');
    assert.equal(await tab.page.evaluate(() => typeof navigator.clipboard), 'undefined');
    const block = tab.page.locator('.theme-code-block').first();
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    await button.click();
    await block.getByRole('button', {name: 'Copied!'}).waitFor();
    const shown = await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent));
    assert.equal(await clipboardText(), shown.join('\n'));
    assert.equal(await tab.page.evaluate(() => document.querySelectorAll('textarea').length), 0, 'nothing left');

    // Neither way copies (a browser that refuses both): the reader is told to copy by hand.
    await tab.page.evaluate(() => (document.execCommand = () => false));
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const status = block.getByRole('status');
    await status.filter({hasText: 'Copy failed: select the code and copy it by hand'}).waitFor();
    assert.equal(await status.isVisible(), true);

    // The API reference's example code blocks (islands, not React) copy the same way.
    await visit(tab.page, '/reference/api/configs-fetch');
    const example = tab.page.locator('#api-island-status-codes [role="tab"]:visible', {hasText: 'Example'}).first();
    await example.click();
    const exampleBlock = tab.page.locator('#api-island-status-codes .theme-code-block:visible').first();
    const exampleButton = exampleBlock.getByRole('button', {name: 'Copy code to clipboard'});
    await exampleButton.click();
    await exampleButton.filter({hasText: 'Copied'}).waitFor();
    assert.equal(await clipboardText(), await exampleBlock.locator('pre code').innerText());
    await tab.page.evaluate(() => (document.execCommand = () => false));
    await exampleButton.click();
    await exampleButton.filter({hasText: 'Copy failed: select the code and copy it by hand'}).waitFor();

    // The request samples (React, built at build time) too: a fresh page, where execCommand works again.
    await visit(tab.page, '/reference/api/configs-fetch');
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const sample = tab.page
      .getByRole('main')
      .getByRole('tabpanel')
      .filter({has: tab.page.locator('pre.language-python')});
    await sample.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await sample.getByRole('button', {name: 'Copied'}).waitFor();
    assert.equal(await clipboardText(), await sample.locator('code').innerText());
    await tab.page.evaluate(() => (document.execCommand = () => false));
    await sample.getByRole('button', {name: 'Copied'}).waitFor({state: 'detached'});
    await sample.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await sample.getByRole('button', {name: 'Copy failed: select the code and copy it by hand'}).waitFor();
    assertClean(tab, 'code blocks without the Clipboard API');
    await tab.context.close();
  });

  it('thanks the reader for feedback and remembers it for that page only', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/evaluation/concepts');
    await tab.page.getByText('Was this page helpful?').waitFor();
    await tab.page.getByRole('button', {name: 'Yes'}).click();
    await tab.page.getByText('Thanks for your feedback!').waitFor();
    await tab.page.reload();
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await tab.page.getByText('Thanks for your feedback!').waitFor();
    await visit(tab.page, '/observability/concepts');
    await tab.page.getByText('Was this page helpful?').waitFor();
    assertClean(tab, 'feedback');
    await tab.context.close();
  });

  it('renders and navigates when localStorage throws', async () => {
    const tab = await openPage(getBrowser());
    // A string, not a function: the test runner's compiler would add helpers the page does not have.
    await tab.context.addInitScript({
      content: `for (const method of ['getItem', 'setItem', 'removeItem']) {
        Storage.prototype[method] = () => { throw new DOMException('Storage is disabled', 'SecurityError'); };
      }`,
    });
    await visit(tab.page, '/');
    await tab.page.getByRole('heading', {level: 1, name: 'What is Tessera?'}).waitFor();
    await tab.page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Changelog', exact: true}).click();
    await tab.page.waitForURL((url) => url.pathname === '/changelog/main');
    await tab.page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await visit(tab.page, '/evaluation/concepts');
    await tab.page.getByRole('button', {name: 'Yes'}).click();
    await tab.page.getByText('Thanks for your feedback!').waitFor();
    assert.deepEqual(
      tab.problems.consoleErrors.filter((message) => message.startsWith('uncaught')),
      [],
      'no uncaught errors',
    );
    await tab.context.close();
  });

  it('says so when the request builder cannot be downloaded, and loads it with "Try again"', async () => {
    const tab = await openPage(getBrowser(), {width: 412, height: 823});
    await visit(tab.page, '/reference/api/configs-fetch');
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const offline = (route: Route) => route.abort('connectionfailed');
    await tab.context.route('**/assets/js/**', offline);
    await tab.page.getByRole('button', {name: 'Try it', exact: true}).click();
    const failure = tab.page.getByRole('alert').filter({hasText: 'The request builder could not be loaded.'});
    await failure.waitFor();
    // Only the request builder is affected: the rest of the page, its request samples included, stays.
    await tab.page.getByRole('heading', {level: 1}).waitFor();
    await tab.page.getByRole('tablist', {name: 'Request sample language'}).waitFor();
    await tab.context.unroute('**/assets/js/**', offline);
    await failure.getByRole('button', {name: 'Try again'}).click();
    await tab.page.getByRole('button', {name: /Send API Request/i}).waitFor();
    await failure.waitFor({state: 'detached'});
    await tab.context.close();
  });

  it('shows diagrams as images drawn for the current colour mode, with a text alternative', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/evaluation/concepts');
    const diagram = tab.page.getByRole('img', {name: /^Flowchart: Test set \(revision\); Evaluation run/});
    await diagram.scrollIntoViewIfNeeded();
    await tab.page.waitForFunction(() =>
      Array.from(document.querySelectorAll('figure img')).some((img) => (img as HTMLImageElement).naturalWidth > 0),
    );
    assert.match((await diagram.getAttribute('src')) ?? '', /-light\.svg$/);
    await tab.page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await tab.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.match((await diagram.getAttribute('src')) ?? '', /-dark\.svg$/);
    assert.equal(await tab.page.locator('.docusaurus-mermaid-container').count(), 0, 'no diagram drawn in the browser');
    assert.deepEqual(tab.problems.failedRequests, []);
    await tab.context.close();
  });

  it('enlarges a diagram when clicked, fetching the zoom code only then', async () => {
    const tab = await openPage(getBrowser());
    const scripts: string[] = [];
    tab.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(tab.page, '/evaluation/concepts');
    const diagram = tab.page.getByRole('img', {name: /^Flowchart: Test set \(revision\); Evaluation run/});
    await diagram.scrollIntoViewIfNeeded();
    await tab.page.waitForLoadState('networkidle');
    const beforeClick = scripts.length;
    await diagram.click();
    await tab.page.locator('.medium-zoom-overlay').waitFor();
    assert.ok(scripts.length > beforeClick, 'the zoom code is fetched on the first click');
    // The library ignores Escape while the image is still growing.
    await tab.page.waitForFunction(
      () => document.querySelector('.medium-zoom-image--opened')?.getAnimations().length === 0,
    );
    await tab.page.keyboard.press('Escape');
    await tab.page.locator('.medium-zoom-overlay').waitFor({state: 'detached'});
    assert.deepEqual(tab.problems.failedRequests, []);
    await tab.context.close();
  });

  it('shows the crash page when a page fails to render, and recovers with "Try again"', async () => {
    const tab = await openPage(getBrowser());
    // Fault injection: the page's content throws whenever it renders, until the test lets it render (a stand-in for
    // any rendering bug that goes away, such as bad data from a service).
    await tab.context.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const marker = '"A complete walk-through of this loop';
      if (!body.includes(marker)) return route.fulfill({response});
      const failUntilFixed = '(()=>{if(!window.__fixed)throw new Error("Injected rendering failure");return""})()+';
      return route.fulfill({response, body: body.replace(marker, failUntilFixed + marker)});
    });
    await tab.page.goto(new URL('/observability/trace-with-python-sdk/annotate-traces', SITE).href);
    await tab.page.getByRole('heading', {level: 1, name: 'This page crashed.'}).waitFor();
    await tab.page.getByText('Injected rendering failure').waitFor();
    // The navigation bar stays usable, so the reader is never stuck.
    assert.equal(await tab.page.getByRole('navigation', {name: 'Main'}).isVisible(), true);
    await tab.page.evaluate(() => Object.assign(window, {__fixed: true}));
    await tab.page.getByRole('button', {name: 'Try again'}).click();
    await tab.page.getByRole('heading', {level: 1, name: 'Annotate Traces'}).waitFor();
    assert.equal(await tab.page.getByRole('heading', {name: 'This page crashed.'}).count(), 0);
    // Prefetches may still be passing through the route: closing under them fails the file after its tests ended.
    await tab.context.unrouteAll({behavior: 'ignoreErrors'});
    await tab.context.close();
  });

  it('prefetches the code of pages linked on screen', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/evaluation/concepts');
    // The "Next" link of the page footer is on screen only after scrolling to it.
    const next = tab.page.locator('.pagination-nav__link--next');
    await next.scrollIntoViewIfNeeded();
    await tab.page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0, undefined, {
      timeout: 10_000,
    });
    // Each file once, and none of the scripts the page has run (its own chunks, which it loaded before hydrating).
    const {prefetched, run} = await tab.page.evaluate(() => ({
      prefetched: Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')),
      run: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname),
    }));
    assert.equal(new Set(prefetched).size, prefetched.length, `each file prefetched once: ${prefetched.join(' ')}`);
    assert.deepEqual(
      prefetched.filter((href) => href !== null && run.includes(href)),
      [],
      'no prefetch of a script the page has run',
    );
    assert.deepEqual(tab.problems.consoleErrors, []);
    assert.deepEqual(tab.problems.failedRequests, []);

    // As Docusaurus's, nothing on a data-saving connection.
    await tab.page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {value: {effectiveType: '4g', saveData: true}}),
    );
    await visit(tab.page, '/evaluation/concepts');
    await next.scrollIntoViewIfNeeded();
    // Idle callbacks run in the order they were asked for: these two come after the prefetch queue's.
    await tab.page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    assert.equal(await tab.page.evaluate(() => document.querySelectorAll('link[rel="prefetch"]').length), 0);
    await tab.context.close();
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const tab = await openPage(getBrowser());
    const response = await tab.page.goto(new URL('/this/page/does-not-exist', SITE).href);
    assert.equal(response?.status(), 404);
    await tab.page.getByRole('heading', {level: 1, name: 'Page not found'}).waitFor();
    // Hydration briefly shows the site's default title; what counts is the title the page settles on.
    await tab.page.waitForFunction(() => document.title === 'Page not found - Tessera Docs', undefined, {
      timeout: 5000,
    });
    assert.equal(await tab.page.getByRole('searchbox', {name: 'Search the documentation'}).isVisible(), true);
    assert.equal(
      await tab.page
        .getByRole('main')
        .getByRole('link', {name: /API reference/})
        .isVisible(),
      true,
    );
    await tab.context.close();
  });

  it('reaches pages requested with .html or /index.html', async () => {
    const tab = await openPage(getBrowser());
    for (const variant of ['/evaluation/concepts.html', '/evaluation/concepts/index.html']) {
      const response = await tab.page.goto(new URL(variant, SITE).href);
      assert.equal(response?.status(), 200, variant);
      await tab.page.getByRole('heading', {level: 1, name: 'Concepts'}).waitFor();
    }
    await tab.context.close();
  });
});
