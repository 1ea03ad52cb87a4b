import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {setTimeout as delay} from 'node:timers/promises';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import type {AgentLibraryFile} from '../../service/src/mcp/library';
import {changesAfter, normalizeVersion, versionQuestion, type ChangesAnswer} from '../../service/src/mcp/changes';
import {SITE_ORIGIN, startTestService, type TestService} from '../../service/testing/fixtures';

const SITE_URL = 'https://docs.tessera.example';

const LIBRARY: AgentLibraryFile = {
  version: 1,
  siteUrl: SITE_URL,
  changes: [
    {version: 'v0.53.0', date: '2024-09-10', title: 'Newest', url: `${SITE_URL}/changelog/newest`, summary: 'Third.'},
    {version: 'v0.52.1', date: '2024-09-01', title: 'Middle', url: `${SITE_URL}/changelog/middle`, summary: 'Second.'},
    {version: 'v0.52.0', date: '2024-08-20', title: 'Oldest', url: `${SITE_URL}/changelog/oldest`, summary: 'First.'},
  ],
};

const TWINS: Record<string, string> = {
  'index.md': '# What is Tessera?\n\nThe home page.\n',
  'evaluation/configure-evaluators/llm-as-a-judge.md': '# LLM-as-a-Judge\n\nA judge model grades each output.\n',
  'self-host/quick-start.md': '# Self-host Quick Start\n\nRun Tessera with Docker Compose.\n',
  'changelog/newest.md': '# Newest\n\nReleased 2024-09-10 in v0.53.0.\n',
};

let siteDir: string;
let service: TestService;

function writeSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-mcp-site-'));
  for (const [file, text] of Object.entries(TWINS)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  mkdirSync(path.join(dir, 'agents'));
  writeFileSync(path.join(dir, 'agents/library.json'), JSON.stringify(LIBRARY));
  // A file next to the build that no tool may ever return.
  writeFileSync(path.join(dir, '..', `secret-${path.basename(dir)}.md`), '# Secret\n');
  return dir;
}

async function connect(url: string): Promise<Client> {
  const client = new Client({name: 'tessera-docs-tests', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
  return client;
}

function textOf(result: unknown): string {
  const {content} = result as CallToolResult;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

before(async () => {
  siteDir = writeSite();
  service = await startTestService({siteDir, mcpRateLimit: 1000});
});

after(async () => {
  await service.close();
  rmSync(path.join(siteDir, '..', `secret-${path.basename(siteDir)}.md`), {force: true});
  rmSync(siteDir, {recursive: true, force: true});
});

describe('MCP endpoint', () => {
  test('lists three read-only tools and submit_feedback, each with input and output schemas and a description', async () => {
    const client = await connect(service.url);
    try {
      const {tools} = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), [
        'get_page',
        'list_changes',
        'search_docs',
        'submit_feedback',
      ]);
      for (const tool of tools) {
        assert.equal(tool.inputSchema.type, 'object', `${tool.name} has an object input schema`);
        assert.equal(tool.outputSchema?.type, 'object', `${tool.name} declares an output schema`);
        assert.ok((tool.description ?? '').length > 100, `${tool.name} explains itself to an agent`);
        assert.equal(tool.annotations?.readOnlyHint, tool.name !== 'submit_feedback', `${tool.name} read-only hint`);
      }
    } finally {
      await client.close();
    }
  });

  test('every tool answers with structured content that its output schema accepts, and the same as text', async () => {
    const client = await connect(service.url);
    try {
      // Once it has listed the tools, the SDK client checks each answer's structuredContent against the tool's
      // outputSchema and throws when it does not match.
      await client.listTools();
      const calls: Record<string, Record<string, unknown>> = {
        search_docs: {query: 'docker compose'},
        get_page: {page: '/self-host/quick-start'},
        list_changes: {since: 'v0.52'},
        submit_feedback: {page: '/self-host/quick-start', problem: 'The port is wrong.', expected: 'Port 80.'},
      };
      for (const [name, args] of Object.entries(calls)) {
        const result = await client.callTool({name, arguments: args});
        assert.equal(result.isError, undefined, name);
        assert.equal(typeof result.structuredContent, 'object', `${name} returns structured content`);
        assert.ok(textOf(result).length > 0, `${name} returns text for clients that read text`);
      }
    } finally {
      await client.close();
    }
  });

  test('search_docs returns the page that answers, with an absolute URL, section and excerpt', async () => {
    const client = await connect(service.url);
    try {
      const result = await client.callTool({name: 'search_docs', arguments: {query: 'judge model scoring scheme'}});
      const {results} = result.structuredContent as {results: {title: string; url: string; section: string}[]};
      assert.ok(results.length > 0);
      assert.match(
        results[0].url,
        /^https:\/\/docs\.tessera\.example\/evaluation\/configure-evaluators\/llm-as-a-judge/,
      );
      assert.equal(results[0].section, 'Docs');
      const filtered = await client.callTool({
        name: 'search_docs',
        arguments: {query: 'docker compose', section: 'Self-host', limit: 1},
      });
      const only = (filtered.structuredContent as {results: {section: string}[]}).results;
      assert.deepEqual(
        only.map((hit) => hit.section),
        ['Self-host'],
      );
    } finally {
      await client.close();
    }
  });

  test('search_docs refuses bad input with a tool error, not a crash', async () => {
    const client = await connect(service.url);
    try {
      const tooLong = await client.callTool({name: 'search_docs', arguments: {query: 'x'.repeat(5000)}});
      assert.equal(tooLong.isError, true);
      const badSection = await client.callTool({name: 'search_docs', arguments: {query: 'trace', section: 'Blog'}});
      assert.equal(badSection.isError, true);
      const badLimit = await client.callTool({name: 'search_docs', arguments: {query: 'trace', limit: 1000}});
      assert.equal(badLimit.isError, true);
    } finally {
      await client.close();
    }
  });

  test('get_page returns the Markdown twin for every form of a page reference', async () => {
    const client = await connect(service.url);
    try {
      const twin = TWINS['evaluation/configure-evaluators/llm-as-a-judge.md'];
      for (const page of [
        '/evaluation/configure-evaluators/llm-as-a-judge',
        'evaluation/configure-evaluators/llm-as-a-judge.md',
        `${SITE_URL}/evaluation/configure-evaluators/llm-as-a-judge#write-the-prompt-template`,
        '/evaluation/configure-evaluators/llm-as-a-judge/',
        '/evaluation/configure-evaluators/llm-as-a-judge?tab=python',
      ]) {
        const result = await client.callTool({name: 'get_page', arguments: {page}});
        assert.equal(result.isError, undefined, page);
        assert.equal(textOf(result), twin, page);
      }
      const home = await client.callTool({name: 'get_page', arguments: {page: SITE_URL}});
      assert.equal(textOf(home), TWINS['index.md']);
    } finally {
      await client.close();
    }
  });

  test('get_page never reads outside the built pages, and says how to find the right page', async () => {
    const client = await connect(service.url);
    try {
      for (const page of [
        '/no/such/page',
        `../secret-${path.basename(siteDir)}`,
        `/../secret-${path.basename(siteDir)}.md`,
        '/%2e%2e/secret',
        '/agents/library.json',
        'https://evil.example/evaluation/configure-evaluators/llm-as-a-judge',
        '/\\evil',
        'file:///etc/passwd',
      ]) {
        const result = await client.callTool({name: 'get_page', arguments: {page}});
        assert.equal(result.isError, true, page);
        assert.match(textOf(result), /search_docs/, `${page}: the error points to search_docs`);
        assert.doesNotMatch(textOf(result), /# Secret/);
      }
    } finally {
      await client.close();
    }
  });

  test('list_changes since a version lists only the newer entries, newest first', async () => {
    const client = await connect(service.url);
    try {
      const since = await client.callTool({name: 'list_changes', arguments: {since: 'v0.52.1'}});
      const {changes} = since.structuredContent as {changes: {version: string; url: string}[]};
      assert.deepEqual(
        changes.map((change) => change.version),
        ['v0.53.0'],
      );
      const byDate = await client.callTool({name: 'list_changes', arguments: {since: '2024-08-20', limit: 5}});
      assert.deepEqual(
        (byDate.structuredContent as {changes: {version: string}[]}).changes.map((change) => change.version),
        ['v0.53.0', 'v0.52.1'],
      );
      const bad = await client.callTool({name: 'list_changes', arguments: {since: 'last tuesday'}});
      assert.equal(bad.isError, true);
      assert.match(textOf(bad), /neither a version .* nor a date/);
      const oversize = await client.callTool({name: 'list_changes', arguments: {since: 'v'.repeat(5000)}});
      assert.equal(oversize.isError, true);
      const badLimit = await client.callTool({name: 'list_changes', arguments: {limit: 0}});
      assert.equal(badLimit.isError, true);
    } finally {
      await client.close();
    }
  });

  test('list_changes reads every spelling of a version, a date and a release title', async () => {
    const client = await connect(service.url);
    try {
      for (const since of ['v0.52', '0.52', 'v0.52.x', '0.52.0', 'v0.52.0', '2024-08-20', 'Oldest', 'oldest']) {
        const result = await client.callTool({name: 'list_changes', arguments: {since}});
        assert.equal(result.isError, undefined, since);
        const {changes} = result.structuredContent as {changes: {version: string}[]};
        assert.deepEqual(
          changes.map((change) => change.version),
          ['v0.53.0', 'v0.52.1'],
          since,
        );
        assert.match(textOf(result), /v0\.53\.0/, since);
      }
    } finally {
      await client.close();
    }
  });

  test('list_changes answers a future or newest version honestly, naming the newest release', async () => {
    const client = await connect(service.url);
    try {
      for (const since of ['v0.99', '1.0.0', 'v0.53.0']) {
        const result = await client.callTool({name: 'list_changes', arguments: {since}});
        assert.equal(result.isError, undefined, since);
        const structured = result.structuredContent as {
          changes: unknown[];
          beyondNewest: boolean;
          newest: {version: string};
        };
        assert.deepEqual(structured.changes, [], since);
        assert.equal(structured.beyondNewest, true, since);
        assert.equal(structured.newest.version, 'v0.53.0', since);
        assert.match(textOf(result), /Nothing in the changelog after .*newest release in the changelog is v0\.53\.0/);
      }
      const future = await client.callTool({name: 'list_changes', arguments: {since: 'v0.99'}});
      assert.match(textOf(future), /newer than any release/);
    } finally {
      await client.close();
    }
  });

  test('search_docs sends version questions to the changelog', async () => {
    const client = await connect(service.url);
    try {
      const result = await client.callTool({name: 'search_docs', arguments: {query: 'what changed since v0.52'}});
      const structured = result.structuredContent as {results: {url: string; section: string}[]; routedTo: string};
      assert.equal(structured.routedTo, 'changelog');
      assert.deepEqual(
        structured.results.map((hit) => hit.url),
        [`${SITE_URL}/changelog/newest`, `${SITE_URL}/changelog/middle`],
      );
      assert.ok(structured.results.every((hit) => hit.section === 'Changelog'));
      const future = await client.callTool({name: 'search_docs', arguments: {query: 'what is new after 2.0'}});
      assert.equal((future.structuredContent as {routedTo: string}).routedTo, 'changelog');
      assert.match(textOf(future), /newest release in the changelog is v0\.53\.0/);
      const latest = await client.callTool({name: 'search_docs', arguments: {query: "what's new"}});
      assert.equal((latest.structuredContent as {results: unknown[]}).results.length, 3);
      const plain = await client.callTool({name: 'search_docs', arguments: {query: 'docker compose'}});
      assert.equal((plain.structuredContent as {routedTo: string}).routedTo, 'search');
    } finally {
      await client.close();
    }
  });

  test('search_docs filters to HTTP API operations or the changelog, and refuses contradictory filters', async () => {
    const client = await connect(service.url);
    try {
      const api = await client.callTool({name: 'search_docs', arguments: {query: 'docker compose', apiOnly: true}});
      assert.deepEqual((api.structuredContent as {results: unknown[]}).results, []);
      assert.match(textOf(api), /in the HTTP API reference/);
      const changelog = await client.callTool({
        name: 'search_docs',
        arguments: {query: 'docker compose', changelogOnly: true},
      });
      assert.deepEqual((changelog.structuredContent as {results: unknown[]}).results, []);
      for (const args of [
        {apiOnly: true, changelogOnly: true},
        {changelogOnly: true, section: 'Docs'},
        {apiOnly: true, section: 'Self-host'},
        {apiOnly: 'yes'},
      ]) {
        const bad = await client.callTool({name: 'search_docs', arguments: {query: 'trace', ...args}});
        assert.equal(bad.isError, true, JSON.stringify(args));
      }
    } finally {
      await client.close();
    }
  });

  test('get_page returns the page as structured content too', async () => {
    const client = await connect(service.url);
    try {
      const result = await client.callTool({name: 'get_page', arguments: {page: '/self-host/quick-start'}});
      assert.deepEqual(result.structuredContent, {
        url: `${SITE_URL}/self-host/quick-start`,
        markdownUrl: `${SITE_URL}/self-host/quick-start.md`,
        title: 'Self-host Quick Start',
        markdown: TWINS['self-host/quick-start.md'],
      });
      const oversize = await client.callTool({name: 'get_page', arguments: {page: `/${'a'.repeat(5000)}`}});
      assert.equal(oversize.isError, true);
    } finally {
      await client.close();
    }
  });

  test('works with no model configured', async () => {
    const modelless = await startTestService({siteDir, upstreamUrl: undefined, model: undefined});
    try {
      const client = await connect(modelless.url);
      const result = await client.callTool({name: 'get_page', arguments: {page: '/self-host/quick-start'}});
      assert.equal(textOf(result), TWINS['self-host/quick-start.md']);
      await client.close();
    } finally {
      await modelless.close();
    }
  });
});

describe('MCP endpoint limits', () => {
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'curl', version: '1'}},
  });
  const headers = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};

  test('accepts requests without an Origin, refuses browsers from other origins', async () => {
    const agent = await fetch(`${service.url}/mcp`, {method: 'POST', headers, body: initialize});
    assert.equal(agent.status, 200);
    const site = await fetch(`${service.url}/mcp`, {
      method: 'POST',
      headers: {...headers, Origin: SITE_ORIGIN},
      body: initialize,
    });
    assert.equal(site.status, 200);
    const other = await fetch(`${service.url}/mcp`, {
      method: 'POST',
      headers: {...headers, Origin: 'https://evil.example'},
      body: initialize,
    });
    assert.equal(other.status, 403);
  });

  test('refuses oversized bodies, GET and malformed JSON with clear statuses', async () => {
    const big = await fetch(`${service.url}/mcp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list', params: {pad: 'x'.repeat(100_000)}}),
    });
    assert.equal(big.status, 413);
    const get = await fetch(`${service.url}/mcp`, {headers});
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('allow'), 'POST');
    const malformed = await fetch(`${service.url}/mcp`, {method: 'POST', headers, body: '{"jsonrpc":'});
    assert.equal(malformed.status, 400);
  });

  test('rate-limits each client', async () => {
    const limited = await startTestService({siteDir, mcpRateLimit: 2});
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await fetch(`${limited.url}/mcp`, {method: 'POST', headers, body: initialize})).status);
      }
      assert.deepEqual(statuses, [200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('changesAfter', () => {
  const versions = (since: string | undefined) => {
    const answer = changesAfter(LIBRARY.changes, since);
    assert.notEqual(typeof answer, 'string', `${since} is understood`);
    return (answer as ChangesAnswer).entries.map((change) => change.version);
  };

  test('accepts versions with or without v, partial versions, dates and titles; refuses anything else', () => {
    assert.deepEqual(versions('0.52.0'), ['v0.53.0', 'v0.52.1']);
    assert.deepEqual(versions('v0.52.1'), ['v0.53.0']);
    assert.deepEqual(versions('0.52.*'), ['v0.53.0', 'v0.52.1']);
    assert.deepEqual(versions('version 0.52'), ['v0.53.0', 'v0.52.1']);
    assert.deepEqual(versions('middle'), ['v0.53.0']);
    assert.equal(versions(undefined).length, 3);
    assert.deepEqual(versions('v0.1'), ['v0.53.0', 'v0.52.1', 'v0.52.0']);
    assert.equal(typeof changesAfter(LIBRARY.changes, '2024-13-45'), 'string');
    assert.equal(typeof changesAfter(LIBRARY.changes, '2024-02-30'), 'string');
    assert.equal(typeof changesAfter(LIBRARY.changes, 'no such release'), 'string');
  });

  test('normalizeVersion spells every form as vMAJOR.MINOR.PATCH', () => {
    for (const value of ['v0.50', '0.50', 'v0.50.x', '0.50.0', 'V0.50.0', 'version 0.50']) {
      assert.equal(normalizeVersion(value), 'v0.50.0', value);
    }
    assert.equal(normalizeVersion('0.50.3'), 'v0.50.3');
    for (const value of ['0', 'v', '0.50.0.1', '1.2.3-beta', 'latest'])
      assert.equal(normalizeVersion(value), undefined);
  });

  test('versionQuestion recognises questions about releases, and the version they name', () => {
    assert.deepEqual(versionQuestion('what changed since v0.50'), {since: 'v0.50'});
    assert.deepEqual(versionQuestion('changes after 0.52.1'), {since: '0.52.1'});
    assert.deepEqual(versionQuestion("what's new"), {});
    assert.equal(versionQuestion('trace a python function'), undefined);
    assert.equal(versionQuestion('python 3.11 support'), undefined);
  });
});

describe('submit_feedback', () => {
  test('records a report as one structured log line, and forwards it to the webhook when configured', async () => {
    const received: string[] = [];
    const webhook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    const {port} = webhook.address() as AddressInfo;
    const withHook = await startTestService({
      siteDir,
      mcpRateLimit: 1000,
      feedbackWebhookUrl: `http://127.0.0.1:${port}/hook`,
    });
    try {
      const client = await connect(withHook.url);
      const report = {
        page: '/self-host/quick-start',
        problem: 'The port is wrong <script>alert(1)</script>\u001b[31m',
        expected: 'Port 8080',
      };
      const result = await client.callTool({name: 'submit_feedback', arguments: report});
      assert.equal(result.isError, undefined);
      const {accepted, id} = result.structuredContent as {accepted: boolean; id: string};
      assert.equal(accepted, true);
      assert.match(textOf(result), new RegExp(id));
      assert.doesNotMatch(textOf(result), /<script>/, 'the answer does not echo the report');
      const line = withHook.logs.find((entry) => entry.startsWith('mcp_feedback {'));
      assert.ok(line, 'one structured line in the log');
      const logged = JSON.parse(line.slice('mcp_feedback '.length)) as Record<string, string>;
      assert.equal(logged.id, id);
      assert.equal(logged.page, report.page);
      assert.equal(logged.problem, 'The port is wrong <script>alert(1)</script>[31m', 'control characters dropped');
      assert.equal(logged.expected, 'Port 8080');
      for (let wait = 0; received.length === 0 && wait < 100; wait += 1) await delay(20);
      assert.equal(received.length, 1);
      const forwarded = JSON.parse(received[0]) as Record<string, string>;
      assert.equal(forwarded.type, 'tessera-docs.feedback');
      assert.equal(forwarded.id, id);
      await client.close();
    } finally {
      await withHook.close();
      webhook.close();
    }
  });

  test('is off the network by default, refuses empty and oversize reports, and rate-limits each client', async () => {
    const limited = await startTestService({siteDir, mcpRateLimit: 1000, mcpFeedbackRateLimit: 2});
    try {
      assert.equal(limited.config.feedbackWebhookUrl, undefined);
      const client = await connect(limited.url);
      for (const args of [
        {page: '', problem: 'x'},
        {page: '/x', problem: ''},
        {page: '/x'},
        {page: '/x', problem: 'x'.repeat(5000)},
        {page: 'x'.repeat(5000), problem: 'wrong'},
        {page: '/x', problem: 'wrong', expected: 'x'.repeat(5000)},
        {page: '/x', problem: 42},
      ]) {
        const result = await client.callTool({name: 'submit_feedback', arguments: args});
        assert.equal(result.isError, true, JSON.stringify(args).slice(0, 80));
      }
      const outcomes: boolean[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const result = await client.callTool({name: 'submit_feedback', arguments: {page: '/x', problem: 'wrong'}});
        outcomes.push(result.isError !== true);
        if (result.isError) assert.match(textOf(result), /Too many reports .* wait \d+ seconds/);
      }
      assert.deepEqual(outcomes, [true, true, false]);
      assert.equal(limited.logs.filter((line) => line.startsWith('mcp_feedback {')).length, 2);
      await client.close();
    } finally {
      await limited.close();
    }
  });
});
