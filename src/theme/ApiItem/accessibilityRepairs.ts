/**
 * Fills accessibility gaps in the OpenAPI theme's markup (PaloAltoNetworks/docusaurus-openapi-docs#1265): its tab
 * scroll arrows are buttons without a name, its schema and parameter lists are <ul>s of <div>s (and some <li>s sit in
 * <div>s), its endpoint line scrolls sideways without being reachable from the keyboard, and the explorer's
 * authorization title is an <h4> that follows the page's <h2>s (a skipped heading level).
 * It stays in the browser because the theme's own components write these elements, some only after hydration
 * (arrows when tabs overflow, schemas when expanded, the request builder on "Try it"); fixing them in markup would
 * mean replacing six more of its components. Only API pages run it, from their page component.
 */
import {useEffect} from 'react';
import {THEME_CLASS_NAMES} from '@site/shared/api-reference/themeClassNames';

// The build fails if the theme stops writing these classes (plugins/api-reference/accessibilityTargets.ts).
const {tabArrow, methodEndpoint, securityTitle} = THEME_CLASS_NAMES;
const ARROWS = `button.${tabArrow}:not([aria-label])`;
const LISTS_OF_OTHER_ELEMENTS = 'ul:not([role]):has(> :not(li, script, template))';
// A container of <li>s only becomes their list; beside other children (an array's description and its "Array [" and
// "]" markers) the <li>s step aside instead, as a role=list there would hold children that are no items.
const LIST_ITEMS_OUTSIDE_LISTS = 'div:not([role]):has(> li):not(:has(> :not(li)))';
const STRAY_LIST_ITEMS = 'div:not([role]) > li:not([role])';
const SCROLLING_ENDPOINTS = `.${methodEndpoint}:not([tabindex])`;
const SKIPPING_HEADINGS = `h4.${securityTitle}:not([aria-level])`;

export function repairAccessibility(root: ParentNode): void {
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
  for (const item of Array.from(root.querySelectorAll(STRAY_LIST_ITEMS))) item.setAttribute('role', 'none');
  for (const endpoint of Array.from(root.querySelectorAll(SCROLLING_ENDPOINTS))) {
    endpoint.setAttribute('tabindex', '0');
  }
  for (const heading of Array.from(root.querySelectorAll(SKIPPING_HEADINGS))) {
    heading.setAttribute('aria-level', '3');
  }
}

/** Repairs the page's <main> now and whenever the theme renders more into it, until the page changes. */
export function useAccessibilityRepairs(pageId: string): void {
  useEffect(() => {
    const main = document.querySelector('main') ?? document.body;
    repairAccessibility(main);
    const observer = new MutationObserver(() => repairAccessibility(main));
    observer.observe(main, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [pageId]);
}
