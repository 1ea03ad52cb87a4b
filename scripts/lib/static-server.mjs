/**
 * The local server of the production build, used by `npm run serve` and `npm run test:e2e`. It replaces
 * `docusaurus serve`, which sends `/x.html` under a sub-path base URL to the home page (its redirects drop the base
 * URL) and answers `/404` with status 200. Like a plain static host it knows nothing of the legacy redirects: their
 * client-side redirect pages in build/ handle them, as they would on any host.
 */
import {createReadStream, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import handler from 'serve-handler';
import {tsImport} from 'tsx/esm/api';

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
  const server = http.createServer((request, response) => {
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
    handler(request, response, {public: buildDir, cleanUrls: true, directoryListing: false}).catch((error) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), host, () => resolve(server));
  });
}
