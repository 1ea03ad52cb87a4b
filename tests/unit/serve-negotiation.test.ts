import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {request as httpRequest, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {prefersMarkdown, startStaticServer} from '../../scripts/lib/static-server.mjs';

describe('prefersMarkdown', () => {
  test('is true only when text/markdown comes before text/html with a non-zero q', () => {
    assert.equal(prefersMarkdown('text/markdown'), true);
    assert.equal(prefersMarkdown('text/markdown, text/html;q=0.9'), true);
    assert.equal(prefersMarkdown('text/markdown;charset=utf-8, */*'), true);
    assert.equal(prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'), false);
    assert.equal(prefersMarkdown('text/html, text/markdown'), false);
    assert.equal(prefersMarkdown('text/markdown;q=0'), false);
    assert.equal(prefersMarkdown('*/*'), false);
    assert.equal(prefersMarkdown(undefined), false);
  });
});

/** A raw request, so that nothing normalises the path before it reaches the server. */
function rawGet(origin: string, pathname: string, headers: Record<string, string> = {}) {
  const {hostname, port} = new URL(origin);
  return new Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: string}>(
    (resolve, reject) => {
      const request = httpRequest({hostname, port, path: pathname, headers}, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body}));
      });
      request.on('error', reject);
      request.end();
    },
  );
}

describe('npm run serve: Markdown by content negotiation', () => {
  let build: string;
  let server: Server;
  let origin: string;

  before(async () => {
    build = mkdtempSync(path.join(tmpdir(), 'tessera-negotiation-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
      writeFileSync(path.join(build, file), text);
    };
    write('index.html', '<h1>home</h1>');
    write('index.md', '# Home\n');
    write('guide/index.html', '<h1>guide</h1>');
    write('guide.md', '# Guide\n');
    write('404.html', 'not found page');
    write('llms.txt', '# Tessera Docs\n');
    server = await startStaticServer({buildDir: build, baseUrl: '/', host: '127.0.0.1', port: 0});
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server?.close();
    rmSync(build, {recursive: true, force: true});
  });

  test('answers Accept: text/markdown with the twin, as UTF-8 Markdown that varies on Accept', async () => {
    for (const [pathname, twin] of [
      ['/guide', '# Guide\n'],
      ['/guide/', '# Guide\n'],
      ['/', '# Home\n'],
    ]) {
      const response = await rawGet(origin, pathname, {Accept: 'text/markdown'});
      assert.equal(response.status, 200, pathname);
      assert.equal(response.headers['content-type'], 'text/markdown; charset=utf-8', pathname);
      assert.match(String(response.headers.vary), /(^|, )Accept(,|$)/, pathname);
      assert.equal(response.body, twin, pathname);
    }
  });

  test('browsers keep getting HTML, with Vary: Accept and a Link to llms.txt', async () => {
    const response = await rawGet(origin, '/guide', {
      Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    });
    assert.equal(response.status, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.body, '<h1>guide</h1>');
    assert.match(
      String(response.headers.vary),
      /(^|, )Accept(,|$)/,
      'and Accept-Encoding, as the body may be compressed',
    );
    assert.equal(response.headers.link, '</llms.txt>; rel="llms-txt"');
  });

  test('a page without a twin falls back to HTML, an unknown page to the 404 page', async () => {
    const missing = await rawGet(origin, '/nope', {Accept: 'text/markdown'});
    assert.equal(missing.status, 404);
    const traversal = await rawGet(origin, '/../../etc/passwd', {Accept: 'text/markdown'});
    assert.notEqual(traversal.status, 200);
  });

  test('never redirects off-site, whatever the path holds', async () => {
    for (const pathname of ['/\\evil.com.html', '//evil.com.html', '/%5Cevil.com.html', '/\\/evil.com/index.html']) {
      const response = await rawGet(origin, pathname);
      const location = String(response.headers.location ?? '');
      if (location) {
        assert.ok(location.startsWith('/') && !location.startsWith('//'), `${pathname} → ${location}`);
        assert.doesNotMatch(location, /\\/, `${pathname} → ${location}`);
      }
    }
  });
});
