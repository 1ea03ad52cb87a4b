/** One representative page of each kind the site serves; the bench measures each of them. */
export interface PageType {
  id: string;
  label: string;
  /** Path under the site's base URL, with the query string where the page needs one. */
  path: string;
  /**
   * Where Lighthouse measures the page, when not at `path`: Lighthouse refuses to audit a response with status 404,
   * so the not-found page is audited where the server returns the same page with status 200.
   */
  lighthousePath?: string;
}

export const PAGE_TYPES: readonly PageType[] = [
  {id: 'home', label: 'Home', path: '/'},
  {id: 'docs', label: 'Docs page', path: '/evaluation/concepts'},
  {id: 'api', label: 'API operation', path: '/reference/api/configs-fetch'},
  {id: 'changelogIndex', label: 'Changelog index', path: '/changelog'},
  {id: 'changelogEntry', label: 'Changelog entry', path: '/changelog/vertex-ai-provider-support'},
  {id: 'roadmap', label: 'Roadmap', path: '/roadmap'},
  {id: 'search', label: 'Search', path: '/search?q=tracing'},
  {id: 'notFound', label: '404', path: '/does-not-exist', lighthousePath: '/404'},
];
