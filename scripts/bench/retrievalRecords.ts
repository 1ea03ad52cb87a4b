/**
 * Evaluation adapter: the retrieval engine's page records, read from a production build's HTML (until the single
 * indexing pass writes them). Sections come from the indexing pass's extractor (plugins/search-index/pageSections.ts), so the engine
 * reads exactly the text the other indexes read. The breadcrumb is not in the HTML as such (the theme's breadcrumbs
 * are off); it is the page's search facet followed by the labels of the sidebar categories marked active around the
 * page's own link (`menu__link--active`), outermost first: "Docs › Observability › Trace with Python SDK".
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {sectionsOfPage} from '../../plugins/search-index/pageSections';
import type {RetrievalRecord, RecordSection} from '../../shared/retrieval';
import {isIndexedPath, sectionOf} from '../../shared/searchSections';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return ['assets', 'pagefind', 'ask-ai', 'search-index'].includes(entry.name) ? [] : htmlFiles(full);
      }
      return entry.name.endsWith('.html') ? [full] : [];
    }),
  );
  return nested.flat();
}

function routeOf(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const route = `/${relative}`.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return route === '' ? '/' : route;
}

interface PageChrome {
  description: string;
  /** Labels of the active sidebar links and categories, in document order (the page's own link last). */
  activeLabels: string[];
  /** Changelog version tags. */
  tags: string[];
  /** Front-matter keywords (the page's `<meta name="keywords">`). */
  keywords: string[];
}

/** Reads what the section extractor leaves out: description, keywords, the sidebar's active trail, version tags. */
export function pageChrome(html: string): PageChrome {
  const chrome: PageChrome = {description: '', activeLabels: [], tags: [], keywords: []};
  let activeDepth = 0;
  let tagDepth = 0;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta' && attributes.name === 'description') chrome.description = attributes.content ?? '';
        if (name === 'meta' && attributes.name === 'keywords') {
          chrome.keywords = (attributes.content ?? '').split(',').map((keyword) => keyword.trim());
        }
        if (name !== 'a') return;
        if ((attributes.class ?? '').split(/\s+/).includes('menu__link--active')) activeDepth = 1;
        else if (/\/changelog\/tags\/v/.test(attributes.href ?? '')) tagDepth = 1;
        text = '';
      },
      ontext(chunk) {
        if (activeDepth || tagDepth) text += chunk;
      },
      onclosetag(name) {
        if (name !== 'a') return;
        const label = text.replace(/\s+/g, ' ').trim();
        if (activeDepth && label) chrome.activeLabels.push(label);
        if (tagDepth && label) chrome.tags.push(label);
        activeDepth = 0;
        tagDepth = 0;
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return chrome;
}

/** "POST\n/preview/testsets/:testset_id/archive\n…" → "POST /preview/testsets/:testset_id/archive". */
function operationOf(firstText: string): string | undefined {
  const [method, route] = firstText.split('\n');
  return /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(method ?? '') && route?.startsWith('/')
    ? `${method} ${route}`
    : undefined;
}

export function recordOfPage(html: string, url: string, route: string): RetrievalRecord | undefined {
  const facet = sectionOf(route);
  const pieces = sectionsOfPage(html, url, facet);
  if (pieces.length === 0) return undefined;
  const title = pieces[0].pageTitle;
  const chrome = pageChrome(html);
  const trail = [...new Set(chrome.activeLabels)].filter((label) => label !== title);
  const sections: RecordSection[] = pieces.map((piece) => ({
    anchor: piece.url.includes('#') ? piece.url.split('#')[1] : null,
    heading: piece.heading,
    text: piece.text,
  }));
  const operation = route.startsWith('/reference/api/') ? operationOf(pieces[0].text) : undefined;
  return {
    url,
    title,
    facet,
    breadcrumb: [facet, ...trail],
    description: chrome.description.trim(),
    keywords: [...new Set([...chrome.tags, ...chrome.keywords.filter(Boolean)])],
    ...(operation ? {operation} : {}),
    sections,
  };
}

/** The records of every indexed page of a build, in a stable order. */
export async function recordsOfBuild(outDir: string, baseUrl = '/'): Promise<RetrievalRecord[]> {
  const records: RetrievalRecord[] = [];
  for (const file of (await htmlFiles(outDir)).sort()) {
    const route = routeOf(outDir, file);
    if (!isIndexedPath(route)) continue;
    const html = await readFile(file, 'utf8');
    if (!/<main\b/.test(html)) continue;
    const record = recordOfPage(html, `${baseUrl}${route.slice(1)}`, route);
    if (record) records.push(record);
  }
  return records;
}
