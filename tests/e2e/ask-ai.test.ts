import {after, before, describe, test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {parseCorpus, type Corpus} from '../../shared/corpus';
import {configWith, type AskAiConfig} from '../../service/src/config';
import {SectionIndex} from '../../service/src/retrieval';
import {createAskAiServer, type AskAiServer} from '../../service/src/server';
import {REWRITE_INSTRUCTION} from '../../service/src/rewrite';
import {startStubUpstream, STUB_TOKENS, type StubUpstream} from '../../service/testing/stubs';
import {ANSWERING_PLACEHOLDER, ASK_AI_DISCLAIMER, ASK_AI_PLACEHOLDER} from '../../src/search/AskAi/strings';
import {SITE, openPage, seriousAccessibilityViolations, useBrowser, visit, type TestPage} from './support/browser';

const getBrowser = useBrowser();

const QUESTION = 'How do I write an LLM-as-a-judge prompt?';
const FIRST_PART = STUB_TOKENS.slice(0, 4).join('');
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The served build's Ask AI settings, from the retrieval file `npm run build` writes next to the site. */
let corpus: Corpus | undefined;
let skipReason: string | undefined;
let stub: StubUpstream | undefined;
let service: AskAiServer | undefined;
/** The running service's configuration: a test lowers a limit in it, as an operator would, and puts it back. */
let serviceConfig: AskAiConfig | undefined;
const serviceLog: string[] = [];

before(async () => {
  const response = await fetch(new URL('/ask-ai/corpus.json', SITE));
  if (!response.ok) {
    skipReason = `the served build has no ask-ai/corpus.json (HTTP ${response.status}): build with npm run build`;
    return;
  }
  corpus = parseCorpus(await response.text(), 'ask-ai/corpus.json');
  if (!corpus.askAiUrl) {
    skipReason =
      'the served build has no Ask AI URL; build with ASK_AI_URL=http://127.0.0.1:8791 to run the Ask AI mode tests';
    return;
  }
  const serviceUrl = new URL(corpus.askAiUrl);
  if (!LOOPBACK.has(serviceUrl.hostname) || !serviceUrl.port) {
    skipReason = `the build's Ask AI URL ${corpus.askAiUrl} is not a loopback address with a port; these tests only start local services`;
    return;
  }
  // The test plays the deployment: a stub model, and the real service where the build expects it.
  stub = await startStubUpstream();
  serviceConfig = configWith({
    upstreamUrl: stub.url,
    apiKey: 'sk-e2e-not-for-browsers',
    model: 'stub-model',
    host: serviceUrl.hostname.replace(/^\[|\]$/g, ''),
    port: Number(serviceUrl.port),
    allowedOrigins: [new URL(SITE).origin],
    rateLimit: 1000,
    upstreamTimeoutMs: 5000,
  });
  service = createAskAiServer({
    config: serviceConfig,
    index: async () => new SectionIndex(corpus as Corpus),
    log: {info: (line) => serviceLog.push(line), warn: (line) => serviceLog.push(line)},
  });
  try {
    await service.listen();
  } catch (error) {
    throw new Error(`Could not start the Ask AI service on ${corpus.askAiUrl}: ${(error as Error).message}`);
  }
});

after(async () => {
  stub?.release();
  await service?.close();
  await stub?.close();
});

function requireService(t: TestContext): {stub: StubUpstream} | undefined {
  if (skipReason || !stub) {
    t.skip(skipReason ?? 'the Ask AI service did not start');
    return undefined;
  }
  stub.behaviour = 'answer';
  stub.release();
  return {stub};
}

async function withPage(run: (testPage: TestPage) => Promise<void>) {
  const testPage = await openPage(getBrowser());
  try {
    await run(testPage);
  } finally {
    await testPage.context.close();
  }
}

async function openSearch(page: Page) {
  await page.getByRole('button', {name: 'Search docs'}).first().click();
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await dialog.waitFor();
  return dialog;
}

/** Opens the dialog, types the question and follows the Ask AI entry. */
async function askFromSearch(page: Page, question: string) {
  const dialog = await openSearch(page);
  await dialog.getByRole('searchbox', {name: 'Search docs'}).fill(question);
  await dialog.getByRole('button', {name: `Ask AI: ${question}`}).click();
  return dialog;
}

function askInput(page: Page) {
  return page.getByRole('textbox', {name: 'Ask AI a question'});
}

async function waitForPlaceholder(page: Page, placeholder: string) {
  await page.waitForFunction(
    (expected) =>
      document.querySelector<HTMLInputElement>('input[aria-label="Ask AI a question"]')?.placeholder === expected,
    placeholder,
    {timeout: 10_000},
  );
}

function answers(page: Page) {
  return page.getByTestId('ask-ai-answer');
}

describe('Ask AI mode (build with ASK_AI_URL)', () => {
  test('streams an answer progressively, with placeholders, disclaimer and citations to real pages', async (t) => {
    const running = requireService(t);
    if (!running) return;
    running.stub.holdAfter(4);
    const receivedBefore = running.stub.received.length;
    await withPage(async ({page, problems}) => {
      await visit(page, '/');
      const dialog = await askFromSearch(page, QUESTION);

      await waitForPlaceholder(page, ANSWERING_PLACEHOLDER);
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'Ask AI a question',
        'the question field has the focus',
      );
      await dialog.getByText(ASK_AI_DISCLAIMER, {exact: true}).waitFor();
      const answer = answers(page).last();
      await page.waitForFunction(
        (expected) => document.querySelector('[data-testid="ask-ai-answer"]')?.textContent?.includes(expected),
        FIRST_PART,
      );
      assert.ok(
        !((await answer.textContent()) ?? '').includes('scoring scheme'),
        'the rest of the answer has not arrived yet: the first part was rendered as it streamed',
      );
      assert.ok(await dialog.getByRole('button', {name: 'Stop'}).isVisible());

      running.stub.release();
      await waitForPlaceholder(page, ASK_AI_PLACEHOLDER);
      const asked = running.stub.received.slice(receivedBefore).map((request) => request.body.messages?.[0]?.content);
      assert.equal(asked[0], REWRITE_INSTRUCTION, 'the service asks the model to rewrite the question first (default)');
      assert.equal(asked.length, 2, 'then the model is asked for the answer');
      assert.equal(await answer.locator('strong').first().textContent(), 'LLM-as-a-judge');
      assert.equal(await answer.locator('code').first().textContent(), '{{outputs}}');

      const citation = answer.getByRole('link', {name: /^Source 1: /});
      const href = await citation.getAttribute('href');
      assert.ok(href?.startsWith('/'), `citation 1 links to a page of the site: ${href}`);
      const sourceLinks = dialog.getByRole('navigation', {name: /of this answer/}).getByRole('link');
      assert.ok((await sourceLinks.count()) >= 2, 'the cited sources are listed under the answer');
      for (const link of await sourceLinks.all()) {
        const target = new URL((await link.getAttribute('href')) ?? '', SITE);
        const page = await fetch(target);
        assert.equal(page.status, 200, `${target.pathname} is a real page`);
        if (target.hash) {
          assert.match(await page.text(), new RegExp(`id="?${target.hash.slice(1)}"?[ >]`), `${target.href} exists`);
        }
      }

      assert.deepEqual(await seriousAccessibilityViolations(page), []);
      await citation.click();
      await page.waitForURL((url) => url.pathname === href?.split('#')[0]);
      assert.equal(await page.getByRole('dialog').count(), 0, 'following a citation closes the dialog');
      assert.ok((await page.locator('h1').first().textContent())?.trim(), 'the cited page has a title');
      assert.deepEqual(problems.consoleErrors, []);
      assert.deepEqual(problems.externalRequests, []);
    });
  });

  test('follow-ups keep the conversation; Stop, like and Escape; recent conversations reopen', async (t) => {
    const running = requireService(t);
    if (!running || !serviceConfig) return;
    // One model request per question, so that the request checked and the one Stop cancels is the answer's: the
    // question rewrite (on by default) is checked by the first test and by tests/unit/ask-ai-rewrite.test.ts.
    const rewrite = serviceConfig.queryRewrite;
    serviceConfig.queryRewrite = false;
    t.after(() => {
      if (serviceConfig) serviceConfig.queryRewrite = rewrite;
    });
    await withPage(async ({page, problems}) => {
      await visit(page, '/');
      const dialog = await askFromSearch(page, QUESTION);
      await waitForPlaceholder(page, ASK_AI_PLACEHOLDER);

      const before = running.stub.received.length;
      await askInput(page).fill('Which scoring schemes are there?');
      await askInput(page).press('Enter');
      await waitForPlaceholder(page, ASK_AI_PLACEHOLDER);
      const followUp = running.stub.received[before];
      assert.ok(
        followUp.body.messages?.some((message) => message.role === 'user' && message.content === QUESTION),
        'the follow-up carries the first question as history',
      );
      assert.equal(await answers(page).count(), 2);

      await dialog.getByRole('button', {name: 'Helpful', exact: true}).last().click();
      assert.equal(
        await dialog.getByRole('button', {name: 'Helpful', exact: true}).last().getAttribute('aria-pressed'),
        'true',
      );
      for (let waits = 0; !serviceLog.includes('feedback up') && waits < 50; waits += 1) {
        await page.waitForTimeout(100);
      }
      assert.ok(serviceLog.includes('feedback up'), 'the rating reached the service');

      running.stub.holdAfter(2);
      const cancelledBefore = running.stub.cancelled;
      await askInput(page).fill('And how do I test it?');
      await askInput(page).press('Enter');
      await waitForPlaceholder(page, ANSWERING_PLACEHOLDER);
      await dialog.getByRole('button', {name: 'Stop'}).click();
      await dialog.getByText('Answer stopped.').waitFor();
      await waitForPlaceholder(page, ASK_AI_PLACEHOLDER);
      for (let waits = 0; running.stub.cancelled === cancelledBefore && waits < 50; waits += 1) {
        await page.waitForTimeout(100);
      }
      assert.equal(running.stub.cancelled, cancelledBefore + 1, 'Stop cancelled the model request');
      running.stub.release();

      // Stop removed the button that had the focus: Escape must still reach the dialog.
      await page.keyboard.press('Escape');
      const search = dialog.getByRole('searchbox', {name: 'Search docs'});
      await search.waitFor();
      assert.equal(await search.inputValue(), QUESTION, 'Escape returns to keyword search with the query');
      assert.equal(await page.getByRole('dialog').count(), 1, 'the dialog stays open');
      await search.press('Escape');
      await dialog.waitFor({state: 'detached'});

      await page.reload({waitUntil: 'load'});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const reopened = await openSearch(page);
      const recent = reopened.getByRole('region', {name: 'Recent conversations'});
      await recent.getByRole('button', {name: QUESTION, exact: true}).click();
      await waitForPlaceholder(page, ASK_AI_PLACEHOLDER);
      // The panel's code loads when the reader first asks after a page load.
      await answers(page).nth(2).waitFor();
      assert.equal(await answers(page).count(), 3, 'the reopened conversation shows its three answers');
      assert.ok(await reopened.getByText('Which scoring schemes are there?').isVisible());
      assert.equal(
        await reopened.getByRole('button', {name: 'Helpful', exact: true}).nth(1).getAttribute('aria-pressed'),
        'true',
      );
      assert.deepEqual(problems.consoleErrors, []);
    });
  });

  test('a failure of the model shows the service’s message', async (t) => {
    const running = requireService(t);
    if (!running) return;
    running.stub.behaviour = 'error500';
    await withPage(async ({page}) => {
      await visit(page, '/');
      const dialog = await askFromSearch(page, QUESTION);
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      assert.match((await alert.textContent()) ?? '', /language model service returned an error \(HTTP 500\)/);
      await waitForPlaceholder(page, ASK_AI_PLACEHOLDER);
    });
  });
});

describe('Ask AI limits set by the service operator', () => {
  test('a lowered question limit shows in the question box and is enforced before asking', async (t) => {
    const running = requireService(t);
    if (!running || !serviceConfig) return;
    const configured = serviceConfig.maxQuestionChars;
    serviceConfig.maxQuestionChars = 60;
    try {
      await withPage(async ({page, problems}) => {
        const asked: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/ask'))
            asked.push(request.url());
        });
        await visit(page, '/');
        const tooLong = `${QUESTION} And what about the scoring schemes, please?`;
        assert.ok(tooLong.length > 60);
        const dialog = await askFromSearch(page, tooLong);
        const alert = dialog.getByRole('alert');
        await alert.waitFor();
        assert.match(
          (await alert.textContent()) ?? '',
          new RegExp(`is ${tooLong.length} characters long; the limit is 60`),
        );
        assert.deepEqual(asked, [], 'the browser did not send a question the service would refuse');

        await waitForPlaceholder(page, ASK_AI_PLACEHOLDER);
        assert.equal(await askInput(page).getAttribute('maxlength'), '60');
        await askInput(page).fill('x'.repeat(50));
        assert.equal(await dialog.getByTestId('ask-ai-question-length').textContent(), '50/60');
        await askInput(page).pressSequentially('y'.repeat(15));
        assert.equal(await askInput(page).inputValue(), `${'x'.repeat(50)}${'y'.repeat(10)}`, 'typing stops at 60');
        assert.equal(await dialog.getByTestId('ask-ai-question-length').textContent(), '60/60');
        await dialog.getByText('Questions can be at most 60 characters long.').waitFor({state: 'attached'});
        assert.deepEqual(await seriousAccessibilityViolations(page), []);
        assert.deepEqual(problems.consoleErrors, []);
      });
    } finally {
      serviceConfig.maxQuestionChars = configured;
    }
  });
});

describe('Ask AI entry without a service URL', () => {
  test('is absent, and keyword search works as before', async () => {
    await withPage(async ({page, problems}) => {
      let rewritten = 0;
      let directivesBlanked = 0;
      const configured = corpus?.askAiUrl;
      if (configured) {
        // Same bundle, with the build's service URL blanked: what a build without ASK_AI_URL ships.
        await page.route('**/assets/js/*.js', async (route) => {
          const response = await route.fetch();
          const body = await response.text();
          const literal = JSON.stringify(configured);
          if (!body.includes(literal)) return route.fulfill({response});
          rewritten += 1;
          return route.fulfill({response, body: body.split(literal).join('null')});
        });
        // And the server HTML without what the build writes from that URL: the agent directive's MCP endpoint.
        const mcpClause = new RegExp(`;[^;<]*<code>${configured.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/mcp</code>`);
        await page.route(
          (url) => url.origin === new URL(SITE).origin,
          async (route) => {
            if (route.request().resourceType() !== 'document') return route.fallback();
            const response = await route.fetch();
            const html = await response.text();
            if (mcpClause.test(html)) directivesBlanked += 1;
            return route.fulfill({response, body: html.replace(mcpClause, '')});
          },
        );
      }
      await visit(page, '/');
      if (configured) assert.ok(rewritten > 0, 'the site configuration was found in the bundle and blanked');
      if (configured) assert.equal(directivesBlanked, 1, 'the MCP endpoint was found in the server HTML and removed');
      const dialog = await openSearch(page);
      await dialog.getByRole('searchbox', {name: 'Search docs'}).fill('judge');
      await dialog.getByRole('list', {name: 'Results for judge'}).waitFor();
      assert.equal(await dialog.getByRole('button', {name: /Ask AI/}).count(), 0);
      await dialog.getByRole('searchbox', {name: 'Search docs'}).fill('');
      assert.equal(await dialog.getByText('Recent conversations').count(), 0);
      assert.equal(await page.getByText(ASK_AI_DISCLAIMER).count(), 0);
      assert.deepEqual(problems.consoleErrors, []);
    });
  });
});
