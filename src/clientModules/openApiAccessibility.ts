/**
 * Fills two accessibility gaps in the OpenAPI theme's markup, which the site does not otherwise override: its tab
 * scroll arrows are buttons without a name, and its schema lists are <ul> elements whose items are <div>s.
 */
import type {ClientModule} from '@docusaurus/types';

const ARROWS = 'button.openapi-tabs__arrow:not([aria-label])';
const SCHEMA_LISTS = 'ul:not([role]):has(> .openapi-schema__list-item)';

function repair(root: ParentNode): void {
  for (const arrow of Array.from(root.querySelectorAll<HTMLButtonElement>(ARROWS))) {
    arrow.setAttribute('aria-label', arrow.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
  }
  for (const list of Array.from(root.querySelectorAll<HTMLUListElement>(SCHEMA_LISTS))) {
    list.setAttribute('role', 'list');
    for (const item of Array.from(list.children)) {
      if (item.tagName !== 'LI') item.setAttribute('role', 'listitem');
    }
  }
}

let observer: MutationObserver | undefined;

const openApiAccessibility: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!location.pathname.includes('/reference/api/')) {
      observer?.disconnect();
      return;
    }
    repair(document);
    // Schemas and the explorer render after the route (lazily, and when sections expand).
    observer ??= new MutationObserver(() => repair(document));
    observer.observe(document.body, {childList: true, subtree: true});
  },
};

export default openApiAccessibility;
