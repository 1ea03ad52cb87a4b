import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {compareVersions, entriesSince, isVersion} from '../../../src/data/changelogVersions';
import type {ChangeEntry, DocsLibrary} from './library';

/** One search hit as `search_docs` returns it. */
export interface DocsSearchHit {
  title: string;
  /** Absolute URL, with the `#anchor` of the best-matching section when there is one. */
  url: string;
  section: string;
  excerpt: string;
}

/** The search engine the tools call: the same one that ranks the site's search and Ask AI's sources. */
export type DocsSearch = (query: string, options: {section?: string; limit: number}) => Promise<DocsSearchHit[]>;

/** Search facets an agent may restrict `search_docs` to, as the site's search names them. */
export const SEARCH_SECTIONS = ['Docs', 'Tutorials', 'Reference', 'Changelog', 'Self-host'] as const;

export const MCP_LIMITS = {
  maxQueryChars: 500,
  maxSearchResults: 20,
  defaultSearchResults: 8,
  maxChanges: 100,
  defaultChanges: 20,
  maxPageReferenceChars: 2048,
} as const;

const READ_ONLY = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false} as const;

function toolError(message: string): CallToolResult {
  return {isError: true, content: [{type: 'text', text: message}]};
}

/** Entries after `since` (a version such as v0.52.0, or a YYYY-MM-DD date), newest first. */
export function changesAfter(changes: readonly ChangeEntry[], since: string | undefined): ChangeEntry[] | string {
  const newestFirst = [...changes].sort(
    (a, b) => b.date.localeCompare(a.date) || compareVersions(b.version, a.version),
  );
  if (since === undefined || since.trim() === '') return newestFirst;
  const value = since.trim();
  const version = value.startsWith('v') ? value : `v${value}`;
  if (isVersion(version)) return entriesSince(newestFirst, version);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) {
    return newestFirst.filter((entry) => entry.date > value);
  }
  return `"${value}" is neither a version (like v0.52.0) nor a date (like 2024-06-30).`;
}

/**
 * The docs as an MCP server: three read-only tools over the built site. A new server is made for every request (the
 * endpoint is stateless), so this only registers tools; the library and search engine are loaded once by the caller.
 */
export function createDocsMcpServer(library: DocsLibrary, search: DocsSearch, version: string): McpServer {
  const server = new McpServer(
    {name: 'tessera-docs', title: 'Tessera Docs', version},
    {
      instructions:
        'Documentation of Tessera, the platform for prompt management, evaluation and observability of LLM ' +
        'applications. Search with search_docs, read a page whole with get_page, and ask list_changes what changed ' +
        'since a version before upgrading.',
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
        'restrict it to one section, then read the most promising result whole with get_page.',
      inputSchema: {
        query: z.string().min(1).max(MCP_LIMITS.maxQueryChars).describe('Keywords or a question, in English.'),
        section: z
          .enum(SEARCH_SECTIONS)
          .optional()
          .describe('Only this part of the site: Docs, Tutorials, Reference (SDK and HTTP API), Changelog, Self-host.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MCP_LIMITS.maxSearchResults)
          .optional()
          .describe(`How many results, ${MCP_LIMITS.defaultSearchResults} by default.`),
      },
      annotations: {...READ_ONLY, title: 'Search the Tessera docs'},
    },
    async ({query, section, limit}): Promise<CallToolResult> => {
      if (!query.trim()) return toolError('The query is empty: pass keywords or a question.');
      const hits = await search(query, {section, limit: limit ?? MCP_LIMITS.defaultSearchResults});
      if (hits.length === 0) {
        return {
          content: [
            {
              type: 'text',
              text: `No page matches "${query}"${section ? ` in ${section}` : ''}. Try other words, drop the section, or browse ${library.siteUrl}/llms.txt.`,
            },
          ],
          structuredContent: {results: []},
        };
      }
      const text = hits
        .map((hit, index) => `${index + 1}. [${hit.title}](${hit.url}) (${hit.section})\n   ${hit.excerpt}`)
        .join('\n');
      return {content: [{type: 'text', text}], structuredContent: {results: hits}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a Tessera docs page',
      description:
        'Returns one page of the Tessera docs as Markdown, whole: a guide, an SDK reference page, an HTTP API ' +
        'operation with its parameters, request and response schemas, or a changelog entry. Pass the URL or path ' +
        'that search_docs or a link gave you; the site origin, a trailing .md and an #anchor are optional.',
      inputSchema: {
        page: z
          .string()
          .min(1)
          .max(MCP_LIMITS.maxPageReferenceChars)
          .describe('Page URL or path, e.g. /evaluation/overview or https://docs.example/reference/api/list-apps.'),
      },
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
      return {content: [{type: 'text', text: found.markdown}]};
    },
  );

  server.registerTool(
    'list_changes',
    {
      title: 'List Tessera releases since a version',
      description:
        'Lists the Tessera changelog entries released after a version or a date, newest first, each with version, ' +
        'date, title, URL and a one-line summary. Call it before upgrading a self-hosted Tessera instance, or to learn ' +
        'what is new since the version a project uses; read an entry whole with get_page.',
      inputSchema: {
        since: z
          .string()
          .max(40)
          .optional()
          .describe('A version such as v0.52.0, or a date such as 2024-06-30; omit it for the latest entries.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MCP_LIMITS.maxChanges)
          .optional()
          .describe(`How many entries at most, ${MCP_LIMITS.defaultChanges} by default.`),
      },
      annotations: {...READ_ONLY, title: 'List Tessera releases since a version'},
    },
    async ({since, limit}): Promise<CallToolResult> => {
      const changes = changesAfter(library.changes, since);
      if (typeof changes === 'string') return toolError(changes);
      const shown = changes.slice(0, limit ?? MCP_LIMITS.defaultChanges);
      if (shown.length === 0) {
        return {
          content: [{type: 'text', text: `No release after ${since}: that is the newest version in the changelog.`}],
          structuredContent: {changes: []},
        };
      }
      const more = changes.length > shown.length ? `\n\n${changes.length - shown.length} older entries not shown.` : '';
      const text =
        shown
          .map((entry) => `- ${entry.version} (${entry.date}): [${entry.title}](${entry.url}): ${entry.summary}`)
          .join('\n') + more;
      return {content: [{type: 'text', text}], structuredContent: {changes: shown}};
    },
  );

  return server;
}
