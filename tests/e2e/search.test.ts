import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {openPage, SITE, useBrowser, visit, type TestPage} from './support/browser';

const getBrowser = useBrowser();

const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const searchBox = (page: Page) => dialog(page).getByRole('searchbox', {name: 'Search docs'});

const searchButton = (page: Page) =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Search docs', exact: true});

async function openSearch(tab: TestPage, pathname = '/evaluation/concepts') {
  await visit(tab.page, pathname);
  await searchButton(tab.page).click();
  await searchBox(tab.page).waitFor();
}

/** The engine's body tier in shards (section texts, postings), which the search box fetches after its first results. */
const BODY_TIER = '**/search-index/shards/**';

/** Holds the request for the body tier until the returned function is called. */
async function holdFullTextIndex(tab: TestPage): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await tab.context.route(BODY_TIER, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/**
 * Waits until the results under `scope` answer the query in its search box: the list of results, or "No results
 * found for" that very query, with no search still running. What a reader sees once a query has been dealt with.
 */
async function searchSettled(page: Page, scope: Locator) {
  const region = await scope.locator('[aria-live="polite"]').first().elementHandle();
  const box = await scope.getByRole('searchbox').first().elementHandle();
  await page.waitForFunction(
    ([results, input]) => {
      if (!results || !input || results.getAttribute('aria-busy') === 'true') return false;
      const query = (input as HTMLInputElement).value.trim();
      const noResultsFor = Array.from(results.querySelectorAll('q'), (quote) => quote.textContent);
      return noResultsFor.includes(query) || results.querySelector('ul[aria-label^="Results for"], ol') !== null;
    },
    [region, box] as const,
  );
}

/** Each result of a list: its title and the breadcrumb its link is described by, as the page's text has them. */
function resultsWithBreadcrumbs(list: Locator) {
  return list.locator(':scope > li').evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector('a[aria-describedby]');
      const breadcrumb = document.getElementById(link?.getAttribute('aria-describedby') ?? '');
      const places = Array.from(breadcrumb?.querySelectorAll(':scope > span:not([aria-hidden])') ?? [], (place) =>
        place.textContent?.trim(),
      );
      const title = item.querySelector('h2')?.textContent ?? item.querySelector('a span span')?.textContent ?? '';
      return {title: title.trim(), breadcrumb: places.join(' › ')};
    }),
  );
}

/** What a results list is made of: its element, classes and roles, without the layout that differs. */
function listMarkup(list: Locator) {
  // No helper functions inside: the callback runs in the page, where the test runner's helpers do not exist.
  return list.evaluate((element) => {
    const item = element.querySelector(':scope > li');
    const link = item?.querySelector('a[aria-describedby]');
    const breadcrumb = document.getElementById(link?.getAttribute('aria-describedby') ?? '');
    return {
      tag: element.tagName,
      // The list's own class comes first; the layout class after it is the one the two lists do not share.
      listClass: element.classList[0],
      marked: element.hasAttribute('data-search-results'),
      itemClasses: Array.from(item?.classList ?? []).sort(),
      breadcrumbClasses: Array.from(breadcrumb?.classList ?? []).sort(),
      excerptKinds: Array.from(element.querySelectorAll('[data-excerpt]')).every((excerpt) =>
        ['code', 'prose'].includes(excerpt.getAttribute('data-excerpt') ?? ''),
      ),
    };
  });
}

const HOSTILE_QUERIES = [
  '<img src=x onerror="window.__xss = 1">',
  '"><script>window.__xss = 1</script>',
  'x'.repeat(10_000),
  '(.*)+[a-z]{2,}\\^$|?',
  'שלום مرحبا 🚀 emoji',
  'trace\u0000id',
];

describe('search modal', () => {
  it('opens from the button, Ctrl+K and "/", and closes with Escape', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    assert.equal(await searchBox(tab.page).getAttribute('placeholder'), 'Search docs');
    await tab.page.keyboard.press('Escape');
    await dialog(tab.page).waitFor({state: 'detached'});
    // Focus returns to the button that opened it.
    assert.equal(await searchButton(tab.page).evaluate((button) => button === document.activeElement), true);

    // From anywhere on the page, not only from the button: Escape still hands the focus to the button.
    await tab.page.locator('body').click({position: {x: 5, y: 300}});
    await tab.page.keyboard.press('Control+k');
    await searchBox(tab.page).waitFor();
    await tab.page.keyboard.press('Escape');
    await dialog(tab.page).waitFor({state: 'detached'});
    const button = await searchButton(tab.page).elementHandle();
    await tab.page.waitForFunction((element) => document.activeElement === element, button);

    await tab.page.locator('body').click({position: {x: 5, y: 300}});
    await tab.page.keyboard.press('/');
    await searchBox(tab.page).waitFor();
    await tab.page.keyboard.press('Escape');
    await tab.context.close();
  });

  it('has a navbar button named by its visible text, shortcut hint aside, that keeps its name on a phone', async () => {
    for (const width of [1350, 412]) {
      const tab = await openPage(getBrowser(), {width});
      await visit(tab.page, '/evaluation/concepts');
      // An aria-label would replace the visible text as the name, and drift from it (axe: label-content-name-mismatch).
      assert.equal(await searchButton(tab.page).getAttribute('aria-label'), null, `${width} px`);
      await searchButton(tab.page).click();
      await searchBox(tab.page).waitFor();
      await tab.context.close();
    }
  });

  it('does not open on "/" while typing in a field', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/roadmap');
    const field = tab.page.getByRole('main').getByRole('searchbox').first();
    await field.click();
    await tab.page.keyboard.type('a/b');
    assert.equal(await dialog(tab.page).count(), 0);
    assert.equal(await field.inputValue(), 'a/b');
    await tab.context.close();
  });

  it('finds the LLM-as-a-judge evaluator first, grouped by page with highlighted matches', async () => {
    const tab = await openPage(getBrowser());
    // The Ask AI panel's Markdown renderer (marked, known by one of its error messages) waits until the reader asks.
    const scripts: Promise<string>[] = [];
    tab.page.on('response', (response) => {
      if (/\/assets\/js\//.test(response.url())) scripts.push(response.text().catch(() => ''));
    });
    await openSearch(tab);
    await searchBox(tab.page).fill('llm as a judge');
    const results = dialog(tab.page).getByRole('list', {name: 'Results for llm as a judge'});
    await results.waitFor();
    const first = results.getByRole('link').first();
    assert.equal(await first.getAttribute('href'), '/evaluation/configure-evaluators/llm-as-a-judge');
    assert.ok((await results.locator('mark').count()) > 0, 'matches are highlighted');
    assert.deepEqual(tab.problems.externalRequests, []);
    const loaded = await Promise.all(scripts);
    assert.ok(loaded.length > 0, 'the dialog loaded its code');
    assert.equal(loaded.filter((script) => script.includes('Infinite loop on byte')).length, 0);
    await tab.context.close();
  });

  it('answers a question typed as a reader asks it, the answering page in the top five', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    const question = 'How can I stop personal data like emails from being stored in traces?';
    await searchBox(tab.page).fill(question);
    await dialog(tab.page)
      .getByRole('link', {name: /^See all \d+ results$/})
      .waitFor();
    const hrefs = await dialog(tab.page)
      .getByRole('list', {name: `Results for ${question}`})
      .locator(':scope > li > a[aria-describedby]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(
      hrefs.slice(0, 5).includes('/observability/trace-with-python-sdk/redact-sensitive-data'),
      JSON.stringify(hrefs),
    );
    await tab.context.close();
  });

  it('labels the results with the query they answer, and does not download pages it lists', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    await searchBox(tab.page).fill('tracing');
    await dialog(tab.page).getByRole('list', {name: 'Results for tracing'}).getByRole('link').first().waitFor();
    const pageCode: string[] = [];
    tab.page.on('request', (request) => {
      if (/\/assets\/js\//.test(request.url())) pageCode.push(request.url());
    });
    await searchBox(tab.page).fill('kubernetes');
    const results = dialog(tab.page).getByRole('list', {name: 'Results for kubernetes'});
    await results.getByRole('link').first().waitFor();
    // While the new query runs, the previous results stay but are not presented as its answer.
    assert.match(await results.innerText(), /kubernetes/i);
    assert.deepEqual(pageCode, [], 'listing a page does not fetch its code; pointing at it does');
    const preload = tab.page.waitForRequest((request) => /\/assets\/js\//.test(request.url()));
    await results.getByRole('link').first().hover();
    await preload;
    await tab.context.close();
  });

  it('tells apart two pages with the same title by where they sit', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    await searchBox(tab.page).fill('distributed tracing');
    const results = dialog(tab.page).getByRole('list', {name: 'Results for distributed tracing'});
    await dialog(tab.page)
      .getByRole('link', {name: /^See all \d+ results$/})
      .waitFor();
    const sameTitle = (await resultsWithBreadcrumbs(results)).filter(
      (result) => result.title === 'Distributed Tracing',
    );
    assert.equal(sameTitle.length, 2, JSON.stringify(sameTitle));
    assert.deepEqual(sameTitle.map((result) => result.breadcrumb).sort(), [
      'Docs › Observability › Trace with OpenTelemetry',
      'Docs › Observability › Trace with Python SDK',
    ]);
    await tab.context.close();
  });

  it('shows code in an excerpt on its own lines, and prose when the page explains the match', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    await searchBox(tab.page).fill('OTLPTraceExporter');
    await dialog(tab.page)
      .getByRole('link', {name: /^See all \d+ results$/})
      .waitFor();
    const code = dialog(tab.page).locator('[data-excerpt="code"]').first();
    // innerText follows the rendering: it has line breaks only where the reader sees them.
    assert.match(await code.innerText(), /\S\n\S/);
    assert.equal(await code.evaluate((element) => getComputedStyle(element).whiteSpace), 'pre-wrap');

    await searchBox(tab.page).fill('traceparent');
    const results = dialog(tab.page).getByRole('list', {name: 'Results for traceparent'});
    await dialog(tab.page)
      .getByRole('link', {name: /^See all \d+ results$/})
      .waitFor();
    const otel = results.locator(':scope > li', {
      has: tab.page.locator('a[href="/observability/trace-with-opentelemetry/distributed-tracing"]'),
    });
    assert.equal(await otel.locator(':scope > a [data-excerpt]').getAttribute('data-excerpt'), 'prose');
    await tab.context.close();
  });

  it('navigates with the arrow keys and Enter', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    await searchBox(tab.page).fill('otel collector');
    await dialog(tab.page).getByRole('list', {name: 'Results for otel collector'}).waitFor();
    await tab.page.keyboard.press('ArrowDown');
    const target = await tab.page.evaluate(() => document.activeElement?.getAttribute('href'));
    assert.ok(target, 'a result has focus');
    await tab.page.keyboard.press('Enter');
    await tab.page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
    await dialog(tab.page).waitFor({state: 'detached'});
    await tab.context.close();
  });

  it('leads to /search with "See all N results"', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    await searchBox(tab.page).fill('tracing');
    const seeAll = dialog(tab.page).getByRole('link', {name: /^See all \d+ results$/});
    await seeAll.click();
    await tab.page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'tracing');
    await tab.page.getByRole('heading', {level: 1, name: /Search results for “tracing”/}).waitFor();
    await tab.context.close();
  });

  it('remembers recent searches and lets the reader star and remove them', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    await searchBox(tab.page).fill('semantic similarity');
    await dialog(tab.page)
      .getByRole('list', {name: 'Results for semantic similarity'})
      .getByRole('link')
      .first()
      .click();
    await dialog(tab.page).waitFor({state: 'detached'});

    await tab.page.keyboard.press('Control+k');
    const recent = dialog(tab.page).getByRole('region', {name: 'Recent'});
    await recent.waitFor();
    const entry = recent.getByRole('listitem').first();
    const title = (await entry.getByRole('link').innerText()).trim();
    await entry.getByRole('button', {name: /to favourites/}).click();
    const favourites = dialog(tab.page).getByRole('region', {name: 'Favourites'});
    await favourites.getByRole('link', {name: title}).waitFor();
    await favourites.getByRole('button', {name: `Remove "${title}" from favourites`}).click();
    await favourites.waitFor({state: 'detached'});
    await recent.getByRole('button', {name: `Remove "${title}" from recent searches`}).click();
    await recent.waitFor({state: 'detached'});
    await tab.context.close();
  });

  it('helps when nothing matches', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    // The index matches loosely (typos, parts of words); ten q's match nothing in these docs.
    await searchBox(tab.page).fill('qqqqqqqqqq');
    await dialog(tab.page).getByText('No results found for').waitFor();
    await dialog(tab.page).getByText('Try searching for').waitFor();
    await dialog(tab.page).getByText('Believe this query should return results?').waitFor();
    assert.match(
      (await dialog(tab.page).getByRole('link', {name: 'Let us know.'}).getAttribute('href')) ?? '',
      /issues/,
    );
    await tab.context.close();
  });

  it('says so when the index cannot be fetched', async () => {
    const tab = await openPage(getBrowser());
    await tab.context.route('**/search-index/**', (route) => route.abort('failed'));
    await openSearch(tab);
    await searchBox(tab.page).fill('tracing');
    await dialog(tab.page).getByText('Unable to fetch results').waitFor();
    await dialog(tab.page).getByText('You might want to check your network connection.').waitFor();
    assert.equal(await dialog(tab.page).getByRole('list', {name: 'Results for tracing'}).count(), 0);
    await tab.context.close();
  });

  it('keeps the title matches it has when only the body tier cannot be fetched', async () => {
    const tab = await openPage(getBrowser());
    await tab.context.route(BODY_TIER, (route) => route.abort('failed'));
    await openSearch(tab);
    await searchBox(tab.page).fill('kubernetes');
    await dialog(tab.page).getByText('Unable to fetch results').waitFor();
    const results = dialog(tab.page).getByRole('list', {name: 'Results for kubernetes'});
    assert.equal(
      await results.getByRole('link').first().getAttribute('href'),
      '/self-host/guides/deploy-to-kubernetes',
    );
    assert.equal(
      await dialog(tab.page)
        .getByRole('link', {name: /^See all/})
        .count(),
      0,
    );
    await tab.context.close();
  });

  it('shows title and heading matches at once, then adds full-text matches below them', async () => {
    const tab = await openPage(getBrowser());
    const releaseFullText = await holdFullTextIndex(tab);
    await openSearch(tab);
    await searchBox(tab.page).fill('tracing');
    const results = dialog(tab.page).getByRole('list', {name: 'Results for tracing'});
    await results.getByRole('link').first().waitFor();
    const quickLinks = await results
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const quickPages = quickLinks.filter((href) => !href?.includes('#'));
    assert.ok(quickPages.length > 0 && quickPages.length <= 5, 'at most five title matches come first');
    // Until the full-text engine answers, the count is unknown and the results are marked as still loading.
    assert.equal(
      await dialog(tab.page)
        .getByRole('link', {name: /^See all/})
        .count(),
      0,
    );
    assert.equal(await results.locator('xpath=..').getAttribute('aria-busy'), 'true');

    releaseFullText();
    await dialog(tab.page)
      .getByRole('link', {name: /^See all \d+ results$/})
      .waitFor();
    const allLinks = await results
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const pageLinks = allLinks.filter((href) => !href?.includes('#'));
    assert.deepEqual(pageLinks.slice(0, quickPages.length), quickPages, 'the first results keep their place');
    assert.ok(
      pageLinks.length > quickPages.length,
      `full-text matches are added below: ${JSON.stringify({quickLinks, allLinks})}`,
    );
    assert.equal(await results.locator('xpath=..').getAttribute('aria-busy'), 'false');
    await tab.context.close();
  });

  it('treats hostile queries as text', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    for (const query of HOSTILE_QUERIES) {
      await searchBox(tab.page).fill(query);
      await searchSettled(tab.page, dialog(tab.page));
    }
    assert.equal(await tab.page.evaluate(() => (window as unknown as {__xss?: number}).__xss), undefined);
    assert.equal(await dialog(tab.page).locator('img, script').count(), 0);
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });
});

describe('/search page', () => {
  it('shows the results of ?q= on a direct visit, filters by section and keeps the URL in step', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/search?q=deploy');
    const main = tab.page.getByRole('main');
    await main.getByRole('heading', {level: 1, name: /Search results for “deploy”/}).waitFor();
    await main
      .getByRole('status')
      .filter({hasText: /pages? found/})
      .waitFor();
    // Ten results at a time (the page tier's first five, then the whole index's), and as many again on request.
    const shownResults = (count: number) =>
      tab.page.waitForFunction(
        (shown) => document.querySelectorAll('main ol[data-search-results] > li').length === shown,
        count,
      );
    await shownResults(10);
    const countText = await main
      .getByRole('status')
      .filter({hasText: /pages? found/})
      .textContent();
    const found = Number(countText?.split(' ')[0]);
    assert.ok(found > 10, `${countText}`);
    await main.getByRole('button', {name: 'Show more results'}).click();
    await shownResults(Math.min(found, 20));
    // A section listed without an excerpt (a heading match) has no dangling dash after its link.
    const sectionTexts = await main
      .locator('ol > li > ul > li')
      .evaluateAll((items) => items.map((item) => (item.textContent ?? '').trim()));
    assert.ok(sectionTexts.length > 0, 'sections are listed under their pages');
    assert.deepEqual(
      sectionTexts.filter((text) => text.endsWith('—')),
      [],
    );
    await main.getByRole('button', {name: /^Self-host/}).click();
    await tab.page.waitForURL((url) => url.searchParams.get('section') === 'Self-host');
    // Every result shown is from the chosen section.
    await tab.page.waitForFunction(() => {
      // The first place of each result's breadcrumb is its section.
      const labels = Array.from(
        document.querySelectorAll('main ol > li > div:first-child > span:first-child'),
        (node) => node.textContent,
      );
      return labels.length > 0 && labels.every((label) => label === 'Self-host');
    });
    const box = main.getByRole('searchbox', {name: 'Search docs'});
    await box.fill('kubernetes');
    await tab.page.waitForURL((url) => url.searchParams.get('q') === 'kubernetes');
    await main.getByRole('list', {name: 'Results for kubernetes'}).getByRole('link').first().waitFor();
    // A query nothing matches says so, and offers queries that do.
    await box.fill('qqzzxv');
    await main.getByText('No results found for').waitFor();
    assert.equal(await main.locator('q').textContent(), 'qqzzxv');
    assert.ok((await main.getByRole('button', {name: 'tracing', exact: true}).count()) === 1);
    await tab.context.close();
  });

  it('fetches only the shards of the body tier that the query reads, never the whole tier', async () => {
    const tab = await openPage(getBrowser());
    const fetched: string[] = [];
    tab.page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.includes('/search-index/')) fetched.push(pathname);
    });
    await visit(tab.page, '/search?q=evaluation');
    const main = tab.page.getByRole('main');
    await main.locator('[data-search-complete]').waitFor();
    await main.getByRole('list', {name: 'Results for evaluation'}).getByRole('link').first().waitFor();
    assert.equal(await main.locator('ol[data-search-results] > li').count(), 10);
    assert.ok(!fetched.some((file) => file.endsWith('/body.json')), fetched.join(' '));
    const shards = fetched.filter((file) => file.includes('/search-index/shards/'));
    // The meta file, a word file, a bucket of postings and the texts of the ten pages shown.
    assert.ok(shards.length > 0 && shards.length <= 20, shards.join(' '));
    await tab.context.close();
  });

  it('keeps the section filters in place when their counts arrive, on a phone', async () => {
    const tab = await openPage(getBrowser(), {width: 412, height: 823});
    const releaseIndex = await holdFullTextIndex(tab);
    await visit(tab.page, '/search?q=tracing');
    const filters = tab.page.getByRole('group', {name: 'Filter by section'}).getByRole('button');
    const boxes = () =>
      filters.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON()));
    const before = await boxes();
    releaseIndex();
    await filters
      .filter({hasText: /\(\d+\)/})
      .first()
      .waitFor();
    assert.deepEqual(await boxes(), before);
    await tab.context.close();
  });

  it('renders the same results list as the modal, breadcrumbs included', async () => {
    const tab = await openPage(getBrowser());
    await openSearch(tab);
    await searchBox(tab.page).fill('tracing');
    await dialog(tab.page)
      .getByRole('link', {name: /^See all \d+ results$/})
      .waitFor();
    const inModal = await listMarkup(dialog(tab.page).getByRole('list', {name: 'Results for tracing'}));
    await visit(tab.page, '/search?q=tracing');
    const pageList = tab.page.getByRole('main').getByRole('list', {name: 'Results for tracing'});
    await pageList.getByRole('link').first().waitFor();
    assert.deepEqual(await listMarkup(pageList), inModal);
    assert.equal(inModal.tag, 'OL');
    assert.ok(inModal.marked && inModal.breadcrumbClasses.length > 0 && inModal.excerptKinds);
    const sameTitle = (await resultsWithBreadcrumbs(pageList)).filter(
      (result) => result.title === 'Distributed Tracing',
    );
    assert.equal(new Set(sameTitle.map((result) => result.breadcrumb)).size, sameTitle.length);
    await tab.context.close();
  });

  it('follows the back button', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/search?q=tracing');
    await tab.page.getByRole('main').getByRole('link').first().waitFor();
    await tab.page.getByRole('main').getByRole('heading', {level: 2}).first().getByRole('link').click();
    await tab.page.waitForURL((url) => url.pathname !== '/search');
    await tab.page.goBack();
    await tab.page.waitForURL((url) => url.pathname === '/search');
    assert.equal(await tab.page.getByRole('main').getByRole('searchbox').inputValue(), 'tracing');
    await tab.context.close();
  });

  for (const query of HOSTILE_QUERIES) {
    it(`stays calm with ?q=${JSON.stringify(query.slice(0, 30))}`, async () => {
      const tab = await openPage(getBrowser());
      const response = await tab.page.goto(`${SITE}/search?q=${encodeURIComponent(query)}`);
      assert.equal(response?.status(), 200);
      await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await tab.page.getByRole('main').getByRole('heading', {level: 1}).waitFor();
      await searchSettled(tab.page, tab.page.getByRole('main'));
      assert.equal(await tab.page.evaluate(() => (window as unknown as {__xss?: number}).__xss), undefined);
      assert.deepEqual(tab.problems.consoleErrors, []);
      await tab.context.close();
    });
  }
});
