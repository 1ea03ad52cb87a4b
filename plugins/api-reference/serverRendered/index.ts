import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {WorkaroundStoppedApplying} from '../../lean-bundle/emptiedClientModules';

/**
 * Workaround: docusaurus-theme-openapi-docs draws an operation's parameters, request body and responses inside
 * `<BrowserOnly>`, with grey skeletons in the server HTML. Without scripts the page had no schemas, and with them the
 * page moved when the schemas replaced the skeletons (the API page's layout shift on desktop). They render on the
 * server without trouble inside the page's store provider (src/theme/ApiItem), so in these components BrowserOnly is
 * swapped, in both the server and the browser bundle, for a component that renders its children everywhere.
 * Unnecessary once the theme renders them on the server.
 */
export const SERVER_RENDERED_THEME_COMPONENTS = ['ParamsDetails', 'RequestSchema', 'ResponseSchema'] as const;

const BROWSER_ONLY = '@docusaurus/BrowserOnly';
const RENDER_EVERYWHERE = path.join(__dirname, 'RenderEverywhere.tsx');

/** The listed theme component a module folder belongs to, if any. */
export function serverRenderedComponentOf(context: string | undefined): string | undefined {
  const folder = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]([^\\/]+)$/.exec(context ?? '')?.[1];
  return SERVER_RENDERED_THEME_COMPONENTS.find((name) => name === folder);
}

/**
 * The listed components whose code (in the theme's `lib/theme` folder) no longer imports BrowserOnly: there the swap
 * would silently do nothing. Read from the files, not from the bundler's resolutions, which its cache may skip.
 */
export function componentsWithoutBrowserOnly(themeDir: string): string[] {
  return SERVER_RENDERED_THEME_COMPONENTS.filter((name) => {
    const file = path.join(themeDir, name, 'index.js');
    return !existsSync(file) || !readFileSync(file, 'utf8').includes(`require("${BROWSER_ONLY}")`);
  });
}

/** Fails the build when the theme changed under the workaround (see componentsWithoutBrowserOnly). */
export function assertSchemasStillBrowserOnly(themeDir: string): void {
  const missed = componentsWithoutBrowserOnly(themeDir);
  if (missed.length > 0) {
    throw new WorkaroundStoppedApplying(
      'API schemas rendered on the server',
      `${missed.join(', ')} of docusaurus-theme-openapi-docs no longer import ${BROWSER_ONLY}, so ` +
        'plugins/api-reference/serverRendered would swap nothing there',
      'Check whether the theme now renders them on the server (then drop them from SERVER_RENDERED_THEME_COMPONENTS) ' +
        'or how it defers them now.',
    );
  }
}

interface ResolveData {
  request: string;
  context?: string;
}

/** Points BrowserOnly at RenderEverywhere for requests from the listed theme components, and only those. */
export function swapBrowserOnly(resolveData: ResolveData): void {
  if (resolveData.request === BROWSER_ONLY && serverRenderedComponentOf(resolveData.context)) {
    resolveData.request = RENDER_EVERYWHERE;
  }
}

/** The swap as a bundler plugin; add it to the server and the browser compilation alike, so hydration matches. */
export function renderSchemasOnServer<Plugin>(
  ReplacementPlugin: new (pattern: RegExp, replace: (resolveData: ResolveData) => void) => Plugin,
): Plugin {
  return new ReplacementPlugin(/^@docusaurus\/BrowserOnly$/, swapBrowserOnly);
}
