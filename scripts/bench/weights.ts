/** One request of a page load, as the browser reported it. */
export interface LoadedResource {
  url: string;
  resourceType: string;
  /** Response headers plus the encoded (gzip) body. */
  transferredBytes: number;
  /** The encoded body alone: with a gzip server, the gzip size. */
  bodyBytes: number;
  /** A speculative download for another page (Docusaurus prefetches the chunks of visible links). */
  prefetch: boolean;
  failed: boolean;
}

export interface PageWeight {
  /** JavaScript bytes (gzip) the page itself needs, prefetches excluded. */
  jsBytes: number;
  cssBytes: number;
  /** The page's HTML document (gzip body). */
  htmlBytes: number;
  /**
   * Stylesheets and scripts the browser held the first paint for (its own verdict, the resource timing's
   * `renderBlockingStatus`), gzip bodies.
   */
  renderBlockingBytes: number;
  renderBlocking: {path: string; bytes: number}[];
  /** Requests the page itself makes, prefetches excluded. */
  requests: number;
  /** Everything transferred for the page itself, headers included. */
  totalBytes: number;
  prefetchRequests: number;
  prefetchBytes: number;
  failedRequests: string[];
  /** The page's own scripts, largest first: where to look when the JS budget fails. */
  scripts: {path: string; bytes: number}[];
}

export function resourceKind(resource: Pick<LoadedResource, 'url' | 'resourceType'>): 'js' | 'css' | 'other' {
  const pathname = new URL(resource.url).pathname;
  if (resource.resourceType === 'script' || /\.m?js$/.test(pathname)) return 'js';
  if (resource.resourceType === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return 'other';
}

/**
 * What a first load weighs. `renderBlockingUrls` are the resources the browser reported as render-blocking; the
 * document is the first `document` request (a page that redirects counts the page it lands on: the last one).
 */
export function summariseRequests(
  resources: readonly LoadedResource[],
  renderBlockingUrls: readonly string[] = [],
): PageWeight {
  const own = resources.filter((resource) => !resource.prefetch);
  const documents = own.filter((resource) => resource.resourceType === 'document');
  const blocking = new Set(renderBlockingUrls);
  const renderBlocking = own
    .filter((resource) => blocking.has(resource.url))
    .map((resource) => ({path: new URL(resource.url).pathname, bytes: resource.bodyBytes}));
  const prefetched = resources.filter((resource) => resource.prefetch);
  const bytesOf = (kind: 'js' | 'css') =>
    own.filter((resource) => resourceKind(resource) === kind).reduce((sum, resource) => sum + resource.bodyBytes, 0);
  return {
    jsBytes: bytesOf('js'),
    cssBytes: bytesOf('css'),
    htmlBytes: documents.at(-1)?.bodyBytes ?? 0,
    renderBlockingBytes: renderBlocking.reduce((sum, resource) => sum + resource.bytes, 0),
    renderBlocking,
    requests: own.length,
    totalBytes: own.reduce((sum, resource) => sum + resource.transferredBytes, 0),
    prefetchRequests: prefetched.length,
    prefetchBytes: prefetched.reduce((sum, resource) => sum + resource.transferredBytes, 0),
    failedRequests: resources.filter((resource) => resource.failed).map((resource) => resource.url),
    scripts: own
      .filter((resource) => resourceKind(resource) === 'js')
      .map((resource) => ({path: new URL(resource.url).pathname, bytes: resource.bodyBytes}))
      .sort((a, b) => b.bytes - a.bytes),
  };
}
