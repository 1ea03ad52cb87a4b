import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Debian's nginx; .ci/run installs it when missing. */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface RunningNginx {
  origin: string;
  buildDir: string;
  /** Whether brotli is enabled (only when Debian's brotli module is installed). */
  brotli: boolean;
  stop(): Promise<void>;
}

/** Replaces a line of deploy/nginx.conf, failing loudly when the file no longer has exactly one such line. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, 'gm'));
  if (matches?.length !== 1) {
    throw new Error(
      `deploy/nginx.conf should have exactly one line matching ${pattern}, found ${matches?.length ?? 0}.`,
    );
  }
  return text.replace(new RegExp(pattern.source, 'm'), replacement);
}

async function waitUntilListening(origin: string, server: ChildProcess, log: () => string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`nginx exited with ${server.exitCode}:\n${log()}`);
    try {
      await fetch(origin, {redirect: 'manual'});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${origin}:\n${log()}`);
}

/**
 * Starts real nginx in the foreground on 127.0.0.1:<port> with deploy/nginx.conf and the maps written by
 * `npm run gen:nginx` for build/. Everything nginx writes (pid, logs, temp files) stays in a temp dir.
 * `serviceUpstream` is passed to gen:nginx as TESSERA_SERVICE_UPSTREAM: where /service/ forwards to.
 */
export async function startNginx(
  port: number,
  {serviceUpstream}: {serviceUpstream?: string} = {},
): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run does this).');
  const buildDir = path.join(root, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('No build in build/: run `npm run build`.');

  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-nginx-'));
  mkdirSync(path.join(dir, 'conf.d'));
  mkdirSync(path.join(dir, 'tessera-docs'));
  const brotli = existsSync(BROTLI_MODULE);

  const generator = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'deploy/nginx/generate.ts',
      '--out',
      path.join(dir, 'tessera-docs/maps.conf'),
      ...(brotli ? ['--brotli'] : []),
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, TESSERA_SERVICE_UPSTREAM: serviceUpstream ?? process.env.TESSERA_SERVICE_UPSTREAM ?? ''},
    },
  );
  if (generator.status !== 0) throw new Error(`npm run gen:nginx failed:\n${generator.stdout}${generator.stderr}`);

  copyFileSync(
    path.join(root, 'deploy/nginx/security-headers.conf'),
    path.join(dir, 'tessera-docs/security-headers.conf'),
  );
  let site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  site = replaceOnce(site, /^(\s*)listen\s+[^;]+;/, `$1listen 127.0.0.1:${port};`);
  site = replaceOnce(site, /^(\s*)root\s+[^;]+;/, `$1root ${buildDir};`);
  writeFileSync(path.join(dir, 'conf.d/tessera-docs.conf'), site);

  const temp = (name: string) => path.join(dir, name);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
      // Started as root (as in CI), workers would otherwise run as "nobody" and may not read a checkout under /root.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 128; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      `    access_log ${temp('access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${temp(kind)};`),
      '    include conf.d/tessera-docs.conf;',
      '}',
      '',
    ].join('\n'),
  );

  const args = ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')];
  const check = spawnSync(NGINX, ['-t', ...args], {encoding: 'utf8'});
  if (check.status !== 0) throw new Error(`nginx -t rejected the configuration:\n${check.stderr}`);

  let output = '';
  const server = spawn(NGINX, args, {stdio: ['ignore', 'pipe', 'pipe']});
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => {
    const errors = existsSync(temp('error.log')) ? readFileSync(temp('error.log'), 'utf8') : '';
    return `${output}${errors}`;
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilListening(origin, server, log);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }

  return {
    origin,
    buildDir,
    brotli,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
