import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {lastUpdateSettings} from './config/lastUpdate';
import {askAiUrl, links, repositoryLinks} from './config/links';
import {apiReferenceComplete, plugins} from './config/plugins';
import {site} from './config/site';
import {themeConfig} from './config/theme';
import {API_SAMPLES_STATIC_DIR} from './shared/api-reference/paths';
import remarkApiHostSwitch from './plugins/api-host/remarkApiHostSwitch';
import remarkHighlightedCode from './plugins/code-highlight/remarkHighlightedCode';
import remarkPrerenderedDiagrams from './plugins/diagrams/remarkPrerenderedDiagrams';

// Hand-written docs show when git last changed them; a shallow clone leaves the dates out (with a warning).
const {showLastUpdateTime} = lastUpdateSettings(__dirname);

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: site.favicon,
  url: site.url,
  baseUrl: site.baseUrl,
  titleDelimiter: site.titleDelimiter,
  trailingSlash: undefined,

  // Without all of the API reference (bench measurements only) links into it are expectedly dangling.
  onBrokenLinks: apiReferenceComplete ? 'throw' : 'warn',
  onBrokenAnchors: apiReferenceComplete ? 'throw' : 'warn',
  onDuplicateRoutes: 'throw',
  // Each API operation's request samples in every language, fetched on intent (plugins/api-reference/sampleDelivery.ts).
  staticDirectories: ['static', API_SAMPLES_STATIC_DIR],
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  // experimental_vcs: true reads the git history once for all files (faster's gitEagerVcs) instead of one git call
  // per page.
  future: {
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      // Off: @swc/html drops optional end tags (</td>, </tr>, </thead>), which simple HTML parsers such as the ones
      // agents and the Agent-Friendly Documentation Spec checker (afdocs) use cannot recover from: they lose the
      // page's <main>. Docusaurus then minifies with html-minifier-terser, which keeps them. Revisit when
      // Docusaurus lets the swc minifier keep end tags (it hard-codes tagOmission in @docusaurus/bundler/lib/minifyHtml.js);
      // tests/e2e/afdocs.test.ts fails on the parity check if they go missing again.
      swcHtmlMinimizer: false,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
    experimental_vcs: showLastUpdateTime,
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

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
          showLastUpdateTime,
          versions: {current: {label: 'Next'}},
          // Fences are highlighted last, after the plugins that read them.
          beforeDefaultRemarkPlugins: [remarkPrerenderedDiagrams, remarkApiHostSwitch, remarkHighlightedCode],
        },
        // The changelog's blog instance is config/plugins.ts's changelog plugin, which adds its timeline route.
        blog: false,
        pages: {beforeDefaultRemarkPlugins: [remarkPrerenderedDiagrams, remarkHighlightedCode]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {ignorePatterns: ['/search/**'], filename: 'sitemap.xml'},
      } satisfies Preset.Options,
    ],
  ],
  themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi-docs'],
  clientModules: ['./src/clientModules/announcementReset.ts', './src/clientModules/imageZoom.ts'],
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
