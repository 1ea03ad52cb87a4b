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

export function summariseRequests(resources: readonly LoadedResource[]): PageWeight {
  const own = resources.filter((resource) => !resource.prefetch);
  const prefetched = resources.filter((resource) => resource.prefetch);
  const bytesOf = (kind: 'js' | 'css') =>
    own.filter((resource) => resourceKind(resource) === kind).reduce((sum, resource) => sum + resource.bodyBytes, 0);
  return {
    jsBytes: bytesOf('js'),
    cssBytes: bytesOf('css'),
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
