import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {benchMcpSearch, describeMcpSearch, sitePathOf, type McpSearchFigures} from '../../scripts/bench/mcp';
import {pagefindRanker} from '../../scripts/bench/searchBaselines';
import {KEYWORD_QUERIES, QUESTION_QUERIES} from '../../scripts/bench/searchQueries';
import {fixtureCorpus} from '../../service/testing/fixtures';

describe('MCP search_docs bench', () => {
  let buildDir: string;
  let figures: McpSearchFigures;

  // A built site reduced to what the service reads: the retrieval file and the agents' library.
  before(async () => {
    buildDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-mcp-'));
    mkdirSync(path.join(buildDir, 'ask-ai'));
    writeFileSync(path.join(buildDir, 'ask-ai', 'corpus.json'), JSON.stringify(fixtureCorpus()));
    mkdirSync(path.join(buildDir, 'agents'));
    writeFileSync(
      path.join(buildDir, 'agents', 'library.json'),
      JSON.stringify({version: 1, siteUrl: 'https://docs.tessera.example', changes: []}),
    );
    figures = await benchMcpSearch({buildDir, rounds: 1});
  });

  after(() => rmSync(buildDir, {recursive: true, force: true}));

  test('calls search_docs over HTTP once per query of both reader sets, at least 50 times', () => {
    const queries = KEYWORD_QUERIES.length + QUESTION_QUERIES.length;
    assert.equal(figures.queries, queries);
    assert.equal(figures.samples, queries);
    assert.ok(figures.samples >= 50);
    assert.ok(figures.p50Ms > 0 && figures.p95Ms >= figures.p50Ms);
  });

  test('scores the pages it returns against the answers of the query sets', () => {
    assert.equal(figures.keywords.queries, KEYWORD_QUERIES.length);
    assert.equal(figures.questions.queries, QUESTION_QUERIES.length);
    // The fixture holds the LLM-as-a-judge page, which answers "llm judge"; most other answers are not there.
    assert.ok(!figures.keywords.misses.some((miss) => miss.query === 'llm judge'));
    assert.ok(figures.keywords.recallAt5 > 0 && figures.keywords.recallAt5 < 1);
    const lines = describeMcpSearch(figures);
    assert.match(lines[0], /^MCP search_docs over HTTP: p50 [\d.]+ ms, p95 [\d.]+ ms \(\d+ calls/);
    assert.match(lines[1], /keywords \(\d+\): recall@1 [\d.]+ %, recall@5 [\d.]+ %, MRR@10 [\d.]+/);
  });
});

describe('result URLs as the query sets name pages', () => {
  test('origin, base path, anchor and trailing slash are removed', () => {
    const site = 'https://docs.tessera.example/docs/';
    assert.equal(sitePathOf('https://docs.tessera.example/docs/evaluation/overview#x', site), '/evaluation/overview');
    assert.equal(sitePathOf('https://docs.tessera.example/docs/self-host/', site), '/self-host');
    assert.equal(sitePathOf('https://docs.tessera.example/docs/', site), '/');
    assert.equal(sitePathOf('https://docs.tessera.example/docsearch', site), '/docsearch');
    assert.equal(
      sitePathOf('https://docs.tessera.example/changelog/v1', 'https://docs.tessera.example'),
      '/changelog/v1',
    );
  });
});

describe("the relevance bench's Pagefind runtime in the same process as the MCP bench", () => {
  let buildDir: string;
  let server: Server;
  let serverUrl: string;
  const originalFetch = globalThis.fetch;

  // A build whose Pagefind runtime is a stand-in: the test is about the fetch the ranker installs, not Pagefind.
  before(async () => {
    buildDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-pagefind-'));
    writeFileSync(path.join(buildDir, 'package.json'), JSON.stringify({type: 'module'}));
    mkdirSync(path.join(buildDir, 'pagefind'));
    writeFileSync(path.join(buildDir, 'pagefind', 'chunk.txt'), 'from the build');
    writeFileSync(
      path.join(buildDir, 'pagefind', 'pagefind.js'),
      'export async function options() {}\nexport async function init() {}\n' +
        'export async function search() { return {results: []}; }\n',
    );
    server = createServer((_request, response) => response.end('from the network'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  after(() => {
    globalThis.fetch = originalFetch;
    server.close();
    rmSync(buildDir, {recursive: true, force: true});
  });

  test('reads its own files from the build and lets every other request through to the network', async () => {
    assert.ok(await pagefindRanker(buildDir));
    assert.equal(await (await fetch('http://build.invalid/pagefind/chunk.txt')).text(), 'from the build');
    assert.equal(await (await fetch(serverUrl)).text(), 'from the network');
  });
});
