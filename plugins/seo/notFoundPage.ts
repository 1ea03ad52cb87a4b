/**
 * The not-found page is served at every unknown address, so it must not name an address of its own. The theme's
 * SiteMetadata gives every page, this one included, a canonical link, an og:url and hreflang alternates built from
 * the path it was rendered at (`/404.html`); nothing in its options turns that off for one page.
 */

/**
 * Tags that name the page's own address: `<link rel="canonical">`, `<link rel="alternate" hreflang>`, og:url. The
 * build minifies HTML, so attribute values may come with or without quotes.
 */
const OWN_ADDRESS_TAG =
  /<link\b(?=[^>]*\brel=["']?canonical\b)[^>]*>|<link\b(?=[^>]*\brel=["']?alternate\b)(?=[^>]*\bhreflang=)[^>]*>|<meta\b(?=[^>]*\bproperty=["']?og:url\b)[^>]*>/gi;
const CANONICAL = /<link\b[^>]*\brel=["']?canonical\b/i;

/**
 * The page's HTML without the tags that name its own address. Throws when there is no canonical link to take out:
 * the theme then stopped writing one on this page (a change in @docusaurus/theme-classic's SiteMetadata), and this
 * step (plugins/seo postBuild) can go.
 */
export function withoutOwnAddress(html: string, file = '404.html'): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error(`[seo] ${file} has no </head>`);
  const head = html.slice(0, headEnd);
  if (!CANONICAL.test(head)) {
    throw new Error(
      `[seo] ${file} has no canonical link to remove any more: @docusaurus/theme-classic no longer writes one on the ` +
        'not-found page, so plugins/seo/notFoundPage.ts and its call in postBuild can be removed.',
    );
  }
  return head.replace(OWN_ADDRESS_TAG, '') + html.slice(headEnd);
}
