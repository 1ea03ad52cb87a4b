import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {describe, it} from 'node:test';
import YAML from 'yaml';
import {operationSlug} from '../../plugins/api-reference/operationSlug';
import {operationPagePath} from './support/apiPages';
import {openPage, seriousAccessibilityViolations, SITE, useBrowser, visit} from './support/browser';

const getBrowser = useBrowser();

const spec = YAML.parse(readFileSync(path.resolve(__dirname, '../../docs/reference/openapi.yaml'), 'utf8'));

/** Ten operations spread over the description: every ~36th, so the sample covers many tags and methods. */
const sample = Object.entries(spec.paths as Record<string, Record<string, {summary: string}>>)
  .flatMap(([apiPath, item]) =>
    ['get', 'post', 'put', 'patch', 'delete']
      .filter((method) => item[method])
      .map((method) => ({method: method.toUpperCase(), apiPath, slug: operationSlug(item[method].summary)})),
  )
  .filter((_, index, all) => index % Math.floor(all.length / 10) === 0)
  .slice(0, 10);

const LANGUAGE_TABS = ['python', 'curl', 'c#', 'go', 'node.js', 'ruby', 'php', 'java', 'powershell'];

/** Strings only postman-code-generators' code holds, and the request builder's send button. */
const CODE_GENERATOR = /getLanguageList|HTTP_Request2/;
const REQUEST_BUILDER = 'Send API Request';
/** A class name only the OpenAPI theme's schema code writes: its schema trees, drawn on the server only. */
const SCHEMA_CODE = 'openapi-schema__list-item';

/** The response code tabs of an API page's responses island. */
const responseTabs = (page: import('playwright-core').Page) =>
  page.locator('#api-island-status-codes [role="tablist"]').first().getByRole('tab');

/** The island parts of the page once they show their content, neither loading nor failed. */
async function islandsShown(page: import('playwright-core').Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.api-island').length >= 3 &&
      document.querySelectorAll('.api-island--loading, .api-island--failed').length === 0,
  );
}

/**
 * Records every layout shift of the page from its first frame (a PerformanceObserver added before the page's own
 * scripts). Shifts depend on the layout, not on timing: a page that moves does so on every load.
 */
async function recordLayoutShifts(context: import('playwright-core').BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: {value: number; sources: string[]}[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {node?: Node | null}[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : 'text',
        );
        shifts.push({value: entry.value, sources});
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shifts so far, once the frames after hydration have been drawn. */
async function layoutShifts(page: import('playwright-core').Page): Promise<{value: number; sources: string[]}[]> {
  return page.evaluate(async () => {
    for (let drawn = 0; drawn < 2; drawn += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as {layoutShifts: {value: number; sources: string[]}[]}).layoutShifts;
  });
}

const SELF_HOSTED_STUB = 'self-hosted-stub';

/** A server on this machine standing in for a self-hosted Tessera: it answers any request and remembers it. */
async function startSelfHostedApi(): Promise<{origin: string; requests: http.IncomingMessage[]; close(): void}> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    // The docs page calls it from another origin: allow that, credentials and headers included.
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    requests.push(request);
    response.writeHead(200, {'Content-Type': 'application/json'}).end(`{"answered_by":"${SELF_HOSTED_STUB}"}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {origin: `http://127.0.0.1:${port}`, requests, close: () => server.close()};
}

/** Records the text of every script the page downloads, in order. */
function recordScripts(page: import('playwright-core').Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    response.text().then(
      (text) => scripts.push(text),
      () => undefined,
    );
  });
  return scripts;
}

describe('API reference', () => {
  it('lists the resources on the category index: docs nouns, what each is, key operations, no emoji', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/reference/api/category');
    const main = tab.page.getByRole('main');
    for (const group of [
      'Variants',
      'Evaluations',
      'Evaluators',
      'Apps',
      'Test sets',
      'Human evaluations',
      'Configs',
    ]) {
      assert.ok((await main.getByRole('link', {name: group, exact: true}).count()) > 0, `${group} is listed`);
    }
    const text = await main.innerText();
    assert.doesNotMatch(text, /Testsets|Human-Evaluations/, 'the docs nouns, not the tag names');
    assert.doesNotMatch(text, /\p{Extended_Pictographic}/u, 'no emoji icons');
    assert.doesNotMatch(text, /\b\d+ items\b/, 'what a resource is, not how many items it has');
    assert.match(text, /Test cases to run your application on/);
    assert.match(
      text,
      /Introduction\s+Base URL, authentication with API keys, errors/,
      'the introduction says what it covers',
    );
    const testSetOperations = main.getByRole('list', {name: 'Key operations of Test sets'}).getByRole('link');
    const count = await testSetOperations.count();
    assert.ok(count >= 2 && count <= 4, `2–3 key operations and a link to all (${count})`);
    assert.ok((await main.locator('svg.lucide').count()) >= 10, 'the navbar’s icon set');
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });

  it('puts "Copy page" beside the operation’s title, as on docs pages', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, operationPagePath('POST', '/keys'));
    const title = await tab.page.getByRole('heading', {level: 1}).boundingBox();
    const copy = await tab.page.getByRole('button', {name: 'Copy page'}).boundingBox();
    assert.ok(title && copy);
    assert.ok(copy.y < title.y + title.height && copy.y + copy.height > title.y, 'on the title’s line');
    assert.ok(copy.x > title.x, 'to its right');
    await tab.context.close();
  });

  it('sends /reference/api to the category index', async () => {
    const tab = await openPage(getBrowser());
    await tab.page.goto(new URL('/reference/api', SITE).href);
    await tab.page.waitForURL((url) => url.pathname === '/reference/api/category');
    await tab.context.close();
  });

  for (const operation of sample) {
    it(`documents ${operation.method} ${operation.apiPath}`, async () => {
      const tab = await openPage(getBrowser());
      await recordLayoutShifts(tab.context);
      const response = await visit(tab.page, `/reference/api/${operation.slug}`);
      assert.equal(response?.status(), 200);
      const main = tab.page.getByRole('main');
      await main.getByRole('heading', {level: 1}).waitFor();
      const text = await main.innerText();
      assert.match(text, new RegExp(`\\b${operation.method}\\b`), 'shows the method');
      // The page writes path parameters as :name.
      const shownPath = operation.apiPath.replace(/\/$/, '').replace(/\{([^}]+)\}/g, ':$1');
      assert.ok(text.includes(shownPath), `shows the path ${shownPath}`);
      assert.match(text, /Responses/, 'has a responses section');
      assert.match(text, /Schema/i, 'shows a response schema');
      // The request samples come with the page, built ahead.
      const samples = main.getByRole('tablist', {name: 'Request sample language'});
      const tabs = (await samples.getByRole('tab').allTextContents()).map((label) => label.trim().toLowerCase());
      for (const language of LANGUAGE_TABS) assert.ok(tabs.includes(language), `${language} code sample tab`);
      // Nothing moves while the page loads and hydrates (budget: CLS ≤ 0.01, config/budgets.ts).
      const shifts = await layoutShifts(tab.page);
      const shifted = shifts.reduce((sum, shift) => sum + shift.value, 0);
      assert.ok(shifted <= 0.01, `layout shift ${shifted.toFixed(4)}: ${JSON.stringify(shifts)}`);
      assert.deepEqual(tab.problems.consoleErrors, []);
      assert.deepEqual(tab.problems.externalRequests, [], 'the page itself calls no API');
      await tab.context.close();
    });
  }

  it('documents path parameters', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/reference/api/fetch-trace-by-id');
    const text = await tab.page.getByRole('main').innerText();
    assert.match(text, /Path Parameters/i);
    assert.match(text, /trace_id/);
    await tab.context.close();
  });

  it('lists the operations of a tag on its tag page', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/reference/api/configs');
    const main = tab.page.getByRole('main');
    for (const name of ['Get config', 'Get config deployment revision', 'Revert deployment revision']) {
      assert.ok((await main.getByRole('link', {name}).count()) > 0, `${name} is listed`);
    }
    // Each card says what the operation does: the tag page carries the descriptions (not every API page's first load).
    const cards = await main.locator('article').allInnerTexts();
    assert.ok(cards.length >= 3, `${cards.length} cards`);
    for (const card of cards) assert.match(card, /\n\s*\S.{10,}/, `a description under the name: ${card}`);
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });

  it('loads a hidden response’s panel when its tab is selected, not with the page', async () => {
    const html = await (await fetch(new URL('/reference/api/create-runs', SITE))).text();
    assert.doesNotMatch(html, /The Authorization header is missing/, 'the 401 panel is not in the HTML');
    const tab = await openPage(getBrowser());
    const panelFiles: string[] = [];
    tab.page.on('request', (request) => {
      if (request.url().includes('/assets/api-panels/')) panelFiles.push(request.url());
    });
    await visit(tab.page, '/reference/api/create-runs');
    await islandsShown(tab.page);
    assert.deepEqual(panelFiles, [], 'nothing loads before a reader selects a tab');
    await responseTabs(tab.page).getByText('401', {exact: true}).click();
    await tab.page
      .getByText(/The Authorization header is missing/)
      .first()
      .waitFor();
    // Its own Schema / Example tabs work, and its example has a copy button.
    await tab.page.locator('#api-island-status-codes [role="tab"]:visible', {hasText: 'Example'}).first().click();
    await tab.page.locator('#api-island-status-codes [role="tabpanel"]:visible pre').first().waitFor();
    assert.equal(panelFiles.length, 1, 'one file for the page’s panels');
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });

  it('opens an object of a single property, beyond the first level, and keeps bigger ones closed', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/reference/api/create-runs');
    const schema = tab.page.locator('#api-island-request-schema');
    const objectNamed = (name: string) =>
      schema
        .locator('details')
        .filter({has: tab.page.locator(':scope > summary strong', {hasText: new RegExp(`^${name}$`)})});
    const isOpen = (details: import('playwright-core').Locator) =>
      details.first().evaluate((element) => (element as HTMLDetailsElement).open);
    assert.equal(await isOpen(objectNamed('inputs')), true, 'inputs (one property, key) is open');
    assert.equal(await isOpen(objectNamed('data')), false, 'data (several properties) stays closed');
    // Open its ancestors (closed: several properties each): its one property shows without another click.
    await objectNamed('data').first().locator(':scope > summary').click();
    await objectNamed('steps').first().locator(':scope > summary').click();
    assert.ok(await objectNamed('inputs').first().getByText('key', {exact: true}).first().isVisible());
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });

  it('styles API pages from their first paint, and keeps their styles off other pages', async () => {
    const apiStylesheets = (page: import('playwright-core').Page) =>
      page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) =>
          links.map((link) => (link as HTMLLinkElement).href).filter((href) => href.includes('api-reference')),
        );
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/evaluation/concepts');
    assert.deepEqual(await apiStylesheets(tab.page), [], 'a docs page does not load the API styles');

    // Without scripts, what the server sent is all there is: the API page's own HTML must link its styles.
    const noScripts = await getBrowser().newContext({javaScriptEnabled: false});
    const apiPage = await noScripts.newPage();
    await apiPage.goto(`${SITE}/reference/api/configs-fetch`);
    assert.equal((await apiStylesheets(apiPage)).length, 1);
    const endpoint = apiPage.locator('.openapi__method-endpoint').first();
    assert.equal(await endpoint.evaluate((element) => getComputedStyle(element).display), 'flex');
    await noScripts.close();

    // Reached from another page, the API page loads its styles with its code.
    await tab.page.evaluate(() => {
      window.history.pushState({}, '', '/reference/api/configs-fetch');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await tab.page.getByRole('heading', {level: 1, name: 'Configs fetch'}).waitFor();
    assert.equal((await apiStylesheets(tab.page)).length, 1);
    await tab.context.close();
  });

  it('never skips a heading level, the request builder included', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/reference/api/configs-fetch');
    await tab.page.getByRole('button', {name: 'Try it', exact: true}).click();
    await tab.page.getByRole('button', {name: /Send API Request/i}).waitFor();
    const levels = await tab.page
      .locator('main :is(h1, h2, h3, h4, h5, h6, [role="heading"])')
      .evaluateAll((headings) =>
        headings.map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))),
      );
    assert.equal(levels[0], 1);
    const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1] + 1);
    assert.deepEqual(skips, [], `heading levels in order: ${levels.join(' ')}`);
    await tab.context.close();
  });

  it('switches request samples without the request builder, and loads the builder on "Try it"', async () => {
    const tab = await openPage(getBrowser());
    const scripts = recordScripts(tab.page);
    await visit(tab.page, '/reference/api/create-api-key');
    const main = tab.page.getByRole('main');
    const samples = main.getByRole('tablist', {name: 'Request sample language'});
    await samples.getByRole('tab', {name: 'cURL'}).click();
    // The page holds the first language's sample only; cURL's loads on intent and shows once it has come.
    const shown = main.getByRole('tabpanel').filter({hasText: "curl -L '"});
    await shown.waitFor();
    assert.match(await shown.innerText(), /^curl -L 'https:\/\/cloud\.tessera\.example\/api\/keys'/);
    assert.equal(await main.getByRole('tab', {name: 'cURL'}).getAttribute('aria-selected'), 'true');
    // Idle: whatever the page loads on its own is in by now.
    await tab.page.waitForLoadState('networkidle');
    assert.ok(scripts.length > 2);
    assert.deepEqual(
      scripts.filter((code) => CODE_GENERATOR.test(code) || code.includes(REQUEST_BUILDER)).length,
      0,
      'no code generator and no request builder before the reader asks',
    );
    assert.ok(!scripts.some((code) => code.includes(SCHEMA_CODE)), "no schema code: the server's HTML is kept");

    const samplesBox = await main.locator('.openapi-right-panel__container').boundingBox();
    await main.getByRole('button', {name: 'Try it', exact: true}).click();
    await main.getByRole('button', {name: /Send API Request/i}).waitFor();
    const builderText = await main.innerText();
    assert.match(builderText, /Base URL/);
    assert.doesNotMatch(builderText, /Authorization: Authorization/i, 'no doubled label');
    const keyField = main.getByLabel('Authorization header');
    assert.equal(await keyField.getAttribute('placeholder'), 'ApiKey <TESSERA_API_KEY>');
    assert.ok(
      scripts.some((code) => code.includes(REQUEST_BUILDER)),
      'the builder came on request',
    );
    assert.ok(!scripts.some((code) => CODE_GENERATOR.test(code)), 'still no code generator');
    const after = await main.locator('.openapi-right-panel__container').boundingBox();
    assert.equal(after?.y, samplesBox?.y, 'the samples did not move');
    assert.equal(await main.locator('.openapi__method-endpoint-path').innerText(), '/keys', 'the path, no host');

    // "Try it" sends where the samples point: the Cloud / Self-hosted switch sets its server, also while it is open.
    const baseUrl = main.locator('[data-try-it-server]');
    assert.equal(await baseUrl.innerText(), 'https://cloud.tessera.example/api');
    const selfHosted = await startSelfHostedApi();
    try {
      // The address field shows for Self-hosted only, and applies on Enter.
      await main.getByRole('radio', {name: 'Self-hosted'}).check();
      await main.getByLabel('Self-hosted address').fill(selfHosted.origin);
      await main.getByLabel('Self-hosted address').press('Enter');
      await tab.page.waitForFunction(
        (expected) => document.querySelector('[data-try-it-server]')?.textContent === expected,
        `${selfHosted.origin}/api`,
      );
      await keyField.fill('ApiKey test-key');
      await main.getByRole('button', {name: /Send API Request/i}).click();
      await main.getByText(SELF_HOSTED_STUB).first().waitFor();
      assert.equal(selfHosted.requests.length, 1);
      assert.equal(selfHosted.requests[0].method, 'POST');
      assert.equal(selfHosted.requests[0].url, '/api/keys');
      assert.equal(selfHosted.requests[0].headers.authorization, 'ApiKey test-key');
    } finally {
      selfHosted.close();
    }
    await main.getByRole('radio', {name: 'Tessera Cloud'}).check();
    await tab.page.waitForFunction(
      () => document.querySelector('[data-try-it-server]')?.textContent === 'https://cloud.tessera.example/api',
    );
    assert.deepEqual(tab.problems.externalRequests, []);
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });

  for (const mode of ['light', 'dark']) {
    it(`keeps the opened request builder accessible in ${mode} mode`, async () => {
      // The sitemap sweep sees API pages before "Try it"; the builder is checked here.
      const tab = await openPage(getBrowser());
      await tab.context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await visit(tab.page, '/reference/api/create-api-key');
      await tab.page.getByRole('button', {name: 'Try it', exact: true}).click();
      await tab.page.getByRole('button', {name: /Send API Request/i}).waitFor();
      assert.equal(await tab.page.evaluate(() => document.documentElement.dataset.theme), mode);
      assert.deepEqual(await seriousAccessibilityViolations(tab.page), []);
      await tab.context.close();
    });
  }

  it('remembers the sample language across pages, and copies the sample as shown', async () => {
    const tab = await openPage(getBrowser());
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(tab.page, '/reference/api/create-api-key');
    const main = tab.page.getByRole('main');
    await main.getByRole('tab', {name: 'Go'}).click();
    await visit(tab.page, '/reference/api/configs-fetch');
    const goTab = main.getByRole('tab', {name: 'Go'});
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await tab.page.waitForFunction(
      () =>
        document.querySelector('[aria-label="Request sample language"] [aria-selected="true"]')?.textContent === 'Go',
    );
    assert.equal(await goTab.getAttribute('aria-selected'), 'true');
    const panel = main.getByRole('tabpanel').filter({has: tab.page.locator('pre.language-go')});
    await panel.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await tab.page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await panel.locator('code').innerText());
    assert.match(copied, /^package main/);
    await tab.context.close();
  });

  it('switches response and schema tabs by mouse and keyboard, and opens schema details, without the theme code', async () => {
    const tab = await openPage(getBrowser());
    const scripts = recordScripts(tab.page);
    await visit(tab.page, '/reference/api/configs-fetch');
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await islandsShown(tab.page);
    const codes = responseTabs(tab.page);
    // The index of the response panel that shows, among the panels of the response code tabs.
    const shownPanel = () =>
      tab.page.evaluate(() => {
        const container = document
          .querySelector('#api-island-status-codes [role="tablist"]')
          ?.closest('.openapi-tabs__container');
        const panels = Array.from(container?.querySelectorAll<HTMLElement>('[role="tabpanel"]') ?? []).filter(
          (panel) => panel.parentElement?.closest('.tabs-container, .openapi-tabs__container') === container,
        );
        return panels.findIndex((panel) => !panel.hidden);
      });
    assert.equal(await codes.nth(0).getAttribute('aria-selected'), 'true');
    await codes.nth(1).click();
    assert.equal(await codes.nth(1).getAttribute('aria-selected'), 'true');
    assert.equal(await codes.nth(0).getAttribute('aria-selected'), 'false');
    assert.match((await codes.nth(1).getAttribute('class')) ?? '', /\bactive\b/);
    assert.doesNotMatch((await codes.nth(0).getAttribute('class')) ?? '', /\bactive\b/);
    assert.equal(await shownPanel(), 1, "the tab's panel shows, the others are hidden");

    // Keyboard: arrows move the focus along the tabs, Enter selects.
    await codes.nth(1).focus();
    await tab.page.keyboard.press('ArrowRight');
    assert.equal(await codes.nth(2).evaluate((element) => element === document.activeElement), true);
    await tab.page.keyboard.press('Enter');
    assert.equal(await codes.nth(2).getAttribute('aria-selected'), 'true');
    assert.equal(await codes.nth(1).getAttribute('aria-selected'), 'false');
    assert.equal(await shownPanel(), 2);

    // A response's Schema / Example tabs, nested in its panel, switch theirs: the example shows.
    await tab.page.waitForLoadState('networkidle');
    const scriptsBefore = scripts.length;
    const example = tab.page.locator('#api-island-status-codes [role="tab"]:visible', {hasText: 'Example'}).first();
    await example.click();
    const exampleBlock = tab.page.locator('#api-island-status-codes .theme-code-block:visible').first();
    await exampleBlock.waitFor();
    // Highlighted by the server: it shows coloured at once, and no highlighter downloads for it.
    assert.ok((await exampleBlock.locator('.token').count()) > 0, 'the example is highlighted');
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await exampleBlock.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await tab.page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await exampleBlock.locator('pre code').innerText());
    assert.match(copied, /^\{\n/, 'the example, line by line');

    // The request body's first level is open by default (issue 30); its properties close and open like any <details>.
    const body = tab.page.locator('#api-island-request-schema details:visible').first();
    assert.equal(await body.evaluate((element) => (element as HTMLDetailsElement).open), true, 'the body is open');
    const property = body.locator('details:visible').first();
    const marked = await property.evaluate((element) => {
      element.setAttribute('data-probe', '');
      return element.querySelector('summary')?.textContent ?? '';
    });
    const details = tab.page.locator('details[data-probe]');
    const isOpen = () => details.evaluate((element) => (element as HTMLDetailsElement).open);
    assert.equal(await isOpen(), true, `${marked}: a first-level property is open`);
    await details.locator('summary').first().click();
    assert.equal(await isOpen(), false, marked);
    assert.equal(await details.locator(':scope > summary + *').isVisible(), false, 'its properties hide');
    await details.locator('summary').first().click();
    assert.equal(await isOpen(), true, marked);
    assert.ok(await details.locator(':scope > summary + *').isVisible(), 'its properties show');

    // The request body's oneOf choices are tabs too, each with its own panel.
    const choices = tab.page.locator('#api-island-request-schema .openapi-tabs__schema').first().getByRole('tab');
    await choices.nth(1).click();
    assert.equal(await choices.nth(1).getAttribute('aria-selected'), 'true');
    await tab.page.waitForLoadState('networkidle');
    assert.equal(scripts.length, scriptsBefore, 'no script came with the tabs and their examples');

    // A media type chosen in one response is chosen in every response, as the theme's tabs did. The API describes one
    // per response: a second is added to two of them from their own markup.
    await tab.page.evaluate(() => {
      const lists = Array.from(
        document.querySelectorAll<HTMLElement>('#api-island-status-codes [role="tablist"].openapi-tabs__mime'),
      );
      const shown = lists.find((list) => list.getClientRects().length > 0);
      const hidden = lists.find((list) => list.getClientRects().length === 0);
      for (const [probe, list] of [
        ['shown', shown],
        ['hidden', hidden],
      ] as const) {
        if (!list) continue;
        list.dataset.probe = probe;
        const xml = list.querySelector('[role="tab"]')?.cloneNode() as HTMLElement;
        Object.assign(xml, {textContent: 'application/xml', tabIndex: -1, className: 'tabs__item'});
        xml.setAttribute('aria-selected', 'false');
        list.append(xml);
        const panel = list.closest('.tabs-container')?.querySelector(':scope > .margin-top--md > [role="tabpanel"]');
        const xmlPanel = panel?.cloneNode() as HTMLElement;
        Object.assign(xmlPanel, {hidden: true, textContent: 'The XML body'});
        panel?.after(xmlPanel);
      }
    });
    const mediaType = (probe: string, name: string) =>
      tab.page.locator(`[data-probe="${probe}"]`).getByRole('tab', {name, includeHidden: true});
    await mediaType('shown', 'application/xml').click();
    assert.equal(await mediaType('hidden', 'application/xml').getAttribute('aria-selected'), 'true');
    assert.equal(await mediaType('hidden', 'application/json').getAttribute('aria-selected'), 'false');

    // A link inside an island moves within the application, as the site's own links do.
    await tab.page.evaluate(() => {
      Object.assign(window, {stillTheSameDocument: true});
      const link = Object.assign(document.createElement('a'), {href: '/reference/api/configs-history'});
      link.textContent = 'See the history';
      document.querySelector('#api-island-request-schema')?.prepend(link);
    });
    await tab.page.getByRole('link', {name: 'See the history'}).click();
    await tab.page.getByRole('heading', {level: 1, name: 'Configs history'}).waitFor();
    assert.equal(await tab.page.evaluate(() => 'stillTheSameDocument' in window), true, 'no full page load');
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });

  it('shows the schemas after client-side navigation: docs → API page → another API page', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/evaluation/concepts');
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await tab.page.getByRole('contentinfo').getByRole('link', {name: 'API reference'}).click();
    await tab.page.waitForURL((url) => url.pathname === '/reference/api/category');
    // A tag page opens its category of the sidebar, whose operations are then links to click.
    await tab.page
      .getByRole('main')
      .getByRole('link', {name: /\bConfigs\b/})
      .first()
      .click();
    await tab.page.waitForURL((url) => url.pathname === '/reference/api/configs');
    const operationLinks = tab.page.locator('nav .api-method a.menu__link:visible');
    for (let visited = 0; visited < 2; visited += 1) {
      const link = operationLinks.nth(visited);
      const target = await link.getAttribute('href');
      const title = (await link.innerText()).trim();
      await link.click();
      await tab.page.waitForURL((url) => url.pathname === target);
      // The new page has rendered (the previous page's islands are gone), then its islands have their content.
      await tab.page.getByRole('heading', {level: 1, name: title, exact: true}).waitFor();
      await islandsShown(tab.page);
      const island = tab.page.locator('#api-island-status-codes');
      assert.match(await island.innerText(), /Responses/, `${target}: the responses`);
      assert.ok(
        (await island.locator('.openapi-schema__property, .openapi-schema__container').count()) > 0,
        `${target}: a schema`,
      );
      assert.match(await tab.page.locator('#api-island-method-endpoint').innerText(), /GET|POST|PUT|PATCH|DELETE/);
      // The fetched HTML works as the hydrated one does.
      const codes = responseTabs(tab.page);
      if ((await codes.count()) > 1) {
        await codes.nth(1).click();
        assert.equal(await codes.nth(1).getAttribute('aria-selected'), 'true');
      }
    }
    assert.deepEqual(tab.problems.consoleErrors, []);
    assert.deepEqual(tab.problems.failedRequests, []);
    await tab.context.close();
  });

  it('loads the other languages’ samples on intent only, and their tabs work by keyboard', async () => {
    const tab = await openPage(getBrowser());
    await tab.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sampleFiles: string[] = [];
    tab.page.on('request', (request) => {
      if (request.url().includes('/assets/api-samples/')) sampleFiles.push(request.url());
    });
    await visit(tab.page, '/reference/api/create-api-key');
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await tab.page.waitForLoadState('networkidle');
    assert.deepEqual(sampleFiles, [], 'a reader who reads the first sample downloads no other');
    const main = tab.page.getByRole('main');
    const python = main.getByRole('tab', {name: 'Python'});
    assert.equal(await python.getAttribute('aria-selected'), 'true');
    assert.match(await main.getByRole('tabpanel').filter({hasText: 'import'}).innerText(), /requests/);

    // Keyboard: focus reaches the tabs (intent), the arrow moves to cURL, which shows its sample once loaded.
    await python.focus();
    await tab.page.keyboard.press('ArrowRight');
    const curl = main.getByRole('tab', {name: 'cURL'});
    assert.equal(await curl.getAttribute('aria-selected'), 'true');
    assert.equal(await tab.page.evaluate(() => document.activeElement?.textContent), 'cURL');
    const curlPanel = main.getByRole('tabpanel').filter({has: tab.page.locator('pre.language-bash')});
    assert.match(
      await curlPanel.locator('code').innerText(),
      /^curl -L 'https:\/\/cloud\.tessera\.example\/api\/keys'/,
    );
    assert.equal(sampleFiles.length, 1, 'one file brings every language');
    await tab.page.keyboard.press('End');
    assert.equal(await main.getByRole('tab', {name: 'PowerShell'}).getAttribute('aria-selected'), 'true');
    const powershell = main.getByRole('tabpanel').filter({has: tab.page.locator('pre.language-powershell')});
    await powershell.getByRole('button', {name: 'Copy code to clipboard'}).click();
    assert.equal(
      await tab.page.evaluate(() => navigator.clipboard.readText()),
      await powershell.locator('code').innerText(),
    );
    assert.equal(sampleFiles.length, 1);
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });

  it('says so when another language’s sample cannot be loaded, and loads it on the next try', async () => {
    const tab = await openPage(getBrowser());
    let refuse = true;
    await tab.page.route('**/assets/api-samples/**', (route) =>
      refuse ? route.fulfill({status: 503, body: 'unavailable'}) : route.fallback(),
    );
    await visit(tab.page, '/reference/api/create-api-key');
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const main = tab.page.getByRole('main');
    await main.getByRole('tab', {name: 'Go'}).click();
    await main.getByRole('alert').filter({hasText: 'The Go sample could not be loaded'}).waitFor();
    refuse = false;
    await main.getByRole('tab', {name: 'Go'}).click();
    await main.getByRole('tabpanel').locator('pre.language-go').waitFor();
    await tab.context.close();
  });

  it('is complete without JavaScript: the first sample shows, and no dead "Try it" button', async () => {
    const noScripts = await getBrowser().newContext({javaScriptEnabled: false});
    const page = await noScripts.newPage();
    await page.goto(`${SITE}/reference/api/create-api-key`);
    const main = page.getByRole('main');
    await main.getByRole('heading', {level: 1, name: 'Create API key'}).waitFor();
    const visibleSamples = await main
      .locator('pre.api-code-sample')
      .evaluateAll((blocks) => blocks.filter((block) => (block as HTMLElement).offsetHeight > 0).length);
    // The first language's sample is in the HTML; the others need scripts to load (and to choose them).
    assert.equal(visibleSamples, 1);
    assert.match(await main.locator('pre.api-code-sample').first().innerText(), /import requests/);
    assert.equal(await main.getByRole('button', {name: 'Try it', exact: true}).isVisible(), false);
    assert.match(await main.innerText(), /Responses/);
    // The request body and response schemas are in the page, not placeholders waiting for scripts.
    assert.equal(await main.locator('.openapi-skeleton').count(), 0);
    const schemas = main.locator('.openapi-left-panel__container');
    await schemas.getByText('Body (application/json)', {exact: true}).first().waitFor();
    await schemas.getByText('Schema', {exact: true}).first().waitFor();
    await noScripts.close();
  });
});

// The API pages' routes reach the browser in a chunk of their own, when a reader goes there (plugins/lean-bundle).
describe('API pages’ routes, loaded on the way there', () => {
  it('hydrates an API page, moves docs → API page → API page by links and back, and 404s an unknown operation', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/reference/api/configs-fetch');
    const heading = tab.page.getByRole('main').getByRole('heading', {level: 1});
    assert.equal((await heading.innerText()).trim(), 'Configs fetch');
    // The page's HTML preloads the chunk of the API routes, which then downloads alongside main, not after it: the
    // one request for it is the preload's, which the bundler's script used.
    const routesChunk = await tab.page.evaluate(() => {
      const href = document.querySelector('link[rel="preload"][as="script"]')?.getAttribute('href');
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === href)
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType);
      return {href, requests};
    });
    assert.match(routesChunk.href ?? '', /^\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/);
    assert.deepEqual(routesChunk.requests, ['link']);

    await visit(tab.page, '/reference/sdk/configuration-management');
    // A full page load would drop this mark: the moves below stay in the single-page app.
    await tab.page.evaluate(() => Object.assign(window, {stillTheSameDocument: true}));
    const prefetches = () =>
      tab.page.evaluate(
        () =>
          new Set(Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')))
            .size,
      );
    const prefetchedOnDocsPage = await prefetches();
    const apiLink = tab.page.getByRole('main').getByRole('link', {name: 'Configs Fetch', exact: true});
    await apiLink.hover();
    await apiLink.click();
    await tab.page.waitForURL((url) => url.pathname === '/reference/api/configs-fetch');
    await heading.filter({hasText: 'Configs fetch'}).waitFor();

    await tab.page.locator('nav a[href="/reference/api/configs-history"]').first().click();
    await tab.page.waitForURL((url) => url.pathname === '/reference/api/configs-history');
    await heading.filter({hasText: 'Configs history'}).waitFor();
    // The sidebar's visible links prefetch their pages' chunks (found by id: they have no name) now that the API
    // routes are in: a dozen files more than the docs page prefetched.
    await tab.page.waitForFunction(
      (before) =>
        new Set(Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')))
          .size >
        before + 10,
      prefetchedOnDocsPage,
    );

    await tab.page.goBack();
    await tab.page.waitForURL((url) => url.pathname === '/reference/api/configs-fetch');
    await heading.filter({hasText: 'Configs fetch'}).waitFor();
    assert.equal(await tab.page.evaluate(() => 'stillTheSameDocument' in window), true, 'no full page load');

    assert.deepEqual(tab.problems.consoleErrors, [], 'console errors (a hydration mismatch shows here)');

    const missing = await tab.page.goto(new URL('/reference/api/no-such-operation', SITE).href);
    assert.equal(missing?.status(), 404);
    await tab.page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await heading.filter({hasText: 'Page not found'}).waitFor();
    // Chromium reports the page's own 404 status as a console error; nothing else may go wrong.
    assert.deepEqual(
      tab.problems.consoleErrors.filter((message) => !/status of 404 \(Not Found\)/.test(message)),
      [],
    );
    assert.deepEqual(tab.problems.failedRequests, []);
    await tab.context.close();
  });
});
