/**
 * Fills the placeholder of each lazy routes' chunk (lazySubtrees.ts) with the ids of the route chunks it loads, once
 * the bundler has given chunks their ids and minified them, before it hashes their contents.
 */
import path from 'node:path';

/** The string the registry part of the lazy routes passes to `addChunkIds` until the build fills it. */
export const CHUNK_IDS_PLACEHOLDER = '__LEAN_BUNDLE_CHUNK_IDS__';
const QUOTED_PLACEHOLDER = new RegExp(`(["'\`])${CHUNK_IDS_PLACEHOLDER}\\1`);

/** The file a registry import points to: `@site/…` in the site's folder. */
export function importedFile(request: string, siteDir: string): string | undefined {
  return request.startsWith('@site/') ? path.join(siteDir, request.slice('@site/'.length)) : undefined;
}

/**
 * The code with its placeholder replaced by the name → id map; undefined when it holds no placeholder. The map is
 * written in name order: the bundler lists modules in no fixed order, and a different order would give the chunk
 * (and the runtime that names its file) a new content hash on every build of unchanged pages.
 */
export function withChunkIds(code: string, ids: Readonly<Record<string, string>>): string | undefined {
  if (!QUOTED_PLACEHOLDER.test(code)) return undefined;
  const inNameOrder = Object.fromEntries(Object.entries(ids).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return code.replace(QUOTED_PLACEHOLDER, () => JSON.stringify(inNameOrder));
}
