#!/usr/bin/env node
/** `npm run gen:api`: regenerates the API reference pages from docs/reference/openapi.yaml into generated/api. */
import {spawnSync} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
rmSync(path.join(root, 'generated', 'api'), {recursive: true, force: true});
const result = spawnSync('npx', ['docusaurus', 'gen-api-docs', 'all'], {cwd: root, stdio: 'inherit'});
process.exit(result.status ?? 1);
