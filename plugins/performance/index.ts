import type {Plugin} from '@docusaurus/types';
import {isApiOnlyModule, type GraphModule, type ModuleGraphLike} from './apiOnlyModules';

/**
 * Keeps the API reference's code out of ordinary pages. Docusaurus puts every module used by half the pages or more
 * into one `common` chunk that every page loads; the ~370 API pages are more than half, so the OpenAPI theme and its
 * dependencies (≈150 KB gzip) landed on every docs page. Modules used only by API pages get a chunk of their own.
 */
export default function performancePlugin(): Plugin {
  return {
    name: 'tessera-performance',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const verdicts = new Map<string, boolean>();
      return {
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
                test: (module: GraphModule, {moduleGraph}: {moduleGraph: ModuleGraphLike}) =>
                  isApiOnlyModule(module, moduleGraph, verdicts),
              },
            },
          },
        },
      };
    },
  };
}
