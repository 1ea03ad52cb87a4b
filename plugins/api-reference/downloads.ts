import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {API_DOWNLOADS} from '../../shared/api-reference/paths';
import {loadApiModel} from './model';

/**
 * Serves the API description at API_DOWNLOADS: the YAML as written and the same document as JSON, which the
 * introduction page, the Export menu and llms.txt link. A description that does not parse or validate fails the
 * build here (model.ts).
 */
export async function writeApiDownloads(specFile: string, outDir: string): Promise<void> {
  const model = await loadApiModel(specFile);
  writeFileSync(path.join(outDir, API_DOWNLOADS.yaml.slice(1)), model.source);
  writeFileSync(path.join(outDir, API_DOWNLOADS.json.slice(1)), `${JSON.stringify(model.document, null, 2)}\n`);
}
