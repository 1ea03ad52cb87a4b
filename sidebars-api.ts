import {existsSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {operationDocId} from './config/apiSubset';
import {excludedApiOperationPages} from './config/plugins';

/**
 * Sidebar of the API reference instance: the Python SDK pages (links into the main docs instance) and the pages
 * generated from docs/reference/openapi.yaml, grouped by tag. Before the first `npm run gen:api` the generated list
 * does not exist yet; the sidebar is then empty rather than an error.
 */
const generatedSidebarPath = path.join(__dirname, 'generated/api/sidebar.ts');

type Item = {type?: string; id?: string; key?: string; label?: string; items?: Item[]; link?: Item};

/**
 * The generator names docs after its output folder ("api/<id>"); in this instance they are plain "<id>". Several
 * operations share a summary (e.g. "Delete Annotation") and operations with two tags appear in two categories, so
 * each doc item gets "<category>/<id>" as its unique translation key.
 */
function withInstanceIds(item: Item, category = '', isCategoryLink = false): Item {
  const id = item.id?.replace(/^api\//, '');
  return {
    ...item,
    ...(id ? {id, ...(item.type === 'doc' && !isCategoryLink ? {key: `${category}/${id}`} : {})} : {}),
    ...(item.items ? {items: item.items.map((child) => withInstanceIds(child, item.label ?? category))} : {}),
    ...(item.link ? {link: withInstanceIds(item.link, category, true)} : {}),
  };
}

/** A bench build with part of the API pages (config/apiSubset.ts) lists only the pages it builds. */
const leftOut = new Set(excludedApiOperationPages.map(operationDocId));
function withoutLeftOutPages(items: Item[]): Item[] {
  return items
    .filter((item) => !(item.type === 'doc' && item.id && leftOut.has(item.id)))
    .map((item) => (item.items ? {...item, items: withoutLeftOutPages(item.items)} : item))
    .filter((item) => item.type !== 'category' || item.link || (item.items ?? []).length > 0);
}

const generatedItems: Item[] = existsSync(generatedSidebarPath)
  ? withoutLeftOutPages(
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require(generatedSidebarPath).default as Item[]).map((item) => withInstanceIds(item)),
    )
  : [];

const sidebars: SidebarsConfig = {
  apiSidebar: [
    {
      type: 'category',
      label: 'Python SDK',
      collapsible: false,
      className: 'sidebar-section-title',
      items: [
        {type: 'link', label: 'Configuration Management', href: '/reference/sdk/configuration-management'},
        {type: 'link', label: 'Observability SDK', href: '/reference/sdk/observability'},
        {type: 'link', label: 'Custom Workflows SDK', href: '/reference/sdk/custom-workflow'},
      ],
    },
    {
      type: 'category',
      label: 'API Reference',
      collapsible: false,
      className: 'sidebar-section-title',
      link: {
        type: 'generated-index',
        title: 'Tessera API reference',
        description: 'Every operation of the Tessera HTTP API, grouped by resource.',
        slug: '/category',
      },
      items: generatedItems as NonNullable<SidebarsConfig['apiSidebar']> as never,
    },
  ],
};

export default sidebars;
