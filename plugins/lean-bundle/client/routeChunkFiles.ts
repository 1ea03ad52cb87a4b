/**
 * The chunk files of the routes a path matches, as Docusaurus's prefetch finds them but through an index of the route
 * → chunks table (routeChunkIndex.ts), and which of them the page has loaded or prefetched already.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {indexRouteChunks, type RouteChunkIndex} from './routeChunkIndex';
import {lazyListsFilled} from './lazyRoutes';
import {lazyChunkId} from './lazyChunks';

// Docusaurus's bundler runtime: a chunk's file from its name (gca), from its id (u), and the public path (p).
declare const __webpack_require__: {gca(chunkName: string): string; u(chunkId: string): string; p: string};

let index: {routes: RouteChunkIndex; lazyListsFilled: number} | undefined;

/** Built on the first prefetch; the table grows when a lazy child list fills (createRouteComponent.js files them). */
function routeChunkIndex(): RouteChunkIndex {
  if (index?.lazyListsFilled !== lazyListsFilled()) {
    index = {routes: indexRouteChunks(routesChunkNames), lazyListsFilled: lazyListsFilled()};
  }
  return index.routes;
}

function chunkFile(chunkName: string): string | undefined {
  // The lazy routes' chunks have no name: the build wrote their ids (lazyChunks.ts).
  const id = lazyChunkId(chunkName);
  if (id !== undefined) return __webpack_require__.p + __webpack_require__.u(id);
  // A chunk the bundler merged into another has no file of its own (Docusaurus's check).
  const file = __webpack_require__.gca(chunkName);
  return file && !file.includes('undefined') ? file : undefined;
}

export function chunkFilesOf(routePath: string): string[] {
  const chunkIndex = routeChunkIndex();
  const files = matchRoutes(routes, routePath)
    .flatMap(({route}) => (route.path === undefined ? [] : (chunkIndex.get(route.path) ?? [])))
    .map(chunkFile);
  return [...new Set(files.filter((file) => file !== undefined))];
}

/** Files this page has loaded or asked the browser to prefetch: another `<link rel=prefetch>` for them is waste. */
const settledFiles = new Set<string>();
const preloadedPaths = new Set<string>();
/** Paths preloaded whose files are not in `settledFiles` yet. */
const unsettledPreloads: string[] = [];

/**
 * Preload loads a path's chunks: the hydrating page's, a navigation's and a hovered link's. Its files are looked up
 * with the next prefetch, in idle time, not here on the way to hydration.
 */
export function markPreloaded(routePath: string): void {
  preloadedPaths.add(routePath);
  unsettledPreloads.push(routePath);
}

export function isPreloaded(routePath: string): boolean {
  return preloadedPaths.has(routePath);
}

/** The files among these not loaded or prefetched yet, which from now on count as such. */
export function takeUnsettled(files: readonly string[]): string[] {
  for (const routePath of unsettledPreloads.splice(0)) {
    for (const file of chunkFilesOf(routePath)) settledFiles.add(file);
  }
  const unsettled = files.filter((file) => !settledFiles.has(file));
  for (const file of unsettled) settledFiles.add(file);
  return unsettled;
}
