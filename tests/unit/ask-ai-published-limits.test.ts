/**
 * The reader-facing limits defined once (shared/askAiLimits.ts): the service publishes those in force at
 * GET /api/limits and the browser enforces them. The service's own defences against hostile clients are tested in
 * ask-ai-limits.test.ts.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {DEFAULT_ASK_LIMITS, parseAskLimits, questionTooLongMessage, type AskLimits} from '../../shared/askAiLimits';
import {readConfig} from '../../service/src/config';
import {ask, SITE_ORIGIN, startTestService} from '../../service/testing/fixtures';
import {fetchLimits} from '../../src/search/AskAi/client';
import {askRequestWithin, historyOf, type Exchange} from '../../src/search/AskAi/conversations';

const LOWERED: AskLimits = {
  maxQuestionChars: 40,
  maxHistoryMessages: 2,
  maxHistoryMessageChars: 100,
  maxBodyBytes: 2048,
};

function done(question: string, answer: string): Exchange {
  return {question, answer, status: 'done', sources: []};
}

describe('one definition of the Ask AI limits', () => {
  test('the service starts from the shared defaults', () => {
    const config = readConfig({}, process.cwd());
    for (const [name, value] of Object.entries(DEFAULT_ASK_LIMITS)) {
      assert.equal(config[name as keyof AskLimits], value, name);
    }
  });

  test('GET /api/limits answers the limits in force, to the site origin only', async () => {
    const service = await startTestService(LOWERED);
    try {
      const response = await fetch(`${service.url}/api/limits`, {headers: {Origin: SITE_ORIGIN}});
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('access-control-allow-origin'), SITE_ORIGIN);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.deepEqual(await response.json(), LOWERED, 'the limits and nothing else of the configuration');

      const foreign = await fetch(`${service.url}/api/limits`, {headers: {Origin: 'https://evil.example'}});
      assert.equal(foreign.status, 403);
      assert.equal(foreign.headers.get('access-control-allow-origin'), null);

      const posted = await fetch(`${service.url}/api/limits`, {method: 'POST', headers: {Origin: SITE_ORIGIN}});
      assert.equal(posted.status, 405);
      assert.equal(posted.headers.get('allow'), 'GET');
    } finally {
      await service.close();
    }
  });

  test('the browser learns a lowered limit from the service, and falls back to the defaults when it cannot', async () => {
    const service = await startTestService(LOWERED);
    try {
      assert.deepEqual(await fetchLimits(`${service.url}/`), LOWERED);
    } finally {
      await service.close();
    }
    assert.deepEqual(await fetchLimits(service.url), DEFAULT_ASK_LIMITS, 'service gone: the defaults');
    assert.equal(parseAskLimits({...LOWERED, maxQuestionChars: '40'}), undefined);
    assert.equal(parseAskLimits(null), undefined);
  });

  test(
    'a service slow to tell its limits does not hold the question: the defaults stand in',
    {timeout: 10_000},
    async () => {
      let gaveUp!: () => void;
      const browserGaveUp = new Promise<void>((resolve) => (gaveUp = resolve));
      // A service that accepts the request and never answers it.
      const silent = createServer((request) => request.socket.once('close', gaveUp));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const {port} = silent.address() as AddressInfo;
        assert.deepEqual(await fetchLimits(`http://127.0.0.1:${port}`, 200), DEFAULT_ASK_LIMITS);
        await browserGaveUp;
      } finally {
        silent.closeAllConnections();
        silent.close();
      }
    },
  );

  test('a question over the service limit is refused in the browser with the words the service uses', async () => {
    const question = 'x'.repeat(41);
    const refused = askRequestWithin(question, [], LOWERED);
    assert.equal(refused.problem, questionTooLongMessage(41, 40));
    const service = await startTestService(LOWERED);
    try {
      const answered = await ask(service.url, {question});
      assert.equal(answered.status, 413);
      assert.equal(answered.json?.error?.message, refused.problem);
    } finally {
      await service.close();
    }
    assert.deepEqual(askRequestWithin('x'.repeat(40), [], LOWERED), {request: {question: 'x'.repeat(40), history: []}});
  });

  test('a follow-up sends as many whole exchanges as the service keeps, each turn cut to its length', () => {
    const exchanges = [done('q1', 'a1'), done('q2', 'a2'), done('q3', 'y'.repeat(500))];
    const history = historyOf(exchanges, LOWERED);
    assert.deepEqual(history, [
      {role: 'user', content: 'q3'},
      {role: 'assistant', content: 'y'.repeat(100)},
    ]);
    assert.deepEqual(historyOf(exchanges, {...LOWERED, maxHistoryMessages: 1}), [], 'no answer without its question');
    assert.deepEqual(historyOf(exchanges, {...LOWERED, maxHistoryMessages: 0}), []);
  });

  test('the oldest exchanges are dropped until the request fits the body size, counted in UTF-8 bytes', () => {
    const wide = 'é'.repeat(300); // 600 bytes each
    const history = historyOf([done('q1', wide), done('q2', wide), done('q3', wide)], {
      ...LOWERED,
      maxHistoryMessages: 6,
      maxHistoryMessageChars: 300,
    });
    const {request} = askRequestWithin('What next?', history, {...LOWERED, maxBodyBytes: 1000});
    assert.ok(request);
    assert.deepEqual(
      request.history?.map((turn) => turn.content.slice(0, 2)),
      ['q3', 'éé'],
      'one exchange fits in 1000 bytes, two would not',
    );
    assert.ok(new TextEncoder().encode(JSON.stringify(request)).length <= 1000);
    assert.match(
      askRequestWithin('é'.repeat(30), [], {...LOWERED, maxBodyBytes: 50}).problem ?? '',
      /too long to send/,
    );
  });
});
