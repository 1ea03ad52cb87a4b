import type {QuickIndexPage} from '../../shared/quickIndexFormat';
import {sectionOf} from '../../shared/searchSections';
import type {PageContent} from './pageSections';

/** The HTML given to Pagefind: the rendered page plus a filter marker naming the page's section. */
export function withSectionFilter(html: string, pathname: string): string {
  return html.replace(
    /<main\b[^>]*>/,
    (open) => `${open}<span data-pagefind-filter="section:${sectionOf(pathname)}"></span>`,
  );
}

/** The quick index's record of one page: its title, description and the headings readers can jump to. */
export function quickIndexPage(page: PageContent, url: string, route: string): QuickIndexPage {
  const title = page.sections[0]?.pageTitle ?? url;
  // API operation pages share the same headings (Request, Responses…): only their titles tell them apart.
  const headings = route.startsWith('/reference/api/')
    ? []
    : [
        ...new Map(
          page.sections
            .filter((part) => part.heading && part.url.includes('#'))
            .map((part) => [part.url, {title: part.heading ?? '', anchor: part.url.split('#')[1]}]),
        ).values(),
      ];
  return {title, url, section: sectionOf(route), description: page.description, headings};
}
