#!/usr/bin/env node
/**
 * `npm run test:e2e`: serves the production build on a loopback port, runs tests/e2e/*.test.ts against it with
 * Node's test runner, then stops the server. Build first (`npm run build`); pass test files to run only those.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'build', 'index.html'))) {
  console.error('No production build in build/: run `npm run build` first.');
  process.exit(1);
}

const port = process.env.E2E_PORT ?? '3210';
const site = `http://localhost:${port}`;
const server = spawn('npx', ['docusaurus', 'serve', '--no-open', '--port', port, '--host', 'localhost'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(site);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not start on ${site}.`);
}

function stopServer() {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
}

let status = 1;
try {
  await waitForServer();
  const requested = process.argv.slice(2);
  const files =
    requested.length > 0
      ? requested
      : readdirSync(path.join(root, 'tests/e2e'))
          .filter((name) => name.endsWith('.test.ts'))
          .sort()
          .map((name) => path.join('tests/e2e', name));
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...files], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, E2E_BASE_URL: site},
  });
  status = result.status ?? 1;
} finally {
  stopServer();
}
process.exit(status);
