/**
 * Workaround: the OpenAPI theme's stylesheet is not a client module of every page. docusaurus-theme-openapi-docs
 * registers lib/theme/styles.scss through getClientModules, so every page of the site would download the API
 * reference's styles. The build empties that client module (plugins/lean-bundle/emptiedClientModules.ts) and
 * src/theme/ApiItem imports the stylesheet itself, so it lands in the api-reference-styles chunk (chunks.ts).
 * Unnecessary once the theme imports its styles from its components rather than as a global client module (no
 * upstream issue yet; PaloAltoNetworks/docusaurus-openapi-docs#1205 is the same complaint about its scripts).
 */
import path from 'node:path';
import {resolveClientModule, type EmptiedClientModule} from '../lean-bundle/emptiedClientModules';

const WORKAROUND = 'OpenAPI theme stylesheet only on API pages';
const AFTER_UPGRADE =
  'Check where docusaurus-theme-openapi-docs now loads its styles (getClientModules in its lib/index.js) and update ' +
  'plugins/api-reference/themeStylesheet.ts and the import in src/theme/ApiItem.';

export function emptiedThemeStylesheet(): EmptiedClientModule {
  return {
    workaround: WORKAROUND,
    path: resolveClientModule(WORKAROUND, 'docusaurus-theme-openapi-docs/lib/theme/styles.scss', AFTER_UPGRADE),
    afterUpgrade: AFTER_UPGRADE,
  };
}

/** The theme's stylesheet, imported in parts (`?first-paint`, `?try-it`): the loader that splits it. */
export function themeStylesheetPartsRule() {
  return {
    test: /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]styles\.scss$/,
    resourceQuery: /^\?(first-paint|try-it)$/,
    enforce: 'pre' as const,
    use: [path.join(__dirname, 'themeStylesheetParts.cjs')],
  };
}
