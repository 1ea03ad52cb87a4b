import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import YAML from 'yaml';
import {openPage, SITE, useBrowser, visit} from './support/browser';

const getBrowser = useBrowser();

const spec = YAML.parse(readFileSync(path.resolve(__dirname, '../../docs/reference/openapi.yaml'), 'utf8'));
// The generator's page slug: kebab-case of the operationId (runs of separators collapse to one dash).
const kebab = (id: string) =>
  id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .toLowerCase();

/** Ten operations spread over the description: every ~36th, so the sample covers many tags and methods. */
const sample = Object.entries(spec.paths as Record<string, Record<string, {operationId: string}>>)
  .flatMap(([apiPath, item]) =>
    ['get', 'post', 'put', 'patch', 'delete']
      .filter((method) => item[method])
      .map((method) => ({method: method.toUpperCase(), apiPath, slug: kebab(item[method].operationId)})),
  )
  .filter((_, index, all) => index % Math.floor(all.length / 10) === 0)
  .slice(0, 10);

const LANGUAGE_TABS = ['python', 'curl', 'csharp', 'go', 'nodejs', 'ruby', 'php', 'java', 'powershell'];

describe('API reference', () => {
  it('lists the tag groups on the category index', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/reference/api/category');
    const main = tab.page.getByRole('main');
    for (const group of ['Variants', 'Evaluations', 'Evaluators', 'Apps', 'Testsets', 'Observability', 'Configs']) {
      assert.ok((await main.getByRole('link', {name: new RegExp(`\\b${group}\\b`)}).count()) > 0, `${group} is listed`);
    }
    assert.deepEqual(tab.problems.consoleErrors, []);
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
      // The code samples and the request form load just after the page itself.
      await main.getByRole('tab', {name: /^python$/i}).waitFor();
      const tabs = (await main.getByRole('tab').allTextContents()).map((label) => label.trim().toLowerCase());
      for (const language of LANGUAGE_TABS) assert.ok(tabs.includes(language), `${language} code sample tab`);
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
    for (const name of ['Get Config', 'Get Config Deployment Revision', 'Revert Deployment Revision']) {
      assert.ok((await main.getByRole('link', {name}).count()) > 0, `${name} is listed`);
    }
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
    await tab.page.getByRole('heading', {level: 1, name: 'Configs Fetch'}).waitFor();
    assert.equal((await apiStylesheets(tab.page)).length, 1);
    await tab.context.close();
  });

  it('never skips a heading level, the explorer included', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/reference/api/configs-fetch');
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

  it('renders the "Try it" request form without sending anything', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, '/reference/api/configs-fetch');
    const main = tab.page.getByRole('main');
    await main.getByRole('button', {name: /Send API Request/i}).waitFor();
    assert.match(await main.innerText(), /Base URL/);
    assert.deepEqual(tab.problems.externalRequests, []);
    await tab.context.close();
  });
});
