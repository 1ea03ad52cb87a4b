import {existsSync, readdirSync} from 'node:fs';

/**
 * `TESSERA_API_PAGE_FRACTION=0.5` builds the site with only that share of the API operation pages, evenly spread over
 * the reference: `npm run bench` uses it to show how build time and memory grow with the number of API pages. The
 * real site always builds every page; the variable is a measurement tool, never a deployment setting.
 */
export const API_PAGE_FRACTION_ENV = 'TESSERA_API_PAGE_FRACTION';

export function readApiPageFraction(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return 1;
  const fraction = Number(text);
  if (!Number.isFinite(fraction) || fraction <= 0 || fraction > 1) {
    throw new Error(`${API_PAGE_FRACTION_ENV} must be a number above 0 and at most 1, not "${value}".`);
  }
  return fraction;
}

const OPERATION_PAGE = /\.api\.mdx$/;

/**
 * The operation pages left out to keep `fraction` of them: page i (in name order) is kept when the running count
 * floor((i + 1) × fraction) steps up, so the kept pages are spread evenly rather than taken from one end. Tag and
 * overview pages are always kept: their categories hold the sidebar together.
 */
export function excludedOperationPages(fileNames: readonly string[], fraction: number): string[] {
  if (fraction >= 1) return [];
  const operations = fileNames.filter((name) => OPERATION_PAGE.test(name)).sort();
  return operations.filter((_, index) => Math.floor((index + 1) * fraction) === Math.floor(index * fraction));
}

/** Doc id of a generated page as the API docs instance names it ("create-trace" for "create-trace.api.mdx"). */
export function operationDocId(fileName: string): string {
  return fileName.replace(OPERATION_PAGE, '');
}

export const apiPageFraction = readApiPageFraction(process.env[API_PAGE_FRACTION_ENV]);

/** The generated operation pages this build leaves out (none unless TESSERA_API_PAGE_FRACTION is below 1). */
export function excludedApiPages(outputDir: string, fraction = apiPageFraction): string[] {
  if (fraction >= 1 || !existsSync(outputDir)) return [];
  return excludedOperationPages(readdirSync(outputDir), fraction);
}
