/**
 * The service runs without dev tooling: its compiled output imports production dependencies only, and starts on
 * plain Node from a module tree holding what its workspace alone installs (`npm ci --omit=dev --workspace=service`).
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
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
  workspaces?: string[];
};
/** The service's own package.json: its workspace installs what it lists, and nothing else. */
const manifest = JSON.parse(readFileSync(path.join(root, 'service', 'package.json'), 'utf8')) as {
  name: string;
  dependencies: Record<string, string>;
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

interface LockEntry {
  dev?: boolean;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, {optional?: boolean}>;
}

/**
 * The lockfile locations `npm ci --omit=dev --workspace=service` installs: the service's dependencies and theirs, each
 * found the way Node finds it (the nearest node_modules above the package that needs it).
 */
function serviceInstall(): string[] {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const found = new Set<string>();
  const resolve = (from: string, name: string): string | undefined => {
    for (
      let base = from;
      ;
      base = base.includes('/node_modules/') ? base.slice(0, base.lastIndexOf('/node_modules/')) : ''
    ) {
      const location = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lock.packages[location]) return location;
      if (!base) return undefined;
    }
  };
  const visit = (from: string, entry: LockEntry) => {
    const optionalPeers = Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([name]) => name);
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers.includes(name)),
    ];
    for (const name of names) {
      const location = resolve(from, name);
      if (!location) {
        assert.ok(name in (entry.optionalDependencies ?? {}), `${name}, needed by ${from || 'the service'}, is locked`);
        continue;
      }
      if (found.has(location)) continue;
      found.add(location);
      visit(location, lock.packages[location]);
    }
  };
  visit('', {dependencies: manifest.dependencies});
  return [...found].sort();
}

/** Links the packages the service's workspace installs alone into `target`. */
function linkServicePackages(target: string): void {
  for (const location of serviceInstall().filter((location) => location.indexOf('node_modules/', 1) === -1)) {
    const link = path.join(target, location);
    mkdirSync(path.dirname(link), {recursive: true});
    symlinkSync(path.join(root, location), link, 'dir');
  }
}

before(() => {
  deployment = mkdtempSync(path.join(tmpdir(), 'service-deploy-'));
  output = path.join(deployment, 'service', 'dist');
  assert.equal(buildService(output), 0, 'tsc compiles the service');
  copyFileSync(path.join(root, 'service', 'package.json'), path.join(deployment, 'service', 'package.json'));
  linkServicePackages(deployment);
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
    const undeclared = [...imported].filter((name) => !(name in manifest.dependencies));
    assert.deepEqual(undeclared, [], 'packages imported at run time must be in service/package.json "dependencies"');
    const unused = Object.keys(manifest.dependencies).filter((name) => !imported.has(name));
    assert.deepEqual(unused, [], 'service/package.json lists only what the service imports');
  });

  test('leaves out the build-time modules (the HTML sectioning that needs htmlparser2)', () => {
    assert.ok(existsSync(path.join(output, 'main.js')));
    assert.ok(existsSync(path.join(output, 'service', 'src', 'server.js')));
    assert.ok(existsSync(path.join(output, 'shared', 'askAiProtocol.js')), 'the shared wire protocol is compiled');
    assert.ok(
      !existsSync(path.join(output, 'plugins')),
      'the HTML sectioning (plugins/search-index/) is used by the site build only',
    );
    assert.ok('htmlparser2' in rootManifest.devDependencies && 'tsx' in rootManifest.devDependencies);
  });

  test('installs alone: its workspace pulls in neither the site nor its tooling', () => {
    assert.deepEqual(rootManifest.workspaces, ['service'], 'service/ is an npm workspace of the repository');
    assert.equal(manifest.name, '@tessera-docs/service');
    const installed = serviceInstall();
    for (const name of ['@docusaurus/core', 'react', 'typescript', 'tsx', 'htmlparser2']) {
      assert.ok(!installed.includes(`node_modules/${name}`), `${name} is not installed with the service`);
    }
    assert.ok(installed.length < 200, `${installed.length} packages`);
  });

  test(
    'starts on plain Node with its workspace alone and answers /healthz and /readyz',
    {timeout: 60_000},
    async () => {
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
        const ready = await fetch(`${url}/readyz`);
        assert.equal(ready.status, 503, 'not ready without its retrieval file');
        assert.deepEqual(await ready.json(), {status: 'loading'});
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
    },
  );
});
