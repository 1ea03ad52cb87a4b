import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import flat from '@docusaurus/core/lib/client/flat.js';
import type {ChunkNames} from '@docusaurus/types';
import {indexRouteChunks} from '../../plugins/lean-bundle/client/routeChunkIndex';
import {idleQueue, type IdleDeadline} from '../../plugins/lean-bundle/client/idleQueue';
import {preloadInPages, preloadLink, withScriptPreload} from '../../plugins/lean-bundle/routesPreload';

/**
 * Docusaurus's own lookup (client/docusaurus.js): every table entry whose key, less its hash, is the path, flattened;
 * a leaf that is no name (an empty object) finds no file there.
 */
function scannedChunkNames(table: Readonly<Record<string, unknown>>, routePath: string): string[] {
  return Object.entries(table)
    .filter(([key]) => key.replace(/-[^-]+$/, '') === routePath)
    .flatMap(([, chunks]) => Object.values(flat(chunks as ChunkNames)))
    .filter((name: unknown): name is string => typeof name === 'string');
}

describe('the route → chunks index that prefetching reads', () => {
  const table = {
    '/reference/api-3e4': {__comp: '5e9'},
    '/reference/api-5d3': {__comp: 'a94', __props: 'b1'},
    '/reference/api/create-api-key-c3d': {__comp: '4c5', content: '46e'},
    '/blog-post-list-9f0': {__comp: '7a', items: [{content: '8b'}, {content: '8c'}], sidebar: '8d', empty: {}},
    '/-011': {__comp: '5e9'},
  };

  test('gives each route path the chunks Docusaurus’s scan of the whole table finds, in the same order', () => {
    const index = indexRouteChunks(table);
    for (const routePath of ['/reference/api', '/reference/api/create-api-key', '/blog-post-list', '/', '/nowhere']) {
      assert.deepEqual(index.get(routePath) ?? [], scannedChunkNames(table, routePath), routePath);
    }
    // Two routes share a path (a docs instance's root and its version): the path gets the chunks of both.
    assert.deepEqual(index.get('/reference/api'), ['5e9', 'a94', 'b1']);
    assert.deepEqual(index.get('/blog-post-list'), ['7a', '8b', '8c', '8d']);
  });
});

describe('the idle-time queue that prefetches run in', () => {
  /** A fake browser: idle callbacks wait until `idle` runs them; each item of work takes `costMs` of its clock. */
  function fakeBrowser(costMs: number, idleMs = 50) {
    let clock = 0;
    const waiting: ((deadline: IdleDeadline) => void)[] = [];
    const slices: string[][] = [];
    const queue = idleQueue<string>(
      (item) => {
        slices.at(-1)?.push(item);
        clock += costMs;
      },
      {
        sliceMs: 5,
        now: () => clock,
        whenIdle: (run) => waiting.push(run),
      },
    );
    const idle = () => {
      const run = waiting.shift();
      if (!run) return false;
      slices.push([]);
      const start = clock;
      run({timeRemaining: () => Math.max(0, idleMs - (clock - start)), didTimeout: false});
      return true;
    };
    return {queue, idle, slices, waiting};
  }

  test('does nothing until the browser is idle, then everything in the order asked, a few per slice', () => {
    const browser = fakeBrowser(2);
    for (const item of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) browser.queue.add(item);
    assert.equal(browser.waiting.length, 1, 'one idle callback for the whole burst');
    assert.deepEqual(browser.slices, []);
    while (browser.idle());
    // 5 ms slices of 2 ms items: three items reach the budget.
    assert.deepEqual(browser.slices, [['a', 'b', 'c'], ['d', 'e', 'f'], ['g']]);
  });

  test('runs at least one item per slice, however slow, and no more than the browser’s idle time allows', () => {
    const slow = fakeBrowser(20);
    for (const item of ['a', 'b']) slow.queue.add(item);
    while (slow.idle());
    assert.deepEqual(slow.slices, [['a'], ['b']]);

    const busy = fakeBrowser(1, 2);
    for (const item of ['a', 'b', 'c', 'd']) busy.queue.add(item);
    while (busy.idle());
    assert.deepEqual(busy.slices, [
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  test('asks for idle time again for items added after it emptied', () => {
    const browser = fakeBrowser(1);
    browser.queue.add('a');
    while (browser.idle());
    browser.queue.add('b');
    assert.equal(browser.waiting.length, 1);
    while (browser.idle());
    assert.deepEqual(browser.slices, [['a'], ['b']]);
  });

  test('runs the smaller steps an item returns next, each counted against the slice', () => {
    let clock = 0;
    const done: string[] = [];
    const waiting: ((deadline: IdleDeadline) => void)[] = [];
    // A link's path (1 ms to look up) gives its files (2 ms each to prefetch).
    const queue = idleQueue<string>(
      (item) => {
        done.push(item);
        clock += item.includes('.js') ? 2 : 1;
        return item.includes('.js') ? [] : [`${item}/a.js`, `${item}/b.js`, `${item}/c.js`];
      },
      {sliceMs: 5, now: () => clock, whenIdle: (run) => waiting.push(run)},
    );
    queue.add('/x');
    queue.add('/y');
    const slices: number[] = [];
    while (waiting.length > 0) {
      const before = done.length;
      waiting.shift()?.({timeRemaining: () => 50, didTimeout: false});
      slices.push(done.length - before);
    }
    assert.deepEqual(done, ['/x', '/x/a.js', '/x/b.js', '/x/c.js', '/y', '/y/a.js', '/y/b.js', '/y/c.js']);
    assert.deepEqual(slices, [3, 3, 2]);
  });

  test('goes on with the other items when one throws', () => {
    let clock = 0;
    const done: string[] = [];
    const waiting: ((deadline: IdleDeadline) => void)[] = [];
    const queue = idleQueue<string>(
      (item) => {
        clock += 1;
        if (item === 'bad') throw new Error('bad item');
        done.push(item);
      },
      {sliceMs: 5, now: () => clock, whenIdle: (run) => waiting.push(run)},
    );
    for (const item of ['a', 'bad', 'c']) queue.add(item);
    assert.throws(() => waiting.shift()?.({timeRemaining: () => 50, didTimeout: false}), /bad item/);
    while (waiting.length > 0) waiting.shift()?.({timeRemaining: () => 50, didTimeout: false});
    assert.deepEqual(done, ['a', 'c']);
  });
});

describe('the preload of the lazy routes’ chunk in their pages’ HTML', () => {
  const page = (body: string) =>
    `<!doctype html><html><head><meta charset=UTF-8><script src=/assets/js/main.1.js defer></script></head><body>${body}</body></html>`;

  test('goes at the end of the head, once', () => {
    const preloaded = withScriptPreload(page('x'), '/assets/js/89651.4324e22c.js');
    assert.equal(
      preloaded,
      '<!doctype html><html><head><meta charset=UTF-8><script src=/assets/js/main.1.js defer></script>' +
        '<link rel="preload" href="/assets/js/89651.4324e22c.js" as="script" fetchpriority="low"></head>' +
        '<body>x</body></html>',
    );
    assert.equal(withScriptPreload(preloaded ?? '', '/assets/js/89651.4324e22c.js'), preloaded);
    assert.equal(withScriptPreload('<p>no head</p>', '/assets/js/1.js'), undefined);
  });

  test('is added to the rendered pages of the chunk’s routes only', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'lean-bundle-preload-'));
    for (const route of ['reference/api/configs-fetch', 'reference/api', 'evaluation/concepts']) {
      mkdirSync(path.join(outDir, route), {recursive: true});
      writeFileSync(path.join(outDir, route, 'index.html'), page(route));
    }
    const preloaded = preloadInPages(
      {outDir, baseUrl: '/', routesPaths: ['/reference/api/configs-fetch', '/reference/api', '/evaluation/concepts']},
      // A route without a rendered page of its own (a layout route) is skipped.
      ['/reference/api/configs-fetch', '/reference/api', '/reference/api/unrendered'],
      'assets/js/89651.4324e22c.js',
    );
    assert.equal(preloaded, 2);
    const link = preloadLink('/assets/js/89651.4324e22c.js');
    const read = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
    assert.ok(read('reference/api/configs-fetch').includes(link));
    assert.ok(read('reference/api').includes(link));
    assert.ok(!read('evaluation/concepts').includes(link));
  });
});
