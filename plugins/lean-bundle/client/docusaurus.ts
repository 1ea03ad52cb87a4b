/**
 * Stands in for Docusaurus's `window.docusaurus` (client/docusaurus.js), whose `prefetch` runs when a link scrolls
 * into view and fetches the chunks of the link's routes, finding each chunk's file by its name.
 * - For a route in a lazy child list not filled yet (lazyRoutes.ts), those chunks are unknown until the list's own
 *   chunk has loaded: the link prefetches that chunk. Hovering the link preloads (preload.ts), which fills the list.
 * - The chunks of the lazy routes have no name (lazyChunks.ts): their files are found by the ids the build wrote.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import prefetchFile from '@docusaurus/core/lib/client/prefetch.js';
import {unloadedLazyChunksOn} from './lazyRoutes';
import {lazyChunkId} from './lazyChunks';

// Docusaurus's bundler runtime: a chunk's file from its name (gca), from its id (u), and the public path (p).
declare const __webpack_require__: {gca(chunkName: string): string; u(chunkId: string): string; p: string};

const prefetchedLazyLists = new Set<string>();

function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/** The files of the unnamed lazy-route chunks of the routes that match the path, as Docusaurus finds named ones. */
function unnamedChunkFiles(routePath: string): string[] {
  const matched = new Set(matchRoutes(routes, routePath).map(({route}) => route.path));
  return Object.entries(routesChunkNames)
    .filter(([routeKey]) => matched.has(routeKey.replace(/-[^-]+$/, '')))
    .flatMap(([, chunks]) => chunkNamesOf(chunks))
    .flatMap((name) => {
      const id = lazyChunkId(name);
      return id === undefined ? [] : [__webpack_require__.p + __webpack_require__.u(id)];
    });
}

function prefetch(routePath: string): false | Promise<void[]> {
  for (const chunkName of unloadedLazyChunksOn(routes, routePath)) {
    if (prefetchedLazyLists.has(chunkName)) continue;
    prefetchedLazyLists.add(chunkName);
    void prefetchFile(__webpack_require__.gca(chunkName));
  }
  // Docusaurus says false when it does not prefetch (prefetched already, or a slow or data-saving connection).
  const named = docusaurus.prefetch(routePath);
  if (named === false) return false;
  return Promise.all([named, ...unnamedChunkFiles(routePath).map((file) => prefetchFile(file))]).then(
    ([fetched]) => fetched,
  );
}

export default Object.freeze({...docusaurus, prefetch});
