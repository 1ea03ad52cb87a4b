/**
 * Workarounds of the OpenAPI theme's markup, made on the built API pages (which keep the server's HTML: islands/).
 *
 * Lists: the OpenAPI theme writes the parameter and schema trees as `<ul>` elements whose children are `<div>`s
 * (ParamsDetails, RequestSchema, ResponseSchema, Schema), which HTML does not allow: the Nu Html Checker reports an
 * error for each, and assistive technology may announce lists with no items. The API pages keep the server's HTML
 * (islands/), so the repair is made there, after the build: such a `<ul>` becomes a `<div data-theme-list>` (styled
 * like the list it was, in islands/islands.css). Unnecessary once the theme renders `<li>` items or `<div>`
 * containers; postBuild fails when no page needed the repair, so that it goes then.
 */

import {WorkaroundStoppedApplying} from '../lean-bundle/emptiedClientModules';

/** Marks a container that was a `<ul>` of other elements than `<li>`. */
export const REPAIRED_LIST_ATTRIBUTE = 'data-theme-list';

const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW = new Set(['script', 'style', 'textarea', 'title']);
const LIST_PARENTS = new Set(['ul', 'ol', 'menu']);

export interface Element {
  name: string;
  /** Offset and length of the open tag. */
  open: {index: number; text: string};
  /** Offset and text of the end tag; empty text where it was left out (`</li>`) and the element ends implicitly. */
  close?: {index: number; text: string};
  parent?: Element;
  children: Element[];
}

/** The elements of a page as a tree: enough of HTML's parsing for React's server output, minified. */
function lastIndexWhere(stack: Element[], test: (element: Element) => boolean): number {
  for (let index = stack.length - 1; index >= 0; index -= 1) if (test(stack[index])) return index;
  return -1;
}

/** Closes the elements above `depth` at `index`, where their left-out end tags would be. */
function popTo(stack: Element[], depth: number, index: number): void {
  for (const element of stack.slice(depth)) element.close ??= {index, text: ''};
  stack.length = depth;
}

export function parseElements(html: string): Element[] {
  const root: Element = {name: '#root', open: {index: 0, text: ''}, children: []};
  const stack: Element[] = [root];
  TAG.lastIndex = 0;
  for (let tag = TAG.exec(html); tag; tag = TAG.exec(html)) {
    const [text, closing, rawName] = tag;
    const name = rawName.toLowerCase();
    if (!closing) {
      // An <li> closes an open <li> sibling (its end tag is optional, and minifiers drop it).
      if (name === 'li') {
        const openItem = lastIndexWhere(stack, (element) => element.name === 'li' || LIST_PARENTS.has(element.name));
        if (openItem > 0 && stack[openItem].name === 'li') popTo(stack, openItem, tag.index);
      }
      const element: Element = {name, open: {index: tag.index, text}, parent: stack.at(-1), children: []};
      stack.at(-1)?.children.push(element);
      if (VOID.has(name) || text.endsWith('/>')) continue;
      if (RAW.has(name)) {
        const end = html.toLowerCase().indexOf(`</${name}`, TAG.lastIndex);
        TAG.lastIndex = end < 0 ? html.length : end;
      }
      stack.push(element);
    } else {
      const at = lastIndexWhere(stack, (element) => element.name === name);
      if (at <= 0) continue;
      stack[at].close = {index: tag.index, text};
      popTo(stack, at + 1, tag.index);
      stack.length = at;
    }
  }
  return root.children;
}

export function* walk(elements: Element[]): Generator<Element> {
  for (const element of elements) {
    yield element;
    yield* walk(element.children);
  }
}

/**
 * The theme's `<ul>`s of `<div>`s (and its `<li>`s inside `<div>`s) as valid HTML with the same meaning: such a `<ul>`
 * becomes `<div role=list data-theme-list>`, its items `role=listitem` (an `<li>` becomes a `<div>`), a wrapper
 * around items `role=none`. What accessibilityRepairs.ts does in the browser, made in the built HTML. Returns how many
 * lists were repaired.
 */
export function repairDivLists(html: string): {html: string; repaired: number} {
  const elements = [...walk(parseElements(html))];
  const edits: {index: number; length: number; text: string}[] = [];
  const rename = (element: Element, attributes: string) => {
    const rest = element.open.text.slice(1 + element.name.length);
    edits.push({index: element.open.index, length: element.open.text.length, text: `<div ${attributes}${rest}`});
    if (element.close) edits.push({index: element.close.index, length: element.close.text.length, text: '</div>'});
  };
  const hasRole = (element: Element) => /\srole=/.test(element.open.text);
  const itemOf = (element: Element) => {
    if (element.name === 'li') rename(element, 'role=listitem');
    else if (element.children.some((child) => child.name === 'li')) {
      if (!hasRole(element)) edits.push(insertAttribute(element, 'role=none'));
      for (const child of element.children) if (child.name === 'li') rename(child, 'role=listitem');
    } else if (!hasRole(element)) edits.push(insertAttribute(element, 'role=listitem'));
  };
  let repaired = 0;
  const lists = new Set<Element>();
  for (const element of elements) {
    if (element.name !== 'ul' || hasRole(element)) continue;
    if (
      element.children.every((child) => child.name === 'li' || child.name === 'script' || child.name === 'template')
    ) {
      continue;
    }
    lists.add(element);
    repaired += 1;
    rename(element, `role=list ${REPAIRED_LIST_ATTRIBUTE}`);
    for (const child of element.children) itemOf(child);
  }
  // <li>s whose parent is no list (and was not repaired above): a parent of <li>s only becomes the list. Beside other
  // children (an array's description, its "Array [" and "]" markers around the items' <div>s) they become plain
  // <div>s: a role=list there would hold children that are no items (axe: aria-required-children).
  const plainDivs = new Set<Element>();
  for (const element of elements) {
    const parent = element.parent;
    if (element.name !== 'li' || !parent || LIST_PARENTS.has(parent.name) || lists.has(parent)) continue;
    if (parent.parent && lists.has(parent.parent)) continue;
    if (plainDivs.has(element)) continue;
    if (parent.children.every((child) => child.name === 'li')) {
      if (!hasRole(parent)) edits.push(insertAttribute(parent, 'role=list'));
      lists.add(parent);
      for (const child of parent.children) rename(child, 'role=listitem');
    } else {
      for (const child of parent.children) {
        if (child.name !== 'li' || plainDivs.has(child)) continue;
        plainDivs.add(child);
        rename(child, 'data-theme-item');
      }
    }
  }
  if (edits.length === 0) return {html, repaired};
  return {html: applyEdits(html, edits), repaired};
}

function insertAttribute(element: Element, attribute: string): {index: number; length: number; text: string} {
  return {index: element.open.index + 1 + element.name.length, length: 0, text: ` ${attribute}`};
}

function applyEdits(html: string, edits: {index: number; length: number; text: string}[]): string {
  let result = '';
  let last = 0;
  for (const {index, length, text} of [...edits].sort((a, b) => a.index - b.index || a.length - b.length)) {
    if (index < last) continue;
    result += html.slice(last, index) + text;
    last = index + length;
  }
  return result + html.slice(last);
}

/** Fails the build when no API page needed a repair: the theme has fixed that markup, and the repair should go. */
export function assertHtmlRepairsApply(repairedLists: number, linkedTabLists: number): void {
  if (repairedLists === 0) {
    throw new WorkaroundStoppedApplying(
      'the theme’s lists of <div>s repaired after the build',
      'no API page holds a <ul> whose items are <div>s',
      'Remove repairDivLists (plugins/api-reference/htmlRepairs.ts), its call in index.ts and the [data-theme-list] ' +
        'rule of islands/islands.css.',
    );
  }
  if (linkedTabLists === 0) {
    throw new WorkaroundStoppedApplying(
      'the theme’s tabs linked to their panels after the build',
      'no API page holds a tab list without ids',
      'Remove linkThemeTabs (plugins/api-reference/htmlRepairs.ts) and its call in index.ts.',
    );
  }
}

const TAB_LIST = /<ul\b[^>]*\brole="?tablist"?[^>]*>([\s\S]*?)<\/ul>/gi;
const TAB = /<li\b(?=[^>]*\brole="?tab"?[\s>])[^>]*>/gi;
const DIV_TAG = /<(\/?)div\b[^>]*>/gi;

/** The open tags of the `<div role=tabpanel>` children of the container `<div>` that opens at `start`. */
function panelTagsOf(html: string, start: number): RegExpExecArray[] {
  DIV_TAG.lastIndex = start;
  const panels: RegExpExecArray[] = [];
  let depth = 0;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    if (tag[1]) {
      depth -= 1;
      if (depth === 0) break;
    } else {
      depth += 1;
      if (depth === 2 && /\brole="?tabpanel"?[\s>]/.test(tag[0])) panels.push(tag);
    }
  }
  return panels;
}

/**
 * Workaround: the theme's tab lists (responses, media types, schema and example) name no panel and their panels no
 * tab, so nothing ties a tab to what it shows (the Nu Html Checker: "Every active role=tab element must have a
 * corresponding role=tabpanel element"). Each tab gets an id and `aria-controls`, each panel an id and
 * `aria-labelledby`, paired in order: the panels are the children of the `<div>` that follows the list's container.
 * A list whose panels do not pair one to one is left as it is. Returns how many lists were linked.
 */
export function linkThemeTabs(html: string): {html: string; linked: number} {
  const edits: {index: number; length: number; text: string}[] = [];
  let linked = 0;
  for (const list of html.matchAll(TAB_LIST)) {
    const tabs = [...list[1].matchAll(TAB)];
    if (tabs.length === 0 || tabs.some((tab) => /\bid=/.test(tab[0]))) continue;
    const end = list.index + list[0].length;
    // The list sits in its own container(s); the panels' container is the first <div> opened after those close.
    const container = /^(?:<\/div>)*<div\b[^>]*>/i.exec(html.slice(end));
    if (!container) continue;
    const containerStart = end + container[0].lastIndexOf('<div');
    const panels = panelTagsOf(html, containerStart);
    if (panels.length !== tabs.length || panels.some((panel) => /\bid=/.test(panel[0]))) continue;
    linked += 1;
    const listOffset = list.index + list[0].indexOf(list[1]);
    tabs.forEach((tab, index) => {
      const tabId = `api-tab-${list.index}-${index}`;
      const panelId = `api-tabpanel-${list.index}-${index}`;
      edits.push({
        index: listOffset + tab.index,
        length: 3,
        text: `<li id="${tabId}" aria-controls="${panelId}"`,
      });
      edits.push({index: panels[index].index, length: 4, text: `<div id="${panelId}" aria-labelledby="${tabId}"`});
    });
  }
  if (linked === 0) return {html, linked};
  let result = '';
  let last = 0;
  for (const {index, length, text} of edits.sort((a, b) => a.index - b.index)) {
    result += html.slice(last, index) + text;
    last = index + length;
  }
  return {html: result + html.slice(last), linked};
}
