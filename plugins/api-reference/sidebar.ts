/**
 * Workaround: the OpenAPI plugin's generated sidebar names docs "api/<id>", but in the API docs instance, which reads
 * generated/api itself, they are plain "<id>". The plugin derives that prefix from its output folder and gets it
 * wrong when the output folder is the docs instance's own folder (PaloAltoNetworks/docusaurus-openapi-docs#1305 is
 * the same code misreading other layouts). The ids are rewritten here; a sidebar with no prefixed id fails the
 * build, since the plugin then names docs correctly and this rewrite should go. Several operations also share a
 * summary and operations with two tags appear in two categories, so each doc item gets "<category>/<id>" as its
 * unique translation key (that part is not a workaround and stays).
 */
import {WorkaroundStoppedApplying} from '../lean-bundle/emptiedClientModules';
import {API_OUTPUT_DIR} from '../../shared/api-reference/paths';
import {apiResource} from '../../shared/api-reference/resources';

export type SidebarItem = {
  type?: string;
  id?: string;
  key?: string;
  label?: string;
  items?: SidebarItem[];
  link?: SidebarItem;
};

/** The prefix the plugin puts before doc ids: the part of its output folder after the first segment. */
export const GENERATED_ID_PREFIX = `${API_OUTPUT_DIR.slice(API_OUTPUT_DIR.indexOf('/') + 1)}/`;

function withInstanceIds(item: SidebarItem, rewritten: {count: number}, category = '', isLink = false): SidebarItem {
  const id = item.id?.startsWith(GENERATED_ID_PREFIX) ? item.id.slice(GENERATED_ID_PREFIX.length) : item.id;
  if (id !== item.id) rewritten.count += 1;
  return {
    ...item,
    ...(id ? {id, ...(item.type === 'doc' && !isLink ? {key: `${category}/${id}`} : {})} : {}),
    ...(item.items
      ? {items: item.items.map((child) => withInstanceIds(child, rewritten, item.label ?? category))}
      : {}),
    ...(item.link ? {link: withInstanceIds(item.link, rewritten, category, true)} : {}),
  };
}

/** A bench build with part of the API pages (config/apiSubset.ts) lists only the pages it builds. */
function withoutLeftOutPages(items: SidebarItem[], leftOut: ReadonlySet<string>): SidebarItem[] {
  return items
    .filter((item) => !(item.type === 'doc' && item.id && leftOut.has(item.id)))
    .map((item) => (item.items ? {...item, items: withoutLeftOutPages(item.items, leftOut)} : item))
    .filter((item) => item.type !== 'category' || item.link || (item.items ?? []).length > 0);
}

/** The generated sidebar as the API docs instance needs it, less the doc ids in `leftOut`. */
export function apiSidebarItems(generated: readonly SidebarItem[], leftOut: ReadonlySet<string>): SidebarItem[] {
  const rewritten = {count: 0};
  const items = generated.map((item) => withInstanceIds(item, rewritten));
  if (generated.length > 0 && rewritten.count === 0) {
    throw new WorkaroundStoppedApplying(
      'API sidebar ids without the generator prefix',
      `no doc id of generated/api/sidebar.ts starts with "${GENERATED_ID_PREFIX}"`,
      'The OpenAPI plugin now names docs as the docs instance does: remove the id rewrite from ' +
        'plugins/api-reference/sidebar.ts (keep the translation keys).',
    );
  }
  return withoutLeftOutPages(items, leftOut).map(withResourceLabel);
}

/** A tag's category under the docs' noun for it (shared/api-reference/resources.ts); fails for a tag without an entry there. */
function withResourceLabel(item: SidebarItem): SidebarItem {
  if (item.type !== 'category' || !item.label) return item;
  return {...item, label: apiResource(item.label).label};
}
