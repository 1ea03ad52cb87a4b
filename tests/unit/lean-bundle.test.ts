import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from 'react-router-config';
import {renameRouteChunks, shortChunkNames} from '../../plugins/lean-bundle/chunkNames';
import {pageSiteConfig, withoutDocIndex, withoutDocLists} from '../../plugins/lean-bundle/generatedData';
import {chunkNamesOf, withChunkNames, withoutSourcePaths} from '../../plugins/lean-bundle/registry';
import {chunkNamesOfRoutes, withInlineChunkNames} from '../../plugins/lean-bundle/routeTable';
import {childListOf, splitLazySubtrees} from '../../plugins/lean-bundle/lazySubtrees';
import {lazyRoutes, loadLazyRoutesOn, unloadedLazyChunksOn} from '../../plugins/lean-bundle/client/lazyRoutes';
import {addChunkIds, lazyChunkId} from '../../plugins/lean-bundle/client/lazyChunks';
import {importedFile, withChunkIds} from '../../plugins/lean-bundle/chunkIds';
import {listItemGroups, withGroupedChunks} from '../../plugins/lean-bundle/listChunks';

describe('the client copy of the route registry', () => {
  const registry = [
    'export default {',
    '  "002b04d2": [() => import(/* webpackChunkName: "002b04d2" */ "@site/generated/api/create-portal.api.mdx"), ' +
      '"@site/generated/api/create-portal.api.mdx", require.resolveWeak("@site/generated/api/create-portal.api.mdx")],',
    '  "0041c2da": [() => import(/* webpackChunkName: "0041c2da" */ "@site/changelog/a.mdx?truncated=true"), ' +
      '"@site/changelog/a.mdx?truncated=true", require.resolveWeak("@site/changelog/a.mdx?truncated=true")],',
    '};',
  ].join('\n');

  test('drops each chunk’s source path and keeps its loader and module id', () => {
    const {code, replaced} = withoutSourcePaths(registry);
    assert.equal(replaced, 2);
    assert.equal(
      code.split('\n')[1],
      '  "002b04d2": [() => import(/* webpackChunkName: "002b04d2" */ "@site/generated/api/create-portal.api.mdx"), ' +
        '"", require.resolveWeak("@site/generated/api/create-portal.api.mdx")],',
    );
    assert.match(code.split('\n')[2], /\), "", require\.resolveWeak\("@site\/changelog\/a\.mdx\?truncated=true"\)\],$/);
  });

  test('reports an unknown registry shape instead of guessing', () => {
    assert.deepEqual(withoutSourcePaths('export default {"a": [load, "x"]};'), {
      code: 'export default {"a": [load, "x"]};',
      replaced: 0,
    });
  });
});

describe('short route chunk names', () => {
  test('each name becomes its shortest prefix that starts no other name', () => {
    const names = shortChunkNames(['002b04d2', '0041c2da', '00c1eb73', '00c2f4f7', 'a7bd4aaa']);
    assert.deepEqual(Object.fromEntries(names), {
      '002b04d2': '002',
      '0041c2da': '004',
      '00c1eb73': '00c1',
      '00c2f4f7': '00c2',
      a7bd4aaa: 'a',
    });
    assert.equal(new Set(names.values()).size, names.size, 'no two chunks share a name');
  });

  test('a new page does not rename chunks whose prefix it does not share', () => {
    const before = shortChunkNames(['002b04d2', 'a7bd4aaa', 'c1f00000']);
    const after = shortChunkNames(['002b04d2', 'a7bd4aaa', 'c1f00000', 'a7000000']);
    assert.equal(after.get('002b04d2'), before.get('002b04d2'));
    assert.equal(after.get('c1f00000'), before.get('c1f00000'));
    assert.notEqual(after.get('a7bd4aaa'), before.get('a7bd4aaa'));
  });

  test('the registry and the route table are renamed alike', () => {
    const registry = [
      'export default {',
      '  "002b04d2": [() => import(/* webpackChunkName: "002b04d2" */ "@site/a.mdx"), "", require.resolveWeak("@site/a.mdx")],',
      '  "a7bd4aaa": [() => import(/* webpackChunkName: "a7bd4aaa" */ "@site/b.mdx"), "", require.resolveWeak("@site/b.mdx")],',
      '};',
    ].join('\n');
    const names = shortChunkNames(chunkNamesOf(registry));
    const {code, renamed} = withChunkNames(registry, names);
    assert.equal(renamed, 2);
    assert.match(code, /^ {2}"0": \[\(\) => import\(\/\* webpackChunkName: "0" \*\/ "@site\/a\.mdx"\)/m);
    assert.match(code, /^ {2}"a": \[\(\) => import\(\/\* webpackChunkName: "a" \*\/ "@site\/b\.mdx"\)/m);
    const table = {'/a-123': {__comp: 'a7bd4aaa', items: [{content: '002b04d2'}]}};
    assert.deepEqual(renameRouteChunks(table, names), {'/a-123': {__comp: 'a', items: [{content: '0'}]}});
  });

  test('a route chunk missing from the registry leaves the names as they are', () => {
    const names = shortChunkNames(['002b04d2']);
    assert.equal(renameRouteChunks({'/a-123': {__comp: 'ffffffff'}}, names), undefined);
  });
});

describe('data every page loads', () => {
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {path: '/', versions: [{name: 'current', docs: [{id: 'intro', path: '/'}], sidebars: {s: {}}}]},
      api: {path: '/reference/api', versions: [{name: 'current', docs: [{id: 'x', path: '/reference/api/x'}]}]},
    },
    'tessera-seo': {default: {vocabulary: 'https://schema.org/'}},
  };

  test('leaves out the doc list of the named docs instances only', () => {
    const lean = withoutDocLists(globalData, ['api']);
    assert.deepEqual(lean['docusaurus-plugin-content-docs'].api, {
      path: '/reference/api',
      versions: [{name: 'current', docs: []}],
    });
    assert.deepEqual(
      lean['docusaurus-plugin-content-docs'].default,
      globalData['docusaurus-plugin-content-docs'].default,
    );
    assert.deepEqual(lean['tessera-seo'], globalData['tessera-seo']);
  });

  test('the site configuration keeps what pages read and drops plugin options', () => {
    const config = pageSiteConfig({
      title: 'Tessera Docs',
      themeConfig: {navbar: {items: []}},
      customFields: {askAiUrl: null},
      plugins: [['@docusaurus/plugin-client-redirects', {redirects: [{from: '/a', to: '/b'}]}]],
      presets: [['classic', {docs: {beforeDefaultRemarkPlugins: [() => null]}}]],
      themes: ['@docusaurus/theme-mermaid'],
    });
    assert.deepEqual(config, {
      title: 'Tessera Docs',
      themeConfig: {navbar: {items: []}},
      customFields: {askAiUrl: null},
    });
  });

  test('version metadata without its doc index keeps the sidebars', () => {
    const props = {
      version: {
        pluginId: 'default',
        docsSidebars: {docsSidebar: [{type: 'link', href: '/', label: 'Intro', docId: 'intro'}]},
        docs: {intro: {id: 'intro', title: 'Intro', description: 'What Tessera is.', sidebar: 'docsSidebar'}},
      },
    };
    assert.deepEqual(withoutDocIndex(props), {version: {...props.version, docs: {}}});
    const other = {version: {name: 'current'}};
    assert.equal(withoutDocIndex(other), other, 'a file of another shape is left as it is');
  });

  test('version metadata: sidebar items without their translation keys and unlisted: false, which no page reads', () => {
    const link = {type: 'link', href: '/reference/api/get-variant', label: 'Get variant', docId: 'get-variant'};
    const props = {
      version: {
        docsSidebars: {
          apiSidebar: [
            {
              type: 'category',
              label: 'Variants',
              collapsed: true,
              items: [{...link, key: 'Variants/get-variant', unlisted: false, className: 'get api-method'}],
            },
            {...link, href: '/hidden', unlisted: true},
          ],
        },
        docs: {'get-variant': {id: 'get-variant', title: 'Get variant', description: 'Returns a variant.'}},
      },
    };
    assert.deepEqual(withoutDocIndex(props), {
      version: {
        docsSidebars: {
          apiSidebar: [
            {type: 'category', label: 'Variants', collapsed: true, items: [{...link, className: 'get api-method'}]},
            {...link, href: '/hidden', unlisted: true},
          ],
        },
        docs: {},
      },
    });
  });
});

describe('the client copy of the route table', () => {
  const routes = [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    '',
    'export default [',
    "  {path: '/changelog', component: ComponentCreator('/changelog', 'f05'), exact: true},",
    "  {path: '/', component: ComponentCreator('/', '011'), routes: [{path: '/intro', component: ComponentCreator('/intro', '2a1')}]},",
    "  {path: '*', component: ComponentCreator('*')},",
    '];',
  ].join('\n');
  const chunkNames = {
    '/changelog-f05': {__comp: 'a6a', items: [{content: '7b8'}]},
    '/-011': {__comp: 'a7b', __props: '22d'},
    '/intro-2a1': {__comp: '178', content: '469'},
  };

  test('each route carries its own chunk names, to the creator that files them', () => {
    const code = withInlineChunkNames(routes, chunkNames, '/site/plugins/lean-bundle/createRouteComponent.js');
    assert.ok(code);
    assert.ok(code.includes('import ComponentCreator from "/site/plugins/lean-bundle/createRouteComponent.js";'));
    assert.ok(code.includes(`ComponentCreator('/changelog', 'f05', {"__comp":"a6a","items":[{"content":"7b8"}]})`));
    assert.ok(code.includes(`ComponentCreator('/intro', '2a1', {"__comp":"178","content":"469"})`));
    assert.ok(code.includes("ComponentCreator('*')"), 'the not-found route is left as it is');
  });

  test('keeps both tables when a route has no chunks or a chunks entry no route', () => {
    const {'/intro-2a1': _intro, ...withoutIntro} = chunkNames;
    assert.equal(withInlineChunkNames(routes, withoutIntro, '/creator.js'), undefined);
    assert.equal(withInlineChunkNames(routes, {...chunkNames, '/gone-123': {__comp: 'x'}}, '/creator.js'), undefined);
  });
});

describe('the API pages’ routes in a chunk of their own', () => {
  const routes = [
    "import React from 'react';",
    "import ComponentCreator from '/site/plugins/lean-bundle/createRouteComponent.js';",
    '',
    'export default [',
    '  {',
    "    path: '/reference/api',",
    `    component: ComponentCreator('/reference/api', '3e4', {"__comp":"5e9"}),`,
    '    routes: [',
    '      {',
    "        path: '/reference/api',",
    `        component: ComponentCreator('/reference/api', '5d3', {"__comp":"a94"}),`,
    '        routes: [',
    '          {',
    "            path: '/reference/api/create-api-key',",
    `            component: ComponentCreator('/reference/api/create-api-key', 'c3d', {"__comp":"4c5","content":"46e"}),`,
    '            exact: true,',
    '            sidebar: "apiSidebar"',
    '          }',
    '        ]',
    '      }',
    '    ]',
    '  },',
    '  {',
    "    path: '/',",
    `    component: ComponentCreator('/', '011', {"__comp":"5e9"}),`,
    '    routes: [',
    '      {',
    "        path: '/intro',",
    `        component: ComponentCreator('/intro', '2a1', {"__comp":"178","content":"469"}),`,
    '        exact: true',
    '      }',
    '    ]',
    '  },',
    '  {',
    "    path: '*',",
    "    component: ComponentCreator('*'),",
    '  },',
    '];',
  ].join('\n');
  const chunkNames = {
    '/reference/api-3e4': {__comp: '5e9'},
    '/reference/api-5d3': {__comp: 'a94'},
    '/reference/api/create-api-key-c3d': {__comp: '4c5', content: '46e'},
    '/-011': {__comp: '5e9'},
    '/intro-2a1': {__comp: '178', content: '469'},
  };
  const entry = (name: string, request = `@site/${name}.mdx`) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${request}"), "", require.resolveWeak("${request}")],`;
  const registry = [
    'export default {',
    ...['178', '46e', '469'].map((name) => entry(name)),
    entry('4c5', '@theme/ApiItem'),
    ...['5e9', 'a94'].map((name) => entry(name)),
    '};',
  ].join('\n');
  const split = () =>
    splitLazySubtrees({
      routesCode: routes,
      registryCode: registry,
      chunkNames,
      routePaths: ['/reference/api'],
      filesFor: (index) => ({
        routesFile: `/gen/routes.client.lazy-${index}.js`,
        registryFile: `/gen/registry.client.lazy-${index}.js`,
        chunkName: `routes-${index}`,
      }),
      lazyRoutesModule: '/site/lazyRoutes.ts',
      creatorModule: '/site/creator.js',
      chunkIdsModule: '/site/lazyChunks.ts',
    });

  test('the innermost route at the path gets a lazy child list, loaded from a chunk of its own', () => {
    const {routesCode, modules} = split();
    assert.ok(!routesCode.includes('/reference/api/create-api-key'), 'the operation’s route left the table');
    assert.ok(
      routesCode.includes(
        `        routes: lazyRoutes("routes-0", () => import(/* webpackChunkName: "routes-0" */ "/gen/routes.client.lazy-0.js"))\n      }`,
      ),
    );
    assert.ok(routesCode.includes('import {lazyRoutes} from "/site/lazyRoutes.ts";'));
    assert.ok(routesCode.includes("path: '/intro'"), 'other routes stay');
    const lazyRoutes = modules.find((module) => module.file === '/gen/routes.client.lazy-0.js');
    assert.ok(lazyRoutes);
    assert.ok(
      lazyRoutes.code.startsWith(
        'import "/gen/registry.client.lazy-0.js";\nimport ComponentCreator from "/site/creator.js";',
      ),
    );
    assert.ok(lazyRoutes.code.includes("path: '/reference/api/create-api-key'"));
    assert.ok(lazyRoutes.code.includes('export default ['));
  });

  test('the registry entries only the moved routes use go with them', () => {
    const {registryCode, modules} = split();
    assert.deepEqual(chunkNamesOf(registryCode), ['178', '469', '5e9', 'a94']);
    const part = modules.find((module) => module.file === '/gen/registry.client.lazy-0.js');
    assert.ok(part);
    assert.ok(part.code.startsWith("import registry from '@generated/registry';"));
    assert.ok(part.code.includes('Object.assign(registry, {\n'));
    // A page's chunk loses its name, which the runtime every page loads would map to an id; the build writes its id
    // into the placeholder instead. A theme component's chunk keeps its name.
    assert.ok(
      part.code.includes('  "46e": [() => import("@site/46e.mdx"), "", require.resolveWeak("@site/46e.mdx")],'),
    );
    assert.deepEqual(chunkNamesOf(part.code), ['4c5']);
    assert.ok(part.code.includes('addChunkIds("__LEAN_BUNDLE_CHUNK_IDS__");'));
    assert.deepEqual(split().unnamedChunks, {'46e': '@site/46e.mdx'});
  });

  test('names the pages of each lazy routes’ chunk, which their HTML preloads', () => {
    assert.deepEqual(split().routePathsByChunk, {'routes-0': ['/reference/api/create-api-key']});
  });

  test('a path without child routes leaves both files as they are', () => {
    const kept = splitLazySubtrees({
      routesCode: routes,
      registryCode: registry,
      chunkNames,
      routePaths: ['/changelog'],
      filesFor: () => ({routesFile: '/r.js', registryFile: '/g.js', chunkName: 'r'}),
      lazyRoutesModule: '/l.ts',
      creatorModule: '/c.js',
      chunkIdsModule: '/i.ts',
    });
    assert.deepEqual(kept, {
      routesCode: routes,
      registryCode: registry,
      modules: [],
      unnamedChunks: {},
      routePathsByChunk: {},
    });
  });

  test('finds a child list by the route’s own indentation, not a deeper route’s', () => {
    const lines = routes.split('\n');
    const list = childListOf(lines, '/reference/api');
    assert.ok(list);
    assert.equal(lines[list.open], '        routes: [');
    assert.equal(lines[list.close], '        ]');
  });

  test('the chunk names of the routes a piece of the table creates', () => {
    assert.deepEqual(chunkNamesOfRoutes(routes, chunkNames), ['5e9', 'a94', '4c5', '46e', '5e9', '178', '469']);
  });
});

describe('the ids of the lazy routes’ unnamed chunks', () => {
  test('fill the placeholder of the minified lazy routes chunk, whichever quotes the minifier chose', () => {
    for (const quote of ['"', "'"]) {
      const code = `Object.assign(a.A,{"46e":[()=>i.e("123")]}),(0,o.x)(${quote}__LEAN_BUNDLE_CHUNK_IDS__${quote})`;
      assert.equal(
        withChunkIds(code, {'46e': '123'}),
        'Object.assign(a.A,{"46e":[()=>i.e("123")]}),(0,o.x)({"46e":"123"})',
      );
    }
    assert.equal(withChunkIds('no placeholder here', {}), undefined);
  });

  test('are written in the same order whatever order the bundler listed the modules in', () => {
    const code = 'f("__LEAN_BUNDLE_CHUNK_IDS__")';
    assert.equal(withChunkIds(code, {b7: '2', a1: '1', c3: '3'}), 'f({"a1":"1","b7":"2","c3":"3"})');
    assert.equal(withChunkIds(code, {c3: '3', b7: '2', a1: '1'}), withChunkIds(code, {a1: '1', b7: '2', c3: '3'}));
  });

  test('are looked up by the site file the chunk imports', () => {
    assert.equal(importedFile('@site/generated/api/x.api.mdx', '/site'), '/site/generated/api/x.api.mdx');
    assert.equal(importedFile('@theme/ApiItem', '/site'), undefined);
  });

  test('reach prefetching once the build has written them; the unfilled placeholder is ignored', () => {
    addChunkIds('__LEAN_BUNDLE_CHUNK_IDS__');
    assert.equal(lazyChunkId('46e'), undefined);
    addChunkIds({'46e': '123'});
    assert.equal(lazyChunkId('46e'), '123');
  });
});

describe('a lazy child list in the browser', () => {
  function table(load: () => Promise<{default: RouteConfig[]}>) {
    const children = lazyRoutes('routes-0', load);
    const routes: RouteConfig[] = [
      {path: '/reference/api', routes: [{path: '/reference/api', routes: children}]},
      {path: '/', routes: [{path: '/intro', exact: true}]},
    ];
    return {routes, children};
  }
  const operation: RouteConfig = {path: '/reference/api/create-api-key', exact: true};

  test('fills itself once for paths under it, however many ask at the same time', async () => {
    let loads = 0;
    const {routes, children} = table(async () => {
      loads += 1;
      return {default: [operation]};
    });
    assert.deepEqual(unloadedLazyChunksOn(routes, '/reference/api/create-api-key'), ['routes-0']);
    await Promise.all([
      loadLazyRoutesOn(routes, '/reference/api/create-api-key'),
      loadLazyRoutesOn(routes, '/reference/api/other'),
    ]);
    assert.equal(loads, 1);
    assert.deepEqual(children, [operation]);
    assert.deepEqual(unloadedLazyChunksOn(routes, '/reference/api/create-api-key'), []);
    await loadLazyRoutesOn(routes, '/reference/api/create-api-key');
    assert.equal(loads, 1);
  });

  test('is not loaded for paths elsewhere', async () => {
    let loads = 0;
    const {routes} = table(async () => {
      loads += 1;
      return {default: [operation]};
    });
    await loadLazyRoutesOn(routes, '/intro');
    assert.equal(loads, 0);
    assert.deepEqual(unloadedLazyChunksOn(routes, '/intro'), []);
  });

  test('tries again after its chunk failed to load', async () => {
    let attempts = 0;
    const {routes, children} = table(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError');
      return {default: [operation]};
    });
    await assert.rejects(loadLazyRoutesOn(routes, '/reference/api/create-api-key'), /ChunkLoadError/);
    await loadLazyRoutesOn(routes, '/reference/api/create-api-key');
    assert.deepEqual(children, [operation]);
  });
});

describe('changelog list pages: summaries in one chunk per page', () => {
  const table = {
    '/changelog-f05': {__comp: 'a6aa', sidebar: '814f', items: [{content: '7b82'}, {content: '7fe0'}], __props: 'c1'},
    '/changelog/page/2-bcf': {__comp: 'a6aa', sidebar: '814f', items: [{content: '7353'}], __props: 'c2'},
    '/changelog/tags/v0-10-0-9d1': {__comp: 'b7c8', items: [{content: '7b82'}], __props: 'c3'},
    '/changelog/vertex-ai-1a2': {__comp: 'ccc1', content: '7b83'},
  };
  const isList = (routePath: string) => /^\/changelog(\/page\/\d+)?$/.test(routePath);

  test("each list route's summaries and props share its chunk name; shared chunks and other routes keep theirs", () => {
    assert.deepEqual(
      [...listItemGroups(table, isList)],
      [
        ['7b82', 'list-changelog'],
        ['7fe0', 'list-changelog'],
        ['c1', 'list-changelog'],
        ['7353', 'list-changelog-page-2'],
        ['c2', 'list-changelog-page-2'],
      ],
    );
    const twice = {...table, '/changelog/page/3-aaa': {items: [{content: '7353'}]}};
    assert.equal(
      listItemGroups(twice, (routePath) => isList(routePath)).get('7353'),
      undefined,
      'a summary on two list routes keeps its own chunk',
    );
  });

  test('the registry names the grouped imports after their group and keeps every key', () => {
    const line = (key: string) =>
      `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "@site/changelog/${key}.mdx?truncated=true"), "", require.resolveWeak("x")],`;
    const registry = ['export default {', line('7b82'), line('7fe0'), line('ccc1'), '};'].join('\n');
    const {code, grouped} = withGroupedChunks(
      registry,
      new Map([
        ['7b82', 'list-changelog'],
        ['7fe0', 'list-changelog'],
      ]),
    );
    assert.equal(grouped, 2);
    assert.equal((code.match(/webpackChunkName: "list-changelog"/g) ?? []).length, 2);
    assert.match(code, /^ {2}"7b82": \[\(\) => import\(\/\* webpackChunkName: "list-changelog" \*\//m);
    assert.match(code, /^ {2}"ccc1": \[\(\) => import\(\/\* webpackChunkName: "ccc1" \*\//m, 'entries unchanged');
  });
});
