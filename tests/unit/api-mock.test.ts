import assert from 'node:assert/strict';
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {API_OUTPUT_DIR, API_SPEC_PATH} from '../../shared/api-reference/paths';
import {allCodeSamples} from './support/apiSamples';

/**
 * Runs the cURL sample of every operation against a mock server made from the description (Stoplight Prism), which
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

describe('the cURL samples against a mock of the API', {skip}, () => {
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
});
