/**
 * Upstreams that misbehave: redirects, answers that are not event streams, streams that never end or never stop
 * growing. Each must end as an ordinary upstream failure for the reader, free the service's slot and cancel the call.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {ServerResponse} from 'node:http';
import type {AskEvent} from '../../shared/askAiProtocol';
import {ask, startTestService, TEST_API_KEY, tokensOf, type TestService} from '../../service/testing/fixtures';
import {startProgrammableStub, type ProgrammableStub} from '../../service/testing/stubs';

const QUESTION = 'How do I write the prompt template of an LLM-as-a-judge evaluator?';

function errorOf(events: AskEvent[]): Extract<AskEvent, {type: 'error'}> | undefined {
  return events.find((event): event is Extract<AskEvent, {type: 'error'}> => event.type === 'error');
}

function chunk(content: string): string {
  return `data: ${JSON.stringify({choices: [{index: 0, delta: {content}}]})}\n\n`;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waits = 0; !condition() && waits < 200; waits += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.ok(condition(), what);
}

/** The slot is free again and nothing was logged as a success. */
async function assertCleanFailure(service: TestService): Promise<void> {
  await until(() => service.service.stats().activeStreams === 0, 'the slot is given back');
  assert.ok(!service.logs.some((line) => line.startsWith('ask ok')), `not logged as ok: ${service.logs.join(' | ')}`);
}

/** Writes `send()` every `everyMs` until the client goes away: an upstream whose answer never ends. */
function endless(response: ServerResponse, everyMs: number, send: () => string): void {
  response.writeHead(200, {'Content-Type': 'text/event-stream'});
  const timer = setInterval(() => {
    if (response.destroyed) clearInterval(timer);
    else response.write(send());
  }, everyMs);
  response.on('close', () => clearInterval(timer));
}

describe('upstream redirects are refused', () => {
  for (const keyHeader of ['Authorization', 'api-key']) {
    for (const status of [301, 302, 303, 307, 308]) {
      test(`${status} with the key in ${keyHeader}: neither the prompt nor the key goes to the target`, async () => {
        const target = await startProgrammableStub((_, response) => {
          response.writeHead(200, {'Content-Type': 'text/event-stream'}).end(`${chunk('stolen')}data: [DONE]\n\n`);
        });
        const redirector = await startProgrammableStub((_, response) => {
          response.writeHead(status, {Location: `${target.url}/chat/completions`}).end();
        });
        const service = await startTestService({upstreamUrl: redirector.url, apiKeyHeader: keyHeader});
        try {
          const result = await ask(service.url, {question: QUESTION});
          assert.equal(redirector.requests.length, 1, 'the configured upstream was called');
          assert.deepEqual(target.requests, [], 'the redirect target received nothing');
          const error = errorOf(result.events);
          assert.equal(error?.code, 'upstream_error');
          assert.match(
            error?.message ?? '',
            new RegExp(`returned an error \\(HTTP ${status}\\)\\. Please try again later`),
          );
          assert.deepEqual(tokensOf(result.events), []);
          assert.ok(service.logs.some((line) => line.includes(`HTTP ${status}, a redirect, not followed`)));
          assert.ok(!result.raw.includes(TEST_API_KEY));
          await assertCleanFailure(service);
        } finally {
          await service.close();
          await redirector.close();
          await target.close();
        }
      });
    }
  }
});

// Before the deadline and the cap, an endless upstream held the answer (and its slot) forever: these time out.
describe('answers that are not answers', () => {
  async function withUpstream(
    handle: Parameters<typeof startProgrammableStub>[0],
    overrides: Parameters<typeof startTestService>[0],
    check: (service: TestService, upstream: ProgrammableStub, events: AskEvent[], elapsedMs: number) => Promise<void>,
  ) {
    const upstream = await startProgrammableStub(handle);
    const service = await startTestService({upstreamUrl: upstream.url, ...overrides});
    try {
      const started = Date.now();
      const result = await ask(service.url, {question: QUESTION});
      assert.equal(result.status, 200);
      await check(service, upstream, result.events, Date.now() - started);
      await assertCleanFailure(service);
    } finally {
      await service.close();
      await upstream.close();
    }
  }

  test('a 200 HTML error page is an upstream failure, logged as one', () =>
    withUpstream(
      (_, response) => {
        response
          .writeHead(200, {'Content-Type': 'text/html; charset=utf-8'})
          .end('<html><body><h1>502 Bad Gateway</h1>data: {"choices":[]}</body></html>');
      },
      {},
      async (service, _, events) => {
        const error = errorOf(events);
        assert.equal(error?.code, 'upstream_error');
        assert.equal(error?.message, 'The language model service returned an error. Please try again later.');
        assert.ok(!events.some((event) => event.type === 'done' || event.type === 'sources'));
        assert.ok(
          service.logs.some((line) => /^ask upstream_error .*text\/html, not an event stream/.test(line)),
          service.logs.join('\n'),
        );
      },
    ));

  test('an event stream that ends without any text is an upstream failure, not an empty answer', () =>
    withUpstream(
      (_, response) => {
        response.writeHead(200, {'Content-Type': 'text/event-stream'}).end(': nothing to say\n\ndata: [DONE]\n\n');
      },
      {},
      async (service, _, events) => {
        assert.equal(errorOf(events)?.code, 'upstream_error');
        assert.ok(service.logs.some((line) => /^ask upstream_error .*without any answer text/.test(line)));
      },
    ));

  test(
    'a stream that never ends is stopped at the answer deadline, and the upstream call cancelled',
    {timeout: 20_000},
    () =>
      withUpstream(
        // Keep-alive comments arrive well within the silence timeout: only the overall deadline can end this.
        (_, response) => endless(response, 50, () => ': still thinking\n\n'),
        {answerTimeoutMs: 800, upstreamTimeoutMs: 5000},
        async (service, upstream, events, elapsedMs) => {
          const error = errorOf(events);
          assert.equal(error?.code, 'upstream_timeout');
          assert.equal(error?.message, 'The answer took longer than 1 second and was stopped. Please try again.');
          assert.ok(elapsedMs < 4000, `stopped after ${elapsedMs} ms`);
          await until(() => upstream.cancelled === 1, 'the upstream request was cancelled');
          assert.ok(service.logs.some((line) => /^ask upstream_timeout .*upstream deadline/.test(line)));
        },
      ),
  );

  test('a stream of tokens that never ends is cut at the answer size cap', {timeout: 20_000}, () =>
    withUpstream(
      (_, response) => endless(response, 5, () => chunk('blah '.repeat(40))),
      {maxAnswerChars: 2000, answerTimeoutMs: 60_000},
      async (service, upstream, events, elapsedMs) => {
        const text = tokensOf(events).join('');
        assert.ok(text.length > 0 && text.length <= 2000, `${text.length} characters passed on`);
        const error = errorOf(events);
        assert.equal(error?.code, 'upstream_error');
        assert.equal(
          error?.message,
          'The answer grew longer than 2000 characters and was stopped. Please ask a narrower question.',
        );
        assert.ok(elapsedMs < 10_000, `stopped after ${elapsedMs} ms`);
        await until(() => upstream.cancelled === 1, 'the upstream request was cancelled');
        assert.ok(service.logs.some((line) => /^ask upstream_error .*upstream too_long/.test(line)));
      },
    ),
  );
});
