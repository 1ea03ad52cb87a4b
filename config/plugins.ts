import type {PluginConfig} from '@docusaurus/types';
import analyticsPlugin from '../plugins/analytics';
import changelogIndexPlugin from '../plugins/changelog-index';
import {analytics} from './links';
import {clientRedirects} from './redirects';

/** Where the OpenAPI plugin writes its generated pages; git-ignored and rebuilt by `npm run gen:api`. */
export const API_OUTPUT_DIR = 'generated/api';

export const plugins: PluginConfig[] = [
  // The API reference is its own docs instance so that its heavy item component never ships with ordinary pages.
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'api',
      path: API_OUTPUT_DIR,
      routeBasePath: 'reference/api',
      sidebarPath: './sidebars-api.ts',
      docItemComponent: '@theme/ApiItem',
      breadcrumbs: false,
    },
  ],
  [
    'docusaurus-plugin-openapi-docs',
    {
      id: 'openapi',
      docsPluginId: 'api',
      config: {
        tessera: {
          specPath: 'docs/reference/openapi.yaml',
          outputDir: API_OUTPUT_DIR,
          downloadUrl: '/openapi.yaml',
          sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
          showSchemas: false,
        },
      },
    },
  ],
  ['@docusaurus/plugin-client-redirects', {redirects: clientRedirects}],
  ['@docusaurus/plugin-ideal-image', {quality: 85, max: 1600, min: 600, steps: 3, disableInDev: false}],
  'docusaurus-plugin-image-zoom',
  'docusaurus-plugin-sass',
  analyticsPlugin(analytics),
  changelogIndexPlugin,
];
