import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {rspack, type Configuration, type Stats} from '@rspack/core';
import type {Plugin} from '@docusaurus/types';
import serverBundlePlugin, {SHARED_SERVER_CHUNK} from '../../plugins/server-bundle';

/** What a page imports that no other module of the main chunk does (the OpenAPI theme, on API pages). */
const SHARED_MARKER = 'THEME_CODE_ONLY_PAGES_IMPORT';

/** A server entry that loads three pages lazily, as Docusaurus's route registry does; two share a module. */
function writeFixture(directory: string): void {
  const files: Record<string, string> = {
    'entry.js': 'export default () => Promise.all([import("./a.js"), import("./b.js"), import("./c.js")]);',
    'theme.js': `export const render = (page) => "${SHARED_MARKER}:" + page;`,
    'a.js': 'import {render} from "./theme.js"; export default render("a");',
    'b.js': 'import {render} from "./theme.js"; export default render("b");',
    'c.js': 'export default "c";',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(directory, name), content);
}

/** The optimization settings the plugin gives the server build (and none for the client build). */
function pluginOptimization(isServer: boolean): Configuration['optimization'] {
  const plugin = serverBundlePlugin() as Required<Pick<Plugin, 'configureWebpack'>>;
  const result = plugin.configureWebpack({}, isServer, {} as never, {} as never) as
    {optimization?: Configuration['optimization']} | undefined;
  return result?.optimization;
}

/** Builds the fixture the way Docusaurus builds its server bundle (no chunk splitting), plus `optimization`. */
async function buildServerBundle(directory: string, optimization: Configuration['optimization']): Promise<string> {
  const outDir = path.join(directory, 'out');
  const compiler = rspack({
    mode: 'production',
    context: directory,
    target: 'node20',
    entry: {main: './entry.js'},
    output: {
      path: outDir,
      filename: 'server.bundle.js',
      chunkFilename: '[name].[contenthash:8].js',
      library: {type: 'commonjs2'},
    },
    optimization: {minimize: false, concatenateModules: false, splitChunks: false, ...optimization},
  });
  const stats = await new Promise<Stats | undefined>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  assert.ok(stats && !stats.hasErrors(), stats?.toString('errors-only'));
  return outDir;
}

function filesContaining(directory: string, text: string): string[] {
  return readdirSync(directory, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(path.join(directory, name), 'utf8').includes(text));
}

describe('the server bundle', () => {
  test('holds a module that several pages import once, in the shared chunk, not once per page', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
    try {
      writeFixture(directory);
      const outDir = await buildServerBundle(directory, pluginOptimization(true));
      const holders = filesContaining(outDir, SHARED_MARKER);
      assert.equal(holders.length, 1, `the shared module is in ${holders.join(', ')}`);
      assert.match(path.basename(holders[0]), new RegExp(`^${SHARED_SERVER_CHUNK}\\.`));
      // The rendered result is unchanged: every page still gets the shared code.
      const entry = createRequire(__filename)(path.join(outDir, 'server.bundle.js')) as {
        default: () => Promise<unknown>;
      };
      const pages = (await entry.default()) as {default: string}[];
      assert.deepEqual(
        pages.map((page) => page.default),
        [`${SHARED_MARKER}:a`, `${SHARED_MARKER}:b`, 'c'],
      );
    } finally {
      rmSync(directory, {recursive: true, force: true});
    }
  });

  test('leaves the client build’s chunks to Docusaurus', () => {
    assert.equal(pluginOptimization(false), undefined);
  });
});
