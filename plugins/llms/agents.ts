import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {compareVersions} from '../../shared/changelogVersions';

/**
 * What agents need beyond the Markdown twins, all derived from the build: the service's MCP endpoint and how to find
 * it (the Server Card, a section of /llms.txt, a note under every twin), and the changelog as data for `list_changes`.
 * Without a service URL the site publishes no endpoint, card or note.
 */

/** Path of the MCP endpoint on the service (the service's MCP_PATH). */
const MCP_PATH = '/mcp';

export const SERVER_CARD_PATH = '.well-known/mcp/server-card.json';
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

/** The tools the service offers, as agents are told about them before connecting. */
export const MCP_TOOLS = [
  {name: 'search_docs', summary: 'search the docs, API reference, changelog and self-host guides'},
  {name: 'get_page', summary: 'read one page whole, as Markdown'},
  {name: 'list_changes', summary: 'list the releases after a version, date or release'},
  {name: 'submit_feedback', summary: 'report a wrong or missing page to the maintainers'},
] as const;

/** The MCP endpoint of the service whose base URL the site was built with, or undefined without a service. */
export function mcpEndpoint(serviceUrl: string | undefined | null): string | undefined {
  if (!serviceUrl) return undefined;
  return `${serviceUrl.replace(/\/+$/, '')}${MCP_PATH}`;
}

/** Reverse-DNS server name from the site's host, as the Server Card requires: docs.tessera.example → example.tessera.docs. */
export function serverName(siteUrl: string): string {
  const host = new URL(siteUrl).hostname;
  return `${host.split('.').reverse().join('.')}/docs`;
}

export function serverCard(options: {siteUrl: string; endpoint: string; title: string; version: string}) {
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: serverName(options.siteUrl),
    version: options.version,
    title: options.title,
    description:
      'Search and read the Tessera documentation, HTTP API reference and changelog: ' +
      MCP_TOOLS.map((tool) => `${tool.name} (${tool.summary})`).join(', ') +
      '.',
    websiteUrl: options.siteUrl,
    remotes: [{type: 'streamable-http', url: options.endpoint}],
    capabilities: {tools: {listChanged: false}},
  };
}

/** The section of /llms.txt that names the endpoint and its tools. */
export function llmsTxtMcpDetails(endpoint: string): string {
  const tools = MCP_TOOLS.map((tool) => `\`${tool.name}\` (${tool.summary})`).join(', ');
  return `An MCP server (Streamable HTTP, no authentication) serves these docs at ${endpoint} with the tools ${tools}.`;
}

/**
 * The note near the top of every twin (the HTML pages carry the same one, visually hidden: src/components/AgentDirective):
 * where the index of all pages, this page's Markdown and, with a service, the MCP endpoint are.
 */
export function twinDirective(where: {llmsTxt: string; markdown: string; endpoint?: string}): string {
  const mcp = where.endpoint
    ? ` Search and read the docs over MCP at ${where.endpoint} (tools: ${MCP_TOOLS.map((tool) => tool.name).join(', ')}).`
    : '';
  return `> For AI agents: an index of every page of these docs is at ${where.llmsTxt}, and this page is available as Markdown at ${where.markdown}.${mcp}`;
}

/** The Markdown with the directive right under its `# title` (or first, without a title). */
export function withDirective(markdown: string, directive: string): string {
  const text = markdown.trimEnd();
  const match = /^# [^\n]*\n/.exec(text);
  if (!match) return `${directive}\n\n${text}\n`;
  return `${match[0]}\n${directive}\n\n${text.slice(match[0].length).replace(/^\n+/, '')}\n`;
}

export interface AgentChange {
  /** The newest version the entry covers. */
  version: string;
  date: string;
  title: string;
  url: string;
  summary: string;
}

/** The changelog as `list_changes` reads it: one record per entry, newest first. */
export function agentChanges(posts: readonly BlogPost[], siteOrigin: string, excluded: string): AgentChange[] {
  return posts
    .filter((post) => post.metadata.permalink !== excluded && post.metadata.tags.length > 0)
    .map(({metadata}) => ({
      version: metadata.tags.map((tag) => tag.label).sort((a, b) => compareVersions(b, a))[0],
      date: metadata.date.toISOString().slice(0, 10),
      title: metadata.title,
      url: `${siteOrigin}${metadata.permalink}`,
      summary: metadata.description.replace(/\s+/g, ' ').trim(),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || compareVersions(b.version, a.version));
}
