import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {changesAfter, describeReading, nothingAfter, versionQuestion, type ChangesAnswer} from './changes';
import type {ChangeEntry, DocsLibrary} from './library';

export {changesAfter} from './changes';

/** One search hit as `search_docs` returns it. */
export interface DocsSearchHit {
  title: string;
  /** Absolute URL, with the `#anchor` of the best-matching section when there is one. */
  url: string;
  section: string;
  excerpt: string;
}

export interface DocsSearchOptions {
  section?: string;
  /** Only HTTP API operation pages (the generated reference under /reference/api/). */
  apiOnly?: boolean;
  limit: number;
}

/** The search engine the tools call: the same one that ranks the site's search and Ask AI's sources. */
export type DocsSearch = (query: string, options: DocsSearchOptions) => Promise<DocsSearchHit[]>;

/** Search facets an agent may restrict `search_docs` to, as the site's search names them. */
export const SEARCH_SECTIONS = ['Docs', 'Tutorials', 'Reference', 'Changelog', 'Self-host'] as const;

export const MCP_LIMITS = {
  maxQueryChars: 500,
  maxSearchResults: 20,
  defaultSearchResults: 8,
  maxChanges: 100,
  defaultChanges: 20,
  maxPageReferenceChars: 2048,
  maxSinceChars: 200,
  maxFeedbackChars: 2000,
} as const;

/** A report an agent files with `submit_feedback`. */
export interface FeedbackReport {
  page: string;
  problem: string;
  expected?: string;
}

/**
 * Where `submit_feedback` reports go: the service logs them (and forwards them to a webhook when configured). The
 * answer says whether the report was kept or refused for the client's rate limit.
 */
export type FeedbackSink = (
  report: FeedbackReport,
) => Promise<{accepted: true; id: string} | {accepted: false; retryAfterSeconds: number}>;

const READ_ONLY = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false} as const;

function toolError(message: string): CallToolResult {
  return {isError: true, content: [{type: 'text', text: message}]};
}

const hitShape = z.object({
  title: z.string(),
  url: z.string(),
  section: z.string(),
  excerpt: z.string(),
});

const changeShape = z.object({
  version: z.string(),
  date: z.string(),
  title: z.string(),
  url: z.string(),
  summary: z.string(),
});

const readingShape = z.object({
  kind: z.enum(['none', 'version', 'date', 'release']),
  version: z.string().optional(),
  date: z.string().optional(),
  title: z.string().optional(),
});

const newestShape = z.object({version: z.string(), date: z.string(), title: z.string(), url: z.string()}).nullable();

const SEARCH_OUTPUT = {
  results: z.array(hitShape).describe('Best pages first.'),
  routedTo: z
    .enum(['search', 'changelog'])
    .describe('"changelog" when the query asked what changed in a version, and the changelog answered it.'),
  note: z.string().optional().describe('How the query was read, when that is not a plain search.'),
};

const PAGE_OUTPUT = {
  url: z.string().describe('Absolute URL of the HTML page.'),
  markdownUrl: z.string().describe('Absolute URL of the same page as Markdown.'),
  title: z.string(),
  markdown: z.string().describe('The whole page as Markdown.'),
};

const CHANGES_OUTPUT = {
  since: readingShape.describe('How "since" was read.'),
  changes: z.array(changeShape).describe('Releases after "since", newest first.'),
  more: z.number().int().describe('Further older entries not shown (raise "limit" to see them).'),
  newest: newestShape.describe('The newest release the changelog knows; null when it is empty.'),
  beyondNewest: z.boolean().describe('True when nothing is after "since": it is the newest release, or newer.'),
};

const FEEDBACK_OUTPUT = {
  accepted: z.boolean(),
  id: z.string().describe('Reference of the report, for the maintainers.'),
};

function changeRecord(entry: ChangeEntry) {
  return {version: entry.version, date: entry.date, title: entry.title, url: entry.url, summary: entry.summary};
}

function changesContent(answer: ChangesAnswer, since: string | undefined, limit: number) {
  const shown = answer.entries.slice(0, limit);
  const newest = answer.newest
    ? {version: answer.newest.version, date: answer.newest.date, title: answer.newest.title, url: answer.newest.url}
    : null;
  const structured = {
    since: answer.reading,
    changes: shown.map(changeRecord),
    more: answer.entries.length - shown.length,
    newest,
    beyondNewest: answer.beyondNewest,
  };
  if (shown.length === 0) return {text: nothingAfter(answer, since ?? ''), structured};
  const more = structured.more > 0 ? `\n\n${structured.more} older entries not shown.` : '';
  const text =
    `${describeReading(answer.reading)}, newest first:\n\n` +
    shown
      .map((entry) => `- ${entry.version} (${entry.date}): [${entry.title}](${entry.url}): ${entry.summary}`)
      .join('\n') +
    more;
  return {text, structured};
}

/** The title of a Markdown page: its first `# ` heading. */
function titleOf(markdown: string): string {
  return /^# (.+)$/m.exec(markdown)?.[1].trim() ?? '';
}

/**
 * The docs as an MCP server: read-only tools over the built site plus `submit_feedback`. A new server is made for
 * every request (the endpoint is stateless), so this only registers tools; the library, search engine and feedback
 * sink are made once by the caller.
 */
export function createDocsMcpServer(
  library: DocsLibrary,
  search: DocsSearch,
  version: string,
  feedback?: FeedbackSink,
): McpServer {
  const server = new McpServer(
    {name: 'tessera-docs', title: 'Tessera Docs', version},
    {
      instructions:
        'Documentation of Tessera, the platform for prompt management, evaluation and observability of LLM ' +
        'applications. Search with search_docs, read a page whole with get_page, ask list_changes what changed ' +
        'since a version before upgrading, and report a wrong or missing page with submit_feedback.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Tessera docs',
      description:
        'Searches the Tessera documentation, API reference, changelog and self-hosting guides with the same engine ' +
        'as the site search box, and returns the best pages with a short excerpt. Use it first whenever you need to ' +
        'know how Tessera does something: pass a question or keywords (an API operation name works too), optionally ' +
        'restrict it to one section, to HTTP API operations or to the changelog, then read the most promising result ' +
        'whole with get_page. Questions about versions ("what changed since v0.50") are answered from the changelog.',
      inputSchema: {
        query: z.string().min(1).max(MCP_LIMITS.maxQueryChars).describe('Keywords or a question, in English.'),
        section: z
          .enum(SEARCH_SECTIONS)
          .optional()
          .describe('Only this part of the site: Docs, Tutorials, Reference (SDK and HTTP API), Changelog, Self-host.'),
        apiOnly: z.boolean().optional().describe('Only HTTP API operations (endpoints of the API reference).'),
        changelogOnly: z.boolean().optional().describe('Only changelog entries (releases).'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MCP_LIMITS.maxSearchResults)
          .optional()
          .describe(`How many results, ${MCP_LIMITS.defaultSearchResults} by default.`),
      },
      outputSchema: SEARCH_OUTPUT,
      annotations: {...READ_ONLY, title: 'Search the Tessera docs'},
    },
    async ({query, section, apiOnly, changelogOnly, limit}): Promise<CallToolResult> => {
      if (!query.trim()) return toolError('The query is empty: pass keywords or a question.');
      if (apiOnly && changelogOnly) return toolError('Pass apiOnly or changelogOnly, not both.');
      if (changelogOnly && section && section !== 'Changelog') {
        return toolError(`changelogOnly contradicts section "${section}": pass one of them.`);
      }
      if (apiOnly && section && section !== 'Reference') {
        return toolError(`apiOnly contradicts section "${section}": API operations are in Reference.`);
      }
      const count = limit ?? MCP_LIMITS.defaultSearchResults;
      const question = apiOnly ? undefined : versionQuestion(query);
      if (question && (section === undefined || section === 'Changelog')) {
        const answer = question.since ? changesAfter(library.changes, question.since) : undefined;
        if (answer && typeof answer !== 'string') {
          const {text, structured} = changesContent(answer, question.since, count);
          const results = structured.changes.map((entry) => ({
            title: `${entry.version}: ${entry.title}`,
            url: entry.url,
            section: 'Changelog',
            excerpt: `Released ${entry.date}. ${entry.summary}`,
          }));
          const note = `Read as a version question: ${describeReading(answer.reading).toLowerCase()}, from the changelog (list_changes gives the same).`;
          return {
            content: [{type: 'text', text: `${note}\n\n${text}`}],
            structuredContent: {results, routedTo: 'changelog', note},
          };
        }
        section = 'Changelog';
      }
      const hits = await search(query, {section: changelogOnly ? 'Changelog' : section, apiOnly, limit: count});
      const where = section ?? (changelogOnly ? 'Changelog' : apiOnly ? 'the HTTP API reference' : undefined);
      if (hits.length === 0 && section === 'Changelog' && question) {
        // A version question without a version ("what's new"): the latest releases answer it.
        const answer = changesAfter(library.changes, undefined) as ChangesAnswer;
        const {text, structured} = changesContent(answer, undefined, count);
        const results = structured.changes.map((entry) => ({
          title: `${entry.version}: ${entry.title}`,
          url: entry.url,
          section: 'Changelog',
          excerpt: `Released ${entry.date}. ${entry.summary}`,
        }));
        const note = 'Read as a question about recent releases: the latest changelog entries.';
        return {
          content: [{type: 'text', text: `${note}\n\n${text}`}],
          structuredContent: {results, routedTo: 'changelog', note},
        };
      }
      if (hits.length === 0) {
        return {
          content: [
            {
              type: 'text',
              text: `No page matches "${query}"${where ? ` in ${where}` : ''}. Try other words, drop the filter, or browse ${library.siteUrl}/llms.txt.`,
            },
          ],
          structuredContent: {results: [], routedTo: 'search'},
        };
      }
      const text = hits
        .map((hit, index) => `${index + 1}. [${hit.title}](${hit.url}) (${hit.section})\n   ${hit.excerpt}`)
        .join('\n');
      return {content: [{type: 'text', text}], structuredContent: {results: hits, routedTo: 'search'}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a Tessera docs page',
      description:
        'Returns one page of the Tessera docs as Markdown, whole: a guide, an SDK reference page, an HTTP API ' +
        'operation with its parameters, request and response schemas, a changelog entry, the changelog itself ' +
        '(/changelog: the latest entries), a changelog tag page, or the roadmap (/roadmap: items by status). Pass ' +
        'the URL or path that search_docs or a link gave you; the site origin, a trailing .md and an #anchor are ' +
        'optional.',
      inputSchema: {
        page: z
          .string()
          .min(1)
          .max(MCP_LIMITS.maxPageReferenceChars)
          .describe(
            'Page URL or path, e.g. /evaluation/overview, /changelog, /roadmap or https://docs.example/reference/api/list-apps.',
          ),
      },
      outputSchema: PAGE_OUTPUT,
      annotations: {...READ_ONLY, title: 'Read a Tessera docs page'},
    },
    async ({page}): Promise<CallToolResult> => {
      const found = library.readPage(page);
      if (!found) {
        return toolError(
          `No page of these docs at "${page.slice(0, 200)}". Find the right page with search_docs, or pick one from ` +
            `the list at ${library.siteUrl}/llms.txt; pass its URL or path to get_page.`,
        );
      }
      const markdownUrl = found.path === '/' ? `${library.siteUrl}/index.md` : `${found.url}.md`;
      return {
        content: [{type: 'text', text: found.markdown}],
        structuredContent: {url: found.url, markdownUrl, title: titleOf(found.markdown), markdown: found.markdown},
      };
    },
  );

  server.registerTool(
    'list_changes',
    {
      title: 'List Tessera releases since a version',
      description:
        'Lists the Tessera changelog entries released after a version, a date or a release, newest first, each ' +
        'with version, date, title, URL and a one-line summary. Versions may be written v0.50, 0.50, v0.50.x or ' +
        'v0.50.0 (a version without a patch number means its first release, so its patches are listed). When ' +
        'nothing is newer, the answer names the newest release the changelog knows. Call it before upgrading a ' +
        'self-hosted Tessera instance, or to learn what is new since the version a project uses; read an entry ' +
        'whole with get_page.',
      inputSchema: {
        since: z
          .string()
          .max(MCP_LIMITS.maxSinceChars)
          .optional()
          .describe(
            'A version (v0.52, 0.52.x, v0.52.1), a date (2024-06-30) or the title of a release; omit it for the latest entries.',
          ),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MCP_LIMITS.maxChanges)
          .optional()
          .describe(`How many entries at most, ${MCP_LIMITS.defaultChanges} by default.`),
      },
      outputSchema: CHANGES_OUTPUT,
      annotations: {...READ_ONLY, title: 'List Tessera releases since a version'},
    },
    async ({since, limit}): Promise<CallToolResult> => {
      const answer = changesAfter(library.changes, since);
      if (typeof answer === 'string') return toolError(answer);
      const {text, structured} = changesContent(answer, since, limit ?? MCP_LIMITS.defaultChanges);
      return {content: [{type: 'text', text}], structuredContent: structured};
    },
  );

  server.registerTool(
    'submit_feedback',
    {
      title: 'Report a wrong or missing docs page',
      description:
        'Tells the Tessera docs maintainers that a page is wrong, out of date or missing: name the page (its URL or ' +
        'path, or the topic you looked for when no page exists), say what was wrong, and what you expected to find. ' +
        'Use it when a page contradicts what the product does or when search_docs cannot find something that ' +
        'should be documented. Plain text only; reports are read by people.',
      inputSchema: {
        page: z
          .string()
          .min(1)
          .max(MCP_LIMITS.maxPageReferenceChars)
          .describe('URL or path of the page, or the topic you searched for when no page covers it.'),
        problem: z.string().min(1).max(MCP_LIMITS.maxFeedbackChars).describe('What is wrong or missing.'),
        expected: z
          .string()
          .max(MCP_LIMITS.maxFeedbackChars)
          .optional()
          .describe('What you expected the page to say or do.'),
      },
      outputSchema: FEEDBACK_OUTPUT,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
        title: 'Report a wrong or missing docs page',
      },
    },
    async ({page, problem, expected}): Promise<CallToolResult> => {
      if (!page.trim() || !problem.trim()) return toolError('Name the page and say what was wrong.');
      if (!feedback) return toolError('This server does not take feedback.');
      const outcome = await feedback({
        page: page.trim(),
        problem: problem.trim(),
        expected: expected?.trim() || undefined,
      });
      if (!outcome.accepted) {
        return toolError(
          `Too many reports in a short time: wait ${outcome.retryAfterSeconds} seconds before sending another.`,
        );
      }
      return {
        content: [
          {type: 'text', text: `Thank you: the report was recorded for the maintainers (reference ${outcome.id}).`},
        ],
        structuredContent: {accepted: true, id: outcome.id},
      };
    },
  );

  return server;
}
