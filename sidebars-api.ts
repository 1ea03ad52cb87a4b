import {existsSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Sidebar of the API reference instance: the Python SDK pages (links into the main docs instance) and the pages
 * generated from docs/reference/openapi.yaml, grouped by tag. Before the first `npm run gen:api` the generated list
 * does not exist yet; the sidebar is then empty rather than an error.
 */
const generatedSidebarPath = path.join(__dirname, 'generated/api/sidebar.ts');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const generatedItems = existsSync(generatedSidebarPath) ? require(generatedSidebarPath).default : [];

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
      items: generatedItems,
    },
  ],
};

export default sidebars;
