import http from 'node:http';
import type {AddressInfo} from 'node:net';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a production build the way `docusaurus serve` does (clean URLs, 404.html for unknown paths), but with gzip,
 * as any real host would (gzip only, the unit of the budgets): transfer sizes and Lighthouse scores then describe what readers download.
 */
export async function startStaticServer(directory: string, port: number, baseUrl = '/'): Promise<StaticServer> {
  const gzip = compression();
  const server = http.createServer((request, response) => {
    // The build's files sit at the root of `directory`; the site lives under baseUrl.
    if (request.url?.startsWith(baseUrl)) request.url = request.url.replace(baseUrl, '/');
    // The budgets are in gzip bytes; Brotli would make every figure ~20 % smaller than the budget means.
    request.headers['accept-encoding'] = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
      ? 'gzip'
      : 'identity';
    gzip(request as never, response as never, () => {
      void serveHandler(request, response, {public: directory, cleanUrls: true, directoryListing: false});
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const {port: actualPort} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}${baseUrl.replace(/\/$/, '')}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
