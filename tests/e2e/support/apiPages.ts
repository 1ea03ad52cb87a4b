import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {API_OUTPUT_DIR, API_ROUTE, API_SAMPLES_STATIC_DIR} from '../../../shared/api-reference/paths';
import type {OperationReference} from '../../../shared/api-reference/samples';

const root = path.resolve(__dirname, '../../..');

/**
 * The site path of an operation's page, found by its method and path in the pages `npm run gen:api` wrote for the
 * build under test: tests name operations, not slugs, which the generator may change.
 */
export function operationPagePath(method: string, apiPath: string): string {
  const dir = path.join(root, API_OUTPUT_DIR);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.OperationData.json'))) {
    const operation = readOperation(path.join(dir, file));
    if (operation.method?.toUpperCase() !== method.toUpperCase() || operation.path !== apiPath) continue;
    const page = readFileSync(path.join(dir, file.replace(/\.OperationData\.json$/, '.api.mdx')), 'utf8');
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(page)?.[1] ?? '';
    const field = (name: string) => new RegExp(`^${name}:\\s*"?([^"\\n]+?)"?\\s*$`, 'm').exec(frontMatter)?.[1];
    const slug = field('slug');
    if (slug?.startsWith('/')) return `${API_ROUTE.replace(/\/$/, '')}${slug}`;
    return `${API_ROUTE}${slug ?? field('id') ?? file.replace(/\.OperationData\.json$/, '')}`;
  }
  throw new Error(`No API page documents ${method} ${apiPath} in ${API_OUTPUT_DIR}: run \`npm run build\` first.`);
}

type Operation = {method?: string; path?: string};

/** A page's operation data names the build-time file that holds the operation (plugins/api-reference/sampleDelivery.ts). */
function readOperation(file: string): Operation {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Operation & Partial<OperationReference>;
  if (!data.operationUrl) return data;
  const operationFile = path.join(root, API_SAMPLES_STATIC_DIR, ...data.operationUrl.split('/'));
  return JSON.parse(readFileSync(operationFile, 'utf8')) as Operation;
}
