import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isApiOnlyModule, type GraphModule, type ModuleGraphLike} from './apiOnlyModules';
import {API_STYLES_CHUNK, linkApiStylesheetInPages} from './apiStylesheet';

/** The OpenAPI theme's stylesheet, which the theme loads on every page; src/theme/ApiItem loads it on API pages. */
const OPENAPI_THEME_STYLES = require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss');

/**
 * Keeps the API reference's code out of ordinary pages. Docusaurus puts every module used by half the pages or more
 * into one `common` chunk that every page loads; the ~370 API pages are more than half, so the OpenAPI theme and its
 * dependencies (≈150 KB gzip) landed on every docs page. Modules used only by API pages get a chunk of their own, and
 * so do their styles: Docusaurus puts all CSS in one render-blocking file, which made the API reference's styles
 * (about half of it) part of every page's first paint.
 */
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
        plugins: [
          // Empties the theme's own request for its stylesheet (a client module, by absolute path, from .docusaurus/);
          // src/theme/ApiItem imports the same file by package name, so API pages still get it.
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(
            /styles\.scss$/,
            (resolveData: {request: string; context?: string}) => {
              if (
                resolveData.request === OPENAPI_THEME_STYLES &&
                /[\\/]\.docusaurus$/.test(resolveData.context ?? '')
              ) {
                resolveData.request = path.join(__dirname, 'empty.css');
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
    async postBuild({outDir, baseUrl}) {
      await linkApiStylesheetInPages(outDir, baseUrl, options.apiRoute);
    },
  });
}
