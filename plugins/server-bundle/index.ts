import type {Plugin} from '@docusaurus/types';

/** The name of the server build's chunk that holds every module two or more pages share. */
export const SHARED_SERVER_CHUNK = 'shared';

/**
 * Docusaurus builds the server bundle (the one that renders the pages to HTML) with `splitChunks: false`, so each
 * page's chunk carries its own copy of every module it imports that the main chunk lacks. For ordinary pages that is
 * little, as the theme is in main; but the OpenAPI theme (its markdown renderer, parse5, redux…) is only imported by
 * API pages, so each of the ~370 API chunks carried ~2.2 MB of the same code: 800 MB of server output for 40 MB of
 * distinct code. Rspack held all of it while bundling, and rendering kept every loaded copy (Node's require cache),
 * which took the build's peak from under 3 GB to 5.5 GB. Here modules shared by two or more page chunks go into one
 * chunk that every such page loads once.
 */
export function serverSplitChunks() {
  return {
    chunks: 'async' as const,
    cacheGroups: {
      default: false as const,
      defaultVendors: false as const,
      shared: {
        name: SHARED_SERVER_CHUNK,
        chunks: 'async' as const,
        minChunks: 2,
        enforce: true,
        reuseExistingChunk: true,
      },
    },
  };
}

export default function serverBundlePlugin(): Plugin {
  return {
    name: 'tessera-server-bundle',
    configureWebpack(_config, isServer) {
      return isServer ? {optimization: {splitChunks: serverSplitChunks()}} : {};
    },
  };
}
