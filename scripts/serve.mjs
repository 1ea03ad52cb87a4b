#!/usr/bin/env node
/**
 * `npm run serve`: builds the site when the build is missing or older than its sources, then serves the production
 * build (with search) on http://localhost:3000. PORT and HOST override the address.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {newestModification} from './lib/service-build.mjs';
import {siteBaseUrl, startStaticServer} from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(root, 'build', 'index.html');
const sources = [
  'docs',
  'changelog',
  'src',
  'shared',
  'config',
  'static',
  'plugins',
  'docusaurus.config.ts',
  'sidebars.ts',
  'sidebars-api.ts',
  'package-lock.json',
];

function run(command, args) {
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', shell: process.platform === 'win32'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build yet: building the site first.' : 'Sources changed: rebuilding the site.');
  run('npm', ['run', 'build']);
} else {
  console.log('The build is up to date.');
}

const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? 'localhost';
const baseUrl = await siteBaseUrl();
await startStaticServer({buildDir: path.join(root, 'build'), baseUrl, host, port});
console.log(`Serving the production build at http://${host}:${port}${baseUrl} (Ctrl+C to stop).`);
