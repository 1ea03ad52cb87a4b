import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import {assertAccessibilityTargets} from '../../plugins/api-reference/accessibilityTargets';
import {isApiOnlyModule, type GraphModule, type ModuleGraphLike} from '../../plugins/api-reference/apiOnlyModules';
import {assertFadedInlineText} from '../../plugins/api-reference/fadedInlineText';
import {withOperationApart} from '../../plugins/api-reference/generate';
import {
  assertIslandsCoverPages,
  assertThemeCodeBlockSwapped,
  islandProblems,
  swapIslandRequest,
} from '../../plugins/api-reference/islands';
import {islandId} from '../../shared/api-reference/islandNames';
import {API_ROUTE} from '../../shared/api-reference/paths';
import {assertHtmlRepairsApply, linkThemeTabs, repairDivLists} from '../../plugins/api-reference/htmlRepairs';
import {apiResource, keyOperations} from '../../shared/api-reference/resources';
import {apiSidebarItems, type SidebarItem} from '../../plugins/api-reference/sidebar';
import {linkApiStylesheet, linkApiStylesheetInPages} from '../../plugins/api-reference/stylesheetLink';
import {assertThemeOverrides, OPENAPI_THEME_OVERRIDES} from '../../plugins/api-reference/themeOverrides';
import {emptiedThemeStylesheet} from '../../plugins/api-reference/themeStylesheet';
import {
  assertClientModulesRequested,
  unrequestedClientModules,
  WorkaroundStoppedApplying,
} from '../../plugins/lean-bundle/emptiedClientModules';

/**
 * Every workaround of the OpenAPI pages (plugins/api-reference) checks at build time that it still applies: each
 * check is fed here what an upgrade could bring (a module no longer requested, a missing chunk, a renamed
 * component…) and must fail the build with the workaround's name.
 */

describe('API-only modules (kept out of the chunk every page loads)', () => {
  // A tiny module graph: name → importers.
  function graph(importers: Record<string, string[]>, paths: Record<string, string>) {
    const modules = new Map<string, GraphModule>();
    const moduleOf = (name: string): GraphModule => {
      if (!modules.has(name)) {
        modules.set(name, {
          nameForCondition: () => paths[name] ?? `/site/src/${name}.js`,
          readableIdentifier: () => name,
        });
      }
      return modules.get(name)!;
    };
    const moduleGraph: ModuleGraphLike = {
      getIncomingConnections: (module: never) =>
        (importers[(module as GraphModule).readableIdentifier()] ?? []).map((name) => ({originModule: moduleOf(name)})),
    };
    return {moduleOf, moduleGraph};
  }

  const {moduleOf, moduleGraph} = graph(
    {
      parse5: ['openapiMarkdown'],
      openapiMarkdown: ['apiPage'],
      react: ['apiPage', 'docsPage'],
      cycleA: ['cycleB', 'openapiMarkdown'],
      cycleB: ['cycleA'],
      mixed: ['openapiMarkdown', 'docsPage'],
      openapiTabs: ['mdxComponents', 'apiPage'],
      mdxComponents: ['docsPage'],
      redux: ['apiItem'],
      apiItem: ['registry'],
      apiItemInClient: ['clientRegistry'],
      apiItemInLazyRoutes: ['lazyRoutesRegistry'],
    },
    {
      openapiMarkdown: '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js',
      apiPage: '/site/generated/api/configs-fetch.api.mdx',
      docsPage: '/site/docs/concepts.mdx',
      parse5: '/site/node_modules/parse5/dist/index.js',
      openapiTabs: '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/Tabs/index.js',
      apiItem: '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js',
      registry: '/site/.docusaurus/registry.js',
      apiItemInClient: '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js',
      clientRegistry: '/site/.docusaurus/registry.client.js',
      apiItemInLazyRoutes: '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js',
      lazyRoutesRegistry: '/site/.docusaurus/registry.client.lazy-0.js',
    },
  );

  test('the OpenAPI theme and what only it imports are API-only; shared modules are not', () => {
    const verdicts = new Map<string, boolean>();
    assert.equal(isApiOnlyModule(moduleOf('openapiMarkdown'), moduleGraph, verdicts), true);
    assert.equal(isApiOnlyModule(moduleOf('parse5'), moduleGraph, verdicts), true);
    assert.equal(isApiOnlyModule(moduleOf('react'), moduleGraph, verdicts), false);
    assert.equal(isApiOnlyModule(moduleOf('mixed'), moduleGraph, verdicts), false);
    assert.equal(isApiOnlyModule(moduleOf('docsPage'), moduleGraph, verdicts), false);
  });

  test('a component of the OpenAPI theme that ordinary pages also use is not API-only', () => {
    assert.equal(isApiOnlyModule(moduleOf('openapiTabs'), moduleGraph, new Map()), false);
  });

  test('the API item component is API-only although the route registry imports it', () => {
    const verdicts = new Map<string, boolean>();
    assert.equal(isApiOnlyModule(moduleOf('apiItem'), moduleGraph, verdicts), true);
    assert.equal(isApiOnlyModule(moduleOf('redux'), moduleGraph, verdicts), true);
  });

  test('so is it when the client’s lean copy of the registry (plugins/lean-bundle) imports it', () => {
    assert.equal(isApiOnlyModule(moduleOf('apiItemInClient'), moduleGraph, new Map()), true);
  });

  test('and when the registry part that comes with the lazy API routes (plugins/lean-bundle) imports it', () => {
    assert.equal(isApiOnlyModule(moduleOf('apiItemInLazyRoutes'), moduleGraph, new Map()), true);
  });

  test('import cycles reached only from API code are API-only', () => {
    assert.equal(isApiOnlyModule(moduleOf('cycleB'), moduleGraph, new Map()), true);
  });

  test('shared importers are classified once, not once per import path', () => {
    // 30 levels of two modules, each imported by both modules of the level above: 2^30 paths up to the root.
    const importers: Record<string, string[]> = {};
    const paths: Record<string, string> = {
      '0a': '/site/generated/api/page.api.mdx',
      '0b': '/site/generated/api/other.api.mdx',
    };
    for (let level = 1; level <= 30; level += 1) {
      importers[`${level}a`] = [`${level - 1}a`, `${level - 1}b`];
      importers[`${level}b`] = [`${level - 1}a`, `${level - 1}b`];
    }
    const ladder = graph(importers, paths);
    let lookups = 0;
    const counting: ModuleGraphLike = {
      getIncomingConnections: (module: never) => {
        lookups += 1;
        return ladder.moduleGraph.getIncomingConnections(module);
      },
    };
    assert.equal(isApiOnlyModule(ladder.moduleOf('30a'), counting, new Map()), true);
    assert.ok(lookups <= 62, `${lookups} lookups for 62 modules`);
  });
});

describe('API stylesheet link (API pages styled from the first paint)', () => {
  const page = '<head><link rel=stylesheet href=/assets/css/styles.f334bfc8.css /><link rel=icon href=/a.ico></head>';
  const href = '/assets/css/api-reference-styles.0badc0de.css';

  test('goes right after the site stylesheet, so the API styles win ties as before', () => {
    assert.equal(
      linkApiStylesheet(page, href),
      `<head><link rel=stylesheet href=/assets/css/styles.f334bfc8.css /><link rel="stylesheet" href="${href}"><link rel=icon href=/a.ico></head>`,
    );
  });

  test('is added once, however many times the build step runs', () => {
    const once = linkApiStylesheet(page, href);
    assert.equal(linkApiStylesheet(once, href), once);
  });

  test('fails loudly when the page has no site stylesheet to follow', () => {
    assert.throws(() => linkApiStylesheet('<head></head>', href), /no site stylesheet/);
  });

  test('is added to the pages Docusaurus rendered under the API route, not to files other plugins write there', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'api-styles-'));
    const write = (relative: string, html: string) => {
      mkdirSync(path.dirname(path.join(outDir, relative)), {recursive: true});
      writeFileSync(path.join(outDir, relative), html);
    };
    write('assets/css/api-reference-styles.0badc0de.css', '');
    write('reference/api/configs-fetch/index.html', page);
    write('evaluation/concepts/index.html', page);
    // A redirect page, written by another plugin while this one runs: no stylesheet, and not a route.
    const redirect = '<meta http-equiv="refresh" content="0; url=/reference/api/category">';
    write('reference/api/index.html', redirect);

    const linked = await linkApiStylesheetInPages(outDir, '/', API_ROUTE, [
      '/reference/api/configs-fetch',
      '/evaluation/concepts',
    ]);
    assert.equal(linked, 1);
    assert.match(
      readFileSync(path.join(outDir, 'reference/api/configs-fetch/index.html'), 'utf8'),
      /api-reference-styles/,
    );
    assert.equal(readFileSync(path.join(outDir, 'evaluation/concepts/index.html'), 'utf8'), page);
    assert.equal(readFileSync(path.join(outDir, 'reference/api/index.html'), 'utf8'), redirect);
  });
});

/** A temporary folder with the given files (relative path → content). */
function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-workarounds-'));
  for (const [relative, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, relative)), {recursive: true});
    writeFileSync(path.join(dir, relative), content);
  }
  return dir;
}

const stoppedApplying = (workaround: RegExp) => (error: unknown) =>
  error instanceof WorkaroundStoppedApplying && workaround.test(error.message);

describe('API stylesheet link fails the build when it stops applying', () => {
  const page = '<head><link rel=stylesheet href=/assets/css/styles.f334bfc8.css /></head>';

  test('when the build emitted no API stylesheet', async () => {
    const outDir = folderWith({'assets/css/styles.f334bfc8.css': '', 'reference/api/a/index.html': page});
    await assert.rejects(
      linkApiStylesheetInPages(outDir, '/', API_ROUTE, ['/reference/api/a']),
      stoppedApplying(/API pages link the API stylesheet.*emitted no api-reference-styles/),
    );
  });

  test('when no rendered page is under the API route', async () => {
    const outDir = folderWith({'assets/css/api-reference-styles.0badc0de.css': '', 'docs/a/index.html': page});
    await assert.rejects(
      linkApiStylesheetInPages(outDir, '/', API_ROUTE, ['/docs/a']),
      stoppedApplying(/API pages link the API stylesheet.*no rendered route/),
    );
  });
});

describe('emptied client modules fail the build when Docusaurus no longer requests them', () => {
  const stylesheet = emptiedThemeStylesheet();
  const listing = (paths: string[]) =>
    `export default [\n${paths.map((p) => `  require(${JSON.stringify(p)}),`).join('\n')}\n];`;

  test("the OpenAPI theme's stylesheet is found where the workaround expects it", () => {
    assert.match(stylesheet.path, /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]styles\.scss$/);
  });

  test('a module still listed passes; one no longer listed is reported', () => {
    assert.deepEqual(unrequestedClientModules(listing(['/x/infima.css', stylesheet.path]), [stylesheet]), []);
    assert.deepEqual(unrequestedClientModules(listing(['/x/infima.css']), [stylesheet]), [stylesheet]);
  });

  test('the build check names the workaround and what to look at after an upgrade', () => {
    const generated = folderWith({'client-modules.js': listing(['/x/infima.css'])});
    assert.throws(
      () => assertClientModulesRequested(generated, [stylesheet]),
      stoppedApplying(/OpenAPI theme stylesheet only on API pages.*does not request.*getClientModules/),
    );
    const requested = folderWith({'client-modules.js': listing([stylesheet.path])});
    assert.doesNotThrow(() => assertClientModulesRequested(requested, [stylesheet]));
  });
});

describe('API sidebar ids', () => {
  const generated: SidebarItem[] = [
    {type: 'doc', id: 'api/tessera-api'},
    {
      type: 'category',
      label: 'Api Keys',
      link: {type: 'doc', id: 'api/keys'},
      items: [
        {type: 'doc', id: 'api/create-api-key', label: 'Create API key'},
        {type: 'doc', id: 'api/delete-api-key', label: 'Delete API key'},
      ],
    },
  ];

  test('lose the generator prefix, get a unique key per category, and leave out bench-excluded pages', () => {
    assert.deepEqual(apiSidebarItems(generated, new Set(['delete-api-key'])), [
      {type: 'doc', id: 'tessera-api', key: '/tessera-api'},
      {
        type: 'category',
        label: 'API keys',
        link: {type: 'doc', id: 'keys'},
        items: [{type: 'doc', id: 'create-api-key', key: 'Api Keys/create-api-key', label: 'Create API key'}],
      },
    ]);
  });

  test("name each tag's category with the docs' noun, and fail for a tag without one", () => {
    const tagged = (label: string) => [{type: 'category', label, items: [{type: 'doc', id: 'api/a', label: 'A'}]}];
    assert.equal(apiSidebarItems(tagged('Testsets'), new Set())[0].label, 'Test sets');
    assert.equal(apiSidebarItems(tagged('Human-Evaluations'), new Set())[0].label, 'Human evaluations');
    assert.throws(() => apiSidebarItems(tagged('Gadgets'), new Set()), /"Gadgets" has no entry in .*resources\.ts/);
  });

  test('every tag of the description has a docs noun, a line and an icon', () => {
    const spec = YAML.parse(readFileSync(path.resolve(__dirname, '../../docs/reference/openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, {tags?: string[]}>>;
    };
    const tags = new Set(
      Object.values(spec.paths).flatMap((item) => Object.values(item).flatMap((operation) => operation?.tags ?? [])),
    );
    for (const tag of tags) assert.doesNotThrow(() => apiResource(tag), tag);
  });

  test('pick create, list and fetch as the key operations of a resource', () => {
    const labels = ['Delete key', 'Fetch key', 'Update key', 'List keys', 'Create key'].map((label) => ({label}));
    assert.deepEqual(
      keyOperations(labels).map(({label}) => label),
      ['Create key', 'List keys', 'Fetch key'],
    );
    assert.deepEqual(
      keyOperations([{label: 'Handle events'}, {label: 'Refresh runs'}]).map(({label}) => label),
      ['Handle events', 'Refresh runs'],
    );
  });

  test('fail the build when the generator no longer prefixes any id', () => {
    const unprefixed = [{type: 'doc', id: 'tessera-api'}];
    assert.throws(() => apiSidebarItems(unprefixed, new Set()), stoppedApplying(/sidebar ids.*remove the id rewrite/));
  });
});

describe('overrides of OpenAPI theme components', () => {
  const root = path.resolve(__dirname, '../..');
  const realTheme = path.join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme');

  test("hold for this site's src/theme and the installed theme", () => {
    assert.doesNotThrow(() => assertThemeOverrides(path.join(root, 'src/theme'), realTheme));
  });

  test('fail the build when the theme no longer has a component src/theme overrides', () => {
    const theme = folderWith({'ApiItem/index.js': '', 'ApiExplorer/index.js': ''});
    const site = folderWith({'ApiItem/index.tsx': '', 'ApiExplorer/Authorization/index.tsx': ''});
    assert.throws(
      () => assertThemeOverrides(site, theme, OPENAPI_THEME_OVERRIDES),
      stoppedApplying(/has no ApiExplorer\/Authorization any more/),
    );
  });

  test('fail the build when src/theme overrides a theme component nobody declared', () => {
    const theme = folderWith({'ApiItem/index.js': '', 'ParamsItem/index.js': ''});
    const site = folderWith({'ApiItem/index.tsx': '', 'ParamsItem/index.tsx': '', 'ApiItem/TryIt/index.tsx': ''});
    assert.throws(() => assertThemeOverrides(site, theme, ['ApiItem']), stoppedApplying(/overrides ParamsItem/));
  });
});

describe('contrast rule for text the OpenAPI theme fades inline', () => {
  const root = path.resolve(__dirname, '../..');

  test('matches what the installed theme writes', () => {
    assert.doesNotThrow(() =>
      assertFadedInlineText(path.join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme')),
    );
  });

  test('fails the build when the theme fades with another opacity', () => {
    const theme = folderWith({'ArrayBrackets/index.js': 'createElement("div", {style: {opacity: 0.5}}, "Array [")'});
    assert.throws(() => assertFadedInlineText(theme), stoppedApplying(/opacity 0\.5/));
  });

  test('fails the build when the theme no longer fades inline, so the rule can go', () => {
    const theme = folderWith({'ArrayBrackets/index.js': 'createElement("div", {className: "bracket"}, "Array [")'});
    assert.throws(() => assertFadedInlineText(theme), stoppedApplying(/no longer fades any text/));
  });
});

describe('class names the accessibility repairs look for', () => {
  const root = path.resolve(__dirname, '../..');

  test('are all written by the installed theme', () => {
    assert.doesNotThrow(() =>
      assertAccessibilityTargets(path.join(root, 'node_modules/docusaurus-theme-openapi-docs/lib/theme')),
    );
  });

  test('fail the build when the theme renames one', () => {
    const theme = folderWith({
      'ApiTabs/index.js': 'createElement("button", {className: "openapi-tabs__arrow left"})',
      'ApiExplorer/MethodEndpoint/index.js': 'createElement("div", {className: "openapi__method-endpoint"})',
      'ApiExplorer/SecuritySchemes/index.js': 'createElement("h4", {className: "openapi-security__title"})',
    });
    assert.throws(() => assertAccessibilityTargets(theme), stoppedApplying(/openapi-security__summary-header/));
  });
});

describe('API operation pages as static islands', () => {
  const pagesDir = '/site/generated/api';
  const swapped = (request: string, side: 'rendered' | 'static', context = pagesDir) => {
    const resolveData = {request, context};
    swapIslandRequest(resolveData, side);
    return path.relative(path.resolve(__dirname, '../../plugins/api-reference/islands'), resolveData.request);
  };

  test("the browser gets a keeper of the server's HTML for the schemas, and no schema JSON", () => {
    assert.equal(swapped('@theme/StatusCodes', 'static'), path.join('static', 'StatusCodes.tsx'));
    assert.equal(swapped('./configs-fetch.RequestSchema.json', 'static'), path.join('static', 'noProps.json'));
    assert.equal(swapped('@theme/OperationTabs', 'static'), path.join('static', 'Unrendered.tsx'));
    assert.equal(
      swapped('@site/plugins/api-reference/islands/OperationData', 'static'),
      path.join('static', 'OperationData.tsx'),
    );
    assert.equal(swapped('./a.OperationData.json', 'static'), path.join('static', 'noProps.json'));
  });

  test('the server renders them, wrapped, with their props', () => {
    assert.equal(swapped('@theme/ParamsDetails', 'rendered'), path.join('rendered', 'ParamsDetails.tsx'));
    assert.match(swapped('./configs-fetch.RequestSchema.json', 'rendered'), /configs-fetch\.RequestSchema\.json$/);
  });

  test('only requests of the generated pages are swapped: the theme and the site keep theirs', () => {
    assert.match(
      swapped('@theme/StatusCodes', 'static', '/site/node_modules/docusaurus-theme-openapi-docs/lib'),
      /^\.\./,
    );
    assert.match(swapped('./x.CodeSamples.json', 'static'), /x\.CodeSamples\.json$/);
  });

  test("the server highlights the theme's examples: its code block requests get a highlighting one", () => {
    const theme = '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/CodeSamples';
    assert.equal(swapped('@theme/CodeBlock', 'rendered', theme), path.join('rendered', 'CodeBlock.tsx'));
    // The browser keeps the server's HTML: its bundle (the request builder) and the site's own requests keep theirs.
    assert.match(swapped('@theme/CodeBlock', 'static', theme), /(^|\/)@theme\/CodeBlock$/);
    assert.match(swapped('@theme/CodeBlock', 'rendered', '/site/src/theme/DocItem'), /(^|\/)@theme\/CodeBlock$/);
  });

  test("fail the build when the theme's examples stop importing the code block the server swaps", () => {
    const imports = 'const CodeBlock_1 = __importDefault(require("@theme/CodeBlock"));';
    const theme = (codeSamples: string) =>
      folderWith({
        'CodeSamples/index.js': codeSamples,
        'Markdown/index.js': 'import CodeBlock from "@theme/CodeBlock";',
      });
    assert.doesNotThrow(() => assertThemeCodeBlockSwapped(theme(imports)));
    assert.throws(
      () => assertThemeCodeBlockSwapped(theme('const Block = require("@theme/ApiCodeBlock");')),
      stoppedApplying(/island examples.*CodeSamples\/index\.js/),
    );
  });

  test('each island has one id, the same on both sides', () => {
    assert.equal(islandId('StatusCodes'), 'api-island-status-codes');
    assert.equal(islandId('MethodEndpoint'), 'api-island-method-endpoint');
  });

  const page = (body: string) =>
    [
      'import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";',
      'import ParamsDetails from "@theme/ParamsDetails";',
      'import RequestSchema from "@theme/RequestSchema";',
      'import StatusCodes from "@theme/StatusCodes";',
      'import OperationTabs from "@theme/OperationTabs";',
      'import Heading from "@theme/Heading";',
      'import OperationData from "@site/plugins/api-reference/islands/OperationData";',
      '',
      '<MethodEndpoint method={"get"} path={"/a"}></MethodEndpoint>',
      '<ParamsDetails {...require("./a.ParamsDetails.json")}></ParamsDetails>',
      '<RequestSchema {...require("./a.RequestSchema.json")}></RequestSchema>',
      '<StatusCodes {...require("./a.StatusCodes.json")}></StatusCodes>',
      '<OperationData {...require("./a.OperationData.json")} />',
      body,
    ].join('\n');

  test('hold for the pages as the generator writes them', () => {
    assert.doesNotThrow(() => assertIslandsCoverPages(folderWith({'a.api.mdx': page('')})));
    assert.doesNotThrow(() => assertIslandsCoverPages(folderWith({})), 'a build without API pages');
  });

  test("the generator moves the operation from the front matter into the page's data island", () => {
    const generated = page('').replace(/^.*OperationData.*$/gm, '');
    const mdx = withOperationApart(`---\nid: a\napi: eJzLSM3JyQcABiwCFQ==\n---\n${generated}`, 'a.OperationData.json');
    assert.match(mdx, /^api: true$/m);
    assert.doesNotMatch(mdx, /eJzL/);
    assert.deepEqual(islandProblems('a.api.mdx', mdx), []);
    assert.match(mdx, /<OperationData \{\.\.\.require\("\.\/a\.OperationData\.json"\)\} \/>/);
  });

  test('fail the build when a page imports a theme component nobody decided on', () => {
    const dir = folderWith({'a.api.mdx': `import Callbacks from "@theme/ParamsItem";\n${page('')}`});
    assert.throws(() => assertIslandsCoverPages(dir), stoppedApplying(/static islands.*@theme\/ParamsItem/));
  });

  test('fail the build when a page renders an island twice, or a component assumed unused', () => {
    const twice = folderWith({'a.api.mdx': page('<StatusCodes {...require("./a.StatusCodes.json")}></StatusCodes>')});
    assert.throws(() => assertIslandsCoverPages(twice), stoppedApplying(/StatusCodes more than once/));
    const tabs = folderWith({'a.api.mdx': page('<OperationTabs></OperationTabs>')});
    assert.throws(() => assertIslandsCoverPages(tabs), stoppedApplying(/renders @theme\/OperationTabs/));
  });

  test("the introduction's tabs stay in the browser, and no other page of the folder may render a swapped part", () => {
    assert.match(swapped('@theme/TabItem', 'static'), /(^|\/)@theme\/TabItem$/);
    const introduction = [
      'import SchemaTabs from "@theme/SchemaTabs";',
      'import TabItem from "@theme/TabItem";',
      '',
      '<SchemaTabs><TabItem label={"ApiKey"} value={"ApiKey"}>Key</TabItem></SchemaTabs>',
    ].join('\n');
    assert.doesNotThrow(() => assertIslandsCoverPages(folderWith({'a.api.mdx': page(''), 'x.info.mdx': introduction})));
    const withTabs = `import OperationTabs from "@theme/OperationTabs";\n\n<OperationTabs></OperationTabs>\n`;
    assert.throws(
      () => assertIslandsCoverPages(folderWith({'a.api.mdx': page(''), 'x.info.mdx': withTabs})),
      stoppedApplying(/x\.info\.mdx renders @theme\/OperationTabs/),
    );
  });

  test('fail the build when a page requires other data, or no page uses an island any more', () => {
    const other = folderWith({'a.api.mdx': page('<Heading {...require("./a.Callbacks.json")} />')});
    assert.throws(() => assertIslandsCoverPages(other), stoppedApplying(/a\.Callbacks\.json/));
    const withoutResponses = folderWith({'a.api.mdx': page('').replace(/<StatusCodes.*<\/StatusCodes>/, '')});
    assert.throws(() => assertIslandsCoverPages(withoutResponses), stoppedApplying(/renders StatusCodes any more/));
  });
});

describe('HTML repairs of the built API pages', () => {
  test("turn the theme's lists of <div>s into ARIA lists of <div>s, nested ones too, and leave real lists and scripts alone", () => {
    const html =
      '<ul style=margin-left:1rem><div class=item><ul><li>real<li>too</ul><ul><div>inner</div><li>mixed</ul></div></ul>' +
      '<script type=application/json>{"x":"<ul><div>"}</script><ul><li>kept</ul><div class=wrap><li>stray</div>';
    const {html: repaired, repaired: count} = repairDivLists(html);
    assert.equal(count, 2);
    assert.equal(
      repaired,
      '<div role=list data-theme-list style=margin-left:1rem><div role=listitem class=item><ul><li>real<li>too</ul>' +
        '<div role=list data-theme-list><div role=listitem>inner</div><div role=listitem>mixed</div></div></div></div>' +
        '<script type=application/json>{"x":"<ul><div>"}</script><ul><li>kept</ul>' +
        '<div role=list class=wrap><div role=listitem>stray</div></div>',
    );
  });

  test('turn <li>s beside other children into plain <div>s, not a list holding what is no item', () => {
    const html =
      '<div class=array><div class=about>The items.</div><li><div>Array [</div></li><div class=item>id</div></div>';
    assert.equal(
      repairDivLists(html).html,
      '<div class=array><div class=about>The items.</div><div data-theme-item><div>Array [</div></div>' +
        '<div class=item>id</div></div>',
    );
  });

  test('pair each tab with its panel, in order, nested tab lists included', () => {
    const html =
      '<div><ul role=tablist><li role=tab aria-selected=true>A<li role=tab aria-selected=false>B</ul></div>' +
      '<div class=margin-top--md><div role=tabpanel>' +
      '<div><ul role=tablist><li role=tab aria-selected=true>C</ul></div><div><div role=tabpanel>c</div></div>' +
      '</div><div role=tabpanel hidden>b</div></div>';
    const {html: linked, linked: count} = linkThemeTabs(html);
    assert.equal(count, 2);
    const pairs = [...linked.matchAll(/<li id="([^"]+)" aria-controls="([^"]+)"/g)].map(([, tab, panel]) => [
      tab,
      panel,
    ]);
    assert.equal(pairs.length, 3);
    for (const [tab, panel] of pairs) {
      assert.ok(linked.includes(`<div id="${panel}" aria-labelledby="${tab}" role=tabpanel`), `${tab} ↔ ${panel}`);
    }
    assert.match(
      linked,
      /aria-labelledby="[^"]+" role=tabpanel hidden>b</,
      'B with the hidden panel, after the nested list',
    );
  });

  test('leave a tab list whose panels do not pair one to one', () => {
    const html = '<ul role=tablist><li role=tab>A<li role=tab>B</ul><div><div role=tabpanel>a</div></div>';
    assert.deepEqual(linkThemeTabs(html), {html, linked: 0});
  });

  test('fail the build when no page needs them any more', () => {
    assert.throws(() => assertHtmlRepairsApply(0, 3), stoppedApplying(/lists of <div>s.*Remove repairDivLists/));
    assert.throws(() => assertHtmlRepairsApply(3, 0), stoppedApplying(/tabs linked.*Remove linkThemeTabs/));
    assert.doesNotThrow(() => assertHtmlRepairsApply(1, 1));
  });
});
