import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {isApiOnlyModule, type GraphModule, type ModuleGraphLike} from '../../plugins/performance/apiOnlyModules';

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
    },
    {
      openapiMarkdown: '/site/node_modules/docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js',
      apiPage: '/site/generated/api/configs-fetch.api.mdx',
      docsPage: '/site/docs/concepts.mdx',
      parse5: '/site/node_modules/parse5/dist/index.js',
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

  test('import cycles reached only from API code are API-only', () => {
    assert.equal(isApiOnlyModule(moduleOf('cycleB'), moduleGraph, new Map()), true);
  });
});
