/**
 * API tag pages (`generated/api/<tag>.tag.mdx`) list their operations as doc cards, and a doc card reads its
 * description from the docs version's doc index, which every page of the instance loads first: ~17 KB gzip of each
 * operation page's first-load JavaScript, for the ~25 tag pages alone. The lean bundle empties that index
 * (plugins/lean-bundle, `withoutDocIndexOf`); this remark plugin writes the descriptions of a tag page's own
 * operations into that page (`<DocCardList operationDescriptions="{…}">`, read by src/theme/DocCardList), so only the
 * tag page carries them. A card whose description is missing keeps its doc id, and the build then fails on it ("no
 * version doc found"), rather than showing a card without a description.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Parent, Root} from 'mdast';
import {parse} from 'yaml';
import type {SidebarItem} from './sidebar';

/** The attribute src/theme/DocCardList reads: JSON of doc id → description. */
export const DESCRIPTIONS_ATTRIBUTE = 'operationDescriptions';
const TAG_PAGE = /\.tag\.mdx$/;

/** The doc ids of the operations under the sidebar category that the tag page `tagId` is the link of. */
export function operationsOfTag(items: readonly SidebarItem[], tagId: string): string[] {
  for (const item of items) {
    if (item.type === 'category' && item.link?.id === tagId) return docIds(item.items ?? []);
    const found = operationsOfTag(item.items ?? [], tagId);
    if (found.length > 0) return found;
  }
  return [];
}

function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [...(item.type === 'doc' && item.id ? [item.id] : []), ...docIds(item.items ?? [])]);
}

/** The `description` of a generated page's front matter, or undefined. */
export function frontMatterDescription(source: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(source);
  if (!block) return undefined;
  const data: unknown = parse(block[1]);
  const description = typeof data === 'object' && data !== null ? (data as {description?: unknown}).description : '';
  return typeof description === 'string' && description.trim() !== '' ? description : undefined;
}

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: {type: string; name?: string; value?: unknown}[];
}

function cardLists(tree: Parent): JsxElement[] {
  return tree.children.flatMap((child) => {
    const own = (child.type as string).startsWith('mdxJsx') && (child as unknown as JsxElement).name === 'DocCardList';
    return [...(own ? [child as unknown as JsxElement] : []), ...('children' in child ? cardLists(child) : [])];
  });
}

/**
 * The remark plugin, given the API sidebar's items (sidebars-api.ts: doc ids without the generator's prefix). Pages
 * other than tag pages are left as they are.
 */
export default function remarkTagCardDescriptions({sidebarItems}: {sidebarItems: () => readonly SidebarItem[]}) {
  return (tree: Root, file: {path?: string}) => {
    if (!file.path || !TAG_PAGE.test(file.path)) return;
    const tagId = path.basename(file.path).replace(TAG_PAGE, '');
    const directory = path.dirname(file.path);
    const descriptions: Record<string, string> = {};
    for (const id of operationsOfTag(sidebarItems(), tagId)) {
      const page = path.join(directory, `${id}.api.mdx`);
      const description = existsSync(page) ? frontMatterDescription(readFileSync(page, 'utf8')) : undefined;
      if (description) descriptions[id] = description;
    }
    for (const list of cardLists(tree)) {
      list.attributes.push({
        type: 'mdxJsxAttribute',
        name: DESCRIPTIONS_ATTRIBUTE,
        value: JSON.stringify(descriptions),
      });
    }
  };
}
