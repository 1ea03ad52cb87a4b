/**
 * Workaround: API operation pages as static HTML with small interactive parts ("islands"). The generated pages
 * (generated/api/*.api.mdx) draw their method line, parameters, request body and responses with OpenAPI theme
 * components that every reader gets identically, yet the browser downloaded those components, the schema trees and a
 * redux store (~140 KB gzip), and the schemas as JSON, to draw the same HTML again on hydration. So, for requests from
 * the generated pages only:
 * - the server bundle (and the development server, which has no server HTML) wraps each such component in an element
 *   with a stable id (rendered/, RenderedIsland.tsx);
 * - the page's operation, which "Try it" needs, is such an island too: JSON in a hidden element of the HTML
 *   (OperationData.tsx), rather than in the page's script (it was there twice, in its front matter and metadata);
 * - the production browser bundle gets, in their place, a component that keeps that element's server HTML, or after
 *   a client-side navigation fetches it from the page's prerendered HTML (static/, StaticIsland.tsx), and empty props
 *   instead of the schemas' JSON; tabs switch through one small delegated script (interactions.ts), schema details
 *   are native <details>;
 * - the examples inside come highlighted from the server: where the theme's components ask for the code block, the
 *   server bundle gives them one that highlights as it renders (rendered/CodeBlock.tsx), since no island runs a
 *   highlighter in the browser.
 * The build fails when a generated page imports a theme component this does not decide on, uses an island twice,
 * renders a component assumed unused, or when no page uses an island any more. Unnecessary once the theme renders
 * these parts as server components, or without React state in the browser.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {WorkaroundStoppedApplying} from '../../lean-bundle/emptiedClientModules';
import {ISLAND_COMPONENTS, type IslandName} from '../../../shared/api-reference/islandNames';

const WORKAROUND = 'API operation pages as static islands';

/** Imported by every generated page, rendered by none (checked): the browser gets an empty component instead. */
export const UNRENDERED_IMPORTS = ['@theme/OperationTabs'] as const;

/**
 * Imported by the generated pages and kept in the browser as they are: the site's own heading and translations, and
 * TabItem, which operation pages import unused but the API's introduction page renders (swaps apply to the folder).
 */
export const KEPT_IMPORTS = ['@theme/Heading', '@docusaurus/Translate', '@theme/TabItem'] as const;

const ISLAND_NAMES = Object.keys(ISLAND_COMPONENTS) as IslandName[];
const ISLAND_OF_REQUEST = new Map(ISLAND_NAMES.map((name) => [ISLAND_COMPONENTS[name], name]));
/** The props a generated page spreads into an island component, as `require("./<page>.<Component>.json")`. */
const ISLAND_PROPS = new RegExp(`^\\./[^/]+\\.(${ISLAND_NAMES.join('|')})\\.json$`);
const PAGES_FOLDER = /[\\/]generated[\\/]api$/;
const OPENAPI_THEME = /[\\/]node_modules[\\/]docusaurus-theme-openapi-docs[\\/]/;
/** What the theme's examples (CodeSamples) and its Markdown descriptions import to show code. */
export const THEME_CODE_BLOCK = '@theme/CodeBlock';
const STATIC_DIR = path.join(__dirname, 'static');

export type IslandSide = 'rendered' | 'static';

interface ResolveData {
  request: string;
  context?: string;
}

/**
 * Rewrites a generated page's request for an island component (both sides) or its props (static side), and on the
 * rendered side the theme's request for the code block.
 */
export function swapIslandRequest(resolveData: ResolveData, side: IslandSide): void {
  if (
    side === 'rendered' &&
    resolveData.request === THEME_CODE_BLOCK &&
    OPENAPI_THEME.test(resolveData.context ?? '')
  ) {
    resolveData.request = path.join(__dirname, side, 'CodeBlock.tsx');
    return;
  }
  if (!PAGES_FOLDER.test(resolveData.context ?? '')) return;
  const island = ISLAND_OF_REQUEST.get(resolveData.request as (typeof ISLAND_COMPONENTS)[IslandName]);
  if (island) {
    resolveData.request = path.join(__dirname, side, `${island}.tsx`);
  } else if (side === 'static' && ISLAND_PROPS.test(resolveData.request)) {
    resolveData.request = path.join(STATIC_DIR, 'noProps.json');
  } else if (side === 'static' && (UNRENDERED_IMPORTS as readonly string[]).includes(resolveData.request)) {
    resolveData.request = path.join(STATIC_DIR, 'Unrendered.tsx');
  }
}

/**
 * The swap as a bundler plugin. The server bundle renders islands; so does the browser bundle of the development
 * server, which has no prerendered HTML to keep; the production browser bundle keeps the server's HTML.
 */
export function islandsPlugin<Plugin>(
  ReplacementPlugin: new (pattern: RegExp, replace: (resolveData: ResolveData) => void) => Plugin,
  side: IslandSide,
): Plugin {
  return new ReplacementPlugin(/^(@theme\/|@site\/|\.\/)/, (resolveData) => swapIslandRequest(resolveData, side));
}

function tagCount(mdx: string, component: string): number {
  return mdx.match(new RegExp(`<${component}[\\s>/]`, 'g'))?.length ?? 0;
}

/** Why a generated page breaks the islands' assumptions, if it does. */
export function islandProblems(page: string, mdx: string): string[] {
  const problems: string[] = [];
  const known: readonly string[] = [...Object.values(ISLAND_COMPONENTS), ...UNRENDERED_IMPORTS, ...KEPT_IMPORTS];
  for (const [, local, source] of mdx.matchAll(/^import\s+(\w+)\s+from\s+"([^"]+)";?$/gm)) {
    if (!known.includes(source)) problems.push(`${page} imports ${source}, which the islands do not decide on`);
    const unrendered = (UNRENDERED_IMPORTS as readonly string[]).includes(source);
    if (unrendered && tagCount(mdx, local) > 0) problems.push(`${page} renders ${source}, assumed unused`);
  }
  for (const name of ISLAND_NAMES) {
    if (tagCount(mdx, name) > 1) problems.push(`${page} renders ${name} more than once (island ids must be unique)`);
  }
  for (const [, request] of mdx.matchAll(/require\("([^"]+)"\)/g)) {
    if (!ISLAND_PROPS.test(request)) problems.push(`${page} requires ${request}, which is no island's props`);
  }
  return problems;
}

/**
 * Why another page of the generated folder (the introduction, tag pages) breaks the islands' assumptions: the browser
 * bundle swaps these requests for every page of the folder, so none of them may render a swapped component.
 */
export function otherPageProblems(page: string, mdx: string): string[] {
  const swapped: readonly string[] = [...Object.values(ISLAND_COMPONENTS), ...UNRENDERED_IMPORTS];
  return [...mdx.matchAll(/^import\s+(\w+)\s+from\s+"([^"]+)";?$/gm)]
    .filter(([, local, source]) => swapped.includes(source) && tagCount(mdx, local) > 0)
    .map(([, , source]) => `${page} renders ${source}, which the browser swaps for the operation pages' islands`);
}

/** The theme's modules that show code in islands: its examples (CodeSamples) and its descriptions (Markdown). */
const THEME_CODE_MODULES = ['CodeSamples/index.js', 'Markdown/index.js'];

/**
 * Fails the build when a theme module that shows code in islands no longer imports the code block that the server
 * swaps for a highlighting one: its examples would then reach readers unhighlighted.
 */
export function assertThemeCodeBlockSwapped(themeDir: string): void {
  const missing = THEME_CODE_MODULES.filter(
    (module) => !readFileSync(path.join(themeDir, module), 'utf8').includes(`"${THEME_CODE_BLOCK}"`),
  );
  if (missing.length > 0) {
    throw new WorkaroundStoppedApplying(
      'API island examples highlighted on the server',
      `${missing.join(', ')} of the OpenAPI theme no longer import${missing.length === 1 ? 's' : ''} ${THEME_CODE_BLOCK}`,
      'Find what the theme shows code with now and swap that in swapIslandRequest (plugins/api-reference/islands).',
    );
  }
}

/** Fails the build when the generated pages no longer match what the islands assume (see the module comment). */
export function assertIslandsCoverPages(pagesDir: string): void {
  const files = existsSync(pagesDir) ? readdirSync(pagesDir).filter((name) => name.endsWith('.mdx')) : [];
  const pages = files.filter((name) => name.endsWith('.api.mdx'));
  if (pages.length === 0) return;
  const used = new Set<string>();
  const problems: string[] = [];
  for (const page of files.filter((name) => !name.endsWith('.api.mdx'))) {
    problems.push(...otherPageProblems(page, readFileSync(path.join(pagesDir, page), 'utf8')));
  }
  for (const page of pages) {
    const mdx = readFileSync(path.join(pagesDir, page), 'utf8');
    problems.push(...islandProblems(page, mdx));
    for (const name of ISLAND_NAMES) if (tagCount(mdx, name) > 0) used.add(name);
  }
  const unused = ISLAND_NAMES.filter((name) => !used.has(name));
  if (unused.length > 0) problems.push(`no generated page renders ${unused.join(', ')} any more`);
  if (problems.length > 0) {
    throw new WorkaroundStoppedApplying(
      WORKAROUND,
      problems.slice(0, 5).join('; '),
      'Update ISLAND_COMPONENTS (shared/api-reference/islandNames.ts), UNRENDERED_IMPORTS or KEPT_IMPORTS in ' +
        'plugins/api-reference/islands/index.ts, with a component under rendered/ and static/ for a new island.',
    );
  }
}
