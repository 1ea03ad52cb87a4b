import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Page} from 'playwright-core';
import YAML from 'yaml';
import {SITE, openPage, seriousAccessibilityViolations, useBrowser, visit, type TestPage} from './support/browser';

const getBrowser = useBrowser();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One page of each sidebar: together their sidebars hold every page the reader can navigate to. */
const SIDEBAR_ENTRY_PAGES = [
  '/',
  '/tutorials/cookbooks/improve-prompts-with-production-traces',
  '/reference/sdk/configuration-management',
  '/self-host/quick-start',
  '/reference/api/category',
];

/** The page the keyboard and clipboard tests use: it has tabs, admonitions and code blocks. */
const SAMPLE_PAGE = '/evaluation/managing-test-sets/upload-csv';

interface ListedPage {
  section: string;
  title: string;
  url: URL;
  description: string;
}

async function fetchText(pathname: string): Promise<{status: number; type: string; text: string}> {
  const response = await fetch(new URL(pathname, SITE));
  return {status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text()};
}

/** The `- [title](url): description` entries of /llms.txt, with the section each is under. */
function parseLlmsTxt(text: string): ListedPage[] {
  const pages: ListedPage[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1];
    const entry = /^- \[((?:\\.|[^\]])+)\]\(([^)]+)\)(?:: (.*))?$/.exec(line);
    if (entry) pages.push({section, title: entry[1], url: new URL(entry[2]), description: entry[3] ?? ''});
  }
  return pages;
}

/**
 * Every page the split index lists: /llms.txt links one index file per part of the docs (under the section that
 * holds it), and each of those lists its pages.
 */
async function listedPages(): Promise<ListedPage[]> {
  const root = await fetchText('/llms.txt');
  const pages: ListedPage[] = [];
  for (const file of parseLlmsTxt(root.text)) {
    assert.match(file.url.pathname, /^\/llms\/.+\.txt$/, `${file.title} links an index file`);
    const part = await fetchText(file.url.pathname);
    assert.equal(part.status, 200, file.url.pathname);
    assert.ok(part.text.length < 50_000, `${file.url.pathname} is under 50,000 characters`);
    for (const page of parseLlmsTxt(part.text)) pages.push({...page, section: file.section});
  }
  return pages;
}

/** The URL path of a page's twin, as the convention has it. */
function twinPath(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.md` : `${pathname}.md`;
}

/** Lines outside fenced code blocks. */
function prose(markdown: string): string[] {
  let inFence = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(>\s*)*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return false;
    }
    return !inFence;
  });
}

/** Opens every collapsed category of the page's sidebar, then returns the internal pages it links to. */
async function sidebarPages(page: Page): Promise<string[]> {
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const collapsed = sidebar.locator('[aria-expanded="false"]');
  for (let opened = 0; (await collapsed.count()) > 0; opened += 1) {
    assert.ok(opened < 200, 'the sidebar keeps showing collapsed categories');
    await collapsed.first().click();
  }
  const hrefs = await sidebar
    .locator('a.menu__link[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')).map((href) => href.split('#')[0]);
}

async function withPage(run: (testPage: TestPage) => Promise<void>) {
  const testPage = await openPage(getBrowser());
  try {
    await run(testPage);
  } finally {
    await testPage.context.close();
  }
}

describe('/llms.txt', () => {
  let text: string;
  let listed: ListedPage[];
  before(async () => {
    const response = await fetchText('/llms.txt');
    assert.equal(response.status, 200);
    assert.match(response.type, /^text\/plain/);
    text = response.text;
    listed = await listedPages();
  });

  test('follows the convention: title, summary, then the sections, in under 50,000 characters', () => {
    assert.match(text, /^# Tessera Docs\n\n> .+\n/);
    assert.ok(text.length < 50_000, `/llms.txt is ${text.length} characters`);
    assert.deepEqual(
      [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]),
      ['Docs', 'Tutorials', 'API reference', 'Self-host', 'Changelog', 'Optional'],
    );
    assert.ok(listed.length > 500, `only ${listed.length} pages listed`);
    for (const page of listed) assert.match(page.url.pathname, /\.md$/, `${page.title} links its Markdown twin`);
  });

  test('lists every page exactly once', () => {
    const counts = new Map<string, number>();
    for (const page of listed) counts.set(page.url.pathname, (counts.get(page.url.pathname) ?? 0) + 1);
    assert.deepEqual(
      [...counts].filter(([, count]) => count > 1),
      [],
    );
  });

  test('lists every page of every sidebar', async () => {
    const listedPaths = new Set(listed.map((page) => page.url.pathname));
    const inSidebars = new Set<string>();
    await withPage(async ({page}) => {
      for (const entry of SIDEBAR_ENTRY_PAGES) {
        await visit(page, entry);
        const pages = await sidebarPages(page);
        assert.ok(pages.length > 0, `no sidebar on ${entry}`);
        for (const pathname of pages) inSidebars.add(pathname);
      }
    });
    // 100 guides and self-host pages, 350 API operations: a sidebar that failed to open would fall far short.
    assert.ok(inSidebars.size > 400, `the sidebars hold only ${inSidebars.size} pages`);
    assert.deepEqual(
      [...inSidebars].filter((pathname) => !listedPaths.has(twinPath(pathname))),
      [],
      'sidebar pages missing from /llms.txt',
    );
  });

  test('lists every API operation exactly once, under API reference', () => {
    const spec = YAML.parse(readFileSync(path.join(root, 'docs/reference/openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, {operationId?: string}>>;
    };
    const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
    const problems: string[] = [];
    let operations = 0;
    for (const [route, item] of Object.entries(spec.paths)) {
      for (const method of methods.filter((candidate) => item[candidate])) {
        operations += 1;
        const signature = `${method.toUpperCase()} ${route}.`;
        const entries = listed.filter((page) => page.description.startsWith(signature));
        if (entries.length !== 1) problems.push(`${signature} is listed ${entries.length} times`);
        else if (entries[0].section !== 'API reference') problems.push(`${signature} is under ${entries[0].section}`);
        else if (!entries[0].url.pathname.startsWith('/reference/api/'))
          problems.push(`${signature}: ${entries[0].url}`);
      }
    }
    assert.ok(operations > 300, `only ${operations} operations in the OpenAPI description`);
    assert.deepEqual(problems, []);
  });

  test('every Markdown link answers 200 with a Markdown content type', async () => {
    const failures: string[] = [];
    const queue = [...listed];
    const worker = async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const response = await fetch(new URL(page.url.pathname, SITE));
        const type = response.headers.get('content-type') ?? '';
        const body = await response.text();
        if (response.status !== 200 || !type.startsWith('text/markdown') || !body.startsWith('# ')) {
          failures.push(`${page.url.pathname}: HTTP ${response.status}, ${type}, starts "${body.slice(0, 20)}"`);
        }
      }
    };
    await Promise.all(Array.from({length: 12}, worker));
    assert.deepEqual(failures, []);
  });
});

describe('Markdown twins', () => {
  let siteOrigin: string;
  before(async () => {
    const llms = await listedPages();
    const sample = llms.find((page) => page.url.pathname === twinPath(SAMPLE_PAGE));
    assert.ok(sample, `${SAMPLE_PAGE} is listed`);
    siteOrigin = sample.url.origin;
  });

  for (const pathname of [SAMPLE_PAGE, '/', '/changelog/main', '/reference/api/accept-organization-invitation']) {
    test(`${twinPath(pathname)} has no front matter, no JSX and only absolute links`, async () => {
      const {status, text} = await fetchText(twinPath(pathname));
      assert.equal(status, 200);
      assert.match(text, /^# \S/, 'starts with the title');
      assert.doesNotMatch(text, /^---\n/, 'front matter');
      const problems: string[] = [];
      for (const line of prose(text)) {
        const outsideCode = line.replace(/`[^`]*`/g, '');
        if (/<\/?[A-Za-z][\w.]*[\s/>]/.test(outsideCode)) problems.push(`tag: ${line}`);
        if (/^(import|export)\s.+(from\s+['"]|=)/.test(line)) problems.push(`ESM: ${line}`);
        if (/^(>\s*)*:::/.test(line)) problems.push(`admonition: ${line}`);
        for (const [, target] of outsideCode.matchAll(/\]\(([^)\s]+)/g)) {
          if (!/^(https?:|mailto:)/.test(target)) problems.push(`relative link ${target}`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }

  test('tabs become headed sections and admonitions blockquotes', async () => {
    const {text} = await fetchText(twinPath(SAMPLE_PAGE));
    assert.match(text, /^### cURL\n\n```bash\ncurl /m);
    assert.match(text, /^### Python\n\n```python title="upload_testset\.py"/m);
    assert.match(text, /^> \*\*Prerequisites\*\*\n>\n> - /m);
    assert.match(text, new RegExp(`\\]\\(${siteOrigin.replace(/\./g, '\\.')}/examples/country-capitals\\.csv\\)`));
  });

  test('the changelog twin lists the entries instead of the timeline component', async () => {
    const {text} = await fetchText('/changelog/main.md');
    const entries = text.match(/^- \[.+\]\(https?:\/\/[^)]+\/changelog\/[^)]+\) \(\d{4}-\d{2}-\d{2}/gm) ?? [];
    assert.ok(entries.length > 50, `only ${entries.length} entries listed`);
  });

  test("an API operation twin has its method, path, parameters, schemas, examples and every language's sample", async () => {
    const {text} = await fetchText('/reference/api/accept-organization-invitation.md');
    assert.match(text, /^`POST \/organizations\/\{organization_id\}\/workspaces\/\{workspace_id\}\/invite\/accept`$/m);
    assert.match(text, /^- `organization_id` `string<uuid>` required: /m);
    assert.match(text, /^ {2}Example: `7358acc9-90e7-5986-b102-a40f4907e82a`$/m);
    assert.match(text, /^## Request body$/m);
    assert.match(text, /^- `token` `string` required: /m);
    assert.match(text, /^### 200 OK$/m);
    assert.doesNotMatch(text, /\$ref/);
    // The samples of the page's tabs, each under the language's name, in the page's order.
    const languages = [...text.matchAll(/^### (.+)\n\n```/gm)].map((match) => match[1]);
    assert.deepEqual(languages, ['Python', 'cURL', 'C#', 'Go', 'Node.js', 'Ruby', 'PHP', 'Java', 'PowerShell']);
    assert.match(
      text,
      /curl -L 'https:\/\/[^']+\/api\/organizations\/[0-9a-f-]+\/workspaces\/[0-9a-f-]+\/invite\/accept\?project_id=[0-9a-f-]+' \\\n-H 'Content-Type: application\/json'/,
    );
  });
});

describe('agent directive in the HTML', () => {
  for (const pathname of [
    SAMPLE_PAGE,
    '/',
    '/changelog',
    '/reference/api/accept-organization-invitation',
    '/roadmap',
  ]) {
    test(`${pathname} names llms.txt and its Markdown before its content, for screen readers only`, async () => {
      const {text: html} = await fetchText(pathname);
      const start = html.indexOf('data-agent-directive');
      assert.ok(start > 0, 'the page has the directive');
      const directive = html.slice(html.lastIndexOf('<p', start), html.indexOf('</p>', start));
      assert.match(directive, /class="?visually-hidden/);
      assert.match(directive, /href="?\/llms\.txt/);
      assert.ok(directive.includes(`href=${twinPath(pathname)}`) || directive.includes(`href="${twinPath(pathname)}"`));
      assert.ok(start < html.search(/<(main|article)[\s>]/), 'it comes before the main content');
      assert.equal((await fetchText(twinPath(pathname))).status, 200, 'the Markdown it names exists');
    });
  }

  test('names the page the URL shows: a trailing slash and an unknown URL hydrate without a mismatch', async () => {
    await withPage(async ({page, problems}) => {
      // The Node server answers "/page/" with the page "/page"; any unknown URL gets the 404 page's HTML.
      await visit(page, `${SAMPLE_PAGE}/`);
      const directive = page.locator('[data-agent-directive]');
      assert.equal(await directive.getByRole('link', {name: twinPath(SAMPLE_PAGE)}).count(), 1);
      await visit(page, '/no-such-page/anywhere');
      assert.match((await directive.textContent()) ?? '', /\/llms\.txt/);
      assert.equal(await directive.getByRole('link', {name: /\.md$/}).count(), 0, 'a missing page has no twin');
      const hydration = problems.consoleErrors.filter((message) => /React error|hydrat/i.test(message));
      assert.deepEqual(hydration, [], 'server HTML and first client render agree');
    });
  });
});

describe('/llms-full.txt and /llms-api.txt', () => {
  test('/llms-full.txt holds the docs, tutorials, self-host pages and changelog, without the API operations', async () => {
    const {status, type, text} = await fetchText('/llms-full.txt');
    assert.equal(status, 200);
    assert.match(type, /^text\/plain/);
    for (const pathname of [
      '/evaluation/concepts',
      '/tutorials/cookbooks/capture-user-feedback',
      '/self-host/quick-start',
      '/changelog/main',
    ]) {
      assert.match(text, new RegExp(`^Source: https?://[^/]+${pathname}$`, 'm'), `${pathname} is in it`);
    }
    assert.doesNotMatch(text, /^## Request samples$/m);
  });

  test('/llms-api.txt holds every API operation', async () => {
    const {status, type, text} = await fetchText('/llms-api.txt');
    assert.equal(status, 200);
    assert.match(type, /^text\/plain/);
    const llms = await listedPages();
    const operations = llms.filter((page) => /^[A-Z]+ \//.test(page.description));
    assert.equal((text.match(/^## Request samples$/gm) ?? []).length, operations.length);
    assert.doesNotMatch(text, /^Source: https?:\/\/[^/]+\/evaluation\//m);
  });
});

describe('"Copy page" menu', () => {
  test('works by keyboard and puts the page Markdown on the clipboard', async () => {
    await withPage(async (tab) => {
      const {page, context} = tab;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(SITE).origin});
      await visit(page, SAMPLE_PAGE);
      const button = page.getByRole('button', {name: 'Copy page'});
      assert.equal(await button.getAttribute('aria-haspopup'), 'menu');
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      const menu = page.getByRole('menu');
      assert.equal(await menu.isVisible(), false);

      const focusedItem = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      await button.focus();
      await page.keyboard.press('Enter');
      await menu.waitFor({state: 'visible'});
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      // A build with a service adds the editor set-up items (tests/e2e/mcp.test.ts checks their targets).
      const hasService = (await fetchText('/.well-known/mcp/server-card.json')).status === 200;
      const editorItems = hasService
        ? ['Copy MCP server URL', 'Add to Cursor', 'Add to VS Code', 'Copy Claude Code command']
        : [];
      const items = [
        'Copy page as Markdown',
        'View as Markdown',
        'Open in ChatGPT',
        'Open in Claude',
        'Add to AGENTS.md',
        ...editorItems,
      ];
      assert.deepEqual(await menu.getByRole('menuitem').allTextContents(), items);
      assert.equal(await focusedItem(), 'Copy page as Markdown');
      await page.keyboard.press('ArrowDown');
      assert.equal(await focusedItem(), 'View as Markdown');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focusedItem(), items[items.length - 1], 'ArrowUp wraps to the last item');
      await page.keyboard.press('Home');
      assert.equal(await focusedItem(), 'Copy page as Markdown');
      assert.deepEqual(await seriousAccessibilityViolations(page), []);

      await page.keyboard.press('Escape');
      await menu.waitFor({state: 'hidden'});
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      assert.equal(await button.evaluate((element) => element === document.activeElement), true, 'focus returns');

      await page.keyboard.press('ArrowDown');
      await menu.waitFor({state: 'visible'});
      assert.equal(await focusedItem(), 'Copy page as Markdown');
      await page.keyboard.press('Enter');
      await page.getByRole('button', {name: 'Copied'}).waitFor();
      assert.equal(await menu.isVisible(), false);
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      const twin = await fetchText(twinPath(SAMPLE_PAGE));
      assert.equal(clipboard, twin.text);
      assert.match(clipboard, /^# Upload Test Sets as CSVs\n/);

      await button.click();
      await menu.getByRole('menuitem', {name: 'Add to AGENTS.md'}).click();
      await page.getByRole('status').filter({hasText: 'Docs index for AGENTS.md copied.'}).waitFor();
      const snippet = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(snippet, (await fetchText('/agents.md')).text);
      assert.match(snippet, /^## Tessera Docs\n/);

      assert.deepEqual(tab.problems.consoleErrors, []);
      assert.deepEqual(tab.problems.externalRequests, []);
      assert.deepEqual(tab.problems.failedRequests, []);
    });
  });

  test('"View as Markdown", ChatGPT and Claude carry the page\'s Markdown URL', async () => {
    const llms = await listedPages();
    await withPage(async ({page}) => {
      for (const pathname of [SAMPLE_PAGE, '/', '/reference/api/accept-organization-invitation']) {
        const markdownUrl = llms.find((entry) => entry.url.pathname === twinPath(pathname))?.url.href;
        assert.ok(markdownUrl, `${pathname} is listed`);
        await visit(page, pathname);
        await page.getByRole('button', {name: 'Copy page'}).click();
        const menu = page.getByRole('menu');
        assert.equal(
          await menu.getByRole('menuitem', {name: 'View as Markdown'}).getAttribute('href'),
          twinPath(pathname),
        );
        for (const name of ['Open in ChatGPT', 'Open in Claude']) {
          const item = menu.getByRole('menuitem', {name});
          const href = new URL((await item.getAttribute('href')) ?? '');
          const prompt = [...href.searchParams.values()].join(' ');
          assert.ok(prompt.includes(markdownUrl), `${name} on ${pathname} asks to read ${markdownUrl}: ${href}`);
          assert.equal(await item.getAttribute('target'), '_blank');
          assert.match((await item.getAttribute('rel')) ?? '', /noopener/);
        }
        await page.keyboard.press('Escape');
      }
    });
  });

  test('clicking outside closes the menu', async () => {
    await withPage(async ({page}) => {
      await visit(page, '/evaluation/concepts');
      await page.getByRole('button', {name: 'Copy page'}).click();
      await page.getByRole('menu').waitFor({state: 'visible'});
      await page.getByRole('heading', {level: 1}).click();
      await page.getByRole('menu').waitFor({state: 'hidden'});
    });
  });
});
