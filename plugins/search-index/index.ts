import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {CorpusFile} from '../../shared/corpus';
import {
  bodyTier,
  bodyTierJson,
  buildRetrievalIndex,
  pageTier,
  withBody,
  type RetrievalRecord,
} from '../../shared/retrieval';
import {BODY_TIER_PATH, EXPANSION_TABLE_PATH, PAGE_TIER_PATH, SHARDS_PATH} from '../../shared/retrieval/files';
import {shardFiles} from '../../shared/retrieval/shards';
import {isIndexedPath, sectionOf} from '../../shared/searchSections';
import {API_ROUTE, API_SPEC_PATH} from '../../shared/api-reference/paths';
import {loadApiDescription, type ApiDescription, type ApiOperation} from '../llms/openapi';
import {operationsByRoute} from './apiOperation';
import {readPage} from './pageSections';
import {pageBreadcrumb} from './breadcrumb';
import {pagefindInput} from './records';
import {retrievalRecord} from './retrievalRecord';
import {SKIPPED_PARTS} from './skippedParts';
import {expansionTable, loadWordNet} from './vocabulary';

type Pagefind = typeof import('pagefind');

/** Loads Pagefind with Node's own `import()`, which jiti would otherwise rewrite (see loadPagefind.cjs). */
function loadPagefind(): Promise<Pagefind> {
  const load = createRequire(__filename)('./loadPagefind.cjs') as () => Promise<Pagefind>;
  return load();
}

export interface SearchIndexOptions {
  /** The ASK_AI_URL the site is built with, recorded in the corpus (null: the site has no Ask AI entry). */
  askAiUrl: string | null;
}

/** The API description whose operations the operation pages are indexed from (see apiOperation.ts). */
export interface IndexedApi {
  api?: ApiDescription;
}

/** Where the Ask AI service's corpus is written, relative to the build folder (the service's default ASK_AI_CORPUS). */
export const CORPUS_PATH = 'ask-ai/corpus.json';

/** Where Pagefind's index is written, relative to the build folder: the bench's baseline (scripts/bench/). */
export const PAGEFIND_PATH = 'pagefind';

export interface RenderedPage {
  /** Site path without the base URL, e.g. `/evaluation/concepts`: what section and indexing rules match. */
  route: string;
  /** Site URL, base URL included. */
  url: string;
  /** The HTML file Docusaurus wrote for it. */
  file: string;
}

/**
 * The pages Docusaurus rendered that search covers, in file order. Only its own routes: other plugins write HTML
 * files at the same time (redirect pages), which have no content of their own.
 */
export function renderedPages(
  routesPaths: readonly string[],
  {outDir, baseUrl, trailingSlash}: {outDir: string; baseUrl: string; trailingSlash: boolean | undefined},
): RenderedPage[] {
  const pages = [...new Set(routesPaths)].map((routePath) => {
    // Mirrors how Docusaurus names the file of a route (pathnameToFilename in @docusaurus/core's SSG).
    const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
    const asFolder = trailingSlash === undefined || trailingSlash || relative === '' || relative.endsWith('/');
    const fileName = /\.html?$/i.test(relative) ? relative : asFolder ? `${relative}/index.html` : `${relative}.html`;
    const route = `/${relative}`.replace(/\.html?$/i, '').replace(/(.)\/$/, '$1');
    return {route, url: `${baseUrl}${route.slice(1)}`, file: path.join(outDir, ...fileName.split('/').filter(Boolean))};
  });
  return pages.filter((page) => isIndexedPath(page.route)).sort((a, b) => (a.file < b.file ? -1 : 1));
}

async function writeText(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, text);
}

const writeJson = (file: string, value: unknown): Promise<void> => writeText(file, JSON.stringify(value));

/**
 * Reads every rendered page once and writes all of the site's search data from what it read: the retrieval engine's
 * index in two tiers (the page tier the search box loads when it opens, the body tier it fetches after its first
 * results), the Ask AI service's corpus of sections, and Pagefind's index (the bench's baseline ranking).
 */
export async function writeSearchIndexes(
  pages: readonly RenderedPage[],
  {outDir, baseUrl, askAiUrl, api}: SearchIndexOptions & IndexedApi & {outDir: string; baseUrl: string},
): Promise<{pages: number; sections: number}> {
  const operations = api ? operationsByRoute(api) : new Map<string, ApiOperation>();
  // Read while Pagefind's own process indexes the pages.
  const wordnet = loadWordNet();
  wordnet.catch(() => undefined);
  const pagefind = await loadPagefind();
  const {index, errors} = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: [...SKIPPED_PARTS],
    forceLanguage: 'en',
    includeCharacters: '_',
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

  const records: RetrievalRecord[] = [];
  // Pagefind indexes in its own process: pages are handed over as they are read and awaited together at the end.
  const indexing: Promise<void>[] = [];
  for (const page of pages) {
    const html = await readFile(page.file, 'utf8');
    // Pages of the client-redirect plugin only forward the reader; they have no content of their own.
    if (!/<main\b/.test(html)) continue;
    const facet = sectionOf(page.route);
    const content = readPage(html, page.url, facet);
    const breadcrumb = pageBreadcrumb(html, facet, content.title);
    const operation = operations.get(page.route);
    if (content.sections.length > 0 || operation) {
      records.push(retrievalRecord(content, html, {...page, facet, breadcrumb}, operation));
    }
    indexing.push(
      index.addHTMLFile({url: page.url, content: pagefindInput(html, page.route, breadcrumb)}).then((response) => {
        if (response.errors.length > 0) {
          throw new Error(`Pagefind could not index ${page.route}: ${response.errors.join('; ')}`);
        }
      }),
    );
  }
  await Promise.all(indexing);
  const engineIndex = buildRetrievalIndex(records);
  const vocabulary = expansionTable(engineIndex, await wordnet);
  const corpus: CorpusFile = {
    version: 2,
    generatedAt: new Date().toISOString(),
    baseUrl,
    askAiUrl,
    index: engineIndex,
    vocabulary,
  };
  await writeJson(path.join(outDir, ...CORPUS_PATH.split('/')), corpus);
  const pagesOnly = pageTier(engineIndex);
  const body = bodyTier(engineIndex);
  await writeJson(path.join(outDir, ...PAGE_TIER_PATH.split('/')), pagesOnly);
  await writeText(path.join(outDir, ...BODY_TIER_PATH.split('/')), bodyTierJson(body));
  // From both tiers as the browser joins them, so that the shards rank exactly as the whole index does.
  for (const [file, text] of shardFiles(withBody(pagesOnly, body))) {
    await writeText(path.join(outDir, ...SHARDS_PATH.split('/'), ...file.split('/')), text);
  }
  await writeJson(
    path.join(outDir, ...EXPANSION_TABLE_PATH.split('/')),
    expansionTable(engineIndex, await loadWordNet()),
  );
  const written = await index.writeFiles({outputPath: path.join(outDir, PAGEFIND_PATH)});
  if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  await pagefind.close();
  return {pages: engineIndex.pages.length, sections: engineIndex.sections.length};
}

/**
 * The site's search data, written after the build from the pages Docusaurus rendered, so that `docusaurus build`
 * alone yields a site with working search and Ask AI sources.
 */
export default function searchIndexPlugin(options: SearchIndexOptions): PluginModule {
  return (context: LoadContext): Plugin => ({
    name: 'tessera-search-index',
    async postBuild({outDir, routesPaths}) {
      const started = Date.now();
      const {baseUrl, trailingSlash} = context.siteConfig;
      const pages = renderedPages(routesPaths, {outDir, baseUrl, trailingSlash});
      const specFile = path.join(context.siteDir, API_SPEC_PATH);
      const hasApiPages = pages.some((page) => page.route.startsWith(API_ROUTE));
      const api = hasApiPages && existsSync(specFile) ? await loadApiDescription(specFile) : undefined;
      const written = await writeSearchIndexes(pages, {outDir, baseUrl, ...options, api});
      console.info(
        `[search-index] ${written.pages} pages, ${written.sections} sections: ${PAGE_TIER_PATH}, ${BODY_TIER_PATH}, ` +
          `${SHARDS_PATH}/, ` +
          `${EXPANSION_TABLE_PATH}, ` +
          `${PAGEFIND_PATH}/, ${CORPUS_PATH} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    },
  });
}
