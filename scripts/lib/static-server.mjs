/**
 * The local server of the production build, used by `npm run serve` and `npm run test:e2e`. It replaces
 * `docusaurus serve`, which sends `/x.html` under a sub-path base URL to the home page (its redirects drop the base
 * URL) and answers `/404` with status 200. Like a plain static host it knows nothing of the legacy redirects: their
 * client-side redirect pages in build/ handle them, as they would on any host.
 */
import {createReadStream} from 'node:fs';
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

function redirect(response, status, location) {
  response.writeHead(status, {Location: location});
  response.end();
}

/** Starts the server; resolves once it listens. */
export function startStaticServer({buildDir, baseUrl, host = 'localhost', port}) {
  const notFoundPage = path.join(buildDir, '404.html');
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(baseUrl)) {
      redirect(response, 302, baseUrl);
      return;
    }
    const sitePath = `/${url.pathname.slice(baseUrl.length)}`;
    if (/^\/404(?:\.html|\/)?$/.test(sitePath)) {
      // The not-found page is a file of the build but not a page of the site.
      response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
      createReadStream(notFoundPage).pipe(response);
      return;
    }
    const clean = cleanPagePath(sitePath);
    if (clean !== undefined) {
      redirect(response, 301, `${baseUrl.slice(0, -1)}${clean}${url.search}`);
      return;
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
