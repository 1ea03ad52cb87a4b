import {Parser} from 'htmlparser2';

interface Category {
  label: string;
  /** Inside the category's first `.menu__link`, whose text is its label. */
  readingLabel: boolean;
  labelDone: boolean;
  /** The page's own link is this category's label (a category with a page of its own). */
  isCurrentPage: boolean;
}

function hasClass(attributes: Record<string, string>, name: string): boolean {
  return (attributes.class ?? '').split(/\s+/).includes(name);
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Where a rendered page sits, outermost first, without the page itself: its search facet, then the theme's
 * breadcrumbs (`nav[aria-label="Breadcrumbs"]`) when the page has them, else the sidebar categories around the page's
 * own link (`aria-current="page"` in the docs sidebar). "Docs › Observability › Trace with OpenTelemetry" is how two
 * pages titled "Distributed Tracing" differ in the results. Pages outside a sidebar (changelog entries) get the facet.
 */
export function pageBreadcrumb(html: string, facet: string, title: string): string[] {
  const stack: {name: string; category?: Category}[] = [];
  let inSidebar = 0;
  let sidebarTrail: string[] | undefined;
  let inBreadcrumbs = 0;
  const crumbs: {text: string; active: boolean}[] = [];
  let crumb: {text: string; active: boolean} | undefined;

  const categories = () => stack.flatMap((element) => (element.category ? [element.category] : []));
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const entry: {name: string; category?: Category} = {name};
        if (name === 'nav' && attributes['aria-label'] === 'Docs sidebar') inSidebar += 1;
        if (name === 'nav' && attributes['aria-label'] === 'Breadcrumbs') inBreadcrumbs += 1;
        if (inBreadcrumbs && name === 'li') {
          crumb = {text: '', active: hasClass(attributes, 'breadcrumbs__item--active')};
          crumbs.push(crumb);
        }
        if (inSidebar) {
          const innermost = categories().at(-1);
          if (innermost && !innermost.labelDone && hasClass(attributes, 'menu__link')) innermost.readingLabel = true;
          if (name === 'a' && attributes['aria-current'] === 'page' && !sidebarTrail) {
            if (innermost?.readingLabel) innermost.isCurrentPage = true;
            sidebarTrail = categories()
              .filter((category) => !category.isCurrentPage)
              .map((category) => category.label);
          }
          if (name === 'li' && hasClass(attributes, 'theme-doc-sidebar-item-category')) {
            entry.category = {label: '', readingLabel: false, labelDone: false, isCurrentPage: false};
          }
        }
        stack.push(entry);
      },
      ontext(text) {
        if (crumb) crumb.text += text;
        const reading = categories().find((category) => category.readingLabel);
        if (reading) reading.label += text;
      },
      onclosetag(name) {
        stack.pop();
        if (name === 'nav' && inSidebar) inSidebar -= 1;
        else if (name === 'nav' && inBreadcrumbs) inBreadcrumbs -= 1;
        if (name === 'li') crumb = undefined;
        for (const category of categories()) {
          if (category.readingLabel && (name === 'a' || name === 'div')) {
            category.readingLabel = false;
            category.labelDone = true;
            category.label = tidy(category.label);
          }
        }
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();

  const fromBreadcrumbs = crumbs.filter((item) => !item.active).map((item) => tidy(item.text));
  const trail = crumbs.length > 0 ? fromBreadcrumbs : (sidebarTrail ?? []);
  const places: string[] = [];
  for (const place of [facet, ...trail]) {
    const previous = places.at(-1);
    // The facet often opens the sidebar too ("Self-host › Self-host"), and a category may be named like its page.
    if (!place || place.toLowerCase() === previous?.toLowerCase() || place === title) continue;
    places.push(place);
  }
  return places;
}
