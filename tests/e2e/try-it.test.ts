// "Try it" against a stub API on loopback: what a reader sees while a request runs, when it succeeds, when the API
// refuses it, when the host cannot be reached, and when the host's CORS settings refuse this page.
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import type {Locator, Page} from 'playwright-core';
import {openPage, useBrowser, visit, type TestPage} from './support/browser';
import {operationPagePath} from './support/apiPages';

const getBrowser = useBrowser();

/** An operation with an API key and a JSON body: every part of the form shows. */
const OPERATION = {method: 'POST', path: '/keys'};

type Behaviour = 'created' | 'refused' | 'no-cors' | 'slow';

interface StubApi {
  origin: string;
  requests: {method?: string; url?: string; authorization?: string; body: string}[];
  close(): Promise<void>;
}

/** A tiny API on 127.0.0.1 that answers every request the same way. */
async function startStubApi(behaviour: Behaviour): Promise<StubApi> {
  const requests: StubApi['requests'] = [];
  const server = http.createServer((request, response) => {
    if (behaviour !== 'no-cors') {
      response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
      response.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({method: request.method, url: request.url, authorization: request.headers.authorization, body});
      const json = {'Content-Type': 'application/json', 'X-Request-Id': 'req_7Hq2'};
      if (behaviour === 'refused') {
        response.writeHead(422, json).end('{"error":{"code":"invalid_name","message":"name must not be empty"}}');
      } else if (behaviour === 'slow') {
        setTimeout(() => response.writeHead(201, json).end('{"id":"key_slow"}'), 1500);
      } else {
        response.writeHead(201, json).end('{"id":"key_01HZX3","name":"CI key"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An address on this machine where nothing listens (a port that was just freed). */
async function closedOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** Opens the operation's page, points the samples (and so "Try it") at `origin`, and opens "Try it". */
async function openTryIt(tab: TestPage, origin: string): Promise<Locator> {
  await visit(tab.page, operationPagePath(OPERATION.method, OPERATION.path));
  const main = tab.page.getByRole('main');
  // The switch shows the address field once Self-hosted is chosen, and applies it on Enter (or leaving the field).
  await main.getByRole('radio', {name: 'Self-hosted'}).check();
  await main.getByLabel('Self-hosted address').fill(origin);
  await main.getByLabel('Self-hosted address').press('Enter');
  await main.getByRole('button', {name: 'Try it', exact: true}).click();
  await main.getByRole('button', {name: 'Send API Request'}).waitFor();
  await tab.page.waitForFunction(
    (expected) => document.querySelector('[data-try-it-server]')?.textContent === expected,
    `${origin}/api`,
  );
  return main;
}

async function sendWithKey(main: Locator): Promise<void> {
  await main.getByLabel('Authorization header').fill('ApiKey tk_test_123');
  await main.getByRole('button', {name: 'Send API Request'}).click();
}

/** The text of the response panel once it shows an answer or a failure. */
async function settledResponse(page: Page): Promise<string> {
  const panel = page.getByRole('region', {name: 'Response'});
  await panel.locator('[data-try-it-status], [data-try-it-failure]').waitFor();
  return panel.innerText();
}

describe('"Try it"', () => {
  const stubs: StubApi[] = [];
  let created: StubApi;
  let refused: StubApi;
  let noCors: StubApi;
  let slow: StubApi;
  before(async () => {
    [created, refused, noCors, slow] = await Promise.all(
      (['created', 'refused', 'no-cors', 'slow'] as const).map(startStubApi),
    );
    stubs.push(created, refused, noCors, slow);
  });
  after(async () => {
    await Promise.all(stubs.map((stub) => stub.close()));
  });

  it('shows the request pending, then the status, headers and body of a 2xx answer', async () => {
    const tab = await openPage(getBrowser());
    const main = await openTryIt(tab, slow.origin);
    await sendWithKey(main);
    const panel = tab.page.getByRole('region', {name: 'Response'});
    await panel.getByText(`Sending POST ${slow.origin}/api/keys…`).waitFor();
    assert.equal(await main.getByRole('button', {name: 'Sending…'}).getAttribute('aria-disabled'), 'true');
    const text = await settledResponse(tab.page);
    assert.match(text, /HTTP 201 Created/);
    assert.match(text, /"id": "key_slow"/);
    assert.equal(slow.requests.length, 1);
    assert.equal(slow.requests[0].url, '/api/keys');
    assert.equal(slow.requests[0].authorization, 'ApiKey tk_test_123');

    // The same page, another host: the answer and its headers.
    await main.getByLabel('Self-hosted address').fill(created.origin);
    await main.getByLabel('Self-hosted address').press('Enter');
    await main.getByRole('button', {name: 'Send API Request'}).click();
    await tab.page.getByRole('region', {name: 'Response'}).getByText('key_01HZX3').waitFor();
    const answer = await settledResponse(tab.page);
    assert.match(answer, /HTTP 201 Created/);
    await main.getByText(/^Response headers/).click();
    assert.match(await tab.page.getByRole('region', {name: 'Response'}).innerText(), /x-request-id\s*:?\s*req_7Hq2/i);
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });

  it('shows a 4xx answer with its status, what to check, and the body', async () => {
    const tab = await openPage(getBrowser());
    const main = await openTryIt(tab, refused.origin);
    await sendWithKey(main);
    const text = await settledResponse(tab.page);
    assert.match(text, /HTTP 422 Unprocessable Entity/);
    assert.match(text, /refused its values/);
    assert.match(text, /"message": "name must not be empty"/);
    await tab.context.close();
  });

  it('warns before sending without an API key, and sends on a second press', async () => {
    const tab = await openPage(getBrowser());
    const before = created.requests.length;
    const main = await openTryIt(tab, created.origin);
    await main.getByRole('button', {name: 'Send API Request'}).click();
    const warning = main.getByRole('alert');
    await warning.getByText('No API key.').waitFor();
    assert.equal(created.requests.length, before, 'nothing sent yet');
    await main.getByRole('button', {name: 'Send without a key'}).click();
    assert.match(await settledResponse(tab.page), /HTTP 201/);
    assert.equal(created.requests.length, before + 1);
    await tab.context.close();
  });

  it('says which host could not be reached, and what to do', async () => {
    const tab = await openPage(getBrowser());
    const origin = await closedOrigin();
    const main = await openTryIt(tab, origin);
    await sendWithKey(main);
    const text = await settledResponse(tab.page);
    assert.match(text, new RegExp(`Could not reach ${origin.replace(/[.]/g, '\\.')}: `));
    assert.match(text, /Check the address under “Code samples for”, or run the cURL sample/);
    assert.doesNotMatch(text, /Click the/);
    await tab.context.close();
  });

  it('tells a CORS refusal from an unreachable host', async () => {
    const tab = await openPage(getBrowser());
    const main = await openTryIt(tab, noCors.origin);
    await sendWithKey(main);
    const text = await settledResponse(tab.page);
    assert.match(text, new RegExp(`${noCors.origin.replace(/[.]/g, '\\.')} answered, but does not allow requests`));
    assert.match(text, /CORS/);
    assert.match(text, /run the cURL sample/);
    await tab.context.close();
  });
});
