#!/usr/bin/env node
/**
 * `npm run test:e2e`: serves the production build on a loopback port, runs tests/e2e/*.test.ts against it with
 * Node's test runner, then stops the server. Build first (`npm run build`); pass test files to run only those.
 */
import {spawn} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {siteBaseUrl, startStaticServer} from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'build', 'index.html'))) {
  console.error('No production build in build/: run `npm run build` first.');
  process.exit(1);
}

const port = process.env.E2E_PORT ?? '3210';
/**
 * Test files run this many at a time (E2E_FILE_CONCURRENCY). Most of a file's time is spent waiting for pages, not
 * computing, so two files share two cores well; Node's default (cores - 1) would run them one after another there.
 */
const fileConcurrency = process.env.E2E_FILE_CONCURRENCY ?? '2';
/** The sweep of every sitemap URL takes longer than all other files together: started first, they run beside it. */
const LONGEST_FIRST = ['sitemap-sweep.test.ts'];
const site = `http://localhost:${port}`;
const server = await startStaticServer({
  buildDir: path.join(root, 'build'),
  baseUrl: await siteBaseUrl(),
  host: 'localhost',
  port,
});

let status = 1;
try {
  const requested = process.argv.slice(2);
  const files =
    requested.length > 0
      ? requested
      : readdirSync(path.join(root, 'tests/e2e'))
          .filter((name) => name.endsWith('.test.ts'))
          .sort((a, b) => Number(LONGEST_FIRST.includes(b)) - Number(LONGEST_FIRST.includes(a)) || a.localeCompare(b))
          .map((name) => path.join('tests/e2e', name));
  // Asynchronous, so that this process keeps answering the tests' requests while they run.
  const tests = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      `--test-concurrency=${fileConcurrency}`,
      // Node's own choice of reporter, plus the time per file (tests/e2e/support/file-times.mjs) at the end.
      `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`,
      '--test-reporter-destination=stdout',
      '--test-reporter=./tests/e2e/support/file-times.mjs',
      '--test-reporter-destination=stdout',
      ...files,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {...process.env, E2E_BASE_URL: site},
    },
  );
  status = await new Promise((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
} finally {
  server.close();
  server.closeAllConnections();
}
process.exit(status);
