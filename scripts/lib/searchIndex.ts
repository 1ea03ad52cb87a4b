import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {sectionsOfPage} from '../../ask-ai/src/htmlSections';
import {QUICK_INDEX_PATH, type QuickIndex, type QuickIndexPage} from '../../src/search/quickIndex';
import {isIndexedPath, sectionOf} from '../../src/search/sections';

/** Page chrome and noise that must not be searchable. Components can also opt out with data-pagefind-ignore. */
const EXCLUDED_SELECTORS = [
  'nav',
  'footer',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '.hash-link',
  '.openapi-tabs__code-container',
  '.openapi-explorer__request-form',
  'button',
];

async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'pagefind' || entry.name === 'assets' ? [] : listHtmlFiles(full);
      return entry.name.endsWith('.html') ? [full] : [];
    }),
  );
  return nested.flat();
}

/** `build/a/b/index.html` → `/a/b`, `build/a.html` → `/a`. */
export function routeOfHtmlFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const route = `/${relative}`.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return route === '' ? '/' : route;
}

/** The HTML given to the indexer: the served file plus a filter marker naming the page's section. */
export function withSectionFilter(html: string, pathname: string): string {
  return html.replace(
    /<main\b[^>]*>/,
    (open) => `${open}<span data-pagefind-filter="section:${sectionOf(pathname)}"></span>`,
  );
}

function metaDescription(html: string): string {
  let description = '';
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'meta' && attributes.name === 'description') description = attributes.content ?? '';
    },
  });
  parser.write(html.split('</head>')[0]);
  parser.end();
  return description.trim();
}

/** The quick index's record of one page: its title, description and the headings readers can jump to. */
export function quickIndexPage(html: string, url: string, route: string): QuickIndexPage {
  const section = sectionOf(route);
  const sections = sectionsOfPage(html, url, section);
  const title = sections[0]?.pageTitle ?? url;
  // API operation pages share the same headings (Request, Responses…): only their titles tell them apart.
  const headings = route.startsWith('/reference/api/')
    ? []
    : [
        ...new Map(
          sections
            .filter((part) => part.heading && part.url.includes('#'))
            .map((part) => [part.url, {title: part.heading ?? '', anchor: part.url.split('#')[1]}]),
        ).values(),
      ];
  return {title, url, section, description: metaDescription(html), headings};
}

/**
 * Builds the search index of the production build in build/ (run by `npm run build` after Docusaurus): Pagefind
 * splits it into small chunks, so a query downloads only the fragments it needs. Output: build/pagefind/, plus the
 * quick index of titles, descriptions and headings the modal answers from first (src/search/quickIndex.ts).
 */
export async function buildSearchIndex(outDir: string, baseUrl: string): Promise<void> {
  const started = Date.now();
  // Pagefind is ESM-only and ships its indexer as a native binary: load it only when indexing.
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: EXCLUDED_SELECTORS,
    forceLanguage: 'en',
    includeCharacters: '_',
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

  let indexed = 0;
  const quickIndex: QuickIndex = {version: 1, pages: []};
  for (const file of await listHtmlFiles(outDir)) {
    const route = routeOfHtmlFile(outDir, file);
    if (!isIndexedPath(route)) continue;
    const html = await readFile(file, 'utf8');
    // Pages of the client-redirect plugin only forward the reader; they have no content of their own.
    if (!/<main\b/.test(html)) continue;
    const url = `${baseUrl}${route.slice(1)}`;
    const response = await index.addHTMLFile({url, content: withSectionFilter(html, route)});
    if (response.errors.length > 0) throw new Error(`Pagefind could not index ${route}: ${response.errors.join('; ')}`);
    quickIndex.pages.push(quickIndexPage(html, url, route));
    indexed += 1;
  }
  const quickIndexFile = path.join(outDir, ...QUICK_INDEX_PATH.split('/'));
  await mkdir(path.dirname(quickIndexFile), {recursive: true});
  await writeFile(quickIndexFile, JSON.stringify(quickIndex));
  const written = await index.writeFiles({outputPath: path.join(outDir, 'pagefind')});
  if (written.errors.length > 0) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  await pagefind.close();
  console.info(`[search] indexed ${indexed} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
