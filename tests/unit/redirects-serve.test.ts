import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {cleanPagePath, startStaticServer} from '../../scripts/lib/static-server.mjs';

describe('cleanPagePath', () => {
  test('strips .html, /index.html and /index', () => {
    assert.equal(cleanPagePath('/a/b.html'), '/a/b');
    assert.equal(cleanPagePath('/a/b/index.html'), '/a/b');
    assert.equal(cleanPagePath('/a/b/index'), '/a/b');
    assert.equal(cleanPagePath('/index.html'), '/');
    assert.equal(cleanPagePath('/index'), '/');
  });

  test('leaves clean paths and other files alone', () => {
    for (const clean of ['/', '/a/b', '/a/b/', '/a/indexes', '/assets/js/main.1234abcd.js', '/a/b.htm']) {
      assert.equal(cleanPagePath(clean), undefined, clean);
    }
  });
});

describe('the local server (npm run serve, npm run test:e2e) under a sub-path', () => {
  const BASE = '/docs/';
  let build: string;
  let server: Server;
  let origin: string;

  before(async () => {
    build = mkdtempSync(path.join(tmpdir(), 'tessera-serve-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
      writeFileSync(path.join(build, file), text);
    };
    write('index.html', 'home');
    write('guide/index.html', 'guide page');
    write('404.html', 'not found page');
    write('old/index.html', '<meta http-equiv="refresh" content="0; url=/docs/guide">');
    server = await startStaticServer({buildDir: build, baseUrl: BASE, host: '127.0.0.1', port: 0});
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server?.close();
    rmSync(build, {recursive: true, force: true});
  });

  const get = (pathname: string) => fetch(`${origin}${pathname}`, {redirect: 'manual'});

  test('serves pages with and without a trailing slash', async () => {
    for (const pathname of ['/docs/', '/docs/guide', '/docs/guide/']) {
      const response = await get(pathname);
      assert.equal(response.status, 200, pathname);
    }
    assert.equal(await (await get('/docs/guide')).text(), 'guide page');
  });

  test('redirects .html spellings to the clean URL, keeping the base URL and the query', async () => {
    for (const [requested, clean] of [
      ['/docs/guide.html', '/docs/guide'],
      ['/docs/guide/index.html', '/docs/guide'],
      ['/docs/index.html?x=1', '/docs/?x=1'],
    ]) {
      const response = await get(requested);
      assert.equal(response.status, 301, requested);
      assert.equal(response.headers.get('location'), clean, requested);
    }
  });

  test('answers unknown paths, the 404 page itself included, with status 404', async () => {
    for (const pathname of ['/docs/nope', '/docs/404', '/docs/404.html', '/docs/guide/nope.js']) {
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
      assert.equal(await response.text(), 'not found page', pathname);
    }
  });

  test('sends paths outside the base URL to the home page', async () => {
    for (const pathname of ['/', '/guide', '/docs']) {
      const response = await get(pathname);
      assert.equal(response.status, 302, pathname);
      assert.equal(response.headers.get('location'), BASE, pathname);
    }
  });

  test('serves the client redirect pages of legacy paths as they are', async () => {
    const response = await get('/docs/old');
    assert.equal(response.status, 200);
    assert.match(await response.text(), /url=\/docs\/guide/);
  });
});
