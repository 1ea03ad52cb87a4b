/**
 * Data Docusaurus generates for every page's first load (main) that the site's pages never read. The lean copies
 * replace the originals in both the client and the server bundles, so that a page renders the same in both.
 */

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

interface DocsVersionData {
  docs?: unknown[];
  [key: string]: unknown;
}

type GlobalData = Record<string, Record<string, unknown>>;

/**
 * Global data with the doc list (every doc's id, path and sidebar) left out of the given docs instances. The theme
 * reads a docs instance's doc list only through navbar items of that instance (doc, docSidebar, version dropdown) and
 * version banners of an instance with several versions: an instance that has neither, like the API reference, sends
 * hundreds of paths to every page for nothing.
 */
export function withoutDocLists(globalData: GlobalData, docsPluginIds: readonly string[]): GlobalData {
  const instances = globalData[DOCS_PLUGIN];
  if (!instances) return globalData;
  const leanInstances = Object.fromEntries(
    Object.entries(instances).map(([id, data]) => {
      if (!docsPluginIds.includes(id) || typeof data !== 'object' || data === null) return [id, data];
      const versions = (data as {versions?: DocsVersionData[]}).versions ?? [];
      return [id, {...data, versions: versions.map((version) => ({...version, docs: []}))}];
    }),
  );
  return {...globalData, [DOCS_PLUGIN]: leanInstances};
}

/**
 * A docs version's metadata, which every page of the version loads, with its doc index (each doc's title and
 * description) emptied and its sidebars' items without build-only fields. Only doc cards (DocCardList, generated category indexes) read that index; with none in the
 * instance it is ~5 KB gzip for nothing, and a doc card added later fails the build loudly ("no version doc found").
 */
export function withoutDocIndex(versionProps: unknown): unknown {
  if (typeof versionProps !== 'object' || versionProps === null || !('version' in versionProps)) return versionProps;
  const {version} = versionProps as {version: unknown};
  if (typeof version !== 'object' || version === null || !('docs' in version)) return versionProps;
  const {docsSidebars} = version as {docsSidebars?: unknown};
  const sidebars =
    typeof docsSidebars === 'object' && docsSidebars !== null
      ? {
          docsSidebars: Object.fromEntries(
            Object.entries(docsSidebars).map(([name, items]) => [
              name,
              Array.isArray(items) ? items.map(leanItem) : items,
            ]),
          ),
        }
      : {};
  return {...versionProps, version: {...version, ...sidebars, docs: {}}};
}

/**
 * A sidebar item without what the browser never reads: the translation `key` (read at build time only) and
 * `unlisted: false` (the theme tests it for truth). The API reference's 370 links carried ~1.6 KB gzip of them.
 */
function leanItem(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const lean: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name === 'key' || (name === 'unlisted' && value === false)) continue;
    lean[name] = name === 'items' && Array.isArray(value) ? value.map(leanItem) : value;
  }
  return lean;
}

/** Build-time settings no page reads: plugin, preset and theme options (the redirect list among them). */
const BUILD_ONLY_SETTINGS = ['plugins', 'presets', 'themes'];

/** The site configuration as Docusaurus hands it to pages (a JSON copy), less the build-only settings. */
export function pageSiteConfig(siteConfig: object): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(siteConfig)) as Record<string, unknown>;
  for (const key of BUILD_ONLY_SETTINGS) delete copy[key];
  return copy;
}
