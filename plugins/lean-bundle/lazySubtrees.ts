/**
 * The client's route table keeps every route of the site, and with each its registry entry (the chunk loaders): the
 * API reference's ~370 operation pages made up most of what every page downloads first for routes. Their routes can
 * wait until a reader goes there: the route whose children they are (the API docs instance's doc root) gets an empty
 * child list that a small chunk fills (client/lazyRoutes.ts), together with those children's registry entries. The
 * client's preload, which Docusaurus runs before hydrating and before each navigation, loads that chunk first
 * (client/preload.ts). The server bundle keeps the whole table, so every page still renders in full.
 *
 * The transforms read Docusaurus's generated route table (`.docusaurus/routes.js`), whose layout is fixed by its code
 * generator: one property per line, and a child list as `routes: [` … `]` on lines of the same indentation, every
 * line between them indented further.
 */
import {CHUNK_IDS_PLACEHOLDER} from './chunkIds';
import {chunkNamesOfRoutes} from './routeTable';
import {entryName, entryRequest, withoutChunkName} from './registry';

/** A generated module of the client build, by file name in the generated files' folder. */
export interface GeneratedModule {
  file: string;
  code: string;
}

export interface LazySubtreeFiles {
  /** The file of the module that holds the subtree's routes (imported lazily). */
  routesFile: string;
  /** The file of the module that adds the subtree's entries to the registry (imported by the routes module). */
  registryFile: string;
  /** The chunk name of the routes module: the prefetch of a link into the subtree finds its file by it. */
  chunkName: string;
}

export interface LazySplit {
  routesCode: string;
  registryCode: string;
  modules: GeneratedModule[];
  /** The site files the lazy routes' chunks import, by chunk name: those chunks lost their names (chunkIds.ts). */
  unnamedChunks: Record<string, string>;
  /** The paths of the routes each lazy routes' chunk holds, by its chunk name: their pages need it first. */
  routePathsByChunk: Record<string, string[]>;
}

const PATH_LINE = /^(\s*)path: '((?:[^'\\]|\\.)*)',$/;

/** The paths of the routes a piece of the route table creates, unescaped, each once. */
export function routePathsOf(routesCode: string): string[] {
  const paths = routesCode.split('\n').flatMap((line) => {
    const match = PATH_LINE.exec(line);
    return match ? [match[2].replace(/\\(.)/g, '$1')] : [];
  });
  return [...new Set(paths)];
}

/** Line numbers of the `routes: [` and `]` lines of the innermost route at `routePath` that has children. */
export function childListOf(lines: readonly string[], routePath: string): {open: number; close: number} | undefined {
  let found: {open: number; close: number; depth: number} | undefined;
  lines.forEach((line, index) => {
    const match = PATH_LINE.exec(line);
    if (!match || match[2].replace(/\\(.)/g, '$1') !== routePath) return;
    const indent = match[1];
    // The route's own properties follow at the same indentation, until its object closes one level up.
    for (let next = index + 1; next < lines.length && lines[next].startsWith(indent); next += 1) {
      if (lines[next] !== `${indent}routes: [`) continue;
      const close = lines.findIndex(
        (candidate, at) => at > next && (candidate === `${indent}]` || candidate === `${indent}],`),
      );
      if (close === -1) return;
      if (!found || indent.length > found.depth) found = {open: next, close, depth: indent.length};
      return;
    }
  });
  return found && {open: found.open, close: found.close};
}

/**
 * The route table with the children of the innermost route at `routePath` replaced by a lazy list, and the module
 * that holds them; undefined when no such route has children.
 */
export function splitRouteChildren(
  routesCode: string,
  routePath: string,
  lazyList: string,
): {routesCode: string; children: string} | undefined {
  const lines = routesCode.split('\n');
  const list = childListOf(lines, routePath);
  if (!list) return undefined;
  const indent = /^\s*/.exec(lines[list.open])?.[0] ?? '';
  const comma = lines[list.close].endsWith(',') ? ',' : '';
  const children = lines.slice(list.open + 1, list.close).join('\n');
  const replaced = [
    ...lines.slice(0, list.open),
    `${indent}routes: ${lazyList}${comma}`,
    ...lines.slice(list.close + 1),
  ];
  return {routesCode: replaced.join('\n'), children};
}

/** The registry without the entries of `names`, and those entries' lines apart. */
export function takeRegistryEntries(
  registryCode: string,
  names: ReadonlySet<string>,
): {registryCode: string; entries: string[]} {
  const kept: string[] = [];
  const entries: string[] = [];
  for (const line of registryCode.split('\n')) {
    const name = entryName(line);
    (name !== undefined && names.has(name) ? entries : kept).push(line);
  }
  return {registryCode: kept.join('\n'), entries};
}

/**
 * Splits the routes under each of `routePaths` off the client's route table and registry; `filesFor` names the
 * generated modules of the n-th subtree. `chunkNames` is the route → chunks table the route table's creators carry.
 * A path without children in the table is left out.
 */
export function splitLazySubtrees({
  routesCode,
  registryCode,
  chunkNames,
  routePaths,
  filesFor,
  lazyRoutesModule,
  creatorModule,
  chunkIdsModule,
}: {
  routesCode: string;
  registryCode: string;
  chunkNames: Readonly<Record<string, unknown>>;
  routePaths: readonly string[];
  filesFor: (index: number) => LazySubtreeFiles;
  lazyRoutesModule: string;
  creatorModule: string;
  chunkIdsModule: string;
}): LazySplit {
  let routes = routesCode;
  let registry = registryCode;
  const modules: GeneratedModule[] = [];
  const unnamedChunks: Record<string, string> = {};
  const routePathsByChunk: Record<string, string[]> = {};
  routePaths.forEach((routePath, index) => {
    const files = filesFor(index);
    const name = JSON.stringify(files.chunkName);
    const lazyList = `lazyRoutes(${name}, () => import(/* webpackChunkName: ${name} */ ${JSON.stringify(files.routesFile)}))`;
    const split = splitRouteChildren(routes, routePath, lazyList);
    if (!split) return;
    // A chunk that a route outside the subtree uses too stays in the main registry.
    const stillUsed = new Set(chunkNamesOfRoutes(split.routesCode, chunkNames));
    const moved = new Set(chunkNamesOfRoutes(split.children, chunkNames).filter((chunk) => !stillUsed.has(chunk)));
    const taken = takeRegistryEntries(registry, moved);
    routes = split.routesCode;
    registry = taken.registryCode;
    routePathsByChunk[files.chunkName] = routePathsOf(split.children);
    // Chunks of site files (the pages) lose their names; a theme component's chunk keeps its own.
    const entries = taken.entries.map((line) => {
      const name = entryName(line);
      const request = entryRequest(line);
      if (name === undefined || !request?.startsWith('@site/')) return line;
      unnamedChunks[name] = request;
      return withoutChunkName(line);
    });
    modules.push(
      {file: files.registryFile, code: registryPart(entries, chunkIdsModule)},
      {file: files.routesFile, code: routesPart(split.children, files.registryFile, creatorModule)},
    );
  });
  if (modules.length === 0) return {routesCode, registryCode, modules, unnamedChunks, routePathsByChunk};
  const withImport = routes.replace(
    /^(import ComponentCreator from .*;)$/m,
    `$1\nimport {lazyRoutes} from ${JSON.stringify(lazyRoutesModule)};`,
  );
  return {routesCode: withImport, registryCode: registry, modules, unnamedChunks, routePathsByChunk};
}

function registryPart(entries: readonly string[], chunkIdsModule: string): string {
  return [
    "import registry from '@generated/registry';",
    `import {addChunkIds} from ${JSON.stringify(chunkIdsModule)};`,
    '',
    '// The entries of the routes that routes.client.lazy-*.js adds to the table: the registry is read as they are created.',
    'Object.assign(registry, {',
    ...entries,
    '});',
    `addChunkIds(${JSON.stringify(CHUNK_IDS_PLACEHOLDER)});`,
    '',
  ].join('\n');
}

function routesPart(children: string, registryFile: string, creatorModule: string): string {
  return [
    `import ${JSON.stringify(registryFile)};`,
    `import ComponentCreator from ${JSON.stringify(creatorModule)};`,
    '',
    'export default [',
    children,
    '];',
    '',
  ].join('\n');
}
