import {existsSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {operationDocId} from './config/apiSubset';
import {excludedApiOperationPages} from './config/plugins';
import {API_OUTPUT_DIR} from './shared/api-reference/paths';
import {apiSidebarItems, type SidebarItem} from './plugins/api-reference/sidebar';

/**
 * Sidebar of the API reference instance: the Python SDK pages (links into the main docs instance) and the pages
 * generated from the API description (shared/api-reference/paths.ts), grouped by tag, as plugins/api-reference/sidebar.ts adapts
 * them. Before the first `npm run gen:api` the generated list does not exist yet; the sidebar is then empty rather
 * than an error.
 */
const generatedSidebarPath = path.join(__dirname, API_OUTPUT_DIR, 'sidebar.ts');

const generatedItems: SidebarItem[] = existsSync(generatedSidebarPath)
  ? apiSidebarItems(
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(generatedSidebarPath).default as SidebarItem[],
      new Set(excludedApiOperationPages.map(operationDocId)),
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
