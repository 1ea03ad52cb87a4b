/**
 * Fills a tab panel whose content the build moved to a file of its own (plugins/api-reference/deferredPanels.ts)
 * when its tab is selected: one request per file, shared by the page's panels; a failed one is forgotten, so that
 * selecting the tab again asks again.
 */
import {DEFERRED_PANEL_ATTRIBUTE} from '../../../shared/api-reference/islandNames';

const files = new Map<string, Promise<Record<string, string>>>();

function panelsFile(url: string): Promise<Record<string, string>> {
  const known = files.get(url);
  if (known) return known;
  const file = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<Record<string, string>>;
  });
  file.catch(() => files.delete(url));
  files.set(url, file);
  return file;
}

export const LOADING_MESSAGE = 'Loading…';
export const FAILED_MESSAGE = 'This part of the page could not be loaded. Select the tab again to retry.';

/** Fills `panel` when it waits for its content; `done` runs on the filled panel (copy buttons). */
export function fillDeferredPanel(panel: HTMLElement, done: (panel: HTMLElement) => void): void {
  const url = panel.getAttribute(DEFERRED_PANEL_ATTRIBUTE);
  if (!url || panel.dataset.deferredLoading === 'true') return;
  panel.dataset.deferredLoading = 'true';
  panel.setAttribute('aria-busy', 'true');
  panel.textContent = LOADING_MESSAGE;
  panelsFile(url)
    .then(
      (panels) => {
        const html = panels[panel.id];
        if (html === undefined) throw new Error(`${url} has no panel ${panel.id}`);
        panel.innerHTML = html;
        panel.removeAttribute(DEFERRED_PANEL_ATTRIBUTE);
        done(panel);
      },
      () => (panel.textContent = FAILED_MESSAGE),
    )
    .catch(() => (panel.textContent = FAILED_MESSAGE))
    .finally(() => {
      panel.removeAttribute('aria-busy');
      delete panel.dataset.deferredLoading;
    });
}
