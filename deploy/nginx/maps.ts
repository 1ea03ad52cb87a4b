/**
 * Builds the generated part of the nginx configuration (deploy/nginx.conf includes it): the legacy redirects of
 * config/redirects.ts as an nginx map, the Content-Security-Policy the built pages need, the few values that
 * depend on the base URL, and where the service runs. Pure functions plus two readers, shared by `npm run gen:nginx`
 * and the nginx e2e test.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {Redirect} from '../../config/redirects';

export interface CspSources {
  /** `'sha256-…'` sources of the inline scripts the pages run (the theme's colour-mode script and the like). */
  scriptHashes: string[];
  /** Origins the pages may call besides their own: the API servers of the Try-it explorer, opt-in services. */
  connectOrigins: string[];
  /** Origins allowed to serve scripts besides the site itself (opt-in analytics). */
  scriptOrigins: string[];
}

export interface NginxMapsOptions {
  redirects: readonly Redirect[];
  /** The site's base URL, with leading and trailing slash. */
  baseUrl: string;
  csp: CspSources;
  /** Adds the brotli directives; needs nginx's brotli module (Debian: libnginx-mod-http-brotli-filter). */
  brotli?: boolean;
  /** Addresses of the service replicas behind /service/ (see parseServiceUpstreams); default one, on 127.0.0.1:8787. */
  serviceUpstreams?: readonly string[];
}

/** The path deploy/nginx.conf forwards to the service (`location ^~ /service/`), whatever the site's base URL. */
export const SERVICE_LOCATION = '/service/';
export const DEFAULT_SERVICE_UPSTREAM = '127.0.0.1:8787';

// host:port with a DNS name, an IPv4 address or a bracketed IPv6 address; or a Unix socket.
const UPSTREAM_ADDRESS =
  /^(?:(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\]):(\d{1,5})|unix:\/[\w./-]+)$/;

/**
 * The service replicas from TESSERA_SERVICE_UPSTREAM: comma-separated `host:port` (or `unix:/path`) entries, as
 * nginx's `server` directive takes them. Throws with the offending entry, so a typo stops gen:nginx rather than nginx.
 */
export function parseServiceUpstreams(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 0 ? [DEFAULT_SERVICE_UPSTREAM] : [...new Set(entries.map(requireUpstreamAddress))];
}

function requireUpstreamAddress(entry: string): string {
  const match = UPSTREAM_ADDRESS.exec(entry);
  const port = match?.[1];
  if (!match || (port !== undefined && (Number(port) < 1 || Number(port) > 65535))) {
    throw new Error(
      `TESSERA_SERVICE_UPSTREAM: "${entry}" is not an address like 127.0.0.1:8787, service.internal:8787, ` +
        '[::1]:8787 or unix:/run/tessera-docs.sock (no scheme, no path; separate replicas with commas).',
    );
  }
  return entry;
}

/** Joins the base URL and a site path written from the root ("/evaluation/concepts"). */
export function withBaseUrl(baseUrl: string, sitePath: string): string {
  return `${baseUrl.replace(/\/$/, '')}${sitePath}`;
}

/** The Content-Security-Policy header value. Kept on one line: nginx sends it as written. */
export function contentSecurityPolicy({scriptHashes, connectOrigins, scriptOrigins}: CspSources): string {
  const unique = (values: string[]) => [...new Set(values)].sort();
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Pagefind instantiates its WebAssembly search engine, which CSP treats as code. The request editor of the API
    // pages (react-live inside docusaurus-theme-openapi-docs) evaluates its content with `Function` as soon as it
    // mounts, and since the site is a single-page app, any page can lead there: eval is needed site-wide. Inline
    // script stays limited to the hashed scripts of the build.
    [
      'script-src',
      ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'", ...unique(scriptOrigins), ...unique(scriptHashes)],
    ],
    // Mermaid writes <style> into the diagrams it renders and React sets style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...unique(connectOrigins)]],
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

interface OpenApiServer {
  url?: unknown;
  variables?: Record<string, {default?: unknown}>;
}

/**
 * The origins of the servers listed in the OpenAPI description, which the Try-it explorer of the API pages sends
 * requests to. Server variables take their default values.
 */
export function apiServerOrigins(openapiSource: string): string[] {
  const spec = (YAML.parse(openapiSource) ?? {}) as {servers?: OpenApiServer[]};
  const origins = (spec.servers ?? []).map((server) => {
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

function quote(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} into the nginx configuration.`);
  return `"${value}"`;
}

function hasControlOrSpace(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) <= 0x20 || character.charCodeAt(0) === 0x7f);
}

/**
 * Refuses anything but a path on this site: a 301 to "//host", "/\\host" or a path with a tab goes off-site in
 * browsers, so no value of config/redirects.ts or BASE_URL may become one.
 */
function requireSitePath(value: string, what: string): string {
  if (!value.startsWith('/') || /^\/[/\\]/.test(value) || value.includes('\\') || hasControlOrSpace(value)) {
    throw new Error(
      `${what} ${JSON.stringify(value)} is not a path on this site: it must start with a single "/" and hold no ` +
        'backslash, space or control character.',
    );
  }
  return value;
}

/** The generated file, http-level directives only: four maps, the service upstream and, on request, brotli. */
export function renderNginxMaps({
  redirects,
  baseUrl,
  csp,
  brotli = false,
  serviceUpstreams = [DEFAULT_SERVICE_UPSTREAM],
}: NginxMapsOptions): string {
  const base = requireSitePath(baseUrl.replace(/\/?$/, '/'), 'BASE_URL');
  const width = Math.max(...redirects.map(({from}) => withBaseUrl(base, from).length));
  const redirectLines = redirects.map(({from, to}) => {
    const source = withBaseUrl(base, requireSitePath(from, 'The legacy path'));
    const target = withBaseUrl(base, requireSitePath(to, `The target of ${from}`));
    return `    ${quote(source).padEnd(width + 2)} ${quote(target)};`;
  });
  const upstreams = [...new Set(serviceUpstreams.map(requireUpstreamAddress))];
  if (upstreams.length === 0) throw new Error('The service needs at least one upstream address.');
  const assets = `${base}assets/`.replace(/[.]/g, '\\.');
  const lines = [
    '# Generated by `npm run gen:nginx` from config/redirects.ts, the site configuration and the build. Do not edit:',
    '# change the sources, rebuild, and run `npm run gen:nginx` again. Included by deploy/nginx.conf (http level).',
    `# Base URL: ${base}`,
    '',
    '# Legacy paths and where they moved (config/redirects.ts). Keys are $tessera_page_path: the request path without',
    '# a trailing slash, ".html" or "/index.html", so every spelling of a legacy path gets one 301.',
    '# The longest legacy paths do not fit the default 64-byte hash bucket.',
    'map_hash_bucket_size 128;',
    'map $tessera_page_path $tessera_redirect {',
    '    default "";',
    ...redirectLines,
    '}',
    '',
    '# Hashed build output never changes under the same name; everything else is revalidated on each use. The',
    '# service sets its own (an empty value sends no header), so that its answers do not carry two.',
    'map "$status:$uri" $tessera_cache_control {',
    `    "~^[0-9]+:${SERVICE_LOCATION}" "";`,
    `    "~^(200|206|304):${assets}" "public, max-age=31536000, immutable";`,
    '    default "no-cache";',
    '}',
    '',
    '# Lets an agent that fetched any page find the Markdown index of every page.',
    'map $sent_http_content_type $tessera_page_link {',
    // Single quotes: the value holds double quotes; `base` is a checked site path (no quote, space or backslash).
    `    "~^text/html" '<${base}llms.txt>; rel="llms-txt"';`,
    '    default "";',
    '}',
    '',
    'map $uri $tessera_not_found_page {',
    `    default ${quote(`${base}404.html`)};`,
    '}',
    '',
    '# Derived from the inline scripts of the build and the origins the site is configured to call.',
    'map $uri $tessera_csp {',
    `    default ${quote(contentSecurityPolicy(csp))};`,
    '}',
    '',
    `# The service behind ${SERVICE_LOCATION} (TESSERA_SERVICE_UPSTREAM). With several replicas, each new request goes to`,
    '# the one with the fewest open connections: answers are long streams, so counting requests would pile them up.',
    'upstream tessera_service {',
    ...(upstreams.length > 1 ? ['    least_conn;'] : []),
    ...upstreams.map((address) => `    server ${address};`),
    '    keepalive 16;',
    '}',
  ];
  if (brotli) {
    lines.push(
      '',
      'brotli on;',
      'brotli_comp_level 6;',
      'brotli_min_length 256;',
      `brotli_types ${COMPRESSIBLE_TYPES.join(' ')};`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Text formats worth compressing besides text/html (which nginx always compresses); kept in step with nginx.conf. */
export const COMPRESSIBLE_TYPES = [
  'text/css',
  'text/plain',
  'text/markdown',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/rss+xml',
  'application/atom+xml',
  'application/wasm',
  'image/svg+xml',
];
