/**
 * Docusaurus's prefetch finds the chunks of each route a link matches by scanning the whole route → chunks table: a
 * regular expression on each of its ~600 keys, for each of the 3–4 routes a link matches, for each of the 100+ links
 * a docs page shows on load. The index files each route path's chunk names once, so that a link costs a lookup.
 */

/** A route's chunk names by route path, in the order Docusaurus's scan finds them. */
export type RouteChunkIndex = ReadonlyMap<string, readonly string[]>;

/** A table key is the route's path and a hash of the route: `/docs/intro-4f3`. */
const ROUTE_HASH = /-[^-]+$/;

/** Every chunk name of a route's entry (a name, or an object of names at any depth), depth first. */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

export function indexRouteChunks(table: Readonly<Record<string, unknown>>): RouteChunkIndex {
  const index = new Map<string, string[]>();
  for (const [key, chunks] of Object.entries(table)) {
    const routePath = key.replace(ROUTE_HASH, '');
    const names = index.get(routePath);
    if (names) names.push(...chunkNamesOf(chunks));
    else index.set(routePath, chunkNamesOf(chunks));
  }
  return index;
}
