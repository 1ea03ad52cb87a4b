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

/** Marks a container that was a `<ul>` of `<div>`s. */
export const REPAIRED_LIST_ATTRIBUTE = 'data-theme-list';

const LIST_TAG = /<(\/?)ul\b[^>]*>/gi;
const RAW_TEXT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** The `<ul>` elements whose first child is a `<div>`, turned into `<div>`s; and how many there were. */
export function repairDivLists(html: string): {html: string; repaired: number} {
  // Script and style contents are text: a "<ul" there is no element.
  const rawText: [number, number][] = [...html.matchAll(RAW_TEXT)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
  const inRawText = (index: number) => rawText.some(([start, end]) => index >= start && index < end);
  const tags = [...html.matchAll(LIST_TAG)].filter((match) => !inRawText(match.index));

  const replacements = new Map<number, {length: number; text: string}>();
  const open: {index: number; repair: boolean}[] = [];
  let repaired = 0;
  for (const tag of tags) {
    const [text, closing] = tag;
    if (!closing) {
      const after = tag.index + text.length;
      const repair = /^<div\b/i.test(html.slice(after, after + 4));
      if (repair) {
        replacements.set(tag.index, {
          length: text.length,
          text: text.replace(/^<ul\b/i, `<div ${REPAIRED_LIST_ATTRIBUTE}`),
        });
        repaired += 1;
      }
      open.push({index: tag.index, repair});
    } else if (open.pop()?.repair) {
      replacements.set(tag.index, {length: text.length, text: '</div>'});
    }
  }
  if (repaired === 0) return {html, repaired};
  let result = '';
  let last = 0;
  for (const [index, {length, text}] of [...replacements].sort(([a], [b]) => a - b)) {
    result += html.slice(last, index) + text;
    last = index + length;
  }
  return {html: result + html.slice(last), repaired};
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
