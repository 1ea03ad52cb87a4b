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

function lookUpChunkFile(chunkName: string): string | undefined {
  // The lazy routes' chunks have no name: the build wrote their ids (lazyChunks.ts).
  const id = lazyChunkId(chunkName);
  if (id !== undefined) return __webpack_require__.p + __webpack_require__.u(id);
  // A chunk the bundler merged into another has no file of its own (Docusaurus's check).
  const file = __webpack_require__.gca(chunkName);
  return file && !file.includes('undefined') ? file : undefined;
}

/** By chunk name: the runtime's lookups build their whole name → id and id → hash maps on every call. */
const chunkFiles = new Map<string, string>();

function chunkFile(chunkName: string): string | undefined {
  const known = chunkFiles.get(chunkName);
  if (known !== undefined) return known;
  // Not kept when not found: an unnamed chunk's id arrives with its lazy routes.
  const file = lookUpChunkFile(chunkName);
  if (file !== undefined) chunkFiles.set(chunkName, file);
  return file;
}

export function chunkFilesOf(routePath: string): string[] {
  const chunkIndex = routeChunkIndex();
  const files = matchRoutes(routes, routePath)
    .flatMap(({route}) => (route.path === undefined ? [] : (chunkIndex.get(route.path) ?? [])))
    .map(chunkFile);
  return [...new Set(files.filter((file) => file !== undefined))];
}

/** Files this page has prefetched or run: another `<link rel=prefetch>` for them is waste. */
const settledFiles = new Set<string>();
let seenResources = 0;

/**
 * The chunk files the page has run, by the resource timing of their scripts: the hydrating page's chunks, which
 * preload loaded, and those of every page it went to. The route → chunks table cannot tell them: it is keyed by path,
 * and routes share paths (every docs route of a docs instance at `/` shares `/` with its layout routes).
 */
function settleFetchedScripts(): void {
  if (typeof performance.getEntriesByType !== 'function') return;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  for (const resource of resources.slice(seenResources)) {
    if (resource.initiatorType === 'script') settledFiles.add(new URL(resource.name).pathname);
  }
  seenResources = resources.length;
}

/** The files among these not run or prefetched yet, which from now on count as prefetched. */
export function takeUnsettled(files: readonly string[]): string[] {
  settleFetchedScripts();
  const unsettled = files.filter((file) => !settledFiles.has(file));
  for (const file of unsettled) settledFiles.add(file);
  return unsettled;
}

const preloadedPaths = new Set<string>();

/** Preload (hydration, navigation, hover) loaded this path's chunks: prefetching it is pointless. */
export function markPreloaded(routePath: string): void {
  preloadedPaths.add(routePath);
}

export function isPreloaded(routePath: string): boolean {
  return preloadedPaths.has(routePath);
}
