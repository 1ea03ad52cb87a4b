/**
 * A blog list page (the changelog index and its pages) shows ten entry summaries, and Docusaurus gives each summary a
 * chunk of its own: with the page's props, the first visit of /changelog loaded 19 scripts before it could hydrate.
 * The client's registry gives the summaries and props of each such list route one shared chunk name instead, so the
 * bundler puts them in one chunk per list page: one request where there were eleven. A summary that tag pages show
 * too comes with its list page's chunk there.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {shortChunkNames} from './chunkNames';
import {chunkNamesOf, withoutSourcePaths} from './registry';

/** The route key of the route → chunks table, `<path>-<hash>`, without its hash. */
function routePathOf(key: string): string {
  return key.replace(/-[^-/]*$/, '');
}

/** A list route's chunk name: its path's words, e.g. `list-changelog-page-2`. */
function groupName(routePath: string): string {
  return `list${routePath.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;
}

/**
 * For each route of `table` (routesChunkNames.json) whose path `isListRoute` accepts, its `items[].content` chunks
 * and its `__props` chunk → that route's group name. A chunk that two list routes share keeps its own chunk.
 */
export function listItemGroups(
  table: Readonly<Record<string, unknown>>,
  isListRoute: (routePath: string) => boolean,
): Map<string, string> {
  const groups = new Map<string, string>();
  const shared = new Set<string>();
  for (const [key, chunks] of Object.entries(table)) {
    const routePath = routePathOf(key);
    if (!isListRoute(routePath) || typeof chunks !== 'object' || chunks === null) continue;
    const {items, __props: props} = chunks as {items?: unknown; __props?: unknown};
    const names = [
      ...(Array.isArray(items) ? items.map((item) => (item as {content?: unknown}).content) : []),
      props,
    ].filter((name): name is string => typeof name === 'string');
    for (const name of names) {
      if (groups.has(name) && groups.get(name) !== groupName(routePath)) shared.add(name);
      groups.set(name, groupName(routePath));
    }
  }
  for (const name of shared) groups.delete(name);
  return groups;
}

/** A registry entry's key and the chunk name of its import (the same, as Docusaurus writes and lean-bundle renames). */
const ENTRY = /^( {2}")([^"]+)(": \[\(\) => import\(\/\* webpackChunkName: ")\2(" \*\/)/gm;

/** The registry with the imports of `groups`' chunks (by registry key) named after their group; keys stay. */
export function withGroupedChunks(
  registry: string,
  groups: ReadonlyMap<string, string>,
): {code: string; grouped: number} {
  let grouped = 0;
  const code = registry.replace(ENTRY, (match, start: string, key: string, middle: string, end: string) => {
    const group = groups.get(key);
    if (group === undefined) return match;
    grouped += 1;
    return `${start}${key}${middle}${group}${end}`;
  });
  return {code, grouped};
}

/**
 * Rewrites the client's registry copy (`registryFile`, its chunk names already shortened by chunkNames.ts) so that
 * the list routes' summaries load in one chunk per route; warns when the registry does not have the expected shape.
 */
export function groupListItemChunks(generatedFilesDir: string, registryFile: string, listRoutes: RegExp): void {
  const table = JSON.parse(readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  // The same shortening the client's copy got (shortChunkNames is a function of the generated registry's names).
  const generated = withoutSourcePaths(readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8')).code;
  const names = shortChunkNames(chunkNamesOf(generated));
  const groups = new Map(
    [...listItemGroups(table, (routePath) => listRoutes.test(routePath))].map(([name, group]) => [
      names.get(name) ?? name,
      group,
    ]),
  );
  if (groups.size === 0) {
    console.warn('[lean-bundle] no list route matched `listRoutes`: their summaries keep a chunk each.');
    return;
  }
  const {code, grouped} = withGroupedChunks(readFileSync(registryFile, 'utf8'), groups);
  if (grouped < groups.size) {
    console.warn(`[lean-bundle] ${groups.size - grouped} of the list routes' chunks were not in the registry.`);
  }
  writeFileSync(registryFile, code);
}
