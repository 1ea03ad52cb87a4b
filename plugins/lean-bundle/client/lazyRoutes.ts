/**
 * Child lists of the client's route table that fill themselves from a chunk of their own the first time a path needs
 * them (see ../lazySubtrees.ts, which writes those chunks). Docusaurus and its theme read a route's children when
 * they match or render, not when the table is built, so a list filled in place before that is all they see.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';

type LoadChildren = () => Promise<{default: RouteConfig[]}>;

interface LazyChildren {
  chunkName: string;
  load: LoadChildren;
  loading?: Promise<void>;
}

/** Child lists still empty, with how to fill them. */
const unloaded = new WeakMap<RouteConfig[], LazyChildren>();
let filled = 0;

/** How many lazy child lists have filled: each adds its routes' entries to the route → chunks table. */
export function lazyListsFilled(): number {
  return filled;
}

/** An empty child list that `loadLazyRoutesOn` fills with the routes of `load`'s module, whose chunk is named so. */
export function lazyRoutes(chunkName: string, load: LoadChildren): RouteConfig[] {
  const children: RouteConfig[] = [];
  unloaded.set(children, {chunkName, load});
  return children;
}

function unloadedOn(routes: RouteConfig[], pathname: string): [RouteConfig[], LazyChildren][] {
  return matchRoutes(routes, pathname).flatMap(({route}) => {
    const lazy = route.routes && unloaded.get(route.routes);
    return route.routes && lazy ? [[route.routes, lazy] as [RouteConfig[], LazyChildren]] : [];
  });
}

function fill(children: RouteConfig[], lazy: LazyChildren): Promise<void> {
  lazy.loading ??= lazy.load().then(
    (module) => {
      children.push(...module.default);
      unloaded.delete(children);
      filled += 1;
    },
    (error: unknown) => {
      // A later call tries again (a chunk can fail to load while the network is down).
      lazy.loading = undefined;
      throw error;
    },
  );
  return lazy.loading;
}

/** Fills every lazy child list on the path's branch, and those the filled ones bring, until the branch is whole. */
export async function loadLazyRoutesOn(routes: RouteConfig[], pathname: string): Promise<void> {
  for (let pending = unloadedOn(routes, pathname); pending.length > 0; pending = unloadedOn(routes, pathname)) {
    await Promise.all(pending.map(([children, lazy]) => fill(children, lazy)));
  }
}

/** The chunk names of the lazy child lists on the path's branch not filled yet. */
export function unloadedLazyChunksOn(routes: RouteConfig[], pathname: string): string[] {
  return unloadedOn(routes, pathname).map(([, lazy]) => lazy.chunkName);
}
