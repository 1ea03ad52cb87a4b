import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {SITE, openPage, useBrowser, visit, type TestPage} from './support/browser';

/**
 * What a new reader hits first, at 1350 and 412 px and in both themes (issue 34): the search page on a cold load,
 * the phone menu, code blocks, tables, the type scale, the navbar's buttons, the wording of the drawer's links and
 * the integrations grid. Each test failed before its fix.
 */

const getBrowser = useBrowser();

async function withTab(
  run: (tab: TestPage) => Promise<void>,
  options: {width?: number; height?: number; colorScheme?: 'light' | 'dark'} = {},
): Promise<void> {
  const tab = await openPage(getBrowser(), {...options, intercept: false});
  if (options.colorScheme === 'dark') {
    // The site follows the stored choice, not the system preference (respectPrefersColorScheme is off).
    await tab.context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  }
  try {
    await run(tab);
    assert.deepEqual(tab.problems.consoleErrors, [], 'console errors (a hydration mismatch shows here)');
  } finally {
    await tab.context.close();
  }
}

/** The search page's own box and title, as a reader sees them. */
async function searchPageState(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return {
      box: main?.querySelector<HTMLInputElement>('input[type="search"]')?.value,
      title: main?.querySelector('h1')?.textContent,
      hint: /Type a query/.test(main?.textContent ?? ''),
    };
  });
}

describe('/search on a cold load', () => {
  test('shows the query of the URL from the first paint, under 4× CPU throttling, load after load', async () => {
    const query = 'distributed tracing';
    const expected = {box: query, title: `Search results for “${query}”`, hint: false};
    for (let load = 1; load <= 6; load += 1) {
      await withTab(
        async ({page, context}) => {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
          // Before any bundle has run: what the reader sees while a slow phone downloads and hydrates the page.
          await page.goto(`${SITE}/search?q=${encodeURIComponent(query)}`, {waitUntil: 'domcontentloaded'});
          assert.deepEqual(await searchPageState(page), expected, `load ${load}, before hydration`);
          await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
            timeout: 30_000,
          });
          await page.locator('main ol[data-search-results] > li').first().waitFor({timeout: 30_000});
          assert.deepEqual(await searchPageState(page), expected, `load ${load}, with its results`);
          assert.equal(new URL(page.url()).searchParams.get('q'), query, 'the URL keeps the query');
        },
        {width: load % 2 ? 412 : 1350},
      );
    }
  });

  test('the form has a submit button, and submitting leads to the results', async () => {
    await withTab(async ({page}) => {
      await visit(page, '/search?q=tracing');
      const form = page.getByRole('main').getByRole('search');
      const submit = form.getByRole('button', {name: 'Search'});
      assert.equal(await submit.getAttribute('type'), 'submit');
      await page.locator('main ol[data-search-results] > li').first().waitFor();
      await form.getByRole('searchbox').press('Enter');
      assert.equal(new URL(page.url()).searchParams.get('q'), 'tracing');
      assert.equal(
        await page.evaluate(() =>
          document.activeElement?.contains(document.querySelector('main ol[data-search-results]')),
        ),
        true,
        'focus moved to the results',
      );
    });
  });
});

describe('phone menu', () => {
  test('closes when the reader picks a section after "Back to main menu"', async () => {
    // Docs to docs is where it stayed open: the page keeps its layout, and with it the open drawer.
    for (const section of ['Self-host', 'Tutorials']) {
      await withTab(
        async ({page}) => {
          await visit(page, '/evaluation/concepts');
          await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
          await page.getByRole('button', {name: /Back to main menu/}).click();
          const drawer = page.locator('.navbar-sidebar');
          await drawer.getByRole('link', {name: section, exact: true}).click();
          await page.waitForURL((url) => url.pathname !== '/evaluation/concepts');
          await page.waitForFunction(() => document.querySelector('.navbar-sidebar--show') === null);
          // The drawer slides out.
          await page.waitForTimeout(500);
          assert.equal(await drawer.isVisible(), false, `${section}: the drawer is closed on the new page`);
          assert.equal(await page.getByRole('heading', {level: 1}).first().isVisible(), true);
        },
        {width: 412, height: 823},
      );
    }
  });

  test('shows the call-to-action rows with their icons and says they open another site', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await withTab(
        async ({page}) => {
          await visit(page, '/roadmap');
          await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
          const drawer = page.locator('.navbar-sidebar');
          for (const label of ['Book A Demo', 'Start for Free']) {
            const row = drawer.getByRole('link', {name: `${label} (opens in a new tab)`, exact: true});
            await row.waitFor();
            assert.equal(await row.getAttribute('target'), '_blank');
            assert.equal(await row.locator('svg').count(), 2, `${label}: its icon and the external-link sign`);
          }
        },
        {width: 412, height: 823, colorScheme},
      );
    }
  });
});

describe('code blocks', () => {
  test('every block has a title bar with its file name or language', async () => {
    await withTab(async ({page}) => {
      await visit(page, '/observability/quickstart-python');
      const titles = await page.locator('article .theme-code-block').evaluateAll((blocks) =>
        blocks.map((block) => {
          const first = block.firstElementChild;
          return first && !first.querySelector('pre') ? (first.textContent ?? '').trim() : '(no title bar)';
        }),
      );
      assert.ok(titles.length >= 5, `${titles.length} code blocks`);
      assert.ok(!titles.includes('(no title bar)'), titles.join(', '));
      assert.ok(titles.includes('Bash'), titles.join(', '));
      assert.ok(titles.includes('story.py'), 'a title="…" wins over the language');
      assert.ok(titles.includes('Text'), titles.join(', '));
    });
  });

  test('copy buttons are in sight on touch screens, which never hover', async () => {
    // A touch screen: Chromium then matches (hover: none) and (pointer: coarse), as a phone does.
    const context = await getBrowser().newContext({viewport: {width: 412, height: 823}, hasTouch: true});
    try {
      const page = await context.newPage();
      await visit(page, '/observability/quickstart-python');
      assert.equal(await page.evaluate(() => matchMedia('(hover: none)').matches), true, 'the page cannot hover');
      const copy = page.locator('article .theme-code-block').first().getByRole('button', {name: /copy/i});
      await copy.waitFor();
      const opacity = Number(await copy.evaluate((button) => getComputedStyle(button).opacity));
      assert.ok(opacity >= 0.5, `copy button opacity ${opacity}`);
    } finally {
      await context.close();
    }
  });
});

describe('tables', () => {
  test('on a phone, a wide table shows that it scrolls, header cells line up with their column, code wraps', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await withTab(
        async ({page}) => {
          await visit(page, '/');
          const table = page.locator('article table', {hasText: 'Where to start'}).first();
          const look = await table.evaluate((element) => ({
            scrolls: element.scrollWidth > element.clientWidth + 1,
            shadows: getComputedStyle(element).backgroundImage.split('radial-gradient').length - 1,
            headerAlign: getComputedStyle(element.querySelector('th') as Element).textAlign,
            cellAlign: getComputedStyle(element.querySelector('td') as Element).textAlign,
          }));
          assert.equal(look.scrolls, true, 'the table is wider than the phone');
          assert.equal(look.shadows, 2, 'edge shadows say there is more to the side');
          assert.equal(look.headerAlign, look.cellAlign === 'left' ? 'start' : look.cellAlign);

          await visit(page, '/observability/overview');
          const overflowing = await page
            .locator('article td code')
            .evaluateAll((codes) =>
              codes
                .filter(
                  (code) =>
                    code.getBoundingClientRect().right >
                    (code.closest('td') as Element).getBoundingClientRect().right + 1,
                )
                .map((code) => code.textContent),
            );
          assert.deepEqual(overflowing, [], 'code that sticks out of its cell');
          const limits = page.locator('article table', {hasText: 'TESSERA_OTLP_MAX_BATCH_BYTES'});
          assert.equal(
            await limits.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
            true,
            'a two-column table with a long name fits the phone once the name wraps',
          );
        },
        {width: 412, height: 823, colorScheme},
      );
    }
  });
});

describe('type scale', () => {
  async function headingLook(page: Page, selector: string) {
    return page
      .locator(selector)
      .first()
      .evaluate((element) => ({
        size: getComputedStyle(element).fontSize,
        weight: Number(getComputedStyle(element).fontWeight),
        color: getComputedStyle(element).color,
      }));
  }

  test('one scale on docs and changelog pages: 32 / 24 / 19 px, with H2 and H3 lighter than the title', async () => {
    for (const width of [1350, 412]) {
      await withTab(
        async ({page}) => {
          await visit(page, '/evaluation/concepts');
          const [h1, h2, h3] = [
            await headingLook(page, 'article h1'),
            await headingLook(page, 'article .markdown > h2'),
            await headingLook(page, 'article .markdown > h3'),
          ];
          assert.deepEqual([h1.size, h2.size, h3.size], ['32px', '24px', '19px'], `${width} px`);
          assert.ok(h2.weight < h1.weight && h3.weight < h1.weight, `weights ${h1.weight}/${h2.weight}/${h3.weight}`);

          await visit(page, '/changelog/vertex-ai-provider-support');
          assert.equal((await headingLook(page, 'article header h1')).size, '32px', 'changelog entry title');

          await visit(page, '/changelog');
          const listed = await headingLook(page, 'article header h2 a');
          const body = await page
            .locator('article p')
            .first()
            .evaluate((element) => getComputedStyle(element).color);
          assert.equal((await headingLook(page, 'article header h2')).size, '24px', 'changelog index titles');
          assert.equal(listed.color, body, 'changelog index titles are not brand-coloured');
        },
        {width},
      );
    }
  });
});

describe('navbar buttons in dark mode', () => {
  test('"Start for Free" is solid brand with white text; "Book A Demo" is an outline', async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      await withTab(
        async ({page}) => {
          await visit(page, '/');
          const nav = page.getByRole('navigation', {name: 'Main'});
          const style = (name: string) =>
            nav.getByRole('link', {name, exact: true}).evaluate((element) => {
              const computed = getComputedStyle(element);
              return {background: computed.backgroundColor, color: computed.color, border: computed.borderTopColor};
            });
          const primary = await style('Start for Free');
          assert.deepEqual(
            [primary.background, primary.color],
            ['rgb(67, 56, 202)', 'rgb(255, 255, 255)'],
            colorScheme,
          );
          const secondary = await style('Book A Demo');
          assert.equal(secondary.background, 'rgba(0, 0, 0, 0)', `${colorScheme}: no fill`);
          assert.notEqual(secondary.border, 'rgba(0, 0, 0, 0)', `${colorScheme}: an outline`);
        },
        {colorScheme},
      );
    }
  });
});

describe('integrations', () => {
  test('the home page and the observability overview lead to each integration in one click', async () => {
    for (const pathname of ['/', '/observability/overview']) {
      await withTab(async ({page}) => {
        await visit(page, pathname);
        const grid = page.getByRole('main').getByRole('navigation', {name: 'Integrations'});
        const langchain = grid.getByRole('link', {name: /LangChain/});
        assert.equal(await langchain.isVisible(), true, pathname);
        assert.ok((await grid.getByRole('link').count()) >= 10, `${pathname}: every integration`);
        assert.equal(await langchain.locator('svg').count(), 1, 'a line icon');
        await langchain.click();
        await page.waitForURL((url) => url.pathname === '/observability/integrations/langchain');
      });
    }
  });
});
