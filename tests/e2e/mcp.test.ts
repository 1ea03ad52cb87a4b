import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {configWith} from '../../service/src/config';
import {parseCorpus} from '../../shared/corpus';
import type {AgentLibraryFile} from '../../service/src/mcp/library';
import {SectionIndex} from '../../service/src/retrieval';
import {createAskAiServer, type AskAiServer} from '../../service/src/server';
import {editorSetup} from '../../src/components/CopyPageMenu/_links';
import {compareVersions} from '../../shared/changelogVersions';
import {SITE, openPage, useBrowser, visit} from './support/browser';

const getBrowser = useBrowser();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A guide, an API operation and a changelog entry: the three kinds of page an agent reads. */
const GUIDE = {title: 'Comparing Evaluation Runs', path: '/evaluation/evaluation-from-ui/comparing-runs'};
const OPERATION_PATH = '/reference/api/accept-organization-invitation';

let service: AskAiServer | undefined;
let serviceUrl = '';
let library: AgentLibraryFile;
let askAiUrl: string | null = null;

async function fetchText(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(pathname, SITE), {headers});
  return {status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text()};
}

before(async () => {
  library = JSON.parse((await fetchText('/agents/library.json')).text) as AgentLibraryFile;
  const corpus = parseCorpus((await fetchText('/ask-ai/corpus.json')).text, 'ask-ai/corpus.json');
  askAiUrl = corpus.askAiUrl;
  // The service as a deployment runs it, with no model: MCP must not need one.
  service = createAskAiServer({
    config: configWith({port: 0, siteDir: path.join(root, 'build'), upstreamUrl: undefined, model: undefined}),
    index: async () => new SectionIndex(corpus),
    log: {info: () => undefined, warn: () => undefined},
  });
  serviceUrl = await service.listen();
});

after(async () => {
  await service?.close();
});

async function withClient(run: (client: Client) => Promise<void>) {
  const client = new Client({name: 'tessera-docs-e2e', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(`${serviceUrl}/mcp`)));
  try {
    await run(client);
  } finally {
    await client.close();
  }
}

function textOf(result: unknown): string {
  return (result as CallToolResult).content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
}

describe('MCP tools against the built site', () => {
  test('search_docs finds a page by its exact title', async () => {
    await withClient(async (client) => {
      const result = await client.callTool({name: 'search_docs', arguments: {query: GUIDE.title}});
      const {results} = result.structuredContent as {results: {url: string}[]};
      assert.equal(new URL(results[0].url).pathname, GUIDE.path);
      assert.equal(new URL(results[0].url).origin, new URL(library.siteUrl).origin);
    });
  });

  test('search_docs describes an API operation by its summary, description, method and path, not its page interface', async () => {
    await withClient(async (client) => {
      const result = await client.callTool({
        name: 'search_docs',
        arguments: {query: 'accept organization invitation token'},
      });
      const text = JSON.stringify(result.structuredContent);
      const {results} = result.structuredContent as {results: {url: string}[]};
      assert.ok(
        results.some((found) => new URL(found.url).pathname === OPERATION_PATH),
        `${OPERATION_PATH} is found: ${text}`,
      );
      assert.doesNotMatch(
        text,
        /\b\d{3} - \d{3}\b|Example \(auto\)|stringrequired/,
        'no page interface in the results',
      );
    });
  });

  test('get_page returns exactly the Markdown twin of a guide, an API operation and a changelog entry', async () => {
    const newest = library.changes[0];
    await withClient(async (client) => {
      for (const pagePath of [GUIDE.path, OPERATION_PATH, new URL(newest.url).pathname]) {
        const twin = await fetchText(`${pagePath}.md`);
        assert.equal(twin.status, 200, pagePath);
        const result = await client.callTool({name: 'get_page', arguments: {page: `${library.siteUrl}${pagePath}`}});
        assert.equal(textOf(result), twin.text, pagePath);
      }
      const unknown = await client.callTool({name: 'get_page', arguments: {page: '/no/such/page'}});
      assert.equal(unknown.isError, true);
    });
  });

  test('list_changes since the second-newest version returns exactly the newest entry', async () => {
    const [newest, secondNewest] = library.changes;
    await withClient(async (client) => {
      const result = await client.callTool({name: 'list_changes', arguments: {since: secondNewest.version}});
      const {changes} = result.structuredContent as {changes: {version: string; url: string}[]};
      assert.deepEqual(
        changes.map((change) => [change.version, change.url]),
        [[newest.version, newest.url]],
      );
    });
  });
});

describe('what agents ask', () => {
  test('"what changed since v0.50": list_changes reads every spelling, search_docs answers from the changelog', async () => {
    const versions = [...new Set(library.changes.map((change) => change.version))];
    // A minor version with entries after it, spelled as agents do.
    const minor = versions.map((version) => /^v(\d+)\.(\d+)\./.exec(version)).find((match) => match)!;
    const [major, minorNumber] = [minor[1], minor[2]];
    const base = `v${major}.${Number(minorNumber) - 1}.0`;
    const expected = library.changes.filter((change) => compareVersions(change.version, base) > 0).length;
    await withClient(async (client) => {
      for (const since of [
        `v${major}.${Number(minorNumber) - 1}`,
        `${major}.${Number(minorNumber) - 1}`,
        `v${major}.${Number(minorNumber) - 1}.x`,
      ]) {
        const result = await client.callTool({name: 'list_changes', arguments: {since, limit: 100}});
        assert.equal(result.isError, undefined, since);
        const {changes, more} = result.structuredContent as {changes: unknown[]; more: number};
        assert.equal(changes.length + more, expected, since);
      }
      const future = await client.callTool({name: 'list_changes', arguments: {since: 'v99.0'}});
      assert.match(textOf(future), new RegExp(`newest release in the changelog is ${library.changes[0].version}`));
      const asked = await client.callTool({name: 'search_docs', arguments: {query: `what changed since ${base}`}});
      const {routedTo, results} = asked.structuredContent as {routedTo: string; results: {url: string}[]};
      assert.equal(routedTo, 'changelog');
      assert.equal(results[0].url, library.changes[0].url);
    });
  });

  test('get_page reads the changelog, a tag page and the roadmap, which are in the sitemap', async () => {
    const sitemap = (await fetchText('/sitemap.xml')).text;
    const tagPage = /<loc>[^<]*?(\/changelog\/tags\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    assert.ok(tagPage, 'the sitemap lists a changelog tag page');
    await withClient(async (client) => {
      const changelog = await client.callTool({name: 'get_page', arguments: {page: '/changelog'}});
      assert.equal(changelog.isError, undefined);
      assert.ok(textOf(changelog).includes(library.changes[0].url), '/changelog lists the latest entry');
      const roadmap = await client.callTool({name: 'get_page', arguments: {page: '/roadmap'}});
      assert.match(textOf(roadmap), /^## Recently shipped \(\d+ items?\)$/m);
      assert.match(textOf(roadmap), /^## In progress/m);
      assert.match(textOf(roadmap), /^## Planned/m);
      const tag = await client.callTool({name: 'get_page', arguments: {page: tagPage}});
      assert.equal(tag.isError, undefined, tagPage);
      assert.match(textOf(tag), /tagged with/);
    });
  });

  test('submit_feedback takes a report about a page', async () => {
    await withClient(async (client) => {
      const result = await client.callTool({
        name: 'submit_feedback',
        arguments: {page: GUIDE.path, problem: 'The screenshot shows an old menu.', expected: 'The new menu.'},
      });
      assert.equal((result.structuredContent as {accepted: boolean}).accepted, true);
    });
  });
});

describe('discovery', () => {
  test('with a service URL, the build publishes the Server Card, names the endpoint in llms.txt and atop twins', async () => {
    const card = await fetchText('/.well-known/mcp/server-card.json');
    const llms = (await fetchText('/llms.txt')).text;
    const twin = (await fetchText(`${GUIDE.path}.md`)).text;
    if (!askAiUrl) {
      assert.equal(card.status, 404, 'no service: no Server Card');
      assert.doesNotMatch(llms, /MCP/);
      assert.doesNotMatch(twin, /MCP/);
      return;
    }
    const endpoint = editorSetup(askAiUrl).mcpUrl;
    assert.equal(card.status, 200);
    const parsed = JSON.parse(card.text) as {$schema: string; name: string; remotes: {type: string; url: string}[]};
    assert.match(parsed.$schema, /server-card/);
    assert.match(parsed.name, /^[a-z0-9.-]+\/[a-z0-9-]+$/);
    assert.deepEqual(parsed.remotes, [{type: 'streamable-http', url: endpoint}]);
    assert.ok(llms.includes(endpoint), 'llms.txt names the endpoint');
    for (const tool of ['search_docs', 'get_page', 'list_changes', 'submit_feedback']) {
      assert.ok(llms.includes(tool), tool);
    }
    // The directive sits right under the twin's title: agents read the top of a file first.
    const directive = twin.split('\n')[2];
    assert.match(directive, /^> For AI agents: .*\/llms\.txt/);
    assert.ok(directive.includes(`${GUIDE.path}.md`), 'the directive names the page Markdown');
    assert.ok(directive.includes(endpoint), 'the directive names the MCP endpoint');
  });

  test('the Copy menu offers the editor set-up, by keyboard, with the exact targets', async (t) => {
    if (!askAiUrl) {
      t.skip('the build has no service URL');
      return;
    }
    const setup = editorSetup(askAiUrl);
    const tab = await openPage(getBrowser());
    try {
      const {page, context} = tab;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(SITE).origin});
      await visit(page, GUIDE.path);
      await page.getByRole('button', {name: 'Copy page'}).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      assert.equal(await menu.getByRole('group', {name: 'Use these docs in your editor'}).count(), 1);
      assert.equal(await menu.getByRole('menuitem', {name: 'Add to Cursor'}).getAttribute('href'), setup.cursor);
      assert.equal(await menu.getByRole('menuitem', {name: 'Add to VS Code'}).getAttribute('href'), setup.vscode);
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({hasText: 'Claude Code command copied.'}).waitFor({state: 'attached'});
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), setup.claudeCode);
      await page.keyboard.press('ArrowDown');
      await menu.waitFor({state: 'visible'});
      // Copy page as Markdown, View as Markdown, Open in ChatGPT, Open in Claude, Add to AGENTS.md, then the editors.
      for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Copy MCP server URL');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({hasText: 'MCP server URL copied.'}).waitFor({state: 'attached'});
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), setup.mcpUrl);
      assert.deepEqual(tab.problems.consoleErrors, []);
    } finally {
      await tab.context.close();
    }
  });
});
