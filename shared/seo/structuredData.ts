/**
 * Structured data (JSON-LD) of docs pages: a BreadcrumbList following the page's place in its sidebar and a
 * TechArticle describing the page. Pure functions: the theme wrapper supplies the sidebar and page metadata.
 */

/** The sidebar items the trail needs (the shape of Docusaurus' PropSidebarItem). */
export type SidebarItemLike =
  | {type: 'link'; label: string; href: string}
  | {type: 'category'; label: string; href?: string; items: SidebarItemLike[]}
  | {type: 'html'};

export interface Crumb {
  label: string;
  /** Site-relative link; crumbs without one (sidebar headings) are left out of the structured data. */
  href?: string;
}

function samePath(a: string | undefined, b: string): boolean {
  const normalise = (value: string) => value.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return a !== undefined && normalise(a) === normalise(b);
}

/** The categories leading to the page at `permalink`, then the page itself; empty when the sidebar lacks it. */
export function breadcrumbTrail(items: readonly SidebarItemLike[], permalink: string): Crumb[] {
  for (const item of items) {
    if (item.type === 'link' && samePath(item.href, permalink)) return [{label: item.label, href: item.href}];
    if (item.type === 'category') {
      if (samePath(item.href, permalink)) return [{label: item.label, href: item.href}];
      const rest = breadcrumbTrail(item.items, permalink);
      if (rest.length > 0) return [{label: item.label, href: item.href}, ...rest];
    }
  }
  return [];
}

export function absoluteUrl(siteUrl: string, href: string): string {
  return new URL(href, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

export interface ListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  item: string;
}

export interface BreadcrumbList {
  '@context': string;
  '@type': 'BreadcrumbList';
  itemListElement: ListItem[];
}

/**
 * A BreadcrumbList: every crumb with a link, positions counted from 1 without gaps, links absolute; a crumb that
 * repeats the previous link is dropped. Undefined when no crumb has a link.
 */
export function breadcrumbList(
  vocabulary: string,
  crumbs: readonly Crumb[],
  siteUrl: string,
): BreadcrumbList | undefined {
  const linked: {name: string; item: string}[] = [];
  for (const crumb of crumbs) {
    if (!crumb.href) continue;
    const item = absoluteUrl(siteUrl, crumb.href);
    if (linked.at(-1)?.item === item) continue;
    linked.push({name: crumb.label, item});
  }
  if (linked.length === 0) return undefined;
  return {
    '@context': vocabulary,
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({'@type': 'ListItem', position: index + 1, ...crumb})),
  };
}

export interface ArticleInput {
  vocabulary: string;
  title: string;
  description: string;
  url: string;
  imageUrl: string;
  language: string;
  siteName: string;
  siteHomeUrl: string;
  organization: string;
  /** Milliseconds since the epoch, when the page knows its last update. */
  lastUpdatedAt?: number | null;
}

export function techArticle(input: ArticleInput): Record<string, unknown> {
  return {
    '@context': input.vocabulary,
    '@type': 'TechArticle',
    headline: input.title,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.imageUrl,
    inLanguage: input.language,
    ...(input.lastUpdatedAt ? {dateModified: new Date(input.lastUpdatedAt).toISOString()} : {}),
    isPartOf: {'@type': 'WebSite', name: input.siteName, url: input.siteHomeUrl},
    publisher: {'@type': 'Organization', name: input.organization},
  };
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so no text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** What the theme wrappers read with usePluginData('tessera-seo'). */
export interface SeoGlobalData {
  vocabulary: string;
  organization: string;
}
