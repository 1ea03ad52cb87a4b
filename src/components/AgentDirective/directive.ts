/** Where an agent directive points, as site paths (and the absolute MCP endpoint). Shared with the Markdown twins. */
export interface AgentDirectiveParts {
  llmsTxt: string;
  markdown: string;
  mcpEndpoint?: string;
}

/** Path of the MCP endpoint on the service (the service's MCP_PATH). */
export const MCP_PATH = '/mcp';

export function agentDirectiveParts(options: {
  baseUrl: string;
  /** The page's Markdown path without the base URL's trailing slash duplicated, e.g. `/evaluation/concepts.md`. */
  markdownPath: string;
  serviceUrl?: string | null;
}): AgentDirectiveParts {
  const base = options.baseUrl.replace(/\/+$/, '');
  const markdown = options.markdownPath.startsWith(`${base}/`)
    ? options.markdownPath
    : `${base}${options.markdownPath}`;
  return {
    llmsTxt: `${base}/llms.txt`,
    markdown,
    mcpEndpoint: options.serviceUrl ? `${options.serviceUrl.replace(/\/+$/, '')}${MCP_PATH}` : undefined,
  };
}
