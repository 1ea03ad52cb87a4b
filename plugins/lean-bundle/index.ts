import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {renameRouteChunks, shortChunkNames} from './chunkNames';
import {pageSiteConfig, withoutDocIndex, withoutDocLists} from './generatedData';
import {chunkNamesOf, withChunkNames, withoutSourcePaths} from './registry';
import {importedFile, withChunkIds} from './chunkIds';
import {splitLazySubtrees} from './lazySubtrees';
import {withInlineChunkNames} from './routeTable';
import {groupListItemChunks} from './listChunks';
import {emittedChunkFiles, preloadInPages} from './routesPreload';
import {assertClientModulesRequested, emptyClientModules} from './emptiedClientModules';
import {emptiedPrismLanguages} from './prismLanguages';
import {workaroundNotApplied} from './guard';
import {partsOff} from './parts';

export {withoutSourcePaths} from './registry';

/**
 * Trims the two files every page loads first, main and runtime~main, of what grows with the number of routes but
 * the browser does not need. The client build gets its own copies of the generated route files; the server build,
 * which renders the pages, keeps the originals.
 *
 * 1. Every page's main bundle carries Docusaurus's route registry: for each of the site's ~700 route chunks, a loader,
 *    the chunk's source path ("@site/generated/api/create-portal.api.mdx") and its module id. The browser never reads
 *    the source path (registry.ts); the client's copy leaves it out, which takes several KB gzip off every first visit.
 * 2. runtime~main maps each route chunk to its file name. With the chunk's name in the file name, it needs a second
 *    map, id → name, on top of Docusaurus's name → id map (used to prefetch by name) and the id → hash map: naming
 *    chunk files by id alone drops that second map (~6 KB gzip).
 * 3. Route chunk names are random 8-digit hashes written into the registry, the route → chunks table and the
 *    runtime's name → id map: the client's copies use their shortest unique prefixes (chunkNames.ts), ~8 KB gzip less.
 *    The client's route table also carries each route's chunk names, instead of a second table keyed by the same
 *    paths (routeTable.ts), ~6 KB gzip less.
 * 4. Both bundles get copies of the global data without the doc lists of the docs instances in `withoutDocListOf`
 *    (the API reference's ~370 paths) and of the site configuration without build-only settings (generatedData.ts).
 *    Docs instances without doc cards get their version metadata without the doc index (generatedData.ts).
 * 5. The routes under `lazyRoutesUnder` (the API reference's ~370 pages) and their registry entries leave the client's
 *    route table for a chunk of their own, which the client loads before it renders a page there (lazySubtrees.ts).
 *    Their pages' chunks lose their names, which runtime~main would map to ids for prefetching; the build writes
 *    those ids into the lazy routes' chunk instead (chunkIds.ts). Their pages' HTML preloads that chunk, which would
 *    otherwise start downloading only once main has run (routesPreload.ts).
 * 6. The OpenAPI theme provides a `process` polyfill to every module that names `process`; React does (to report
 *    errors through `process.emit` under Node), which put the polyfill in main and made React's uncaught errors
 *    vanish into its no-op `emit` instead of the console. React's modules get `undefined` for it.
 * 7. Theme client modules that every page would load though few use them are emptied in the client build, where the
 *    components that use them import them themselves: Prism's language registration (prismLanguages.ts).
 *
 * Each part can be switched off for a measurement (parts.ts, LEAN_BUNDLE_OFF).
 */

export interface LeanBundleOptions {
  /** Docs plugin instances whose doc list no page reads (no navbar item or version banner of theirs). */
  withoutDocListOf: readonly string[];
  /** Docs plugin instances without doc cards, whose pages need not load each doc's title and description. */
  withoutDocIndexOf: readonly string[];
  /** Paths of routes whose child routes the client loads only when a reader goes there (lazySubtrees.ts). */
  lazyRoutesUnder?: readonly string[];
  /** Blog list routes whose entry summaries and props load as one chunk per route (listChunks.ts). */
  listRoutes?: RegExp;
}

/** The polyfill the OpenAPI theme provides as `process`, and the packages that must not get it. */
const PROCESS_POLYFILL = /[\\/]process[\\/]browser(\.js)?$/;
const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

const GENERATED_FILES =
  /^@generated\/(registry|routes|routesChunkNames|globalData|docusaurus\.config|docusaurus-plugin-content-docs\/[^/]+\/p\/[^/]+\.json)$/;

/** Copies of generated files, by the name `@generated/…` imports them with. */
type Copies = Partial<Record<string, string>>;

/** Docusaurus's client modules that lazy child routes stand in for (client/), imported as `./<name>` by its own. */
const CORE_CLIENT_DIR = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/;
const LAZY_ROUTE_STAND_INS = /^\.\/(preload|docusaurus)$/;

/**
 * Writes the client's copies of the route files; a transform that does not recognise its input fails the build
 * (guard.ts), or with `LEAN_BUNDLE_GUARDS=warn` is skipped.
 */
export function writeClientRouteFiles(
  generatedFilesDir: string,
  lazyRoutesUnder: readonly string[] = [],
  listRoutes?: RegExp,
): {
  copies: Copies;
  lazyRoutes: boolean;
  unnamedChunks: Record<string, string>;
  routePathsByChunk: Record<string, string[]>;
} {
  let lazyRoutes = false;
  let unnamedChunks: Record<string, string> = {};
  let routePathsByChunk: Record<string, string[]> = {};
  const copies = writeRouteCopies(generatedFilesDir, (routesCode, registryCode, table) => {
    const split = splitLazySubtrees({
      routesCode,
      registryCode,
      chunkNames: table,
      routePaths: lazyRoutesUnder,
      filesFor: (index) => ({
        routesFile: path.join(generatedFilesDir, `routes.client.lazy-${index}.js`),
        registryFile: path.join(generatedFilesDir, `registry.client.lazy-${index}.js`),
        chunkName: `routes-${index}`,
      }),
      lazyRoutesModule: path.join(__dirname, 'client', 'lazyRoutes.ts'),
      creatorModule: path.join(__dirname, 'createRouteComponent.js'),
      chunkIdsModule: path.join(__dirname, 'client', 'lazyChunks.ts'),
    });
    if (split.modules.length < lazyRoutesUnder.length) {
      workaroundNotApplied(
        'lazy-routes',
        'a path of `lazyRoutesUnder` has no child routes, so the client would keep them',
      );
    }
    for (const {file, code} of split.modules) writeFileSync(file, code);
    lazyRoutes = split.modules.length > 0;
    unnamedChunks = split.unnamedChunks;
    routePathsByChunk = split.routePathsByChunk;
    return split;
  });
  if (listRoutes && copies.registry) groupListItemChunks(generatedFilesDir, copies.registry, listRoutes);
  return {copies, lazyRoutes, unnamedChunks, routePathsByChunk};
}

/** The minimal shapes of the bundler's compilation that `fillChunkIds` reads and writes (Rspack and webpack). */
interface BundlerChunk {
  id: string | number | null;
  name?: string | null;
  files: Iterable<string>;
}
interface BundlerCompilation {
  modules: Iterable<{nameForCondition(): string | null | undefined}>;
  chunks: Iterable<BundlerChunk>;
  chunkGraph: {getModuleChunksIterable(module: never): Iterable<BundlerChunk>};
  getAsset(file: string): {source: {source(): string | Buffer}} | undefined;
  updateAsset(file: string, source: unknown): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
}
interface BundlerCompiler {
  hooks: {thisCompilation: {tap(name: string, run: (compilation: BundlerCompilation) => void): void}};
}

/**
 * Writes the ids of the lazy routes' unnamed chunks (by chunk name) into the lazy routes' chunks (chunkIds.ts), after
 * minification and before content hashing, which then hashes the filled chunks.
 */
function fillChunkIds(
  unnamedChunks: Readonly<Record<string, string>>,
  siteDir: string,
  bundler: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number};
    sources: {RawSource: new (code: string) => unknown};
  },
) {
  const namesByFile = new Map<string, string>();
  for (const [name, request] of Object.entries(unnamedChunks)) {
    const file = importedFile(request, siteDir);
    if (file) namesByFile.set(file, name);
  }
  return {
    apply(compiler: BundlerCompiler) {
      compiler.hooks.thisCompilation.tap('tessera-lean-bundle', (compilation) => {
        const stage = bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE;
        compilation.hooks.processAssets.tap({name: 'tessera-lean-bundle', stage}, () => {
          const ids: Record<string, string> = {};
          for (const module of compilation.modules) {
            const name = namesByFile.get(module.nameForCondition() ?? '');
            if (name === undefined) continue;
            const chunks = [...compilation.chunkGraph.getModuleChunksIterable(module as never)];
            if (chunks.length === 1 && chunks[0].id !== null) ids[name] = String(chunks[0].id);
          }
          let filled = 0;
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !/^routes-\d+$/.test(chunk.name)) continue;
            for (const file of chunk.files) {
              const code = file.endsWith('.js') ? compilation.getAsset(file)?.source.source().toString() : undefined;
              const withIds = code === undefined ? undefined : withChunkIds(code, ids);
              if (withIds === undefined) continue;
              compilation.updateAsset(file, new bundler.sources.RawSource(withIds));
              filled += 1;
            }
          }
          if (filled === 0) {
            workaroundNotApplied(
              'lazy-routes',
              'no lazy routes chunk to write chunk ids into, so links to them would not prefetch',
            );
          }
        });
      });
    },
  };
}

type SplitRoutes = (
  routesCode: string,
  registryCode: string,
  table: Record<string, unknown>,
) => {routesCode: string; registryCode: string};

function writeRouteCopies(generatedFilesDir: string, splitRoutes: SplitRoutes): Copies {
  const generatedRegistry = readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
  const {code: withoutPaths, replaced} = withoutSourcePaths(generatedRegistry);
  if (replaced === 0) {
    workaroundNotApplied(
      'registry-source-paths',
      'the route registry has an unknown shape, so the client would keep its source paths',
    );
  }
  const names = shortChunkNames(chunkNamesOf(withoutPaths));
  const table: unknown = JSON.parse(readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
  const renamedTable = names.size > 0 ? renameRouteChunks(table, names) : undefined;
  const registry = path.join(generatedFilesDir, 'registry.client.js');
  if (renamedTable === undefined) {
    workaroundNotApplied(
      'short-chunk-names',
      'a route chunk is missing from the registry, so the client would keep the full chunk names',
    );
    writeFileSync(registry, withoutPaths);
    return {registry};
  }
  const registryCode = withChunkNames(withoutPaths, names).code;
  const routesCode = readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8');
  const inlined = withInlineChunkNames(
    routesCode,
    renamedTable as Record<string, unknown>,
    path.join(__dirname, 'createRouteComponent.js'),
  );
  if (inlined !== undefined) {
    const split = splitRoutes(inlined, registryCode, renamedTable as Record<string, unknown>);
    const routes = path.join(generatedFilesDir, 'routes.client.js');
    writeFileSync(routes, split.routesCode);
    writeFileSync(registry, split.registryCode);
    return {registry, routes, routesChunkNames: path.join(__dirname, 'emptyChunksTable.js')};
  }
  writeFileSync(registry, registryCode);
  workaroundNotApplied(
    'inline-route-chunks',
    'the route table has an unknown shape, so the client would keep a separate chunks table',
  );
  const routesChunkNames = path.join(generatedFilesDir, 'routesChunkNames.client.json');
  writeFileSync(routesChunkNames, JSON.stringify(renamedTable));
  return {registry, routesChunkNames};
}

/** Writes the copies both bundles use: global data and site configuration. */
export function writePageDataFiles(context: LoadContext, options: LeanBundleOptions): Copies {
  const {generatedFilesDir, siteConfig} = context;
  const globalData = JSON.parse(readFileSync(path.join(generatedFilesDir, 'globalData.json'), 'utf8')) as Parameters<
    typeof withoutDocLists
  >[0];
  const globalDataCopy = path.join(generatedFilesDir, 'globalData.lean.json');
  writeFileSync(globalDataCopy, JSON.stringify(withoutDocLists(globalData, options.withoutDocListOf)));
  const configCopy = path.join(generatedFilesDir, 'docusaurus.config.lean.mjs');
  writeFileSync(configCopy, `export default ${JSON.stringify(pageSiteConfig(siteConfig))};\n`);
  return {globalData: globalDataCopy, 'docusaurus.config': configCopy, ...writeVersionCopies(context, options)};
}

/** Lean copies of the version metadata of `withoutDocIndexOf`'s instances, by their `@generated/…` name. */
function writeVersionCopies({generatedFilesDir}: LoadContext, options: LeanBundleOptions): Copies {
  const copies: Copies = {};
  for (const instance of options.withoutDocIndexOf) {
    const name = `docusaurus-plugin-content-docs/${instance}/p`;
    const directory = path.join(generatedFilesDir, name);
    if (!existsSync(directory)) continue;
    let trimmed = 0;
    for (const file of readdirSync(directory).filter(
      (entry) => entry.endsWith('.json') && !entry.endsWith('.lean.json'),
    )) {
      const props: unknown = JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
      const lean = withoutDocIndex(props);
      if (lean === props) continue;
      trimmed += 1;
      const copy = path.join(directory, file.replace(/\.json$/, '.lean.json'));
      writeFileSync(copy, JSON.stringify(lean));
      copies[`${name}/${file}`] = copy;
    }
    if (trimmed === 0) {
      workaroundNotApplied(
        'doc-index',
        `no version metadata of the docs instance "${instance}" has a doc index to empty`,
      );
    }
  }
  return copies;
}

/** Where the bundling process leaves the lazy routes chunks' files for the rendering process (generated files stay). */
function lazyRouteFilesRecord(context: LoadContext): string {
  return path.join(context.generatedFilesDir, 'tessera-lean-bundle-lazy-route-files.json');
}

function recordedLazyRouteFiles(context: LoadContext): Record<string, string> {
  const record = lazyRouteFilesRecord(context);
  return existsSync(record) ? (JSON.parse(readFileSync(record, 'utf8')) as Record<string, string>) : {};
}

export default function leanBundlePlugin(options: LeanBundleOptions): (context: LoadContext) => Plugin {
  // The client build's lazy routes chunks: the route paths each holds, then the file the bundler wrote it to.
  let routePathsByChunk: Record<string, string[]> = {};
  let lazyRouteFiles: Record<string, string> = {};
  return (context) => ({
    name: 'tessera-lean-bundle',
    configureWebpack(config, isServer, utils) {
      const off = partsOff();
      const emptied = isServer || off.has('client-modules') ? [] : emptiedPrismLanguages();
      assertClientModulesRequested(context.generatedFilesDir, emptied);
      const emptyUnusedClientModules = emptied.length === 0 ? [] : [emptyClientModules(utils, emptied)];
      // The dev server regenerates these files as content changes; copies would go stale there.
      if (config.mode !== 'production') return {plugins: emptyUnusedClientModules};
      const client =
        isServer || off.has('route-files')
          ? {copies: {}, lazyRoutes: false, unnamedChunks: {}, routePathsByChunk: {}}
          : writeClientRouteFiles(
              context.generatedFilesDir,
              off.has('lazy-routes') ? [] : options.lazyRoutesUnder,
              options.listRoutes,
            );
      if (!isServer) routePathsByChunk = client.routePathsByChunk;
      const pageData = off.has('page-data') ? {} : writePageDataFiles(context, options);
      const copies: Copies = {...pageData, ...client.copies};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const useCopies = new NormalModuleReplacementPlugin(GENERATED_FILES, (resolveData: {request: string}) => {
        const file = GENERATED_FILES.exec(resolveData.request)?.[1];
        const copy = file === undefined ? undefined : copies[file];
        if (copy) resolveData.request = copy;
      });
      if (isServer) return {plugins: [useCopies]};
      const noProcessForReact = new NormalModuleReplacementPlugin(
        PROCESS_POLYFILL,
        (resolveData: {request: string; context?: string}) => {
          if (REACT_PACKAGES.test(`${resolveData.context ?? ''}/`)) {
            resolveData.request = path.join(__dirname, 'noProcess.cjs');
          }
        },
      );
      const plugins: NonNullable<Configuration['plugins']> = [
        ...emptyUnusedClientModules,
        useCopies,
        ...(off.has('process-polyfill') ? [] : [noProcessForReact]),
      ];
      if (client.lazyRoutes) {
        plugins.push(
          new NormalModuleReplacementPlugin(
            LAZY_ROUTE_STAND_INS,
            (resolveData: {request: string; context?: string}) => {
              const name = LAZY_ROUTE_STAND_INS.exec(resolveData.request)?.[1];
              if (name && CORE_CLIENT_DIR.test(resolveData.context ?? '')) {
                resolveData.request = path.join(__dirname, 'client', `${name}.ts`);
              }
            },
          ),
          fillChunkIds(client.unnamedChunks, context.siteDir, utils.currentBundler.instance),
          emittedChunkFiles(Object.keys(routePathsByChunk), (files) => {
            lazyRouteFiles = files;
            // `npm run build` renders in another process than it bundles (DOCUSAURUS_SKIP_BUNDLING): tell it too.
            writeFileSync(lazyRouteFilesRecord(context), JSON.stringify(files));
          }),
        );
      }
      // Eight hex digits of content hash, not fewer: nginx caches /assets/ forever (immutable), so two versions of a
      // chunk must never share a name; six would save ~1 KB of runtime but make such a collision 256 times likelier.
      if (off.has('chunk-file-names')) return {plugins};
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}, plugins};
    },
    // Not async: see preloadInPages.
    postBuild({outDir, routesPaths}) {
      if (Object.keys(lazyRouteFiles).length === 0) lazyRouteFiles = recordedLazyRouteFiles(context);
      for (const [chunkName, pagePaths] of Object.entries(routePathsByChunk)) {
        const file = lazyRouteFiles[chunkName];
        const preloaded =
          file === undefined
            ? 0
            : preloadInPages({outDir, baseUrl: context.siteConfig.baseUrl, routesPaths}, pagePaths, file);
        if (preloaded === 0) {
          workaroundNotApplied(
            'lazy-routes',
            `no page preloads the lazy routes chunk ${chunkName}, so its pages would load in series`,
          );
        }
      }
      return Promise.resolve();
    },
  });
}
