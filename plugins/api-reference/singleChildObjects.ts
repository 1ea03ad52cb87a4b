/**
 * Issue 30: an object with a single property opens by default in the request and response schemas, so that a reader
 * does not click through a row that hides all there is (the theme opens by depth only: config/theme.ts
 * `schemaExpansion`). Made in the built API pages, whose schemas keep the server's HTML (islands/; pages reached by
 * client-side navigation fetch that same HTML), after htmlRepairs.ts.
 */
import {parseElements, walk, type Element} from './htmlRepairs';

const CLASS = /\bclass="([^"]*)"/;

function classes(element: Element): string[] {
  return CLASS.exec(element.open.text)?.[1].split(/\s+/) ?? [];
}

/** The property rows an object's details hold: the list items of its indented body (array markers aside). */
function propertyRows(details: Element): Element[] {
  const body = details.children.find((child) => child.name === 'div');
  const content = body?.children[0]?.children[0];
  return (content?.children ?? []).filter((child) => classes(child).includes('openapi-schema__list-item'));
}

function isSchemaProperty(details: Element): boolean {
  const summary = details.children.find((child) => child.name === 'summary');
  return (
    summary !== undefined && [...walk(summary.children)].some((el) => classes(el).includes('openapi-schema__property'))
  );
}

/** The page with every closed schema object of exactly one property opened; how many were opened. */
export function openSingleChildObjects(html: string): {html: string; opened: number} {
  const edits: {index: number; text: string; replacement: string}[] = [];
  for (const element of walk(parseElements(html))) {
    if (element.name !== 'details' || !classes(element).includes('openapi-markdown__details')) continue;
    if (!element.open.text.includes('data-collapsed="true"') || / open(=|\s|>)/.test(element.open.text)) continue;
    if (!isSchemaProperty(element) || propertyRows(element).length !== 1) continue;
    edits.push({
      index: element.open.index,
      text: element.open.text,
      replacement: element.open.text.replace('data-collapsed="true"', 'open="" data-collapsed="false"'),
    });
  }
  let result = html;
  for (const edit of edits.sort((a, b) => b.index - a.index)) {
    result = result.slice(0, edit.index) + edit.replacement + result.slice(edit.index + edit.text.length);
  }
  return {html: result, opened: edits.length};
}
