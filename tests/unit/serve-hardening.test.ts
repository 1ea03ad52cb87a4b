/**
 * `npm run serve` (and the e2e tests' server) under hostile requests and as a reader's browser sees it: the statuses
 * nginx gives (never a 500), and compressed responses with nginx's headers, so that what a newcomer measures locally
 * is what production serves.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {request, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {startStaticServer} from '../../scripts/lib/static-server.mjs';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const SCRIPT = `console.log(${JSON.stringify('tessera '.repeat(200))});\n`;

let build: string;
let server: Server;
let port: number;

/** One request as written (no client-side decoding, no normalising of the path), with its raw body. */
function send(method: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({host: '127.0.0.1', port, method, path: target, headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

before(async () => {
  build = mkdtempSync(path.join(tmpdir(), 'tessera-serve-hardening-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
    writeFileSync(path.join(build, file), text);
  };
  write('index.html', `<!doctype html><title>Home</title><p>${'Tessera docs. '.repeat(60)}</p>`);
  write('guide/index.html', '<!doctype html><title>Guide</title>');
  write('404.html', '<!doctype html><title>Page Not Found</title>');
  write('assets/js/main.0123abcd.js', SCRIPT);
  write('img/logo.png', 'not really a png, but not text either');
  write('openapi.yaml', `openapi: 3.1.0\n${'# The API description.\n'.repeat(40)}`);
  server = await startStaticServer({buildDir: build, baseUrl: '/', host: '127.0.0.1', port: 0});
  port = (server.address() as AddressInfo).port;
});

after(() => {
  server?.close();
  server?.closeAllConnections();
  rmSync(build, {recursive: true, force: true});
});

describe('hostile requests get the statuses nginx gives', () => {
  test('a method other than GET and HEAD gets 405 with Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const answer = await send(method, '/guide');
      assert.equal(answer.status, 405, method);
      assert.equal(answer.headers.allow, 'GET, HEAD', method);
    }
    assert.equal((await send('HEAD', '/guide')).status, 200);
  });

  test('a path segment longer than a file name may be gets the 404 page, not 500', async () => {
    for (const target of [`/${'a'.repeat(256)}`, `/guide/${'b'.repeat(1000)}`, `/${'%C3%A9'.repeat(128)}`]) {
      const answer = await send('GET', target, {Accept: 'text/markdown'});
      assert.equal(answer.status, 404, target.slice(0, 40));
      assert.match(answer.body.toString(), /Page Not Found/, target.slice(0, 40));
    }
    assert.equal((await send('GET', `/${'a'.repeat(255)}`)).status, 404, 'a long name that fits is just not found');
    const html = await send('GET', `/guide/${'b'.repeat(300)}.html`);
    assert.equal(html.status, 301, 'the .html spelling redirects first, as nginx does');
  });

  test('a NUL byte, another control character or a backslash gets 400, in any spelling', async () => {
    for (const target of [
      '/%00',
      '/guide%00',
      '/%00.html',
      '/assets/js/main.0123abcd.js%00.png',
      '/%0d',
      '/%5Cevil.com',
    ]) {
      const answer = await send('GET', target);
      assert.equal(answer.status, 400, target);
      assert.equal(answer.headers.location, undefined, target);
    }
  });

  test('a malformed percent-encoding gets 400', async () => {
    assert.equal((await send('GET', '/%E0%A4%A')).status, 400);
  });
});

describe('responses carry what nginx sends', () => {
  test('text is compressed with brotli or gzip, as the client accepts', async () => {
    const br = await send('GET', '/assets/js/main.0123abcd.js', {'Accept-Encoding': 'gzip, deflate, br'});
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.body).toString(), SCRIPT);
    assert.match(String(br.headers.vary), /Accept-Encoding/);

    const gzip = await send('GET', '/assets/js/main.0123abcd.js', {'Accept-Encoding': 'gzip'});
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), SCRIPT);

    const page = await send('GET', '/', {'Accept-Encoding': 'br'});
    assert.equal(page.headers['content-encoding'], 'br', 'HTML pages too');

    const plain = await send('GET', '/assets/js/main.0123abcd.js');
    assert.equal(plain.headers['content-encoding'], undefined, 'nothing compressed for a client that does not ask');
    assert.equal(plain.body.toString(), SCRIPT);
  });

  test('the API description in YAML goes out as application/yaml, compressed, as nginx sends it', async () => {
    const yaml = await send('GET', '/openapi.yaml', {'Accept-Encoding': 'gzip'});
    assert.equal(yaml.headers['content-type'], 'application/yaml; charset=utf-8');
    assert.equal(yaml.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(yaml.body).toString(), /^openapi: 3\.1\.0/);
  });

  test('neither images nor tiny files are compressed', async () => {
    const image = await send('GET', '/img/logo.png', {'Accept-Encoding': 'br, gzip'});
    assert.equal(image.status, 200);
    assert.equal(image.headers['content-encoding'], undefined);
    const tiny = await send('GET', '/guide', {'Accept-Encoding': 'br, gzip'});
    assert.equal(tiny.headers['content-encoding'], undefined);
  });

  test("nginx's security headers and caching rules", async () => {
    for (const target of ['/', '/guide', '/assets/js/main.0123abcd.js', '/no-such-page', '/%00', '/x']) {
      const answer = await send('GET', target);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', target);
      assert.equal(answer.headers['x-frame-options'], 'DENY', target);
      assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', target);
      assert.match(String(answer.headers['permissions-policy']), /camera=\(\)/, target);
    }
    const asset = await send('GET', '/assets/js/main.0123abcd.js');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await send('GET', '/guide')).headers['cache-control'], 'no-cache');
    const missingAsset = await send('GET', '/assets/js/gone.js');
    assert.equal(missingAsset.status, 404);
    assert.equal(missingAsset.headers['cache-control'], 'no-cache', 'a missing asset is not cached for a year');
  });
});
