/**
 * The Content-Security-Policy of the generated nginx configuration: the hashes of the inline scripts a build runs,
 * the origins its pages call (the API servers of the Try-it explorer, opt-in services), and the header value made of
 * them.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {ApiServer} from '../../plugins/api-reference/model';
import type {Redirect} from '../../config/redirects';

export interface CspSources {
  /** `'sha256-…'` sources of the inline scripts the pages run (the theme's colour-mode script and the like). */
  scriptHashes: string[];
  /** Origins every page may call besides its own: the opt-in services (Ask AI, analytics). */
  connectOrigins: string[];
  /** The API servers of the description, which "Try it" sends to: callable from the API pages only. */
  apiOrigins: string[];
  /** Origins allowed to serve scripts besides the site itself (opt-in analytics). */
  scriptOrigins: string[];
}

/** Where the Cloud / Self-hosted switch may send Try-it requests besides the API servers of the description. */
export const SELF_HOSTED_API_SOURCES = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/** Which pages a policy is for: the API pages run "Try it", which calls hosts no build can know. */
export type CspScope = 'site' | 'api-pages';

/**
 * The Content-Security-Policy header value. Kept on one line: nginx sends it as written. `connect-src` reaches other
 * origins than the site's and its configured services only on the API pages (nginx picks the policy by path); a
 * reader who navigates there inside the app keeps the first page's policy, and "Try it" then says to reload.
 */
export function contentSecurityPolicy(
  {scriptHashes, connectOrigins, scriptOrigins, apiOrigins}: CspSources,
  scope: CspScope = 'site',
): string {
  const unique = (values: string[]) => [...new Set(values)].sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // No eval: the theme's request editor, which needed it (react-live), is replaced by a text area
    // (src/theme/ApiExplorer/LiveEditor). Inline script stays limited to the hashed scripts of the build.
    ['script-src', ["'self'", ...unique(scriptOrigins), ...unique(scriptHashes)]],
    // Mermaid writes <style> into the diagrams it renders and React sets style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    // Self-hosted readers point "Try it" at their own Tessera host, which no build can know: on the API pages, any
    // HTTPS origin, and plain HTTP only on the reader's own machine. Elsewhere, the site and its services only.
    [
      'connect-src',
      [
        "'self'",
        ...(scope === 'api-pages' ? [...SELF_HOSTED_API_SOURCES, ...unique(apiOrigins)] : []),
        ...unique(connectOrigins),
      ],
    ],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The origin of an absolute http(s) URL, or undefined for anything else. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins of the servers listed in the OpenAPI description (its model's `servers`), which the Try-it explorer of
 * the API pages sends requests to. Server variables take their default values.
 */
export function apiServerOrigins(servers: readonly ApiServer[]): string[] {
  const origins = servers.map((server) => {
    if (typeof server.url !== 'string') return undefined;
    const url = server.url.replace(/\{([^}]+)\}/g, (_, name: string) =>
      String(server.variables?.[name]?.default ?? ''),
    );
    return originOf(url);
  });
  return [...new Set(origins.filter((origin): origin is string => origin !== undefined))];
}

const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `'sha256-…'` sources of the executable inline scripts of one HTML document (JSON-LD and the like never run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_SCRIPT_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function listHtmlFiles(directory: string): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return listHtmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The inline script hashes of every page of a build. The redirect pages of the legacy paths are left out: nginx
 * answers those paths with a 301 before any page is read.
 */
export function buildInlineScriptHashes(buildDir: string, redirects: readonly Redirect[]): string[] {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  const redirectPages = new Set(redirects.map(({from}) => path.join(buildDir, from, 'index.html')));
  const hashes = listHtmlFiles(buildDir)
    .filter((file) => !redirectPages.has(file))
    .flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')));
  return [...new Set(hashes)].sort();
}
