/**
 * Docusaurus's route table (`.docusaurus/routes.js`) and its route → chunks table (`routesChunkNames.json`) are two
 * modules of main keyed by the same ~600 paths, so every page downloads each path twice. The client's copy of the
 * route table carries each route's chunk names itself, and a small creator (createRouteComponent.js) files them into
 * an initially empty chunks table just before Docusaurus's ComponentCreator reads it.
 */

const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
/** `ComponentCreator('/path', 'abc')`; the not-found route's `ComponentCreator('*')` has no chunks to carry. */
const CREATOR_CALL = /ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']+)'\)/g;
/** The same call with or without the chunk names this file adds. */
const ROUTE_KEY = /ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']+)'[,)]/g;

/** A route's key in the route → chunks table: its path, unescaped, and its hash. */
function routeKey(routePath: string, hash: string): string {
  return `${routePath.replace(/\\(.)/g, '$1')}-${hash}`;
}

/**
 * The route table with each route's chunk names as the creator's third argument, importing `creatorModule`; undefined
 * when its shape is unknown or a route's chunks are missing, so that the caller keeps both tables as they are.
 */
export function withInlineChunkNames(
  routesCode: string,
  chunkNames: Record<string, unknown>,
  creatorModule: string,
): string | undefined {
  if (!routesCode.includes(CREATOR_IMPORT)) return undefined;
  let complete = true;
  let inlined = 0;
  const code = routesCode.replace(CREATOR_CALL, (call, routePath: string, hash: string) => {
    const names = chunkNames[routeKey(routePath, hash)];
    if (names === undefined) {
      complete = false;
      return call;
    }
    inlined += 1;
    return `ComponentCreator('${routePath}', '${hash}', ${JSON.stringify(names)})`;
  });
  if (!complete || inlined !== Object.keys(chunkNames).length) return undefined;
  return code.replace(CREATOR_IMPORT, `import ComponentCreator from ${JSON.stringify(creatorModule)};`);
}

/** Every chunk name the routes created in `routesCode` use, by the route → chunks table. */
export function chunkNamesOfRoutes(routesCode: string, chunkNames: Readonly<Record<string, unknown>>): string[] {
  return [...routesCode.matchAll(ROUTE_KEY)].flatMap((match) => leaves(chunkNames[routeKey(match[1], match[2])]));
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leaves);
  return [];
}
