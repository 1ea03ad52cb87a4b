import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {API_SAMPLES_STATIC_DIR} from '../../shared/api-reference/paths';
import type {RequestSample} from './openapi';

/** What `npm run gen:api` writes next to an API page and in its samples file (plugins/api-reference/sampleDelivery.ts). */
interface PageSamples {
  allUrl: string;
}
interface BuiltSample {
  label: string;
  highlight: string;
  html: string;
}

/** The text of a built sample's highlighted HTML (spans and host markers only, escaped as code-highlight escapes). */
export function sampleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The request samples of an API page, every language tab in the page's order, as plain text: the same samples the
 * page shows (the generator builds them once, at `npm run gen:api`). Empty when the page has none.
 */
export function requestSamplesOf(siteDir: string, pageSource: string): RequestSample[] {
  const pageFile = path.join(siteDir, pageSource.replace(/^@site\//, ''));
  const pageSamplesFile = pageFile.replace(/\.api\.mdx$/, '.CodeSamples.json');
  if (!existsSync(pageSamplesFile)) return [];
  const {allUrl} = JSON.parse(readFileSync(pageSamplesFile, 'utf8')) as PageSamples;
  const built = JSON.parse(
    readFileSync(path.join(siteDir, API_SAMPLES_STATIC_DIR, ...allUrl.split('/')), 'utf8'),
  ) as BuiltSample[];
  return built.map(({label, highlight, html}) => ({label, highlight, code: sampleText(html)}));
}
