import type {Page} from 'playwright-core';

const STORE = '__serverNodes';

export interface ServerNodeState {
  /** Still in the document. */
  connected: boolean;
  /** React took the node over when it hydrated the page (it tags the nodes it hydrates). */
  hydrated: boolean;
}

/**
 * Remembers the first element matching each selector as the server sent it, before the page's scripts run (readyState
 * "interactive" comes before deferred scripts), so that a test can ask later whether React hydrated or removed it.
 * A string, not a function: the test runner's transpiler would add helpers the page does not have.
 */
function rememberingScript(selectors: readonly string[]): string {
  return `(() => {
  const selectors = ${JSON.stringify(selectors)};
  const nodes = {};
  window.${STORE} = nodes;
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    for (const selector of selectors) nodes[selector] = document.querySelector(selector);
  });
})();`;
}

/** Call before visiting; the returned function reports each remembered node's state. */
export async function watchServerNodes(
  page: Page,
  selectors: readonly string[],
): Promise<() => Promise<Record<string, ServerNodeState | null>>> {
  await page.addInitScript({content: rememberingScript(selectors)});
  return () =>
    page.evaluate(
      ({store, watched}) => {
        const nodes = (window as unknown as Record<string, Record<string, Element | null>>)[store] ?? {};
        return Object.fromEntries(
          watched.map((selector) => {
            const node = nodes[selector];
            if (!node) return [selector, null];
            const hydrated = Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
            return [selector, {connected: node.isConnected, hydrated}];
          }),
        );
      },
      {store: STORE, watched: selectors},
    );
}

/** Whether React currently manages the first element matching `selector` (rendered or hydrated by it). */
export function isReactManaged(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const node = document.querySelector(wanted);
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}
