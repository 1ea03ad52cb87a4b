/**
 * Docusaurus's route table (`.docusaurus/routes.js`) and its route → chunks table (`routesChunkNames.json`) are two
 * modules of main keyed by the same ~600 paths, so every page downloads each path twice. The client's copy of the
 * route table carries each route's chunk names itself, and a small creator (createRouteComponent.js) files them into
 * an initially empty chunks table just before Docusaurus's ComponentCreator reads it.
 */

const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
/** `ComponentCreator('/path', 'abc')`; the not-found route's `ComponentCreator('*')` has no chunks to carry. */
const CREATOR_CALL = /ComponentCreator\('((?:[^'\\]|\\.)*)', '([^']+)'\)/g;

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
    const names = chunkNames[`${routePath.replace(/\\(.)/g, '$1')}-${hash}`];
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
