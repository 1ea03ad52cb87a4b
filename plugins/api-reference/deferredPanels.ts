/**
 * An operation page's hidden tab panels (the responses other than the first, the examples behind a Schema tab) are
 * no part of its first screen, yet they were a third of its HTML: 6 of create-runs' 20 KB gzip. They leave the page
 * for a file of their own, by panel id, that the islands fetch when a reader selects such a tab
 * (islands/deferredPanels.ts); the panel keeps its place, empty, with the file's address. Without JavaScript a hidden
 * panel cannot be shown anyway, and search, MCP and the Markdown twins read the operation from the description, not
 * from this HTML. Made on the built pages after htmlRepairs.ts, as the last change to them.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseElements, walk, type Element} from './htmlRepairs';
import {DEFERRED_PANEL_ATTRIBUTE, ISLAND_CLASS} from '../../shared/api-reference/islandNames';

/** Folder of the panel files under the build output; hashed names, so `/assets/` may cache them for good. */
export const PANELS_URL_DIR = 'assets/api-panels';

const CLASS = /\bclass="([^"]*)"/;
const ID = /\bid="([^"]+)"/;

function hasClass(element: Element, name: string): boolean {
  return (CLASS.exec(element.open.text)?.[1].split(/\s+/) ?? []).includes(name);
}

function isHiddenPanel(element: Element): boolean {
  return /\brole="tabpanel"/.test(element.open.text) && /\shidden(=|\s|>|$)/.test(element.open.text);
}

function inIsland(element: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) if (hasClass(parent, ISLAND_CLASS)) return true;
  return false;
}

function insideDeferred(element: Element, deferred: ReadonlySet<Element>): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) if (deferred.has(parent)) return true;
  return false;
}

/**
 * The page without the contents of its islands' hidden tab panels, and those contents by panel id (undefined when
 * the page has none). `url` names the file the panels will be in, from their JSON.
 */
export function deferHiddenPanels(
  html: string,
  url: (json: string) => string,
): {html: string; panels?: Record<string, string>; json?: string} {
  const deferred = new Set<Element>();
  const panels: Record<string, string> = {};
  for (const element of walk(parseElements(html))) {
    if (!isHiddenPanel(element) || !element.close?.text || !inIsland(element) || insideDeferred(element, deferred)) {
      continue;
    }
    const id = ID.exec(element.open.text)?.[1];
    if (id === undefined || id in panels) continue;
    const inner = html.slice(element.open.index + element.open.text.length, element.close.index);
    if (inner.trim() === '') continue;
    deferred.add(element);
    panels[id] = inner;
  }
  if (deferred.size === 0) return {html};
  const json = JSON.stringify(panels);
  const attribute = ` ${DEFERRED_PANEL_ATTRIBUTE}="${url(json)}"`;
  let result = html;
  for (const element of [...deferred].sort((a, b) => b.open.index - a.open.index)) {
    const openEnd = element.open.index + element.open.text.length;
    const opened = element.open.text.replace(/>$/, `${attribute}>`);
    result = result.slice(0, element.open.index) + opened + result.slice(element.close?.index ?? openEnd);
  }
  return {html: result, panels, json};
}

/** `deferHiddenPanels` for a page of the build: writes the panels' file under `outDir`. */
export function deferHiddenPanelsOfPage(html: string, outDir: string, baseUrl: string): string {
  let file = '';
  const result = deferHiddenPanels(html, (json) => {
    file = `${PANELS_URL_DIR}/panels.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
    return `${baseUrl}${file}`;
  });
  if (result.json === undefined) return html;
  mkdirSync(path.join(outDir, PANELS_URL_DIR), {recursive: true});
  writeFileSync(path.join(outDir, file), result.json);
  return result.html;
}
