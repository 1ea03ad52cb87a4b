import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import analyticsPlugin from '../plugins/analytics';
import changelogPlugin from '../plugins/changelog';
import classicThemeOverridesPlugin from '../plugins/classic-theme-overrides';
import codeHighlightPlugin from '../plugins/code-highlight';
import remarkHighlightedCode from '../plugins/code-highlight/remarkHighlightedCode';
import remarkPrerenderedDiagrams from '../plugins/diagrams/remarkPrerenderedDiagrams';
import leanBundlePlugin from '../plugins/lean-bundle';
import llmsPlugin from '../plugins/llms';
import apiReferencePlugin from '../plugins/api-reference';
import remarkTagCardDescriptions from '../plugins/api-reference/tagCardDescriptions';
import type {SidebarItem} from '../plugins/api-reference/sidebar';
import {
  API_DOWNLOADS,
  API_GENERATOR_SPEC_PATH,
  API_OUTPUT_DIR,
  API_ROUTE_BASE_PATH,
} from '../shared/api-reference/paths';
import searchIndexPlugin from '../plugins/search-index';
import seoPlugin from '../plugins/seo';
import serverBundlePlugin from '../plugins/server-bundle';
import {apiPageFraction, excludedApiPages} from './apiSubset';
import {readBooleanEnv} from './env';
import {changelogBlog} from './changelog';
import {analytics, askAiUrl} from './links';
import {clientRedirects} from './redirects';
import {site} from './site';

/** `TESSERA_SKIP_API_REFERENCE=1` builds the site without the API pages: `npm run bench` measures what they cost. */
export const apiReferenceEnabled = !readBooleanEnv('TESSERA_SKIP_API_REFERENCE', false);

/** Operation pages a bench build leaves out (TESSERA_API_PAGE_FRACTION, config/apiSubset.ts); none on the real site. */
export const excludedApiOperationPages = excludedApiPages(path.join(__dirname, '..', API_OUTPUT_DIR));

/** Every API page is built: links into the reference can be checked strictly. */
export const apiReferenceComplete = apiReferenceEnabled && apiPageFraction >= 1;

/** The docs plugin's default exclusions, which an `exclude` option replaces rather than extends. */
const DOCS_DEFAULT_EXCLUDE = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

const allPlugins: PluginConfig[] = [
  // The API reference is its own docs instance so that its heavy item component never ships with ordinary pages.
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'api',
      path: API_OUTPUT_DIR,
      routeBasePath: API_ROUTE_BASE_PATH,
      sidebarPath: './sidebars-api.ts',
      docItemComponent: '@theme/ApiItem',
      breadcrumbs: false,
      beforeDefaultRemarkPlugins: [
        remarkHighlightedCode,
        // Tag pages carry their operations' descriptions: the instance's doc index stays off every page (lean-bundle).
        [remarkTagCardDescriptions, {sidebarItems: apiSidebarItemsOnUse}],
      ],
      exclude: [...DOCS_DEFAULT_EXCLUDE, ...excludedApiOperationPages],
    },
  ],
  [
    'docusaurus-plugin-openapi-docs',
    {
      id: 'openapi',
      docsPluginId: 'api',
      config: {
        tessera: {
          // A copy of the API description with readable operation titles, written by `npm run gen:api`.
          specPath: API_GENERATOR_SPEC_PATH,
          outputDir: API_OUTPUT_DIR,
          downloadUrl: API_DOWNLOADS.yaml,
          sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
          showSchemas: false,
        },
      },
    },
  ],
  [
    '@docusaurus/plugin-client-redirects',
    {redirects: clientRedirects.filter(({to}) => apiReferenceComplete || !to.startsWith(`/${API_ROUTE_BASE_PATH}`))},
  ],
  'docusaurus-plugin-sass',
  analyticsPlugin(analytics),
  // The changelog: the blog plugin for its entries, wrapped to add the single-page timeline at /changelog/main.
  [changelogPlugin, {...changelogBlog, beforeDefaultRemarkPlugins: [remarkPrerenderedDiagrams, remarkHighlightedCode]}],
  // Token colours of the code blocks highlighted at build time (the remark plugin above and in the presets).
  codeHighlightPlugin,
  // The OpenAPI pages' workarounds, each checked at build time; then those that serve every page.
  apiReferencePlugin({hasPages: apiReferenceEnabled}),
  // Fails the build when the original of a replaced classic-theme component changes (plugins/WORKAROUNDS.md).
  classicThemeOverridesPlugin,
  serverBundlePlugin,
  seoPlugin,
  // The retrieval engine's index (search box, /search, Ask AI, MCP) and Pagefind's (the bench's baseline), from one
  // reading of every rendered page after the build.
  searchIndexPlugin({askAiUrl: askAiUrl ?? null}),
  // No navbar item or version banner reads the API reference's doc list: pages do without its ~370 paths.
  // Nor do the hand-written docs show doc cards, which alone read each doc's title and description, nor the API
  // reference's (its tag pages carry their cards' descriptions: plugins/api-reference/tagCardDescriptions.ts). The API pages'
  // routes reach the browser when a reader goes there, not with every page; Prism's languages with code blocks.
  leanBundlePlugin({
    withoutDocListOf: ['api'],
    withoutDocIndexOf: ['default', 'api'],
    lazyRoutesUnder: apiReferenceEnabled ? ['/reference/api'] : [],
    // The changelog index and its pages: each page's ten summaries in one chunk instead of ten.
    listRoutes: new RegExp(`^${site.baseUrl}${changelogBlog.routeBasePath}(/page/\\d+)?$`),
  }),
  // Markdown twins of every page plus /llms.txt, /llms-full.txt and /llms-api.txt, written after the build.
  llmsPlugin({serviceUrl: askAiUrl, requireEveryOperation: apiPageFraction >= 1}),
];

/** The API sidebar's items, read when a page first needs them: sidebars-api.ts imports this file. */
function apiSidebarItemsOnUse(): SidebarItem[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const sidebars = require('../sidebars-api') as {default: {apiSidebar: unknown}};
  return sidebars.default.apiSidebar as SidebarItem[];
}

function isApiReferencePlugin(plugin: PluginConfig): boolean {
  const options: unknown = Array.isArray(plugin) ? plugin[1] : undefined;
  const id = typeof options === 'object' && options !== null ? (options as {id?: unknown}).id : undefined;
  return id === 'api' || id === 'openapi';
}

export const plugins: PluginConfig[] = apiReferenceEnabled
  ? allPlugins
  : allPlugins.filter((p) => !isApiReferencePlugin(p));
