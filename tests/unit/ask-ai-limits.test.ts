/**
 * The service's limits under hostile clients: slow bodies against the concurrency cap and the body-read timeout, odd
 * request targets, forged X-Forwarded-For values, and the rate limiter's memory.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import {clientKey, rateKeyOfAddress} from '../../service/src/clientAddress';
import {bytesOfClient, RateLimiter} from '../../service/src/rateLimit';
import {ask, startTestService, type TestService} from '../../service/testing/fixtures';
import {openRaw, postHead, rawRequest} from '../../service/testing/rawHttp';

const QUESTION = 'How do I write the prompt template of an LLM-as-a-judge evaluator?';
const BODY = JSON.stringify({question: QUESTION});

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waits = 0; !condition() && waits < 200; waits += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.ok(condition(), what);
}

/** A request that sends its head and the first byte of its body, then waits for the caller. */
async function slowAsk(service: TestService, headers: Record<string, string> = {}) {
  return openRaw(service.url, postHead(service.url, '/api/ask', Buffer.byteLength(BODY), headers) + BODY.slice(0, 1));
}

describe('concurrency cap', () => {
  test('clients sending their body slowly hold slots: the third of a cap of 2 gets 503, and slots come back', async () => {
    const service = await startTestService({maxConcurrentStreams: 2, bodyTimeoutMs: 10_000});
    try {
      const first = await slowAsk(service);
      const second = await slowAsk(service);
      await until(() => service.service.stats().activeStreams === 2, 'both slow clients hold a slot');

      const third = await ask(service.url, {question: QUESTION});
      assert.equal(third.status, 503);
      assert.equal(third.json?.error?.code, 'busy');

      first.send(BODY.slice(1));
      const answered = await first.response;
      assert.equal(answered.status, 200, 'the slow client that finishes its body gets its answer');
      assert.match(answered.body, /event: done/);
      second.socket.destroy();

      await until(() => service.service.stats().activeStreams === 0, 'every slot is given back');
      const fourth = await ask(service.url, {question: QUESTION});
      assert.equal(fourth.status, 200);
      assert.equal(fourth.events.at(-1)?.type, 'done');
      assert.equal(service.stub.received.length, 2, 'only the two complete questions reached the model');
    } finally {
      await service.close();
    }
  });

  test('every way a request ends gives its slot back', async () => {
    const service = await startTestService({
      maxConcurrentStreams: 1,
      maxBodyBytes: 2048,
      bodyTimeoutMs: 300,
      rateLimit: 1,
      trustProxy: true,
    });
    let client = 0;
    const fresh = () => ({'X-Forwarded-For': `198.51.100.${(client += 1)}`});
    const outcomes: [string, () => Promise<number>][] = [
      ['body over the size cap', async () => (await ask(service.url, {question: 'x'.repeat(3000)}, fresh())).status],
      [
        'declared length over the cap',
        async () =>
          (
            await rawRequest(service.url, 'POST', '/api/ask', {
              headers: {...fresh(), 'Content-Type': 'application/json', 'Content-Length': '999999'},
            })
          ).status,
      ],
      ['invalid JSON', async () => (await ask(service.url, '{nope', fresh())).status],
      ['invalid question', async () => (await ask(service.url, {question: ''}, fresh())).status],
      [
        'wrong content type',
        async () => (await ask(service.url, {question: QUESTION}, {...fresh(), 'Content-Type': 'text/plain'})).status,
      ],
      [
        'rate limited',
        async () => {
          const same = fresh();
          await ask(service.url, {question: QUESTION}, same);
          return (await ask(service.url, {question: QUESTION}, same)).status;
        },
      ],
      ['body too slow', async () => (await (await slowAsk(service, fresh())).response).status],
      [
        'client gone mid-body',
        async () => {
          const gone = await slowAsk(service, fresh());
          await until(() => service.service.stats().activeStreams === 1, 'the slow client holds the slot');
          gone.socket.destroy();
          return 0;
        },
      ],
      [
        'upstream failure',
        async () => {
          service.stub.behaviour = 'error500';
          const failed = await ask(service.url, {question: QUESTION}, fresh());
          service.stub.behaviour = 'answer';
          return failed.events.some((event) => event.type === 'error') ? 502 : failed.status;
        },
      ],
    ];
    try {
      const statuses: Record<string, number> = {};
      for (const [name, run] of outcomes) {
        statuses[name] = await run();
        await until(() => service.service.stats().activeStreams === 0, `${name}: the slot is given back`);
        const next = await ask(service.url, {question: QUESTION}, fresh());
        assert.equal(next.status, 200, `${name}: the next question is answered`);
      }
      assert.deepEqual(statuses, {
        'body over the size cap': 413,
        'declared length over the cap': 413,
        'invalid JSON': 400,
        'invalid question': 400,
        'wrong content type': 415,
        'rate limited': 429,
        'body too slow': 408,
        'client gone mid-body': 0,
        'upstream failure': 502,
      });
    } finally {
      await service.close();
    }
  });
});

describe('MCP concurrency cap', () => {
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'cap-test', version: '1'}},
  });
  const mcpHeaders = {Accept: 'application/json, text/event-stream'};

  test('a burst past the cap gets 503 with Retry-After, and the slot comes back', async () => {
    const siteDir = mkdtempSync(path.join(tmpdir(), 'tessera-mcp-cap-'));
    mkdirSync(path.join(siteDir, 'agents'));
    const library = {version: 1, siteUrl: 'https://docs.tessera.example', changes: []};
    writeFileSync(path.join(siteDir, 'agents/library.json'), JSON.stringify(library));
    const service = await startTestService({siteDir, mcpMaxConcurrent: 1, bodyTimeoutMs: 10_000});
    try {
      const slow = await openRaw(
        service.url,
        postHead(service.url, '/mcp', Buffer.byteLength(initialize), mcpHeaders) + initialize.slice(0, 1),
      );
      await until(() => service.service.stats().activeMcp === 1, 'the slow MCP client holds the slot');

      const refused = await fetch(`${service.url}/mcp`, {
        method: 'POST',
        headers: {...mcpHeaders, 'Content-Type': 'application/json'},
        body: initialize,
      });
      assert.equal(refused.status, 503);
      assert.equal(refused.headers.get('retry-after'), '1');
      assert.equal(((await refused.json()) as {error: {code: string}}).error.code, 'busy');
      assert.equal(service.service.stats().activeStreams, 0, "Ask AI's slots are apart from MCP's");

      slow.send(initialize.slice(1));
      assert.equal((await slow.response).status, 200, 'the slow client that finishes its body gets its answer');
      await until(() => service.service.stats().activeMcp === 0, 'the slot is given back');
      const next = await fetch(`${service.url}/mcp`, {
        method: 'POST',
        headers: {...mcpHeaders, 'Content-Type': 'application/json'},
        body: initialize,
      });
      assert.equal(next.status, 200);
    } finally {
      await service.close();
      rmSync(siteDir, {recursive: true, force: true});
    }
  });
});

describe('request reading', () => {
  for (const path of ['/api/ask', '/api/feedback']) {
    test(
      `a body trickled one byte at a time to ${path} gets 408 at the configured timeout`,
      {timeout: 20_000},
      async () => {
        const service = await startTestService({bodyTimeoutMs: 600});
        try {
          const exchange = await openRaw(service.url, postHead(service.url, path, 1000));
          const trickle = setInterval(() => exchange.socket.writable && exchange.send('{'), 100);
          const response = await exchange.response;
          clearInterval(trickle);
          assert.equal(response.status, 408);
          assert.equal(response.headers.connection, 'close');
          assert.equal((JSON.parse(response.body) as {error: {code: string}}).error.code, 'request_timeout');
          assert.match(response.body, /did not arrive within 1 second/);
          assert.ok(response.elapsedMs >= 500 && response.elapsedMs < 3000, `cut after ${response.elapsedMs} ms`);
          assert.equal(service.service.stats().activeStreams, 0);
        } finally {
          await service.close();
        }
      },
    );
  }

  test('headers that never end are cut soon after the same timeout', {timeout: 20_000}, async () => {
    const service = await startTestService({bodyTimeoutMs: 600});
    try {
      const exchange = await openRaw(service.url, 'POST /api/ask HTTP/1.1\r\nHost: x\r\n');
      const trickle = setInterval(() => exchange.socket.writable && exchange.send('X-A: b\r\n'), 100);
      const response = await exchange.response;
      clearInterval(trickle);
      assert.ok(response.elapsedMs < 3000, `cut after ${response.elapsedMs} ms`);
    } finally {
      await service.close();
    }
  });
});

describe('request targets', () => {
  test('odd paths get a 404 JSON error, never a 500 nor another route', async () => {
    const service = await startTestService();
    const targets = [
      '//',
      '/%',
      '/%zz',
      '/api/ask/..',
      '/api/ask/../ask',
      '/api//ask',
      '/api/ask/',
      '/API/ASK',
      '//evil.example/api/ask',
      '/%2Fapi%2Fask',
      `/${'a'.repeat(8000)}`,
      'http://service.invalid/api/ask',
    ];
    try {
      for (const target of targets) {
        const response = await rawRequest(service.url, 'POST', target, {
          headers: {'Content-Type': 'application/json'},
          body: BODY,
        });
        const label = target.slice(0, 40);
        assert.equal(response.status, 404, `${label} → ${response.status}`);
        assert.match(response.headers['content-type'] ?? '', /^application\/json/, label);
        assert.equal((JSON.parse(response.body) as {error: {code: string}}).error.code, 'not_found', label);
      }
      const withQuery = await rawRequest(service.url, 'POST', '/api/ask?from=test', {
        headers: {'Content-Type': 'application/json'},
        body: BODY,
      });
      assert.equal(withQuery.status, 200, 'the real path, with a query string, still answers');
      assert.equal(service.stub.received.length, 1, 'no odd path reached the model');
      assert.ok(!service.logs.some((line) => line.startsWith('unexpected error')), service.logs.join('\n'));
    } finally {
      await service.close();
    }
  });
});

describe('rate-limit keys', () => {
  test('only a valid IP address is taken from X-Forwarded-For; IPv6 by its /64; IPv4-mapped as IPv4', () => {
    const socket = '10.0.0.9';
    assert.equal(clientKey('203.0.113.7', socket, true), '203.0.113.7');
    assert.equal(clientKey('forged, 203.0.113.7', socket, true), '203.0.113.7', 'the right-most entry');
    assert.equal(clientKey(['198.51.100.1', '203.0.113.7'], socket, true), '203.0.113.7');
    assert.equal(clientKey('203.0.113.7', socket, false), socket, 'ignored without ASK_AI_TRUST_PROXY');
    for (const garbage of [
      'garbage',
      '1.2.3.4.5',
      '203.0.113.7:8080',
      '2001:db8::1::2',
      '<script>',
      '',
      ' , ',
      'x'.repeat(16 * 1024),
      `1.2.3.4${'x'.repeat(16 * 1024)}`,
    ]) {
      assert.equal(clientKey(garbage, socket, true), socket, `${garbage.slice(0, 20)} falls back to the socket`);
    }
    assert.equal(rateKeyOfAddress('2001:db8:a:b::1'), '2001:db8:a:b::/64');
    assert.equal(rateKeyOfAddress('2001:DB8:A:B:FFFF:1:2:3'), '2001:db8:a:b::/64');
    assert.equal(rateKeyOfAddress('2001:0db8:000a:000b:0:0:0:1'), '2001:db8:a:b::/64');
    assert.equal(rateKeyOfAddress('::1'), '0:0:0:0::/64');
    assert.equal(rateKeyOfAddress('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.equal(rateKeyOfAddress('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(rateKeyOfAddress('::ffff:cb00:7109'), '203.0.113.9');
    assert.equal(rateKeyOfAddress('64:ff9b::203.0.113.9'), '64:ff9b:0:0::/64');
    assert.equal(clientKey(undefined, '::ffff:127.0.0.1', false), '127.0.0.1', 'a dual-stack socket address');
    assert.equal(clientKey(undefined, undefined, false), 'unknown');
  });

  test('forged X-Forwarded-For values do not create clients, nor escape the limit', async () => {
    const service = await startTestService({rateLimit: 1, trustProxy: true});
    try {
      const statuses: number[] = [];
      for (const forged of ['garbage', '1.2.3.4.5', '<b>', '203.0.113.7:1', 'y'.repeat(8 * 1024), 'a, b, c']) {
        statuses.push((await ask(service.url, {question: QUESTION}, {'X-Forwarded-For': forged})).status);
      }
      assert.deepEqual(statuses, [200, 429, 429, 429, 429, 429], 'all counted as the one socket address');
      assert.equal(service.service.stats().trackedClients, 1);
    } finally {
      await service.close();
    }
  });

  test('two addresses of one IPv6 /64 share a limit; another /64 has its own', async () => {
    const service = await startTestService({rateLimit: 1, trustProxy: true});
    try {
      const statusOf = async (address: string) =>
        (await ask(service.url, {question: QUESTION}, {'X-Forwarded-For': address})).status;
      assert.equal(await statusOf('2001:db8:a:b::1'), 200);
      assert.equal(await statusOf('2001:db8:a:b:ffff:1:2:3'), 429);
      assert.equal(await statusOf('2001:DB8:A:B::7'), 429);
      assert.equal(await statusOf('2001:db8:a:c::1'), 200);
      assert.equal(await statusOf('203.0.113.9'), 200);
      assert.equal(await statusOf('::ffff:203.0.113.9'), 429);
      assert.equal(service.service.stats().trackedClients, 3);
    } finally {
      await service.close();
    }
  });
});

describe('rate limiter memory', () => {
  // Full collections make heap figures comparable; the runner starts without --expose-gc.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const heapUsed = () => {
    collect();
    collect();
    return process.memoryUsage().heapUsed;
  };
  /** Keys the way the server makes them, from addresses written in a long forwarded header. */
  const keyOf = (index: number) => {
    const address = `2001:db8:${(index >>> 16).toString(16)}:${(index & 0xffff).toString(16)}::1`;
    return `feedback:${clientKey(`${'z'.repeat(200)}, ${address}`, '127.0.0.1', true)}`;
  };

  test('the estimate per client is at least what V8 really uses', () => {
    for (const clients of [20_000, 40_000, 70_000]) {
      const limiter = new RateLimiter(10, 60_000, Date.now, Number.MAX_SAFE_INTEGER);
      const before = heapUsed();
      for (let index = 0; index < clients; index += 1) limiter.take(keyOf(index));
      const perClient = (heapUsed() - before) / clients;
      assert.equal(limiter.size, clients);
      assert.ok(
        perClient <= bytesOfClient(keyOf(clients)),
        `${clients} clients: ${perClient.toFixed(0)} bytes each, estimated ${bytesOfClient(keyOf(clients))}`,
      );
    }
  });

  test('the table stays within its budget and new clients keep getting in', () => {
    const budget = 2 * 1024 * 1024;
    let now = 0;
    const limiter = new RateLimiter(1, 60_000, () => now, budget);
    const before = heapUsed();
    const clients = 100_000;
    for (let index = 0; index < clients; index += 1) {
      assert.equal(limiter.take(keyOf(index)).allowed, true, `client ${index} is let in`);
      now += 0.1;
    }
    const grown = heapUsed() - before;
    assert.ok(limiter.usedBytes <= budget, `${limiter.usedBytes} bytes counted`);
    assert.ok(grown <= budget, `the heap grew by ${grown} bytes for a ${budget}-byte budget`);
    assert.ok(limiter.size < clients / 5, `${limiter.size} clients kept`);
    assert.equal(limiter.take(keyOf(clients - 1)).allowed, false, 'the newest windows are kept');
    assert.equal(limiter.take(keyOf(0)).allowed, true, 'the oldest were forgotten');
  });
});
