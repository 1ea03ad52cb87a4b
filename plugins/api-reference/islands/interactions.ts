/**
 * What the OpenAPI theme's components did with React inside the islands, done on their server HTML instead: tabs
 * (response codes, media types, Schema / Example, oneOf choices) switch by mouse and keyboard, and example code
 * blocks (highlighted by the server, rendered/CodeBlock.tsx) get the copy button that Docusaurus draws in the browser
 * only; links to other pages go through the site's router (links.ts). Schema details need nothing: they are native
 * <details>. One pair of listeners on the document serves every island of every page.
 */
import {COPY_FAILED_MESSAGE, copyText} from '@site/shared/copyText';
import {fillDeferredPanel} from './deferredPanels';
import {routedLinkTarget} from './links';
import {ISLAND_CLASS} from '../../../shared/api-reference/islandNames';

const TAB = `.${ISLAND_CLASS} [role="tab"]`;

function tabsOf(tab: Element): HTMLElement[] {
  const list = tab.closest('[role="tablist"]');
  return list ? Array.from(list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')) : [];
}

/**
 * The panels of a tab's list: in the nearest container of the list that holds panels, those not inside another panel
 * of that container (the theme nests tabs: media types in response codes, Schema / Example in media types).
 */
function panelsOf(tab: Element): HTMLElement[] {
  const list = tab.closest('[role="tablist"]');
  for (let container = list?.parentElement; container; container = container.parentElement) {
    const panels = Array.from(container.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
    if (panels.length > 0) {
      return panels.filter((panel) => !container.contains(panel.parentElement?.closest('[role="tabpanel"]') ?? null));
    }
  }
  return [];
}

/** The classes the OpenAPI theme's tabs and Docusaurus' tabs give their selected tab. */
const SELECTED_TAB_CLASSES = ['active', 'tabs__item--active'];

/**
 * Tab lists that switch together, as the theme's store made them: a media type chosen for the request body is chosen
 * in each of the body's lists, one chosen for a response in every response. A list follows the lists of the same
 * kind in its island (the body and the responses are islands of their own), by tab label, like Docusaurus' groupId.
 */
const SYNCED_LISTS = ['.openapi-tabs__mime'];

function syncedLists(list: Element): Element[] {
  const kind = SYNCED_LISTS.find((selector) => list.matches(selector));
  const island = list.closest(`.${ISLAND_CLASS}`);
  if (!kind || !island) return [];
  return Array.from(island.querySelectorAll(`[role="tablist"]${kind}`)).filter((other) => other !== list);
}

/** Selects a tab in its own list: its panel shows, its siblings' hide. */
function selectInList(tab: HTMLElement): boolean {
  const tabs = tabsOf(tab);
  const previous = tabs.find((candidate) => candidate.getAttribute('aria-selected') === 'true');
  if (!previous || previous === tab) return false;
  const panels = panelsOf(tab);
  tabs.forEach((candidate, index) => {
    const selected = candidate === tab;
    candidate.setAttribute('aria-selected', String(selected));
    candidate.tabIndex = selected ? 0 : -1;
    for (const name of SELECTED_TAB_CLASSES) candidate.classList.toggle(name, selected);
    if (panels.length !== tabs.length) return;
    panels[index].hidden = !selected;
    if (selected) fillDeferredPanel(panels[index], addCopyButtons);
  });
  return true;
}

/** Selects a tab, and the tab of the same label in each list that switches with its own. */
export function selectTab(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  if (!selectInList(tab) || !list) return;
  const label = tab.textContent?.trim();
  for (const other of syncedLists(list)) {
    const twin = Array.from(other.querySelectorAll<HTMLElement>(':scope > [role="tab"]')).find(
      (candidate) => candidate.textContent?.trim() === label,
    );
    if (twin) selectInList(twin);
  }
}

const COPY_BUTTON = 'api-island__copy';
const COPY_LABEL = 'Copy code to clipboard';

/** Adds a copy button to each code block of an island that has none (the server HTML has none). */
export function addCopyButtons(island: Element): void {
  for (const code of Array.from(island.querySelectorAll('.theme-code-block pre'))) {
    const frame = code.parentElement;
    if (!frame || frame.querySelector(`:scope > .${COPY_BUTTON}`)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `clean-btn ${COPY_BUTTON}`;
    button.setAttribute('aria-label', COPY_LABEL);
    button.title = 'Copy';
    button.textContent = 'Copy';
    frame.append(button);
  }
}

function copyCode(button: HTMLElement): void {
  // As shown: the lines are elements with <br>s, which textContent would join.
  const code = button.parentElement?.querySelector<HTMLElement>('pre code')?.innerText ?? '';
  copyText(code).then(
    () => {
      button.textContent = 'Copied';
      setTimeout(() => (button.textContent = 'Copy'), 1500);
    },
    () => (button.textContent = COPY_FAILED_MESSAGE),
  );
}

/** Opens a path of the site without reloading it: the islands' component passes the router's history. */
export type Navigate = (path: string) => void;

let navigate: Navigate | undefined;

function followThroughRouter(event: MouseEvent, anchor: HTMLAnchorElement): void {
  const path = navigate && routedLinkTarget(anchor, event, window.location);
  if (!navigate || path === undefined) return;
  event.preventDefault();
  navigate(path);
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element | null;
  const link = target?.closest<HTMLAnchorElement>(`.${ISLAND_CLASS} a[href]`);
  if (link) followThroughRouter(event, link);
  const tab = target?.closest<HTMLElement>(TAB);
  if (tab) selectTab(tab);
  const copy = target?.closest<HTMLElement>(`.${ISLAND_CLASS} .${COPY_BUTTON}`);
  if (copy) copyCode(copy);
}

const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function onKeyDown(event: KeyboardEvent): void {
  const tab = (event.target as Element | null)?.closest<HTMLElement>(TAB);
  if (!tab) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    selectTab(tab);
    return;
  }
  const move = FOCUS_MOVES[event.key];
  if (!move) return;
  event.preventDefault();
  const tabs = tabsOf(tab);
  tabs[move(tabs.indexOf(tab), tabs.length)]?.focus();
}

let installed = false;

/** Listens once for the whole document; safe to call from every island. Links open through `through`. */
export function installIslandInteractions(through: Navigate): void {
  navigate = through;
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
}
