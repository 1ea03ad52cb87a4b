/** The parts of the bundler's module graph the classification needs (Rspack and webpack both provide them). */
export interface GraphModule {
  nameForCondition(): string | undefined | null;
  readableIdentifier(...args: never[]): string;
}

export interface ModuleGraphLike {
  getIncomingConnections(module: never): Iterable<{originModule: GraphModule | null}>;
}

/** Where the API reference's own code lives: the OpenAPI theme and plugin, and the generated pages. */
const API_ROOTS = [
  /[\\/]node_modules[\\/]docusaurus-theme-openapi-docs[\\/]/,
  /[\\/]node_modules[\\/]docusaurus-plugin-openapi-docs[\\/]/,
  /[\\/]generated[\\/]api[\\/]/,
];

export function isApiRoot(resource: string | undefined | null): boolean {
  return Boolean(resource && API_ROOTS.some((pattern) => pattern.test(resource)));
}

/**
 * True when a module belongs to the API reference: it is one of its roots, or every module that imports it does.
 * A module that any other page imports (React, the docs theme, …) is not API-only. Verdicts are memoised by module
 * identifier; a cycle is resolved optimistically (a module reached again while being classified counts as API-only,
 * and its importers outside the cycle still decide).
 */
export function isApiOnlyModule(
  module: GraphModule,
  graph: ModuleGraphLike,
  verdicts: Map<string, boolean>,
  visiting: Set<string> = new Set(),
): boolean {
  const key = module.readableIdentifier();
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  if (visiting.has(key)) return true;
  if (isApiRoot(module.nameForCondition())) {
    verdicts.set(key, true);
    return true;
  }
  visiting.add(key);
  let importers = 0;
  let apiOnly = true;
  for (const connection of graph.getIncomingConnections(module as never)) {
    const origin = connection.originModule;
    if (!origin) continue;
    importers += 1;
    if (!isApiOnlyModule(origin, graph, verdicts, visiting)) {
      apiOnly = false;
      break;
    }
  }
  visiting.delete(key);
  const verdict = apiOnly && importers > 0;
  // A verdict reached inside an unresolved cycle may depend on the optimistic guess: only final answers are kept.
  if (visiting.size === 0 || !verdict) verdicts.set(key, verdict);
  return verdict;
}
