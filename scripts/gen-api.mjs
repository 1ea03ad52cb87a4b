#!/usr/bin/env node
/** `npm run gen:api`: regenerates the API reference pages from docs/reference/openapi.yaml into generated/api. */
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = path.join(root, 'generated', 'api');

function run(command, args) {
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync(outputDir, {recursive: true, force: true});
// The docs instance that serves these pages refuses to load without its folder, even while generating.
mkdirSync(outputDir, {recursive: true});
// Readable operation titles first, then the plugin's pages, then each page's request samples (plugins/api-reference).
run('node', ['--import', 'tsx', 'plugins/api-reference/generate.ts', 'spec']);
run('npx', ['docusaurus', 'gen-api-docs', 'all']);
run('node', ['--import', 'tsx', 'plugins/api-reference/generate.ts', 'samples']);
