/**
 * Fills accessibility gaps in the OpenAPI theme's markup, which the site does not otherwise override: its tab scroll
 * arrows are buttons without a name, its schema and parameter lists are <ul>s of <div>s (and some <li>s sit in
 * <div>s), its endpoint line scrolls sideways without being reachable from the keyboard, and the explorer's
 * authorization title is an <h4> that follows the page's <h2>s (a skipped heading level).
 */
import type {ClientModule} from '@docusaurus/types';

const ARROWS = 'button.openapi-tabs__arrow:not([aria-label])';
const LISTS_OF_OTHER_ELEMENTS = 'ul:not([role]):has(> :not(li, script, template))';
const LIST_ITEMS_OUTSIDE_LISTS = 'div:not([role]):has(> li)';
const SCROLLING_ENDPOINTS = '.openapi__method-endpoint:not([tabindex])';
const SKIPPING_HEADINGS = 'h4.openapi-security__summary-header:not([aria-level])';

function repair(root: ParentNode): void {
  for (const arrow of Array.from(root.querySelectorAll<HTMLButtonElement>(ARROWS))) {
    arrow.setAttribute('aria-label', arrow.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
  }
  for (const list of Array.from(root.querySelectorAll<HTMLUListElement>(LISTS_OF_OTHER_ELEMENTS))) {
    list.setAttribute('role', 'list');
    for (const item of Array.from(list.children)) {
      if (item.tagName === 'LI' || item.hasAttribute('role')) continue;
      // A wrapper around <li>s steps aside (its items then belong to the list); any other element is an item.
      item.setAttribute('role', item.querySelector(':scope > li') ? 'none' : 'listitem');
    }
  }
  for (const container of Array.from(root.querySelectorAll(LIST_ITEMS_OUTSIDE_LISTS))) {
    container.setAttribute('role', 'list');
  }
  for (const endpoint of Array.from(root.querySelectorAll(SCROLLING_ENDPOINTS))) {
    endpoint.setAttribute('tabindex', '0');
  }
  for (const heading of Array.from(root.querySelectorAll(SKIPPING_HEADINGS))) {
    heading.setAttribute('aria-level', '3');
  }
}

let observer: MutationObserver | undefined;

const openApiAccessibility: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!location.pathname.includes('/reference/api/')) {
      observer?.disconnect();
      return;
    }
    repair(document.querySelector('main') ?? document);
    // Schemas and the explorer render after the route (lazily, and when sections expand).
    observer ??= new MutationObserver(() => repair(document.querySelector('main') ?? document));
    observer.observe(document.body, {childList: true, subtree: true});
  },
};

export default openApiAccessibility;
