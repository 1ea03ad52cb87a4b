/**
 * Where a page's Markdown twin lives: the page URL with `.md` appended, and `index.md` for a URL that ends in a slash
 * (the home page `/` has its twin at `/index.md`). Shared by the build plugin and the "Copy page" menu.
 */
export function markdownPathFor(permalink: string): string {
  const pathname = permalink.split(/[?#]/)[0] || '/';
  return pathname.endsWith('/') ? `${pathname}index.md` : `${pathname}.md`;
}
