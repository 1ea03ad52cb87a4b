/**
 * Stands in for Docusaurus's `preload` (client/preload.js), which loads the chunks of a path's routes before the
 * client hydrates a page, before it renders a navigation's new page and when a link is hovered: it first fills the
 * lazy child lists on the path's branch (lazyRoutes.ts), so that the routes it then preloads are the whole branch.
 * Prefetching then leaves the path out (routeChunkFiles.ts).
 */
import routes from '@generated/routes';
import preloadMatchedRoutes from '@docusaurus/core/lib/client/preload.js';
import {loadLazyRoutesOn} from './lazyRoutes';
import {markPreloaded} from './routeChunkFiles';

export default async function preload(pathname: string): Promise<void[]> {
  // Docusaurus matches the path both as it is and decoded; so does the lazy part.
  const paths = new Set([pathname, decodeURI(pathname)]);
  await Promise.all([...paths].map((path) => loadLazyRoutesOn(routes, path)));
  for (const path of paths) markPreloaded(path);
  return preloadMatchedRoutes(pathname);
}
