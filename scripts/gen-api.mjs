#!/usr/bin/env node
/** `npm run gen:api`: regenerates the API reference pages from docs/reference/openapi.yaml into generated/api. */
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, 'generated', 'api');
rmSync(outputDir, {recursive: true, force: true});
// The docs instance that serves these pages refuses to load without its folder, even while generating.
mkdirSync(outputDir, {recursive: true});
const result = spawnSync('npx', ['docusaurus', 'gen-api-docs', 'all'], {cwd: root, stdio: 'inherit'});
process.exit(result.status ?? 1);
