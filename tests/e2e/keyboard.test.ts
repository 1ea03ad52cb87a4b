import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {openPage, useBrowser, visit, type TestPage} from './support/browser';

/** Keyboard-only paths through the site: every stop has a visible focus indicator and lands where it should. */

const getBrowser = useBrowser();

async function withPage(width: number, run: (testPage: TestPage) => Promise<void>) {
  const testPage = await openPage(getBrowser(), {width});
  try {
    await run(testPage);
    assert.deepEqual(testPage.problems.consoleErrors, [], 'console errors');
  } finally {
    await testPage.context.close();
  }
}

interface FocusState {
  name: string;
  tag: string;
  inNavbar: boolean;
  inAnnouncement: boolean;
  focusVisible: boolean;
  indicator: boolean;
}

/** The focused element: its accessible name (roughly), and whether the browser and the styles show the focus. */
async function focused(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return {name: '', tag: 'body', inNavbar: false, inAnnouncement: false, focusVisible: false, indicator: false};
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== '' && style.boxShadow !== 'none';
    const labels = (element as HTMLInputElement).labels;
    // Text inside aria-hidden (icons, shortcut hints) is no part of the name.
    const exposed = element.cloneNode(true) as HTMLElement;
    exposed.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    const name =
      (element.getAttribute('aria-label') ?? (labels && labels.length > 0 ? (labels.item(0).textContent ?? '') : '')) ||
      exposed.textContent?.trim() ||
      element.querySelector('img')?.getAttribute('alt') ||
      '';
    return {
      name: name.replace(/\s+/g, ' '),
      tag: element.tagName.toLowerCase(),
      inNavbar: Boolean(element.closest('nav.navbar')),
      inAnnouncement: Boolean(element.closest('.theme-announcement-bar')),
      focusVisible: element.matches(':focus-visible'),
      indicator: outline || ring,
    };
  });
}

function assertVisibleFocus(state: FocusState) {
  assert.ok(state.focusVisible, `"${state.name}" is focused but not :focus-visible`);
  assert.ok(state.indicator, `"${state.name}" shows no outline or focus ring`);
}

/** Presses Tab until the focused element's name matches, checking the focus indicator at every stop. */
async function tabTo(page: Page, name: RegExp, maxPresses = 40): Promise<FocusState> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const state = await focused(page);
    assertVisibleFocus(state);
    if (name.test(state.name)) return state;
  }
  throw new Error(`No element named ${name} within ${maxPresses} presses of Tab.`);
}

describe('navbar (desktop)', () => {
  test('Tab visits the skip link, then every navbar control in reading order, each visibly focused', async () => {
    await withPage(1350, async ({page}) => {
      await visit(page, '/evaluation/concepts');
      const names: string[] = [];
      for (let press = 0; press < 30; press += 1) {
        await page.keyboard.press('Tab');
        const state = await focused(page);
        assertVisibleFocus(state);
        // The announcement bar (when one is configured) sits between the skip link and the navbar.
        if (state.inAnnouncement) continue;
        if (press > 0 && !state.inNavbar) break;
        names.push(state.name);
      }
      assert.deepEqual(names.slice(0, 7), [
        'Skip to main content',
        'Tessera Docs home',
        'Search docs',
        'Book A Demo',
        'Start for Free',
        'Source repository',
        'Community chat',
      ]);
      assert.match(names[7], /Switch between dark and light mode/);
      assert.deepEqual(names.slice(8), ['Docs', 'Tutorials', 'Reference', 'Roadmap', 'Changelog', 'Self-host']);
    });
  });

  test('Enter follows a navbar link; the skip link moves focus past the navbar', async () => {
    await withPage(1350, async ({page}) => {
      await visit(page, '/evaluation/concepts');
      await page.keyboard.press('Tab');
      assert.equal((await focused(page)).name, 'Skip to main content');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      assert.equal((await focused(page)).inNavbar, false, 'after the skip link, Tab continues in the main content');

      await visit(page, '/evaluation/concepts');
      await tabTo(page, /^Roadmap$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/roadmap\/?$/);
      await page.getByRole('heading', {level: 1, name: 'Roadmap'}).waitFor();
    });
  });

  test('the colour mode toggle works from the keyboard', async () => {
    await withPage(1350, async ({page}) => {
      await visit(page, '/evaluation/concepts');
      const before = await page.locator('html').getAttribute('data-theme');
      await tabTo(page, /Switch between dark and light mode/);
      await page.keyboard.press('Enter');
      await page.waitForFunction((theme) => document.documentElement.dataset.theme !== theme, before);
    });
  });
});

describe('mobile menu (600 px)', () => {
  test('opens from the keyboard, goes back to the main menu, and follows a section link', async () => {
    await withPage(600, async ({page}) => {
      await visit(page, '/evaluation/concepts');
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await tabTo(page, /^Toggle navigation bar$/);
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () =>
          document.documentElement.classList.contains('navbar-sidebar--show') ||
          document.querySelector('.navbar-sidebar--show') !== null,
      );
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');

      // On a docs page the menu opens on the page's sidebar; "Back to main menu" leads to the site sections.
      const sidebar = page.locator('.navbar-sidebar');
      const back = sidebar.getByRole('button', {name: /Back to main menu/});
      await back.waitFor();
      await tabTo(page, /Back to main menu/);
      await page.keyboard.press('Enter');
      const roadmap = sidebar.getByRole('link', {name: 'Roadmap', exact: true});
      await roadmap.waitFor();
      // Focus moves into the main menu (it must not fall back to the page behind the open menu).
      await page.waitForFunction(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
      assertVisibleFocus(await focused(page));
      await tabTo(page, /^Roadmap$/, 10);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/roadmap\/?$/);
      await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
    });
  });

  test('the close button closes the menu from the keyboard', async () => {
    await withPage(600, async ({page}) => {
      await visit(page, '/roadmap');
      await tabTo(page, /^Toggle navigation bar$/);
      await page.keyboard.press('Enter');
      await tabTo(page, /Close navigation bar/);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
    });
  });
});

/** Waits until the navbar's search button, found by its accessible name, has the focus. */
async function waitForSearchButtonFocus(page: Page) {
  const button = await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('button', {name: 'Search docs', exact: true})
    .elementHandle();
  await page.waitForFunction((element) => element !== null && document.activeElement === element, button);
}

describe('search modal', () => {
  test('opens with Enter on the search button, closes with Escape, and focus returns to the button', async () => {
    await withPage(1350, async ({page}) => {
      await visit(page, '/evaluation/concepts');
      await tabTo(page, /^Search docs$/);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
      await dialog.waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Search docs');
      assert.equal((await focused(page)).tag, 'input', 'focus starts in the search field');

      await page.keyboard.type('tracing');
      await dialog.getByRole('list', {name: 'Results for tracing'}).getByRole('link').first().waitFor();
      await page.keyboard.press('Tab');
      assert.ok(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        'Tab stays in the dialog',
      );

      await page.keyboard.press('Escape');
      await dialog.waitFor({state: 'detached'});
      await waitForSearchButtonFocus(page);
      const state = await focused(page);
      assert.equal(state.tag, 'button');
      assertVisibleFocus(state);
    });
  });
});

describe('Copy page menu', () => {
  test('opens with the keyboard, moves with the arrow keys and closes with Escape back on its button', async () => {
    await withPage(1350, async ({page}) => {
      await visit(page, '/evaluation/concepts');
      const button = page.getByRole('button', {name: /Copy page/});
      // The skip link jumps over the navbar and the sidebar to the page's own controls.
      await tabTo(page, /^Skip to main content$/);
      await page.keyboard.press('Enter');
      await tabTo(page, /Copy page/);
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      const first = await focused(page);
      assertVisibleFocus(first);
      await page.keyboard.press('ArrowDown');
      const second = await focused(page);
      assert.notEqual(second.name, first.name, 'ArrowDown moves to the next item');
      await page.keyboard.press('Escape');
      await menu.waitFor({state: 'hidden'});
      assert.match((await focused(page)).name, /Copy page/);
    });
  });
});

describe('roadmap filters', () => {
  test('the text filter, label buttons and "Clear filters" all work from the keyboard', async () => {
    await withPage(1350, async ({page}) => {
      await visit(page, '/roadmap');
      const status = page.getByRole('status');
      const initial = (await status.textContent()) ?? '';

      await tabTo(page, /^Search the roadmap$/);
      await page.keyboard.type('jinja');
      await page.waitForFunction((text) => document.querySelector('[role="status"]')?.textContent !== text, initial);
      await page.waitForURL(/[?&]q=jinja/);

      const evaluation = page.getByRole('button', {name: 'Evaluation', exact: true});
      await tabTo(page, /^Evaluation$/);
      await page.keyboard.press('Space');
      assert.equal(await evaluation.getAttribute('aria-pressed'), 'true');
      await page.keyboard.press('Space');
      assert.equal(await evaluation.getAttribute('aria-pressed'), 'false');

      await tabTo(page, /Clear filters/);
      await page.keyboard.press('Enter');
      await page.waitForFunction((text) => document.querySelector('[role="status"]')?.textContent === text, initial);
      assert.equal(new URL(page.url()).search, '');
    });
  });
});
