/**
 * The local server of the production build, used by `npm run serve` and `npm run test:e2e`. It replaces
 * `docusaurus serve`, which sends `/x.html` under a sub-path base URL to the home page (its redirects drop the base
 * URL) and answers `/404` with status 200. Like a plain static host it knows nothing of the legacy redirects: their
 * client-side redirect pages in build/ handle them, as they would on any host.
 */
import {createReadStream, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import {constants as zlibConstants} from 'node:zlib';
import {lstat as lstatAsync} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import {tsImport} from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The security headers nginx sends with every response, read from the file deploy/nginx.conf includes. The
 * Content-Security-Policy is left out: its value comes from `npm run gen:nginx` for one deployment (its hashes and the
 * origins it allows), and the local server has none.
 */
export function securityHeaders(file = path.join(root, 'deploy/nginx/security-headers.conf')) {
  const headers = {};
  for (const match of readFileSync(file, 'utf8').matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)) {
    headers[match[1]] = match[2];
  }
  return headers;
}

/** What nginx compresses (gzip_types and brotli_types of deploy/, HTML always): text formats, not images or fonts. */
const COMPRESSIBLE =
  /^(?:text\/(?:html|css|plain|markdown|xml)|application\/(?:javascript|json|xml|yaml|rss\+xml|atom\+xml|wasm)|image\/svg\+xml)(?:;|$)/i;

/** The API description as nginx types it (deploy/nginx.conf): mime-types would say text/yaml. */
const YAML_TYPE = [
  {source: '**/*.{yaml,yml}', headers: [{key: 'Content-Type', value: 'application/yaml; charset=utf-8'}]},
];

/**
 * serve-handler's file look-up, with a name too long for the file system (a 255-byte segment plus the `.html` that
 * clean URLs try) taken for a missing file, as nginx does: 404, not 500.
 */
async function lstat(file) {
  try {
    return await lstatAsync(file);
  } catch (error) {
    if (error.code === 'ENAMETOOLONG') throw Object.assign(new Error(`${file}: no such file`), {code: 'ENOENT'});
    throw error;
  }
}

/** Longest path segment a file system takes (NAME_MAX): no file of the build has a longer name. */
const MAX_SEGMENT_BYTES = 255;

/**
 * A backslash or a control character, in the decoded path: browsers read `/\x` and `/<tab>/x` as another host, so no
 * such path may reach a redirect. deploy/nginx.conf answers them 400 ($tessera_unsafe_path), and so does this server.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_PATH = /[\x00-\x1f\x7f\\]/;

/** The base URL the site is built for, read from config/site.ts so that it follows the same BASE_URL rules. */
export async function siteBaseUrl() {
  const {site} = await tsImport('../../config/site.ts', import.meta.url);
  return site.baseUrl;
}

/**
 * The clean path for a request that spells a page with `.html`, `/index.html` or `/index`, or undefined when the
 * path is already clean. Paths are relative to the base URL.
 */
export function cleanPagePath(sitePath) {
  const match = /^(.*?)(?:\/index(?:\.html)?|\.html)$/.exec(sitePath);
  if (!match) return undefined;
  return match[1] === '' ? '/' : match[1];
}

/**
 * Whether a request asks for the Markdown twin of a page rather than its HTML: `text/markdown` is listed (with a
 * non-zero q) before any `text/html`. Browsers list `text/html` first and keep getting HTML; `deploy/nginx.conf` applies
 * the same rule.
 */
export function prefersMarkdown(accept) {
  const types = String(accept ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => {
      const [type, ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      return {type, q: q === undefined ? 1 : Number(q.slice(2))};
    })
    .filter(({q}) => q > 0);
  const markdown = types.findIndex(({type}) => type === 'text/markdown');
  const html = types.findIndex(({type}) => type === 'text/html');
  return markdown !== -1 && (html === -1 || markdown < html);
}

/** A path a `Location` header may carry: one leading slash, no backslash, no control character. */
function isLocalPath(location) {
  return location.startsWith('/') && !location.startsWith('//') && !/[\\\s]/.test(location);
}

/** Where the twin of a page path may be: `/x` and `/x/` are both the page whose twin the build wrote at `x.md`. */
function twinCandidates(sitePath) {
  if (sitePath === '/') return ['/index.md'];
  const trimmed = sitePath.replace(/\/+$/, '');
  return sitePath.endsWith('/') ? [`${trimmed}/index.md`, `${trimmed}.md`] : [`${trimmed}.md`];
}

function redirect(response, status, location) {
  response.writeHead(status, {Location: location});
  response.end();
}

/** Starts the server; resolves once it listens. */
export function startStaticServer({buildDir, baseUrl, host = 'localhost', port}) {
  const notFoundPage = path.join(buildDir, '404.html');
  const notFound = (response) => {
    response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    createReadStream(notFoundPage).pipe(response);
  };
  const security = securityHeaders();
  const assetsPath = `${baseUrl}assets/`;
  // Like nginx's gzip and brotli filters (comp level 6, nothing under 256 bytes); brotli when the client takes it.
  const compress = compression({
    threshold: 256,
    level: 6,
    brotli: {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 6}},
    filter: (_request, response) => COMPRESSIBLE.test(String(response.getHeader('Content-Type') ?? '')),
  });
  const plain = (response, status, headers = {}) => {
    response.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', ...headers});
    response.end(`${http.STATUS_CODES[status]}\n`);
  };
  const server = http.createServer((request, response) => {
    for (const [name, value] of Object.entries(security)) response.setHeader(name, value);
    // Hashed build output never changes under the same name; everything else is revalidated (deploy/nginx/maps.ts).
    const rawPath = (request.url ?? '/').split('?')[0];
    response.setHeader('Cache-Control', 'no-cache');
    const writeHead = response.writeHead;
    response.writeHead = function (status, ...rest) {
      if (rawPath.startsWith(assetsPath) && [200, 206, 304].includes(status)) {
        this.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
      return writeHead.call(this, status, ...rest);
    };
    // Hostile requests get nginx's answers, never a 500: a static site takes GET and HEAD only.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      plain(response, 405, {Allow: 'GET, HEAD'});
      return;
    }
    let decodedPath;
    try {
      decodedPath = decodeURIComponent(rawPath);
    } catch {
      plain(response, 400);
      return;
    }
    if (UNSAFE_PATH.test(decodedPath)) {
      plain(response, 400);
      return;
    }
    const tooLong = decodedPath.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES);
    compress(request, response, () => route(request, response, tooLong));
  });
  const route = (request, response, tooLong) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(baseUrl)) {
      redirect(response, 302, baseUrl);
      return;
    }
    const sitePath = `/${url.pathname.slice(baseUrl.length)}`;
    if (/^\/404(?:\.html|\/)?$/.test(sitePath)) {
      // The not-found page is a file of the build but not a page of the site.
      notFound(response);
      return;
    }
    const clean = cleanPagePath(sitePath);
    if (clean !== undefined) {
      const location = `${baseUrl.slice(0, -1)}${clean}`;
      if (isLocalPath(location)) redirect(response, 301, `${location}${url.search}`);
      else notFound(response);
      return;
    }
    // As nginx: a name no file system holds is not found (after the .html redirect above), never a 500.
    if (tooLong) {
      notFound(response);
      return;
    }
    // A page URL has no file extension; assets and the twins themselves are served as they are.
    const isPage = !/\.[a-z0-9]+$/i.test(sitePath);
    if (isPage) {
      response.setHeader('Vary', 'Accept');
      // Lets an agent that fetched any page find the index of every page in Markdown.
      response.setHeader('Link', `<${baseUrl}llms.txt>; rel="llms-txt"`);
      if ((request.method === 'GET' || request.method === 'HEAD') && prefersMarkdown(request.headers.accept)) {
        const twin = twinCandidates(sitePath)
          .map((candidate) => path.join(buildDir, candidate))
          .find(
            (file) => file.startsWith(`${buildDir}${path.sep}`) && statSync(file, {throwIfNoEntry: false})?.isFile(),
          );
        if (twin) {
          response.writeHead(200, {'Content-Type': 'text/markdown; charset=utf-8'});
          if (request.method === 'HEAD') response.end();
          else createReadStream(twin).pipe(response);
          return;
        }
      }
    }
    request.url = `${sitePath}${url.search}`;
    handler(
      request,
      response,
      {public: buildDir, cleanUrls: true, directoryListing: false, headers: YAML_TYPE},
      {lstat},
    ).catch((error) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  };
  // As nginx (keepalive_timeout 75 s by default), not Node's 5 s: a busy client that reuses an idle connection just as
  // a 5 s timer closed it gets "fetch failed" (afdocs did, on 5 of its sampled links, on a loaded machine).
  server.keepAliveTimeout = 75_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), host, () => resolve(server));
  });
}
