/**
 * Stands in for Docusaurus's `window.docusaurus` (client/docusaurus.js), whose `prefetch` runs when a link scrolls
 * into view and fetches the chunks of the link's routes. For a route in a lazy child list not filled yet
 * (lazyRoutes.ts), those chunks are unknown until the list's own chunk has loaded: the link prefetches that chunk.
 * Hovering the link preloads (preload.ts), which fills the list and loads the route's chunks.
 */
import routes from '@generated/routes';
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import prefetchFile from '@docusaurus/core/lib/client/prefetch.js';
import {unloadedLazyChunksOn} from './lazyRoutes';

// Docusaurus's own bundler runtime function: a chunk's file from its name.
declare const __webpack_require__: {gca(chunkName: string): string};

const prefetched = new Set<string>();

function prefetch(routePath: string): false | Promise<void[]> {
  for (const chunkName of unloadedLazyChunksOn(routes, routePath)) {
    if (prefetched.has(chunkName)) continue;
    prefetched.add(chunkName);
    void prefetchFile(__webpack_require__.gca(chunkName));
  }
  return docusaurus.prefetch(routePath);
}

export default Object.freeze({...docusaurus, prefetch});
