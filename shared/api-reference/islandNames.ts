/**
 * The parts of an API operation page that are the same for every reader and that only the OpenAPI theme's code can
 * draw: the server renders them, the browser keeps the server's HTML (see ./index.ts). Read by the bundles and the
 * build, so nothing here imports Node or React.
 */
export const ISLAND_COMPONENTS = {
  MethodEndpoint: '@theme/ApiExplorer/MethodEndpoint',
  ParamsDetails: '@theme/ParamsDetails',
  RequestSchema: '@theme/RequestSchema',
  StatusCodes: '@theme/StatusCodes',
  // The operation as data for "Try it" (./OperationData.tsx), out of sight: in the HTML rather than in a script.
  OperationData: '@site/plugins/api-reference/islands/OperationData',
} as const;

export type IslandName = keyof typeof ISLAND_COMPONENTS;

/** Class of every island's element: the interactions script and the island stylesheet look for it. */
export const ISLAND_CLASS = 'api-island';

/** Islands that hold data, not content: hidden, and without a loading message. */
export function isDataIsland(name: IslandName): boolean {
  return name === 'OperationData';
}

/** The id of an island's element, the same on the server and in the browser; a page has each island at most once. */
export function islandId(name: IslandName): string {
  return `api-island-${name.replace(/[A-Z]/g, (letter, offset: number) => `${offset ? '-' : ''}${letter.toLowerCase()}`)}`;
}

/** On a tab panel whose content waits in a file of its own until its tab is selected: that file's path (JSON). */
export const DEFERRED_PANEL_ATTRIBUTE = 'data-deferred-panel';
