import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import type {AgentLibraryFile} from '../../service/src/mcp/library';
import {changesAfter} from '../../service/src/mcp/tools';
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
  test('lists three read-only tools, each with an input schema and a description', async () => {
    const client = await connect(service.url);
    try {
      const {tools} = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), ['get_page', 'list_changes', 'search_docs']);
      for (const tool of tools) {
        assert.equal(tool.inputSchema.type, 'object', `${tool.name} has an object input schema`);
        assert.ok((tool.description ?? '').length > 100, `${tool.name} explains itself to an agent`);
        assert.equal(tool.annotations?.readOnlyHint, true, `${tool.name} is read-only`);
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
  test('accepts versions with or without v, and dates; refuses anything else', () => {
    assert.deepEqual(
      (changesAfter(LIBRARY.changes, '0.52.0') as {version: string}[]).map((change) => change.version),
      ['v0.53.0', 'v0.52.1'],
    );
    assert.equal((changesAfter(LIBRARY.changes, undefined) as unknown[]).length, 3);
    assert.equal(typeof changesAfter(LIBRARY.changes, '2024-13-45'), 'string');
  });
});
