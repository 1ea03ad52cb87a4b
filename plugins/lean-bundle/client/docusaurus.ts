/**
 * Stands in for Docusaurus's `window.docusaurus` (client/docusaurus.js), whose `prefetch` runs when a link scrolls
 * into view and fetches the chunks of the link's routes. Docusaurus's own does it at once, scanning the whole route →
 * chunks table per link; with 100+ links in view on load, that was one long task. This one:
 * - queues the link and prefetches in idle time, a few ms at a time (idleQueue.ts);
 * - finds a route's chunks through an index built once (routeChunkIndex.ts), the unnamed chunks of the lazy routes
 *   by the ids the build wrote (lazyChunks.ts);
 * - leaves out files the page has run or prefetched already (routeChunkFiles.ts), and paths preloaded (preload.ts)
 *   or asked for already;
 * - for a route in a lazy child list not filled yet (lazyRoutes.ts), whose chunks are unknown until the list's own
 *   chunk has loaded, prefetches that chunk. Hovering the link preloads (preload.ts), which fills the list.
 * As Docusaurus's, it does nothing on a slow or data-saving connection.
 */
import routes from '@generated/routes';
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js';
import prefetchFile from '@docusaurus/core/lib/client/prefetch.js';
import {unloadedLazyChunksOn} from './lazyRoutes';
import {chunkFilesOf, isPreloaded, takeUnsettled} from './routeChunkFiles';
import {browserIdle, idleQueue} from './idleQueue';

// Docusaurus's bundler runtime: a chunk's file from its name.
declare const __webpack_require__: {gca(chunkName: string): string};

/** Short enough that a slice stays far below a long task (50 ms) on a slow phone. */
const SLICE_MS = 5;

const isSlowConnection = () =>
  navigator.connection?.effectiveType.includes('2g') === true || navigator.connection?.saveData === true;

/** The files of one link's path, each prefetched in a step of its own: a `<link rel=prefetch>` costs ~1 ms. */
interface FileGroup {
  remaining: number;
  fetched: Promise<void>[];
  done: (fetched: void[]) => void;
}

type PrefetchStep = {routePath: string; done: FileGroup['done']} | {file: string; group: FileGroup};

function prefetchStep(step: PrefetchStep): PrefetchStep[] {
  if ('file' in step) {
    const {group} = step;
    group.fetched.push(prefetchFile(step.file));
    group.remaining -= 1;
    if (group.remaining === 0) void Promise.all(group.fetched).then(group.done);
    return [];
  }
  const {routePath, done} = step;
  const lazyListFiles = unloadedLazyChunksOn(routes, routePath).map((chunkName) => __webpack_require__.gca(chunkName));
  const files = takeUnsettled(isPreloaded(routePath) ? lazyListFiles : [...lazyListFiles, ...chunkFilesOf(routePath)]);
  if (files.length === 0) done([]);
  const group: FileGroup = {remaining: files.length, fetched: [], done};
  return files.map((file) => ({file, group}));
}

const queue = idleQueue<PrefetchStep>(prefetchStep, {
  sliceMs: SLICE_MS,
  whenIdle: browserIdle(SLICE_MS),
  now: () => performance.now(),
});

const requested = new Set<string>();

function prefetch(routePath: string): false | Promise<void[]> {
  // Docusaurus says false when it does not prefetch (asked already, or a slow or data-saving connection).
  if (isSlowConnection() || requested.has(routePath) || isPreloaded(routePath)) return false;
  requested.add(routePath);
  return new Promise((done) => queue.add({routePath, done}));
}

export default Object.freeze({...docusaurus, prefetch});
