import type {IncomingMessage, ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {DocsLibrary} from './library';
import {createDocsMcpServer, type DocsSearch, type FeedbackSink} from './tools';

/** Where the service answers MCP requests (Streamable HTTP). */
export const MCP_PATH = '/mcp';

/**
 * Answers one MCP request, statelessly: a fresh server and transport per request, with no session id, so that any
 * replica behind a load balancer can answer any request. Responses are plain JSON (no long-lived event stream): every
 * tool answers at once.
 */
export async function answerMcpRequest(
  request: IncomingMessage,
  response: ServerResponse,
  body: unknown,
  tools: {library: DocsLibrary; search: DocsSearch; version: string; feedback?: FeedbackSink},
): Promise<void> {
  const server = createDocsMcpServer(tools.library, tools.search, tools.version, tools.feedback);
  const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response, body);
}
