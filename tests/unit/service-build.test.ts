/**
 * The service runs without dev tooling: its compiled output imports production dependencies only, and starts on
 * plain Node from a module tree holding what `npm ci --omit=dev` installs.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import {isBuiltin} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildService} from '../../scripts/lib/service-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * A deployment in miniature: <dir>/service/dist compiled from the sources, <dir>/package.json and <dir>/node_modules
 * without dev packages.
 */
let deployment: string;
let output: string;

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Links the packages `npm ci --omit=dev` would install, as the lockfile lists them. */
function linkProductionPackages(target: string): void {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {dev?: boolean}>;
  };
  for (const [location, entry] of Object.entries(lock.packages)) {
    const nested = location.indexOf('node_modules/', 1) !== -1;
    if (!location.startsWith('node_modules/') || nested || entry.dev) continue;
    const link = path.join(target, location);
    mkdirSync(path.dirname(link), {recursive: true});
    symlinkSync(path.join(root, location), link, 'dir');
  }
}

before(() => {
  deployment = mkdtempSync(path.join(tmpdir(), 'service-deploy-'));
  output = path.join(deployment, 'service', 'dist');
  assert.equal(buildService(output), 0, 'tsc compiles the service');
  copyFileSync(path.join(root, 'package.json'), path.join(deployment, 'package.json'));
  linkProductionPackages(deployment);
});

after(() => {
  if (deployment) rmSync(deployment, {recursive: true, force: true});
});

describe('compiled service', () => {
  test('imports nothing but Node built-ins, its own files and production dependencies', () => {
    const imported = new Set<string>();
    const files = readdirSync(output, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.js'));
    assert.ok(files.length > 5, `compiled files: ${files.join(', ')}`);
    for (const file of files) {
      const code = readFileSync(path.join(output, file), 'utf8');
      for (const match of code.matchAll(/\b(?:require|import)\(\s*["']([^"']+)["']\s*\)/g)) {
        const specifier = match[1];
        if (specifier.startsWith('.') || isBuiltin(specifier)) continue;
        imported.add(packageOf(specifier));
      }
    }
    assert.ok(imported.has('@opentelemetry/api'), `the scan finds the service's imports: ${[...imported].join(', ')}`);
    const notProduction = [...imported].filter((name) => !(name in manifest.dependencies));
    assert.deepEqual(notProduction, [], 'packages imported at run time must be in "dependencies"');
  });

  test('leaves out the build-time modules (the HTML sectioning that needs htmlparser2)', () => {
    assert.ok(existsSync(path.join(output, 'main.js')));
    assert.ok(existsSync(path.join(output, 'service', 'src', 'server.js')));
    assert.ok(existsSync(path.join(output, 'shared', 'askAiProtocol.js')), 'the shared wire protocol is compiled');
    assert.ok(
      !existsSync(path.join(output, 'plugins')),
      'the HTML sectioning (plugins/search-index/) is used by the site build only',
    );
    assert.ok('htmlparser2' in manifest.devDependencies && 'tsx' in manifest.devDependencies);
  });

  test('starts on plain Node without dev packages and answers /healthz', {timeout: 60_000}, async () => {
    assert.ok(!existsSync(path.join(deployment, 'node_modules', 'tsx')), 'the deployment has no tsx');
    assert.ok(!existsSync(path.join(deployment, 'node_modules', 'htmlparser2')), 'nor htmlparser2');
    // Without --preserve-symlinks, packages would resolve their own imports from the repository's full install.
    const child = spawn(process.execPath, ['--preserve-symlinks', path.join(output, 'main.js')], {
      cwd: deployment,
      env: {
        PATH: process.env.PATH,
        ASK_AI_PORT: '0',
        ASK_AI_CORPUS: path.join(deployment, 'missing-corpus.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      let url: string | undefined;
      for (let waits = 0; !url && child.exitCode === null && waits < 600; waits += 1) {
        url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
        if (!url) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.ok(url, `the compiled service did not start:\n${log}`);
      const health = await fetch(`${url}/healthz`);
      assert.equal(health.status, 200);
      assert.deepEqual(await health.json(), {status: 'ok'});
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
