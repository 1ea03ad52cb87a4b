/**
 * Links inside islands are plain <a> elements of the server's HTML, not Docusaurus links: followed as they are, a link
 * to another page of the site reloads the whole application. The islands' click listener (interactions.ts) sends
 * them through the site's router instead, as Docusaurus' Link does, and leaves the browser every click it handles
 * itself: new tab or window (modifier keys, other buttons), a target or download, another origin, a file, or a jump
 * within the page.
 */

/** What a click says about how the reader wants the link opened. */
type ClickIntent = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;

/** The parts of a link and of the page's location the decision reads. */
type Link = Pick<HTMLAnchorElement, 'href' | 'getAttribute' | 'hasAttribute'>;
type Here = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/** The last path segment names a file (`/openapi.yaml`): served as it is, not a route of the application. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * The path, query and fragment to open through the router for a click on `anchor` at `current`, or undefined when the
 * browser should follow the link itself.
 */
export function routedLinkTarget(anchor: Link, click: ClickIntent, current: Here): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined;
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin || FILE_PATH.test(url.pathname)) return undefined;
  // A jump within the page: the browser scrolls, and the router follows the hash change on its own.
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
