/**
 * Workaround: the OpenAPI theme writes the parameter and schema trees as `<ul>` elements whose children are `<div>`s
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

/** Fails the build when the API pages of a build held no list to repair: the theme has fixed its markup. */
export function assertDivListsRepaired(repaired: number): void {
  if (repaired > 0) return;
  throw new WorkaroundStoppedApplying(
    'the theme’s lists of <div>s repaired after the build',
    'no API page holds a <ul> whose items are <div>s',
    'Remove repairDivLists (plugins/api-reference/htmlRepairs.ts), its call in index.ts and the [data-theme-list] ' +
      'rule of islands/islands.css.',
  );
}
