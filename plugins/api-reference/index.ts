/**
 * The API reference's build-time side: the request samples are built ahead by `npm run gen:api` (generate.ts), and
 * this plugin holds every workaround the OpenAPI plugin and theme (docusaurus-plugin-openapi-docs,
 * docusaurus-theme-openapi-docs 5.x) need on this site, each in its own module with why it exists and what would
 * make it unnecessary. Each one checks that it still applies and fails the build otherwise, so that an upgrade cannot
 * silently bring back a megabyte of JavaScript or unstyled pages:
 * - themeStylesheet.ts: the theme's stylesheet is no client module of every page (checked against client-modules.js),
 *   and comes in two parts: what the page paints with, and the request builder's (themeStylesheetParts.cjs);
 * - chunks.ts + apiOnlyModules.ts: API-only code and styles in chunks of their own;
 * - stylesheetLink.ts: API pages link their stylesheet in the HTML (fails if it was not emitted or matched no page);
 * - htmlRepairs.ts: the theme's lists of <div>s and unlinked tabs become valid HTML in the built pages (fails if no
 *   page needed it);
 * - schemaLabelText.ts: a space between the name, type and badges of schema rows, so their text reads as words
 *   (fails if no page needed it);
 * - themeOverrides.ts: the overridden theme components still exist, and no override goes undeclared;
 * - fadedInlineText.ts: the CSS rule that matches the theme's inline opacity still matches it;
 * - sidebar.ts (read by sidebars-api.ts): doc ids of the generated sidebar, fails if nothing needed rewriting;
 * - serverRendered/: parameters, request body and responses render on the server, not behind BrowserOnly skeletons
 *   (fails if the theme stops wrapping them in BrowserOnly);
 * - islands/: the browser keeps that server HTML instead of downloading the theme's code to draw it again (fails
 *   when the generated pages import or render components it does not expect);
 * - accessibilityTargets.ts: the theme still writes the class names that the accessibility repairs look for (those
 *   repairs run in the browser, from the API page component: src/theme/ApiItem/accessibilityRepairs.ts).
 * downloads.ts writes the API description into the build, as YAML and JSON (API_DOWNLOADS). Every reader of the
 * description goes through its one model (model.ts); README.md registers these workarounds and compares keeping the
 * theme with rendering the pages from the model. Not workarounds, made on the built pages too: singleChildObjects.ts
 * opens objects of one property, deferredPanels.ts moves hidden tab panels to a file fetched on intent.
 * tagCardDescriptions.ts (a remark plugin of the API docs instance) writes descriptions into the tag pages. Where
 * things are is in shared/api-reference/paths.ts.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertClientModulesRequested, emptyClientModules} from '../lean-bundle/emptiedClientModules';
import {assertAccessibilityTargets} from './accessibilityTargets';
import {apiReferenceCacheGroups} from './chunks';
import {assertFadedInlineText} from './fadedInlineText';
import {assertIslandsCoverPages, assertThemeCodeBlockSwapped, islandsPlugin} from './islands';
import {writeApiDownloads} from './downloads';
import {API_OUTPUT_DIR, API_ROUTE, API_SPEC_PATH} from '../../shared/api-reference/paths';
import {assertSchemasStillBrowserOnly, renderSchemasOnServer} from './serverRendered';
import {assertHtmlRepairsApply, linkThemeTabs, repairDivLists} from './htmlRepairs';
import {openSingleChildObjects} from './singleChildObjects';
import {deferHiddenPanelsOfPage} from './deferredPanels';
import {assertSchemaLabelTextApplies, spaceSchemaLabels} from './schemaLabelText';
import {linkApiStylesheetInPages} from './stylesheetLink';
import {oneFormLibraryAlias} from './oneFormLibrary';
import {assertThemeOverrides} from './themeOverrides';
import {emptiedThemeStylesheet, themeStylesheetPartsRule} from './themeStylesheet';

export interface ApiReferencePluginOptions {
  /** False when the site is built without the API pages (TESSERA_SKIP_API_REFERENCE): nothing to link them in. */
  hasPages: boolean;
}

function openApiThemeDir(): string {
  return path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib', 'theme');
}

export default function apiReferencePlugin(options: ApiReferencePluginOptions): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'tessera-api-reference',
    // Before the long bundling step: these only read source files.
    async loadContent() {
      assertThemeOverrides(path.join(context.siteDir, 'src', 'theme'), openApiThemeDir());
      assertFadedInlineText(openApiThemeDir());
      assertAccessibilityTargets(openApiThemeDir());
      assertSchemasStillBrowserOnly(openApiThemeDir());
      assertIslandsCoverPages(path.join(context.siteDir, API_OUTPUT_DIR));
      assertThemeCodeBlockSwapped(openApiThemeDir());
    },
    configureWebpack(config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      // In both bundles: the server renders the schemas, and the development server's browser bundle too.
      const schemasOnServer = renderSchemasOnServer(NormalModuleReplacementPlugin);
      // Only a production browser bundle has prerendered HTML to keep.
      const islands = islandsPlugin(
        NormalModuleReplacementPlugin,
        isServer || config.mode !== 'production' ? 'rendered' : 'static',
      );
      // One react-hook-form for the theme's fields and the site's Try it form (oneFormLibrary.ts).
      const resolve = {
        alias: oneFormLibraryAlias(
          path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'lib/theme'),
        ),
      };
      const module = {rules: [themeStylesheetPartsRule()]};
      if (isServer) return {module, plugins: [schemasOnServer, islands], resolve};
      const stylesheet = emptiedThemeStylesheet();
      assertClientModulesRequested(context.generatedFilesDir, [stylesheet]);
      return {
        module,
        plugins: [schemasOnServer, islands, emptyClientModules(utils, [stylesheet])],
        resolve,
        optimization: {splitChunks: {cacheGroups: apiReferenceCacheGroups()}},
      };
    },
    async postBuild({outDir, baseUrl, routesPaths}) {
      if (!options.hasPages) return;
      let repairedLists = 0;
      let linkedTabLists = 0;
      let spacedLabels = 0;
      await linkApiStylesheetInPages(outDir, baseUrl, API_ROUTE, routesPaths, (page) => {
        const lists = repairDivLists(page);
        const tabs = linkThemeTabs(lists.html);
        const labels = spaceSchemaLabels(tabs.html);
        repairedLists += lists.repaired;
        linkedTabLists += tabs.linked;
        spacedLabels += labels.spaced;
        return deferHiddenPanelsOfPage(openSingleChildObjects(labels.html).html, outDir, baseUrl);
      });
      assertHtmlRepairsApply(repairedLists, linkedTabLists);
      assertSchemaLabelTextApplies(spacedLabels);
      await writeApiDownloads(path.join(context.siteDir, API_SPEC_PATH), outDir);
    },
  });
}
