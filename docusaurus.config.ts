import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {changelogBlog} from './config/changelog';
import {askAiUrl, links, repositoryLinks} from './config/links';
import {plugins} from './config/plugins';
import {site} from './config/site';
import {themeConfig} from './config/theme';

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: site.favicon,
  url: site.url,
  baseUrl: site.baseUrl,
  titleDelimiter: site.titleDelimiter,
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  future: {faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}},

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          breadcrumbs: false,
          editUrl: repositoryLinks.docsEditBase,
          versions: {current: {label: 'Next'}},
        },
        blog: changelogBlog,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {ignorePatterns: ['/search/**'], filename: 'sitemap.xml'},
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi-docs'],
  plugins,
  themeConfig,
  // Read in the browser through src/utils/siteLinks.ts; no URL is written anywhere else.
  customFields: {
    links,
    repositoryLinks,
    askAiUrl: askAiUrl ?? null,
    searchExternalUrlPattern: process.env.SEARCH_EXTERNAL_URL_PATTERN ?? '\\.(md|txt|xml|json|yaml)$',
  },
};

export default config;
