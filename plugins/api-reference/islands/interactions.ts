/**
 * What the OpenAPI theme's components did with React inside the islands, done on their server HTML instead: tabs
 * (response codes, media types, Schema / Example, oneOf choices) switch by mouse and keyboard, and example code
 * blocks get the copy button that Docusaurus draws in the browser only. Schema details need nothing: they are native
 * <details>. One pair of listeners on the document serves every island of every page.
 */
import {COPY_FAILED_MESSAGE, copyText} from '@site/src/utils/copyText';
import {ISLAND_CLASS} from './names';
import {highlightRuntimeCode} from './runtimeCode';

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

export function selectTab(tab: HTMLElement): void {
  const tabs = tabsOf(tab);
  const previous = tabs.find((candidate) => candidate.getAttribute('aria-selected') === 'true');
  if (!previous || previous === tab) return;
  const panels = panelsOf(tab);
  tabs.forEach((candidate, index) => {
    const selected = candidate === tab;
    candidate.setAttribute('aria-selected', String(selected));
    candidate.tabIndex = selected ? 0 : -1;
    for (const name of SELECTED_TAB_CLASSES) candidate.classList.toggle(name, selected);
    if (panels.length === tabs.length) panels[index].hidden = !selected;
  });
  const island = tab.closest(`.${ISLAND_CLASS}`);
  if (island) highlightRuntimeCode(island);
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

function onClick(event: MouseEvent): void {
  const target = event.target as Element | null;
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

/** Listens once for the whole document; safe to call from every island. */
export function installIslandInteractions(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
}
