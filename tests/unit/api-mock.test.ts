import assert from 'node:assert/strict';
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer as createHttpServer, request as httpRequest} from 'node:http';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {API_OUTPUT_DIR, API_SPEC_PATH} from '../../shared/api-reference/paths';
import {allCodeSamples} from './support/apiSamples';

/**
 * Runs the cURL sample of every operation, and the Python and Node.js samples of a representative set, against a mock server made from the description (Stoplight Prism), which
 * refuses a request the description does not allow (a missing field, a value of the wrong type or pattern, a
 * missing API key) with a 4xx: a sample that a reader copies is a request the API accepts. Reads the samples that
 * `npm run gen:api` builds (scripts/test-all.sh runs this file again after the build).
 */
const root = path.resolve(__dirname, '../..');
const pagesDir = path.join(root, API_OUTPUT_DIR);
const sampleFiles = existsSync(pagesDir)
  ? readdirSync(pagesDir).filter((name) => name.endsWith('.CodeSamples.json'))
  : [];
const skip = sampleFiles.length > 0 ? false : 'no request samples: run `npm run gen:api` or `npm run build` first';
const CLOUD_API = 'https://cloud.tessera.example/api';
const run = promisify(execFile);

/** The sample as the reader copies it: the highlighted HTML's text. */
function sampleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/**
 * The operations whose Python and Node.js samples run too: GET with query parameters (with and without a path
 * parameter), GET without any, POST with a JSON body (with path and query parameters too), PUT and PATCH with a JSON
 * body, DELETE, multipart uploads and an operation that accepts two media types.
 */
const REPRESENTATIVE_OPERATIONS = [
  'fetch-evaluation-ids',
  'fetch-queue-scenarios',
  'user-profile',
  'create-app',
  'accept-organization-invitation',
  'edit-evaluator-revision',
  'edit-annotation',
  'delete-annotation',
  'delete-api-key',
  'upload-file',
  'edit-simple-testset-from-file',
  'receive-traces-via-otlp',
] as const;

/** How each language's sample runs as the reader runs it: `python3 sample.py` (requests), `node sample.js` (axios). */
const RUNNERS = {
  python: {file: 'sample.py', command: 'python3'},
  nodejs: {file: 'sample.js', command: process.execPath},
} as const;

/**
 * A loopback proxy in front of the mock that records the status of every response, since the samples print the
 * response (or the error) and exit with 0 either way: the sample runs unchanged but for its host.
 */
async function recordingProxy(mockUrl: string): Promise<{url: string; statuses: number[]; close: () => void}> {
  const statuses: number[] = [];
  const target = new URL(mockUrl);
  const server = createHttpServer((req, res) => {
    const upstream = httpRequest(
      {host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers},
      (answer) => {
        statuses.push(answer.statusCode ?? 0);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      statuses.push(502);
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  return {url: `http://127.0.0.1:${port}`, statuses, close: () => server.close()};
}

describe('the request samples against a mock of the API', {skip}, () => {
  let prism: ChildProcess | undefined;
  let mockUrl = '';
  const workDir = mkdtempSync(path.join(tmpdir(), 'tessera-prism-'));
  // What multipart samples upload: a small CSV test set in place of the reader's file.
  const upload = path.join(workDir, 'testset.csv');
  writeFileSync(upload, 'country,correct_answer\nFrance,Paris\n');

  before(async () => {
    const port = await freePort();
    const bin = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js');
    const child = spawn(process.execPath, [bin, 'mock', '--host', '127.0.0.1', '--port', String(port), API_SPEC_PATH], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prism = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Prism did not start in 180 s:\n${output}`)), 180_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Prism is listening')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => reject(new Error(`Prism exited with ${code}:\n${output}`)));
    });
    mockUrl = `http://127.0.0.1:${port}`;
  });

  after(() => {
    prism?.kill();
    rmSync(workDir, {recursive: true, force: true});
  });

  test('every operation: the mock accepts the request (2xx)', {timeout: 600_000}, async () => {
    const refused: string[] = [];
    const queue = [...sampleFiles];
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const samples = allCodeSamples(root, path.join(pagesDir, file));
        const curl = samples.find((sample) => sample.language === 'curl');
        if (!curl) {
          refused.push(`${file}: no cURL sample`);
          continue;
        }
        const command = sampleText(curl.html).replaceAll(CLOUD_API, mockUrl).replaceAll('/path/to/file', upload);
        assert.ok(command.includes(mockUrl), `${file}: the sample calls ${CLOUD_API}`);
        const {stdout} = await run('bash', [
          '-c',
          `${command} -sS -o ${path.join(workDir, file)}.out -w '%{http_code}'`,
        ]);
        if (!/^2\d\d$/.test(stdout.trim())) {
          const body = readFileSync(path.join(workDir, `${file}.out`), 'utf8').slice(0, 300);
          refused.push(`${file.replace(/\.CodeSamples\.json$/, '')}: HTTP ${stdout.trim()} ${body}`);
        }
      }
    };
    await Promise.all(Array.from({length: 6}, worker));
    assert.deepEqual(refused, []);
  });

  for (const [language, runner] of Object.entries(RUNNERS)) {
    test(`a representative set: the ${language} sample runs and the mock accepts it (2xx)`, async () => {
      const refused: string[] = [];
      for (const operation of REPRESENTATIVE_OPERATIONS) {
        const file = path.join(pagesDir, `${operation}.CodeSamples.json`);
        assert.ok(existsSync(file), `${operation}: no such API page (was the operation renamed?)`);
        const sample = allCodeSamples(root, file).find((candidate) => candidate.language === language);
        assert.ok(sample, `${operation}: no ${language} sample`);
        const proxy = await recordingProxy(mockUrl);
        try {
          const code = sampleText(sample.html).replaceAll(CLOUD_API, proxy.url).replaceAll('/path/to/file', upload);
          assert.ok(code.includes(proxy.url), `${operation}: the ${language} sample calls ${CLOUD_API}`);
          const script = path.join(workDir, `${operation}-${runner.file}`);
          writeFileSync(script, code);
          // The Node.js sample requires axios (and form-data for uploads): the site's own copies.
          const {stdout} = await run(runner.command, [script], {
            cwd: workDir,
            env: {...process.env, NODE_PATH: path.join(root, 'node_modules')},
            timeout: 60_000,
          });
          if (proxy.statuses.length === 0 || proxy.statuses.some((status) => !/^2\d\d$/.test(String(status)))) {
            refused.push(`${operation}: HTTP ${proxy.statuses.join(', ') || 'no request'} ${stdout.slice(0, 300)}`);
          }
        } finally {
          proxy.close();
        }
      }
      assert.deepEqual(refused, []);
    });
  }
});
