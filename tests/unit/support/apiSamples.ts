/**
 * Every language's request samples of one generated operation page. The page's `.CodeSamples.json` holds only the
 * first language's sample and the address of a build-time file with all of them (plugins/api-reference/sampleDelivery.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {API_SAMPLES_STATIC_DIR} from '../../../shared/api-reference/paths';
import type {CodeSample, PageCodeSamples} from '../../../shared/api-reference/samples';

export function allCodeSamples(root: string, pageSamplesFile: string): CodeSample[] {
  const page = JSON.parse(readFileSync(pageSamplesFile, 'utf8')) as PageCodeSamples;
  return JSON.parse(
    readFileSync(path.join(root, API_SAMPLES_STATIC_DIR, ...page.allUrl.split('/')), 'utf8'),
  ) as CodeSample[];
}
