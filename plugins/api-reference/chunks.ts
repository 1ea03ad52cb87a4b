/**
 * Workaround: the API reference's code and styles in chunks of their own. Docusaurus puts every module two routes
 * share into `common` and all CSS into its single stylesheet, so the OpenAPI theme's components (shared by the API
 * pages) and its styles would reach every page. Two cache groups take what only API pages use (apiOnlyModules.ts)
 * out: an `api-reference` script chunk, and an `api-reference-styles` stylesheet that stylesheetLink.ts links from
 * API pages. Unnecessary once the OpenAPI theme scopes its styles to its components (CSS modules) and Docusaurus
 * splits CSS per route; its build check is the stylesheet's presence after the build (stylesheetLink.ts).
 */
import {isApiOnlyModule, type GraphModule, type ModuleGraphLike} from './apiOnlyModules';
import {API_STYLES_CHUNK} from './stylesheetLink';

type Context = {moduleGraph: ModuleGraphLike};

/** The request builder's part of the OpenAPI theme's stylesheet (`styles.scss?try-it`, themeStylesheetParts.cjs). */
export function isTryItStylesheet(module: Pick<GraphModule, 'readableIdentifier'>): boolean {
  return /styles\.scss\?try-it\b/.test(module.readableIdentifier());
}

/** The `optimization.splitChunks.cacheGroups` of the client build; they merge with Docusaurus's own. */
export function apiReferenceCacheGroups() {
  const verdicts = new Map<string, boolean>();
  const apiOnly = (module: GraphModule, {moduleGraph}: Context) => isApiOnlyModule(module, moduleGraph, verdicts);
  return {
    apiReference: {
      name: 'api-reference',
      chunks: 'async' as const,
      minChunks: 2,
      // Above Docusaurus' `common` (40), below its single stylesheet (50).
      priority: 45,
      reuseExistingChunk: true,
      test: apiOnly,
    },
    // The API reference's styles, linked from API pages by postBuild; the request builder's stay with its chunk,
    // which loads on "Try it" (themeStylesheetParts.cjs).
    apiReferenceStyles: {
      name: API_STYLES_CHUNK,
      type: 'css/mini-extract',
      chunks: 'all' as const,
      enforce: true,
      priority: 55,
      test: (module: GraphModule, context: Context) => !isTryItStylesheet(module) && apiOnly(module, context),
    },
    // Docusaurus' single stylesheet, less the API reference's styles.
    styles: {
      test: (module: GraphModule, context: Context) => !apiOnly(module, context),
    },
  };
}
