/**
 * The production shape of the service: real nginx with deploy/nginx.conf in front of a real service process, which
 * answers from the build's retrieval file with a stub model on loopback.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {request} from 'node:http';
import {connect, type Socket} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {parseAskEvent, type AskEvent} from '../../shared/askAiProtocol';
import {SseDecoder} from '../../shared/sse';
import {startStubUpstream, STUB_TOKENS, type StubUpstream} from '../../service/testing/stubs';
import {startNginx, type RunningNginx} from './support/nginx';
import {freePort, rawRequest} from './support/raw-http';
import {startService, type RunningService} from './support/service';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const QUESTION = 'How do I write an LLM-as-a-judge prompt?';
/** Questions (and feedback) per client the service allows: small, so that the test reaches its limit quickly. */
const SERVICE_RATE_LIMIT = 3;

let stub: StubUpstream | undefined;
let service: RunningService | undefined;
let nginx: RunningNginx | undefined;

before(async () => {
  stub = await startStubUpstream();
  // nginx's origin first: the service must allow it, as a deployment allows the site's own origin.
  const nginxPort = await freePort();
  const origin = `http://127.0.0.1:${nginxPort}`;
  service = await startService({
    ASK_AI_UPSTREAM_URL: stub.url,
    ASK_AI_MODEL: 'stub-model',
    ASK_AI_API_KEY: 'sk-e2e-proxy-not-for-browsers',
    ASK_AI_CORPUS: path.join(root, 'build/ask-ai/corpus.json'),
    ASK_AI_SITE_DIR: path.join(root, 'build'),
    ASK_AI_TRUST_PROXY: 'true',
    ASK_AI_ALLOWED_ORIGINS: origin,
    ASK_AI_RATE_LIMIT: String(SERVICE_RATE_LIMIT),
  });
  nginx = await startNginx(nginxPort, {serviceUpstream: service.address});
});

after(async () => {
  stub?.release();
  await nginx?.stop();
  await service?.stop();
  await stub?.close();
});

function running(): {nginx: RunningNginx; stub: StubUpstream; service: RunningService} {
  assert.ok(nginx && stub && service, 'nginx, the service and the stub model are running');
  return {nginx, stub, service};
}

interface StreamedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  events: AskEvent[];
}

/**
 * Asks through nginx and calls `onFirstToken` as soon as the first token event arrives, while the rest of the
 * response may still be on its way.
 */
function askThroughNginx(origin: string, onFirstToken: (events: AskEvent[]) => void): Promise<StreamedAnswer> {
  const body = JSON.stringify({question: QUESTION});
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL('/service/api/ask', origin),
      {
        method: 'POST',
        headers: {
          Origin: origin,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          // A browser asks for compression: an event stream must come through uncompressed all the same.
          'Accept-Encoding': 'gzip, deflate, br',
        },
      },
      (response) => {
        const decoder = new SseDecoder();
        const events: AskEvent[] = [];
        let sawToken = false;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          for (const raw of decoder.push(chunk)) {
            const event = parseAskEvent(raw);
            if (event) events.push(event);
          }
          if (!sawToken && events.some((event) => event.type === 'token')) {
            sawToken = true;
            onFirstToken([...events]);
          }
        });
        response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, events}));
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(10_000, () =>
      outgoing.destroy(new Error('no complete answer within 10 s: did something between client and model buffer it?')),
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the service behind nginx', () => {
  test('forwards every service path under /service/, prefix stripped, and no further', async () => {
    const {nginx, service} = running();
    const health = await rawRequest(nginx.origin, '/service/healthz');
    assert.equal(health.status, 200, service.output());
    assert.deepEqual(JSON.parse(health.body), {status: 'ok'});

    const preflight = await rawRequest(nginx.origin, '/service/api/feedback', {
      method: 'OPTIONS',
      headers: {Origin: nginx.origin, 'Access-Control-Request-Method': 'POST'},
    });
    assert.equal(preflight.status, 204);
    assert.deepEqual(preflight.headers.get('access-control-allow-origin'), [nginx.origin]);

    // The service's own 404 (JSON), not the site's page: the .html and dotfile rules of the site stay out of the way.
    for (const target of ['/service/no-such-endpoint', '/service/api/ask.html', '/service/.env']) {
      const response = await rawRequest(nginx.origin, target);
      assert.equal(response.status, 404, target);
      assert.equal(JSON.parse(response.body).error.code, 'not_found', target);
    }
    for (const target of ['/service/%5Cevil.com', '/service/%0d/evil.com']) {
      assert.equal((await rawRequest(nginx.origin, target)).status, 400, target);
    }
    const bare = await rawRequest(nginx.origin, '/service');
    assert.deepEqual(bare.headers.get('location') ?? ['/service/'], ['/service/'], 'at most a redirect to /service/');
  });

  test('serves MCP at /service/mcp, to an agent with no Origin', async () => {
    const {nginx, service} = running();
    const client = new Client({name: 'tessera-docs-proxy-e2e', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL('/service/mcp', nginx.origin)));
    try {
      const {tools} = await client.listTools();
      assert.deepEqual(
        tools.map((tool) => tool.name).sort(),
        ['get_page', 'list_changes', 'search_docs', 'submit_feedback'],
        service.output(),
      );
      const page = await client.callTool({name: 'get_page', arguments: {page: '/self-host/quick-start'}});
      const text = (page.content as {type: string; text?: string}[])[0]?.text ?? '';
      assert.match(text, /^# /, 'the twin of a page comes back through nginx');
    } finally {
      await client.close();
    }
  });

  test('streams an answer token by token, uncompressed, with the service’s headers once', async () => {
    const {nginx, stub} = running();
    // The stub model sends the first token, then waits: a proxy that buffered would show nothing until it is released.
    stub.holdAfter(1);
    let beforeRelease: AskEvent[] = [];
    const answer = await askThroughNginx(nginx.origin, (events) => {
      beforeRelease = events;
      stub.release();
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(
      beforeRelease.map((event) => (event.type === 'token' ? event.text : event.type)),
      [STUB_TOKENS[0]],
      'the first token reached the client while the model still held back the rest',
    );
    const tokens = answer.events.flatMap((event) => (event.type === 'token' ? [event.text] : []));
    assert.deepEqual(tokens, STUB_TOKENS);
    assert.deepEqual(
      answer.events.slice(tokens.length).map((event) => event.type),
      ['sources', 'done'],
    );
    assert.match(String(answer.headers['content-type']), /^text\/event-stream/);
    assert.equal(answer.headers['content-encoding'], undefined, 'the event stream is not compressed');
    assert.equal(answer.headers['cache-control'], 'no-store', 'one Cache-Control: the service’s');
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  });

  test('tells the service the client address and not the address the client claims', async () => {
    const {nginx} = running();
    // Feedback shares the service's per-client limit and is quick: each like costs one of the client's requests.
    const like = JSON.stringify({answerId: '0123456789abcdef0123456789abcdef', rating: 'up'});
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof rawRequest>> | undefined;
    for (let attempt = 0; attempt <= SERVICE_RATE_LIMIT; attempt += 1) {
      last = await rawRequest(nginx.origin, '/service/api/feedback', {
        method: 'POST',
        headers: {
          Origin: nginx.origin,
          'Content-Type': 'application/json',
          'X-Forwarded-For': `203.0.113.${attempt + 1}`,
        },
        body: like,
      });
      statuses.push(last.status);
    }
    assert.deepEqual(statuses, [...Array<number>(SERVICE_RATE_LIMIT).fill(204), 429], 'one client, whatever it claims');
    assert.equal(last?.headers.get('x-tessera-limited-by'), undefined, 'this 429 is the service’s own');
    assert.equal(JSON.parse(last?.body ?? '{}').error.code, 'rate_limited');
  });

  test('refuses request bodies larger than the service accepts before they reach it', async () => {
    const {nginx} = running();
    const response = await rawRequest(nginx.origin, '/service/api/ask', {
      method: 'POST',
      headers: {Origin: nginx.origin, 'Content-Type': 'application/json'},
      body: JSON.stringify({question: 'x'.repeat(100 * 1024)}),
    });
    assert.equal(response.status, 413);
  });

  test('holds at most 10 open requests per client, slow senders included', async () => {
    const {nginx} = running();
    // Let the request-rate allowance refill (5 per second, 20 at once), so that a 429 below can only be limit_conn's.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const {hostname, port} = new URL(nginx.origin);
    const slowSenders: Socket[] = [];
    try {
      for (let index = 0; index < 10; index += 1) {
        const socket = connect(Number(port), hostname);
        socket.on('error', () => undefined);
        // Announces a body and sends one byte of it: nginx waits for the rest before it involves the service.
        socket.write(
          `POST /service/api/ask HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
            'Content-Length: 100\r\n\r\n{',
        );
        slowSenders.push(socket);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const eleventh = await rawRequest(nginx.origin, '/service/healthz');
      assert.equal(eleventh.status, 429);
      assert.deepEqual(eleventh.headers.get('x-tessera-limited-by'), ['nginx']);
    } finally {
      for (const socket of slowSenders) socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal((await rawRequest(nginx.origin, '/service/healthz')).status, 200, 'free again once they left');
  });

  test('turns a burst away with nginx’s own 429, which the Ask AI dialog understands', async () => {
    const {nginx} = running();
    const responses = await Promise.all(Array.from({length: 60}, () => rawRequest(nginx.origin, '/service/healthz')));
    const limited = responses.filter((response) => response.status === 429);
    assert.ok(limited.length > 0, 'nginx limited the burst');
    assert.ok(
      responses.some((response) => response.status === 200),
      'the first requests of the burst went through',
    );
    assert.deepEqual(
      responses.filter((response) => response.status !== 200 && response.status !== 429).map((r) => r.status),
      [],
    );
    for (const response of limited) {
      // /healthz is never rate limited by the service, and the service never sends this header.
      assert.deepEqual(response.headers.get('x-tessera-limited-by'), ['nginx']);
      assert.deepEqual(response.headers.get('retry-after'), ['2']);
      assert.deepEqual(response.headers.get('content-type'), ['application/json']);
      assert.equal(JSON.parse(response.body).error.code, 'rate_limited');
      // Its own add_header lines must not drop the server's security headers.
      assert.match(String(response.headers.get('content-security-policy')), /(^|; )default-src 'self'(;|$)/);
      assert.deepEqual(response.headers.get('x-frame-options'), ['DENY']);
      assert.deepEqual(response.headers.get('x-content-type-options'), ['nosniff']);
      assert.deepEqual(response.headers.get('referrer-policy'), ['strict-origin-when-cross-origin']);
      assert.match(String(response.headers.get('permissions-policy')), /camera=\(\)/);
    }
  });
});
