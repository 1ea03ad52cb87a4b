/**
 * Where the API reference lives, named once: the site configuration, `npm run gen:api`, the API sidebar, the other
 * plugins and the tests all read these. Paths are relative to the site's root folder.
 */

/** The API description as written by hand; everything on the API pages comes from it. */
export const API_SPEC_PATH = 'docs/reference/openapi.yaml';

/** The copy of the description with readable operation titles that the OpenAPI plugin generates from. */
export const API_GENERATOR_SPEC_PATH = 'generated/openapi.json';

/** Where `npm run gen:api` writes the pages (git-ignored, disposable); the API docs instance reads them from there. */
export const API_OUTPUT_DIR = 'generated/api';

/** Route of the API docs instance, without slashes (its `routeBasePath`). */
export const API_ROUTE_BASE_PATH = 'reference/api';

/** Route prefix of every API page, as it appears in URLs below the site's base URL. */
export const API_ROUTE = `/${API_ROUTE_BASE_PATH}/`;

/** A static directory of the site (docusaurus.config.ts) holding each operation's request samples (sampleDelivery.ts). */
export const API_SAMPLES_STATIC_DIR = 'generated/api-samples';

/** Where the build serves the API description for download, as written (YAML) and as JSON (see index.ts). */
export const API_DOWNLOADS = {yaml: '/openapi.yaml', json: '/openapi.json'} as const;

/**
 * The paragraph of the API introduction that links both downloads. `link` turns a download's path into the link the
 * page needs (the Docusaurus page wants `pathname://` so that the router leaves the file to the server; the Markdown
 * twin wants absolute URLs).
 */
export function apiDownloadsParagraph(link: (downloadPath: string) => string): string {
  return (
    '## Download the description\n\n' +
    `This reference is generated from one OpenAPI 3.1 description: download it as [openapi.yaml](${link(API_DOWNLOADS.yaml)}) ` +
    `or [openapi.json](${link(API_DOWNLOADS.json)}) to generate a client, import it into an API tool or read it offline.`
  );
}
