/**
 * Client-side redirects: old URLs that must keep working. `npm run gen:nginx` turns the same list into real
 * HTTP 301 redirects for the production server, so the two can never disagree.
 */
export interface Redirect {
  /** The legacy path, without a trailing slash. */
  from: string;
  /** The current page it lives at. */
  to: string;
}

export const redirects: Redirect[] = [{from: '/reference/api', to: '/reference/api/category'}];

export const clientRedirects = redirects.map(({from, to}) => ({from, to}));
