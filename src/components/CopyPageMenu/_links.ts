import {markdownPathFor} from '../../../shared/llmsPaths';

import {copyText} from '../../../shared/copyText';
export interface CopyPageLinks {
  /** Site path of the page's Markdown twin (fetched and linked on this site). */
  markdownPath: string;
  /** Absolute, canonical URL of the twin: what an assistant is asked to read. */
  markdownUrl: string;
  chatGpt: string;
  claude: string;
}

/** What the assistant is asked: read the page's Markdown twin, then help with it. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/**
 * The menu's targets for the page at `permalink` (which includes the base URL). `siteUrl` is the canonical origin,
 * so that an assistant gets a public address even when the site is browsed from a preview host.
 */
export function copyPageLinks(
  permalink: string,
  siteUrl: string,
  bases: {chatGptBase: string; claudeBase: string},
): CopyPageLinks {
  const markdownPath = markdownPathFor(permalink);
  const markdownUrl = `${siteUrl.replace(/\/+$/, '')}${markdownPath}`;
  const prompt = encodeURIComponent(assistantPrompt(markdownUrl));
  return {
    markdownPath,
    markdownUrl,
    chatGpt: `${bases.chatGptBase}${prompt}`,
    claude: `${bases.claudeBase}${prompt}`,
  };
}

/**
 * Copies the text at `url` to the clipboard. The fetch happens inside the clipboard write so that browsers which
 * demand a user gesture (Safari) still see the click; `writeText` is the fallback where ClipboardItem is missing.
 */
export async function copyFromUrl(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return response.text();
  });
  // Without the Clipboard API (plain http) copyText copies by selection instead.
  if (typeof ClipboardItem !== 'undefined' && (navigator.clipboard as Clipboard | undefined)?.write) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Some browsers refuse a pending ClipboardItem; the plain write below still works there.
    }
  }
  await copyText(await text);
}

/** The name the docs' MCP server gets in an editor's configuration. */
export const MCP_SERVER_NAME = 'tessera-docs';

export interface EditorSetup {
  /** The service's MCP endpoint (Streamable HTTP). */
  mcpUrl: string;
  /** Cursor's install deep link: the server config as base64 JSON. */
  cursor: string;
  /** VS Code's install link: the server config as URL-encoded JSON. */
  vscode: string;
  /** The Claude Code command that adds the server. */
  claudeCode: string;
}

/** One-click set-up of the docs' MCP server in Cursor, VS Code and Claude Code, from the service's base URL. */
export function editorSetup(serviceUrl: string, name = MCP_SERVER_NAME): EditorSetup {
  const mcpUrl = `${serviceUrl.replace(/\/+$/, '')}/mcp`;
  return {
    mcpUrl,
    cursor: `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${btoa(JSON.stringify({url: mcpUrl}))}`,
    vscode: `vscode:mcp/install?${encodeURIComponent(JSON.stringify({name, type: 'http', url: mcpUrl}))}`,
    claudeCode: `claude mcp add --transport http ${name} ${mcpUrl}`,
  };
}
