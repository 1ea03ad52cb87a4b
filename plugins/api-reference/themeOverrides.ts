/**
 * Workaround: seven components of docusaurus-theme-openapi-docs are overridden in src/theme, though the theme marks
 * them unsafe to swizzle (their insides change between minor versions):
 * - ApiItem, replaced: the theme draws the code samples in the browser with postman-code-generators on every API
 *   page (PaloAltoNetworks/docusaurus-openapi-docs#1205); ours renders samples built ahead and loads "Try it" lazily.
 * - ApiExplorer, replaced: the request builder alone, without the theme's browser-side code samples.
 * - ApiExplorer/Authorization, wrapped: the theme labels an API key field with the scheme's id.
 * - ApiExplorer/Server, replaced: "Try it" sends to the Cloud / Self-hosted switch's host, not a second server picker.
 * - ApiExplorer/MethodEndpoint, replaced: the page's method and path line, valid HTML (no <h2> inside <pre>), does
 *   not gain that host after hydration.
 * - ApiExplorer/LiveEditor, replaced: the theme edits the request body with react-live, which evaluates it (the CSP
 *   would need 'unsafe-eval'); a text area edits it without.
 * - ApiExplorer/Export, replaced: the theme's menu offers the YAML alone; ours the YAML and the JSON the build serves.
 * Unnecessary once the theme accepts prebuilt samples and a lazy explorer. An override whose original has gone would
 * shadow nothing (the theme renamed or moved it), and one nobody declared here would escape this review: both fail
 * the build.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {WorkaroundStoppedApplying} from '../lean-bundle/emptiedClientModules';

const WORKAROUND = 'overrides of OpenAPI theme components';

/** The OpenAPI theme components src/theme overrides, by their @theme name. */
export const OPENAPI_THEME_OVERRIDES = [
  'ApiItem',
  'ApiExplorer',
  'ApiExplorer/Authorization',
  'ApiExplorer/Server',
  'ApiExplorer/MethodEndpoint',
  'ApiExplorer/LiveEditor',
  'ApiExplorer/Export',
] as const;

const COMPONENT_FILE = /\.(js|jsx|ts|tsx)$/;

/** The @theme names of the components a theme folder holds: `X/index.*` and `X.*`, at any depth. */
export function themeComponents(themeDir: string): Set<string> {
  const names = new Set<string>();
  if (!existsSync(themeDir)) return names;
  for (const entry of readdirSync(themeDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !COMPONENT_FILE.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    const relative = path.relative(themeDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const name = relative.replace(COMPONENT_FILE, '').replace(/\/index$/, '');
    names.add(name);
  }
  return names;
}

/** Fails the build when a declared override lost its original, or src/theme shadows an undeclared one. */
export function assertThemeOverrides(
  siteThemeDir: string,
  openApiThemeDir: string,
  declared: readonly string[] = OPENAPI_THEME_OVERRIDES,
): void {
  const originals = themeComponents(openApiThemeDir);
  const ours = themeComponents(siteThemeDir);
  for (const name of declared) {
    if (!originals.has(name)) {
      throw new WorkaroundStoppedApplying(
        WORKAROUND,
        `docusaurus-theme-openapi-docs has no ${name} any more, so src/theme/${name} overrides nothing`,
        "Find the theme's new component for it, port the override (or drop it) and update OPENAPI_THEME_OVERRIDES " +
          'in plugins/api-reference/themeOverrides.ts.',
      );
    }
  }
  const undeclared = [...ours].filter((name) => originals.has(name) && !declared.includes(name));
  if (undeclared.length > 0) {
    throw new WorkaroundStoppedApplying(
      WORKAROUND,
      `src/theme overrides ${undeclared.join(', ')} of docusaurus-theme-openapi-docs without declaring it`,
      'Add it to OPENAPI_THEME_OVERRIDES in plugins/api-reference/themeOverrides.ts with the reason it exists.',
    );
  }
}
