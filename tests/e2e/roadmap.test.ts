import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {SITE, openPage, seriousAccessibilityViolations, useBrowser, visit, type TestPage} from './support/browser';

const getBrowser = useBrowser();

/** The sections of /roadmap in page order, by the id of their <section>. */
const SECTIONS = [
  {id: 'recently-shipped', title: 'Recently shipped'},
  {id: 'in-progress', title: 'In progress'},
  {id: 'planned', title: 'Planned'},
] as const;

type Counts = [shipped: number, inProgress: number, planned: number];

const ALL: Counts = [11, 7, 11];
/** Items labelled Evaluation. */
const EVALUATION: Counts = [1, 3, 3];
/** Items whose text contains "jinja". */
const JINJA: Counts = [0, 1, 0];

async function withPage(
  options: {width?: number; colorScheme?: 'light' | 'dark'; dark?: boolean},
  run: (testPage: TestPage) => Promise<void>,
) {
  const testPage = await openPage(getBrowser(), {width: options.width, colorScheme: options.colorScheme});
  if (options.dark) {
    // The theme reads the stored choice before the first paint; respectPrefersColorScheme is off in config/theme.ts.
    await testPage.context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  }
  try {
    await run(testPage);
  } finally {
    await testPage.context.close();
  }
}

/** For each section: the count its heading shows and the number of cards it lists. */
async function readCounts(page: Page): Promise<{heading: number[]; cards: number[]}> {
  const heading: number[] = [];
  const cards: number[] = [];
  for (const section of SECTIONS) {
    const root = page.locator(`section#${section.id}`);
    const text = (await root.locator('h2').textContent()) ?? '';
    const match = /(\d+)\s+items?\b/.exec(text);
    heading.push(match ? Number(match[1]) : Number.NaN);
    cards.push(await root.locator('article').count());
  }
  return {heading, cards};
}

/** Waits until headings and cards show the expected counts (the filtered render follows hydration). */
async function expectCounts(page: Page, expected: Counts, context: string) {
  const shown = await page
    .waitForFunction(
      ({ids, want}) =>
        ids.every((id, index) => {
          const section = document.querySelector(`section#${id}`);
          const heading = /(\d+)\s+items?\b/.exec(section?.querySelector('h2')?.textContent ?? '');
          return Number(heading?.[1]) === want[index] && section?.querySelectorAll('article').length === want[index];
        }),
      {ids: SECTIONS.map((section) => section.id), want: expected},
      {timeout: 5_000},
    )
    .then(
      () => true,
      () => false,
    );
  if (!shown) {
    const last = await readCounts(page);
    assert.fail(
      `${context}: expected ${JSON.stringify(expected)} items per section, headings say ` +
        `${JSON.stringify(last.heading)} and the lists hold ${JSON.stringify(last.cards)}`,
    );
  }
}

async function reload(page: Page) {
  await page.reload({waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    timeout: 15_000,
  });
}

function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

function assertClean({problems}: TestPage, context: string) {
  assert.deepEqual(problems.consoleErrors, [], `${context}: console errors`);
  assert.deepEqual(problems.externalRequests, [], `${context}: requests that left the site`);
  assert.deepEqual(problems.failedRequests, [], `${context}: failed requests`);
}

describe('/roadmap', () => {
  test('shows the three sections in order with 11, 7 and 11 items', async () => {
    await withPage({}, async (testPage) => {
      const {page} = testPage;
      const response = await visit(page, '/roadmap');
      assert.equal(response?.status(), 200);
      assert.match(await page.title(), /^Roadmap/);
      assert.equal(await page.locator('main h1').textContent(), 'Roadmap');

      const headings = await page.locator('main').getByRole('heading', {level: 2}).allTextContents();
      assert.deepEqual(
        headings.map((text) =>
          text
            .replace(/\u200b/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
        ['Recently shipped 11 items', 'In progress 7 items', 'Planned 11 items'],
      );
      await expectCounts(page, ALL, 'unfiltered');

      // Every card is an <article> with an h3 title, inside a list item.
      assert.equal(await page.locator('main li > article h3').count(), 29);
      assert.equal(await page.locator('section#recently-shipped article time[datetime]').count(), 11);
      assert.equal(await page.locator('section#in-progress article time, section#planned article time').count(), 0);
      assert.match((await page.locator('main [role="status"]').textContent()) ?? '', /Showing all 29 roadmap items/);
      assertClean(testPage, 'unfiltered page');
    });
  });

  test('filters by label, keeps the filter in the URL and after a reload', async () => {
    await withPage({}, async (testPage) => {
      const {page} = testPage;
      await visit(page, '/roadmap');
      const historyLength = await page.evaluate(() => window.history.length);

      const evaluation = page.getByRole('button', {name: 'Evaluation', exact: true});
      assert.equal(await evaluation.getAttribute('aria-pressed'), 'false');
      await evaluation.click();
      await page.waitForURL((url) => url.searchParams.getAll('label').join() === 'evaluation');
      assert.equal(await evaluation.getAttribute('aria-pressed'), 'true');
      await expectCounts(page, EVALUATION, 'label=evaluation');
      assert.match(
        (await page.locator('main [role="status"]').textContent()) ?? '',
        /^7 of 29 roadmap items match these filters\.$/,
      );
      assert.equal(await page.evaluate(() => window.history.length), historyLength, 'filters replace history');

      await reload(page);
      assert.deepEqual(searchParams(page).getAll('label'), ['evaluation']);
      await expectCounts(page, EVALUATION, 'label=evaluation after reload');
      assert.equal(
        await page.getByRole('button', {name: 'Evaluation', exact: true}).getAttribute('aria-pressed'),
        'true',
      );

      // Toggling the label off again clears the query string.
      await page.getByRole('button', {name: 'Evaluation', exact: true}).click();
      await page.waitForURL((url) => url.search === '');
      await expectCounts(page, ALL, 'label toggled off');
      assertClean(testPage, 'label filter');
    });
  });

  test('filters by text as you type, keeps it in the URL and after a reload', async () => {
    await withPage({}, async (testPage) => {
      const {page} = testPage;
      await visit(page, '/roadmap');
      const search = page.getByLabel('Search the roadmap');
      assert.equal(await search.getAttribute('type'), 'search');

      // Typed key by key: the box must not drop characters while the URL updates.
      await search.pressSequentially('Jinja', {delay: 30});
      assert.equal(await search.inputValue(), 'Jinja');
      await page.waitForURL((url) => url.searchParams.get('q') === 'Jinja');
      await expectCounts(page, JINJA, 'q=Jinja');
      assert.equal(await page.locator('section#planned').getByText('No planned items match these filters.').count(), 1);
      assert.equal(
        await page.locator('section#recently-shipped').getByText('No shipped items match these filters.').count(),
        1,
      );

      await reload(page);
      assert.equal(searchParams(page).get('q'), 'Jinja');
      assert.equal(await page.getByLabel('Search the roadmap').inputValue(), 'Jinja');
      await expectCounts(page, JINJA, 'q=Jinja after reload');

      await page.getByRole('button', {name: 'Clear filters'}).click();
      await page.waitForURL((url) => url.search === '');
      assert.equal(await page.getByLabel('Search the roadmap').inputValue(), '');
      await expectCounts(page, ALL, 'filters cleared');
      assertClean(testPage, 'text filter');
    });
  });

  test('opens a shared filtered view, label and text combined', async () => {
    await withPage({}, async (testPage) => {
      const {page} = testPage;
      await visit(page, '/roadmap?label=observability&q=playground');
      await expectCounts(page, [1, 0, 1], 'label=observability&q=playground');
      assert.equal(await page.getByLabel('Search the roadmap').inputValue(), 'playground');
      assert.equal(
        await page.getByRole('button', {name: 'Observability', exact: true}).getAttribute('aria-pressed'),
        'true',
      );

      // Hostile or unknown input is ignored or shown as text, never run.
      await visit(page, `/roadmap?label=nope&q=${encodeURIComponent('<script>window.__pwned=1</script>')}`);
      await expectCounts(page, [0, 0, 0], 'script in q');
      assert.equal(await page.evaluate(() => '__pwned' in window), false);
      assert.equal(await page.getByLabel('Search the roadmap').inputValue(), '<script>window.__pwned=1</script>');
      assertClean(testPage, 'shared view');
    });
  });

  test('links shipped cards to existing changelog entries and the others to discussions', async () => {
    await withPage({}, async (testPage) => {
      const {page} = testPage;
      await visit(page, '/roadmap');

      const releaseNotes = page
        .locator('section#recently-shipped')
        .getByRole('link', {name: /^Read the release notes/});
      assert.equal(await releaseNotes.count(), 11);
      const hrefs = await Promise.all(
        (await releaseNotes.all()).map(async (link) => (await link.getAttribute('href')) ?? ''),
      );
      for (const href of hrefs) assert.match(href, /\/changelog\/[a-z0-9-]+\/?$/, href);
      for (const href of hrefs) {
        const response = await fetch(new URL(href, SITE));
        assert.equal(response.status, 200, `${href} should be a changelog entry page`);
      }

      for (const id of ['in-progress', 'planned']) {
        const discuss = page.locator(`section#${id}`).getByRole('link', {name: /^Discuss this feature/});
        assert.equal(await discuss.count(), id === 'planned' ? 11 : 7);
        for (const link of await discuss.all()) {
          assert.match((await link.getAttribute('href')) ?? '', /^https?:\/\/\S+\/\d+$/);
          assert.equal(await link.getAttribute('target'), '_blank');
          assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
        }
      }

      const request = page.getByRole('link', {name: /^Request a feature/});
      assert.equal(await request.count(), 1);
      assert.match((await request.getAttribute('href')) ?? '', /^https?:\/\//);

      for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
        const link = page.locator(`main a[href$="/changelog/${feed}"]`);
        assert.equal(await link.count(), 1, `a link to the ${feed} feed`);
        const response = await fetch(new URL((await link.getAttribute('href')) ?? '', SITE));
        assert.equal(response.status, 200, `/changelog/${feed} exists`);
      }
      assertClean(testPage, 'links');
    });
  });

  test('lays cards out in one column at 412 px and three at 1350 px', async () => {
    for (const [width, columns] of [
      [412, 1],
      [1350, 3],
    ] as const) {
      await withPage({width}, async (testPage) => {
        const {page} = testPage;
        await visit(page, '/roadmap');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${width}px: the page scrolls sideways by ${overflow}px`);
        const boxes = await Promise.all(
          (await page.locator('section#recently-shipped article').all()).slice(0, 4).map((card) => card.boundingBox()),
        );
        const firstRowTop = boxes[0]?.y ?? 0;
        const inFirstRow = boxes.filter((box) => box && Math.abs(box.y - firstRowTop) < 2).length;
        assert.equal(inFirstRow, columns, `${width}px: cards in the first row`);
        assertClean(testPage, `${width}px layout`);
      });
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violations in ${theme} mode`, async () => {
      await withPage({colorScheme: theme, dark: theme === 'dark'}, async (testPage) => {
        const {page} = testPage;
        // Unfiltered, then with a pressed label button and empty sections.
        for (const path of ['/roadmap', '/roadmap?label=sdk&label=integration&q=e']) {
          await visit(page, path);
          assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme, `${path} theme`);
          if (path !== '/roadmap') await expectCounts(page, [1, 0, 1], path);
          const violations = await seriousAccessibilityViolations(page);
          assert.deepEqual(violations, [], `${theme} ${path}:\n${violations.join('\n')}`);
        }
        assertClean(testPage, `${theme} mode`);
      });
    });
  }
});
