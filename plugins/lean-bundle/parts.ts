/**
 * The parts of lean-bundle, each of which can be switched off on its own, so that the bench can measure what each
 * one gains (first-load JS, TBT) by building without it: `LEAN_BUNDLE_OFF=route-files,prism-languages npm run build`.
 * A part whose gain is within the noise should go.
 */

/** The environment variable that lists the parts to switch off, separated by commas. */
export const PARTS_OFF_ENV = 'LEAN_BUNDLE_OFF';

export const LEAN_BUNDLE_PARTS = {
  /** The client's copies of the route registry and route table: no source paths, short chunk names, one table. */
  'route-files': 'registry and route table trims (registry.ts, chunkNames.ts, routeTable.ts)',
  /** The API routes in a chunk of their own, with their prefetch queue and chunk ids (needs route-files). */
  'lazy-routes': 'lazy API routes, their idle prefetch queue and chunk ids (lazySubtrees.ts, client/, chunkIds.ts)',
  /** Global data and site configuration without what no page reads, docs version metadata without the doc index. */
  'page-data': 'global data, site configuration and doc index trims (generatedData.ts)',
  /** Client modules of the theme every page would load though few use them (Prism's languages). */
  'client-modules': 'emptied client modules (prismLanguages.ts, emptiedClientModules.ts)',
  /** React's modules without the OpenAPI theme's `process` polyfill. */
  'process-polyfill': "React without the OpenAPI theme's process polyfill (noProcess.cjs)",
  /** Chunk files named by id alone, which drops runtime~main's id → name map. */
  'chunk-file-names': 'chunk files named by id (no id → name map in the runtime)',
} as const;

export type LeanBundlePart = keyof typeof LEAN_BUNDLE_PARTS;

/** The parts switched off by the environment; an unknown name is an error (a typo would measure nothing). */
export function partsOff(env: Record<string, string | undefined> = process.env): Set<LeanBundlePart> {
  const names = (env[PARTS_OFF_ENV] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in LEAN_BUNDLE_PARTS));
  if (unknown.length > 0) {
    throw new Error(
      `${PARTS_OFF_ENV} names no part ${unknown.join(', ')}: use ${Object.keys(LEAN_BUNDLE_PARTS).join(', ')}.`,
    );
  }
  const off = new Set(names as LeanBundlePart[]);
  // The lazy routes are cut out of the client's route table copy: without it they stay in the table.
  if (off.has('route-files')) off.add('lazy-routes');
  return off;
}
