import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** Name of the stylesheet chunk that holds the API reference's styles (see index.ts). */
export const API_STYLES_CHUNK = 'api-reference-styles';

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

async function htmlFilesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Links the API stylesheet from every page under the API reference's route. Returns the number of pages. */
export async function linkApiStylesheetInPages(outDir: string, baseUrl: string, apiRoute: string): Promise<number> {
  const cssDir = path.join(outDir, 'assets', 'css');
  const file = (await readdir(cssDir)).find((name) => name.startsWith(`${API_STYLES_CHUNK}.`) && name.endsWith('.css'));
  if (!file) return 0;
  const href = `${baseUrl}assets/css/${file}`;
  const pages = await htmlFilesUnder(path.join(outDir, ...apiRoute.split('/').filter(Boolean)));
  await Promise.all(pages.map(async (page) => writeFile(page, linkApiStylesheet(await readFile(page, 'utf8'), href))));
  return pages.length;
}
