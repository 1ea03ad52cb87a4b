/** The parts of the bundler's module graph the classification needs (Rspack and webpack both provide them). */
export interface GraphModule {
  nameForCondition(): string | undefined | null;
  readableIdentifier(...args: never[]): string;
}

export interface ModuleGraphLike {
  getIncomingConnections(module: never): Iterable<{originModule: GraphModule | null}>;
}

/** Where the API reference's own code lives: the OpenAPI theme and plugin, our wrapper of its page, the pages. */
const API_ROOTS = [
  /[\\/]src[\\/]theme[\\/]ApiItem[\\/]/,
  /[\\/]node_modules[\\/]docusaurus-theme-openapi-docs[\\/]/,
  /[\\/]node_modules[\\/]docusaurus-plugin-openapi-docs[\\/]/,
  /[\\/]generated[\\/]api[\\/]/,
];

export function isApiRoot(resource: string | undefined | null): boolean {
  return Boolean(resource && API_ROOTS.some((pattern) => pattern.test(resource)));
}

interface Node {
  root: boolean;
  importers: GraphModule[];
}

/**
 * Docusaurus' generated route registry, or the client's copies of it (plugins/lean-bundle: the registry and the part
 * that comes with the lazy routes): it imports every page's component lazily, so it says nothing about sharing.
 */
const ROUTE_REGISTRY = /[\\/]\.docusaurus[\\/]registry(\.client(\.lazy-\d+)?)?\.js$/;

/**
 * True when a module belongs to the API reference: it is imported, and only by API-only modules; or it is one of its
 * roots and no ordinary module imports it. A module that any other page imports (React, the docs theme, the OpenAPI
 * theme's Tabs that every MDX page gets) is not API-only. The route registry is not counted as an importer.
 *
 * A module's verdict depends only on the modules that import it, directly or not. The first question about a module
 * collects those not decided yet, assumes all of them API-only, and refutes that until nothing changes (so an import
 * cycle reached only from API code stays API-only); every verdict found is kept in `verdicts`. Each module and import
 * is thus examined a bounded number of times, however many import paths lead to it.
 */
export function isApiOnlyModule(module: GraphModule, graph: ModuleGraphLike, verdicts: Map<string, boolean>): boolean {
  const key = module.readableIdentifier();
  const known = verdicts.get(key);
  if (known !== undefined) return known;

  const nodes = new Map<string, Node>();
  const pending: GraphModule[] = [module];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    const id = current.readableIdentifier();
    if (nodes.has(id) || verdicts.has(id)) continue;
    const importers: GraphModule[] = [];
    for (const connection of graph.getIncomingConnections(current as never)) {
      if (!connection.originModule || ROUTE_REGISTRY.test(connection.originModule.nameForCondition() ?? '')) continue;
      importers.push(connection.originModule);
      pending.push(connection.originModule);
    }
    nodes.set(id, {root: isApiRoot(current.nameForCondition()), importers});
  }

  const apiOnly = new Map<string, boolean>();
  for (const [id, node] of nodes) apiOnly.set(id, node.root || node.importers.length > 0);
  const ordinary = (importer: GraphModule) => {
    const id = importer.readableIdentifier();
    return (verdicts.get(id) ?? apiOnly.get(id)) === false;
  };
  const refutes = (node: Node) => node.importers.some(ordinary);
  for (let changed = true; changed;) {
    changed = false;
    for (const [id, node] of nodes) {
      if (!apiOnly.get(id)) continue;
      if (refutes(node)) {
        apiOnly.set(id, false);
        changed = true;
      }
    }
  }
  for (const [id, verdict] of apiOnly) verdicts.set(id, verdict);
  return verdicts.get(key) ?? false;
}
