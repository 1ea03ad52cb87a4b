/**
 * How an operation page's request samples reach the reader. The page (its HTML and its script) carries every
 * language's tab but only the first language's sample; the others are one build-time JSON file per operation,
 * fetched when the reader shows intent (pointer over or focus in the tabs, a click, a remembered other language).
 * Rendering all nine samples into every page made the HTML 20 KB gzip, and the page's script as large again.
 * Likewise the operation that "Try it" reads is a file of its own, which the page's data island names.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {CodeSample, OperationReference, PageCodeSamples} from '../../shared/api-reference/samples';

/** Folder of the sample files under the build output; hashed names, so `/assets/` may cache them for good. */
export const SAMPLES_URL_DIR = 'assets/api-samples';
/** Folder of each operation's description for "Try it" (writeOperationFile). */
export const OPERATIONS_URL_DIR = 'assets/api-operations';

/** `<folder>/<pageId>.<8 hex digits of the content's hash>.json`. */
function hashedPath(folder: string, pageId: string, json: string): string {
  return `${folder}/${pageId}.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
}

/** The page's share of its samples, and the file that holds them all (its content-hashed path, and its text). */
export function splitCodeSamples(
  pageId: string,
  samples: readonly CodeSample[],
): {page: PageCodeSamples; file: {urlPath: string; json: string}} {
  const [initial] = samples;
  if (!initial) throw new Error(`${pageId} has no request sample.`);
  const json = JSON.stringify(samples);
  const urlPath = hashedPath(SAMPLES_URL_DIR, pageId, json);
  return {
    page: {tabs: samples.map(({html: _html, ...tab}) => tab), initial, allUrl: urlPath},
    file: {urlPath, json},
  };
}

/** Empties the static directory of the sample files (a static directory of the site, see docusaurus.config.ts). */
export function emptySampleFiles(staticDir: string): void {
  rmSync(staticDir, {recursive: true, force: true});
  mkdirSync(path.join(staticDir, SAMPLES_URL_DIR), {recursive: true});
  mkdirSync(path.join(staticDir, OPERATIONS_URL_DIR), {recursive: true});
}

/** Writes one page's file of every sample into `staticDir`; returns what the page itself exports. */
export function writeSampleFile(staticDir: string, pageId: string, samples: readonly CodeSample[]): PageCodeSamples {
  const {page, file} = splitCodeSamples(pageId, samples);
  writeFileSync(path.join(staticDir, ...file.urlPath.split('/')), file.json);
  return page;
}

/**
 * Writes an operation, which only "Try it" reads, as a file of its own: in the page's HTML (a data island) it was a
 * quarter of an operation page's gzip bytes. Returns what the page's data island holds instead.
 */
export function writeOperationFile(staticDir: string, pageId: string, operation: object): OperationReference {
  const json = JSON.stringify(operation);
  const operationUrl = hashedPath(OPERATIONS_URL_DIR, pageId, json);
  writeFileSync(path.join(staticDir, ...operationUrl.split('/')), json);
  return {operationUrl};
}
