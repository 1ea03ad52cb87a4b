/** Search facets: every indexed page belongs to exactly one section, decided by its path. */
export const SEARCH_SECTIONS = ['Docs', 'Tutorials', 'Reference', 'Changelog', 'Self-host'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

export function sectionOf(pathname: string): SearchSection {
  if (pathname.startsWith('/changelog')) return 'Changelog';
  if (pathname.startsWith('/reference')) return 'Reference';
  if (pathname.startsWith('/tutorials')) return 'Tutorials';
  if (pathname.startsWith('/self-host')) return 'Self-host';
  return 'Docs';
}

/** Listing pages repeat what their entries say; searching them would only duplicate results. */
const NOT_INDEXED = [
  /^\/404(\.html)?$/,
  /^\/search\/?$/,
  /^\/changelog\/?$/,
  /^\/changelog\/page\/\d+\/?$/,
  /^\/changelog\/tags(\/.*)?$/,
  /^\/changelog\/archive\/?$/,
  /^\/changelog\/main\/?$/,
  /^\/reference\/api\/category\/?$/,
];

export function isIndexedPath(pathname: string): boolean {
  return !NOT_INDEXED.some((pattern) => pattern.test(pathname));
}
