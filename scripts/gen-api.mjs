#!/usr/bin/env node
/** `npm run gen:api`: regenerates the API reference pages from its description (see shared/api-reference/paths.ts). */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args) {
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A clean output folder and readable operation titles first, then the plugin's pages, then each page's request
// samples (plugins/api-reference).
run('node', ['--import', 'tsx', 'plugins/api-reference/generate.ts', 'spec']);
run('npx', ['docusaurus', 'gen-api-docs', 'all']);
run('node', ['--import', 'tsx', 'plugins/api-reference/generate.ts', 'samples']);
