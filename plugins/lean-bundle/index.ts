import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Trims the two files every page loads first, main and runtime~main, of what grows with the number of routes but
 * the browser does not need.
 *
 * 1. Every page's main bundle carries Docusaurus's route registry: for each of the site's ~1,000 route chunks, a loader,
 * the chunk's source path ("@site/generated/api/create-portal.api.mdx") and its module id. The source path only serves
 * server-side rendering, to report which chunks a page used; the browser never reads it. The client build gets a copy
 * of the registry without those paths, which takes several KB gzip off every first visit (more with every page);
 * the server build keeps the original.
 * 2. runtime~main maps each of the ~1,000 route chunks to its file name. With the chunk's name in the file name, it
 *    needs a second map, id → name, on top of Docusaurus's name → id map (used to prefetch by name) and the id →
 *    hash map: naming chunk files by id alone drops that second map (~6 KB gzip).
 */

/** `[() => import(…), "<source path>", require.resolveWeak(…)]`: the source path is the string between the two. */
const SOURCE_PATH = /(\)), "(?:[^"\\]|\\.)*", (require\.resolveWeak\()/g;

export function withoutSourcePaths(registry: string): {code: string; replaced: number} {
  let replaced = 0;
  const code = registry.replace(SOURCE_PATH, (_match, before: string, after: string) => {
    replaced += 1;
    return `${before}, "", ${after}`;
  });
  return {code, replaced};
}

const REGISTRY_REQUEST = '@generated/registry';

export default function leanBundlePlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-lean-bundle',
    configureWebpack(config, isServer, utils) {
      // The dev server regenerates the registry as content changes; a copy would go stale there.
      if (isServer || config.mode !== 'production') return {};
      const original = path.join(context.generatedFilesDir, 'registry.js');
      const {code, replaced} = withoutSourcePaths(readFileSync(original, 'utf8'));
      if (replaced === 0) {
        console.warn('[lean-bundle] the route registry has an unknown shape: the client keeps the full registry.');
      }
      const lean = path.join(context.generatedFilesDir, 'registry.client.js');
      writeFileSync(lean, code);
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        plugins: [
          new utils.currentBundler.instance.NormalModuleReplacementPlugin(
            /^@generated\/registry$/,
            (resolveData: {request: string}) => {
              if (resolveData.request === REGISTRY_REQUEST) resolveData.request = lean;
            },
          ),
        ],
      };
    },
  };
}
