/**
 * Workaround: API pages link their own stylesheet in the HTML. Docusaurus writes only its single stylesheet into a
 * page and loads a route's other CSS with the route's scripts, so the API styles, kept out of every other page's
 * stylesheet (chunks.ts), would arrive late and show API pages unstyled until then. postBuild links them after the
 * site stylesheet in every page rendered under the API route. Unnecessary once Docusaurus links a route's CSS chunks
 * in its HTML (facebook/docusaurus#2007 chose one stylesheet for all pages instead).
 */
import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {WorkaroundStoppedApplying} from '../lean-bundle/emptiedClientModules';

/** Name of the stylesheet chunk that holds the API reference's styles (see chunks.ts). */
export const API_STYLES_CHUNK = 'api-reference-styles';

const WORKAROUND = 'API pages link the API stylesheet';

const SITE_STYLESHEET = /<link rel="?stylesheet"? href="?[^"\s>]*\/assets\/css\/styles\.[0-9a-f]+\.css"?\s*\/?>/;

/**
 * Adds the API stylesheet after the site's own in a built page. Docusaurus writes only its single stylesheet into the
 * HTML and loads a route's other CSS with the route's scripts, which would show API pages unstyled until then.
 */
export function linkApiStylesheet(html: string, href: string): string {
  if (html.includes(`href=${href}`) || html.includes(`href="${href}"`)) return html;
  const siteStylesheet = SITE_STYLESHEET.exec(html);
  if (!siteStylesheet) throw new Error('The page has no site stylesheet to put the API stylesheet after.');
  const at = siteStylesheet.index + siteStylesheet[0].length;
  return `${html.slice(0, at)}<link rel="stylesheet" href="${href}">${html.slice(at)}`;
}

/** The HTML file Docusaurus wrote for a route: `a/b/index.html`, or `a/b.html` for a route ending in `.html`. */
function htmlFileOfRoute(outDir: string, baseUrl: string, route: string): string {
  const relative = route.slice(baseUrl.length);
  return relative.endsWith('.html')
    ? path.join(outDir, ...relative.split('/'))
    : path.join(outDir, ...relative.split('/').filter(Boolean), 'index.html');
}

/**
 * Links the API stylesheet from every page Docusaurus rendered under the API reference's route. Only those routes:
 * other plugins write files there too (redirect pages), at the same time. Returns the number of pages; fails the
 * build when the stylesheet was not emitted or no page matched, since API pages would then render unstyled.
 */
export async function linkApiStylesheetInPages(
  outDir: string,
  baseUrl: string,
  apiRoute: string,
  routesPaths: readonly string[],
  /** Other changes to each page, made in the same pass (htmlRepairs.ts). */
  repair: (html: string) => string = (html) => html,
): Promise<number> {
  const cssDir = path.join(outDir, 'assets', 'css');
  const file = (await readdir(cssDir)).find((name) => name.startsWith(`${API_STYLES_CHUNK}.`) && name.endsWith('.css'));
  if (!file) {
    throw new WorkaroundStoppedApplying(
      WORKAROUND,
      `the build emitted no ${API_STYLES_CHUNK}.*.css in assets/css`,
      'Check that the apiReferenceStyles cache group of plugins/api-reference/chunks.ts still matches the OpenAPI ' +
        "theme's styles (its module paths, the bundler's css/mini-extract type) after an upgrade.",
    );
  }
  const href = `${baseUrl}assets/css/${file}`;
  const prefix = `${baseUrl}${apiRoute.replace(/^\//, '')}`;
  const pages = routesPaths
    .filter((route) => route.startsWith(prefix))
    .map((route) => htmlFileOfRoute(outDir, baseUrl, route));
  if (pages.length === 0) {
    throw new WorkaroundStoppedApplying(
      WORKAROUND,
      `no rendered route starts with ${prefix}`,
      "Check the API docs instance's routeBasePath against API_ROUTE in shared/api-reference/paths.ts.",
    );
  }
  // Written aside, then renamed over the page: other plugins read the pages at the same time (search index, SEO
  // checks), and must see the whole page before or after, never a half-written one.
  await Promise.all(
    pages.map(async (page) => {
      const linked = repair(linkApiStylesheet(await readFile(page, 'utf8'), href));
      await writeFile(`${page}.linking`, linked);
      await rename(`${page}.linking`, page);
    }),
  );
  return pages.length;
}
