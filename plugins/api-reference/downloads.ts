import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {API_DOWNLOADS} from '../../shared/api-reference/paths';

/**
 * Serves the API description at API_DOWNLOADS: the YAML as written and the same document as JSON, which the
 * introduction page, the Export menu and llms.txt link. A description that does not parse fails the build here.
 */
export function writeApiDownloads(specFile: string, outDir: string): void {
  const yaml = readFileSync(specFile, 'utf8');
  const document: unknown = YAML.parse(yaml);
  if (!document || typeof document !== 'object' || !('openapi' in document)) {
    throw new Error(`${specFile} is no OpenAPI description: there is nothing to serve at ${API_DOWNLOADS.yaml}.`);
  }
  writeFileSync(path.join(outDir, API_DOWNLOADS.yaml.slice(1)), yaml);
  writeFileSync(path.join(outDir, API_DOWNLOADS.json.slice(1)), `${JSON.stringify(document, null, 2)}\n`);
}
