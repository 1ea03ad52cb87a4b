import {Parser} from 'htmlparser2';
import type {RetrievalRecord} from '../../shared/retrieval';
import {sectionOf} from '../../shared/searchSections';
import type {ApiOperation} from '../llms/openapi';
import {operationRecordSections, operationTitle} from './apiOperation';
import {pageBreadcrumb} from './breadcrumb';
import {readPage, type PageContent} from './pageSections';

/** Words that name a page without being in its text: changelog version tags and front-matter keywords. */
export function pageKeywords(html: string): string[] {
  const tags: string[] = [];
  const keywords: string[] = [];
  let inTag = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta' && attributes.name === 'keywords') {
          keywords.push(...(attributes.content ?? '').split(',').map((keyword) => keyword.trim()));
        }
        if (name === 'a' && /\/changelog\/tags\/v/.test(attributes.href ?? '')) {
          inTag = true;
          text = '';
        }
      },
      ontext(chunk) {
        if (inTag) text += chunk;
      },
      onclosetag(name) {
        if (name !== 'a' || !inTag) return;
        inTag = false;
        tags.push(text.replace(/\s+/g, ' ').trim());
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return [...new Set([...tags, ...keywords].filter(Boolean))];
}

/** "POST\n/preview/testsets/:testset_id/archive\n…" → "POST /preview/testsets/:testset_id/archive". */
function operationOf(firstText: string): string | undefined {
  const [method, route] = firstText.split('\n');
  return /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(method ?? '') && route?.startsWith('/')
    ? `${method} ${route}`
    : undefined;
}

/** "POST" and "/testsets/{testset_id}" → "POST /testsets/:testset_id", as operation pages show it. */
function methodAndPath(operation: ApiOperation): string {
  return `${operation.method.toUpperCase()} ${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/**
 * What the retrieval engine indexes of one page, from what the indexing pass read of it. An API operation page is
 * indexed from its operation in the description when there is one (apiOperation.ts), not from its interface.
 */
export function retrievalRecord(
  content: PageContent,
  html: string,
  page: {url: string; route: string; facet: string; breadcrumb: readonly string[]},
  apiOperation?: ApiOperation,
): RetrievalRecord {
  if (apiOperation) {
    return {
      url: page.url,
      title: operationTitle(apiOperation),
      facet: page.facet,
      breadcrumb: [...page.breadcrumb],
      description: content.description,
      keywords: pageKeywords(html),
      operation: methodAndPath(apiOperation),
      sections: operationRecordSections(apiOperation),
    };
  }
  const operation =
    page.route.startsWith('/reference/api/') && content.sections[0] ? operationOf(content.sections[0].text) : undefined;
  return {
    url: page.url,
    title: content.title,
    facet: page.facet,
    breadcrumb: [...page.breadcrumb],
    description: content.description,
    keywords: pageKeywords(html),
    ...(operation ? {operation} : {}),
    sections: content.sections.map((section) => ({
      anchor: section.url.includes('#') ? section.url.split('#')[1] : null,
      heading: section.heading,
      text: section.text,
    })),
  };
}

/** The engine's record of one rendered page read on its own (tests and fixtures; the plugin reads pages in bulk). */
export function recordOfHtml(
  html: string,
  page: {url: string; route: string},
  apiOperation?: ApiOperation,
): RetrievalRecord {
  const facet = sectionOf(page.route);
  const content = readPage(html, page.url, facet);
  const breadcrumb = pageBreadcrumb(html, facet, content.title);
  return retrievalRecord(content, html, {...page, facet, breadcrumb}, apiOperation);
}
