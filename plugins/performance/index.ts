import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isApiOnlyModule, type GraphModule, type ModuleGraphLike} from './apiOnlyModules';
import {API_STYLES_CHUNK, linkApiStylesheetInPages} from './apiStylesheet';

/**
 * Client modules of themes that every page would load, though only some pages use them: each is emptied here and
 * imported by the components that need it instead.
 * - The OpenAPI theme's stylesheet: src/theme/ApiItem imports it (by package name) on API pages.
 * - Prism's language registration, which made the highlighter part of every page's code: src/theme/CodeBlock and
 *   src/theme/ApiItem import src/utils/registerPrismLanguages.ts.
 */
const EMPTIED_CLIENT_MODULES = new Set([
  require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss'),
  path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages'),
]);

/**
 * Libraries that postman-code-generators (the API explorer's code samples) ships again inside several of its
 * generators, each a compatible version of the one installed at the top level. Resolving them all to that one copy
 * took about 1 MB gzip off the explorer's chunk.
 */
const DEDUPLICATED_PACKAGES = ['postman-collection', 'postman-url-encoder', 'iconv-lite', '@faker-js/faker', 'lodash'];

export interface PerformancePluginOptions {
  /** Route of the API reference's pages, e.g. `/reference/api/`. */
  apiRoute: string;
}

export default function performancePlugin(options: PerformancePluginOptions): () => Plugin {
  return () => ({
    name: 'tessera-performance',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const verdicts = new Map<string, boolean>();
      const apiOnly = (module: GraphModule, {moduleGraph}: {moduleGraph: ModuleGraphLike}) =>
        isApiOnlyModule(module, moduleGraph, verdicts);
      return {
        resolve: {
          alias: Object.fromEntries(
            DEDUPLICATED_PACKAGES.map((name) => [name, path.dirname(require.resolve(`${name}/package.json`))]),
          ),
        },
        plugins: [
          // Only requests from .docusaurus/client-modules.js: the components above import the same files.
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(
            /(styles\.scss|prism-include-languages)$/,
            (resolveData: {request: string; context?: string}) => {
              if (
                EMPTIED_CLIENT_MODULES.has(resolveData.request) &&
                /[\\/]\.docusaurus$/.test(resolveData.context ?? '')
              ) {
                resolveData.request = path.join(__dirname, 'emptyClientModule.js');
              }
            },
          ),
        ],
        optimization: {
          splitChunks: {
            cacheGroups: {
              apiReference: {
                name: 'api-reference',
                chunks: 'async',
                minChunks: 2,
                // Above Docusaurus' `common` (40), below its single stylesheet (50).
                priority: 45,
                reuseExistingChunk: true,
                test: apiOnly,
              },
              // The API reference's styles, linked from API pages by postBuild.
              apiReferenceStyles: {
                name: API_STYLES_CHUNK,
                type: 'css/mini-extract',
                chunks: 'all',
                enforce: true,
                priority: 55,
                test: apiOnly,
              },
              // Docusaurus' single stylesheet, less the API reference's styles.
              styles: {
                test: (module: GraphModule, context: {moduleGraph: ModuleGraphLike}) => !apiOnly(module, context),
              },
            },
          },
        },
      };
    },
    async postBuild({outDir, baseUrl, routesPaths}) {
      await linkApiStylesheetInPages(outDir, baseUrl, options.apiRoute, routesPaths);
    },
  });
}
