import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Reads the production build (`npm run build`; scripts/test-all.sh runs this file again after building): code blocks
 * come highlighted from the build (plugins/code-highlight), so no script a docs, home or changelog page loads on a
 * first visit may carry Prism's grammars.
 */
const root = path.resolve(__dirname, '../..');
const jsDir = path.join(root, 'build/assets/js');
const manifestFile = path.join(root, '.docusaurus/client-manifest.json');
const skip =
  existsSync(path.join(root, 'build/evaluation/concepts/index.html')) && existsSync(manifestFile)
    ? false
    : 'no build: run `npm run build` first';

/** Prism's grammar code: its language registrations (`languages.python=`, minified or not) and a token name. */
const GRAMMAR = /\blanguages\.[a-z]+\s*=|triple-quoted-string/;

/** Pages by the source of their content, as the docs and blog plugins write it into the page's metadata. */
const PAGES = {
  'docs page /evaluation/concepts (six code blocks)': '@site/docs/evaluation/concepts.mdx',
  'home /': '@site/docs/getting-started/introduction.mdx',
  'changelog entry with code': '@site/changelog/2023-01-01-changes-to-the-sdk.mdx',
};

interface Manifest {
  /** What loading a module needs: module id → ids of every chunk of its group. */
  origins: Record<string, string[]>;
}

const scripts = () => readdirSync(jsDir).filter((file) => file.endsWith('.js'));
const read = (file: string) => readFileSync(path.join(jsDir, file), 'utf8');
const chunkId = (file: string) => file.slice(0, file.indexOf('.'));

/** The chunks loaded with a page's content: the smallest group holding the chunk that holds the content. */
function chunksOfPage(source: string, manifest: Manifest): string[] {
  const content = scripts().find((file) => read(file).includes(`"source":"${source}"`));
  assert.ok(content, `a chunk holds ${source}`);
  const groups = Object.values(manifest.origins).filter((group) => group.includes(chunkId(content)));
  assert.ok(groups.length > 0, `the client manifest lists the group of ${content}`);
  return groups.reduce((smallest, group) => (group.length < smallest.length ? group : smallest));
}

describe('code highlighting in the build', {skip}, () => {
  test('no script loaded with a docs, home or changelog page holds Prism’s grammars', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const withGrammars = new Set(
      scripts()
        .filter((file) => GRAMMAR.test(read(file)))
        .map(chunkId),
    );
    for (const [page, source] of Object.entries(PAGES)) {
      const loaded = chunksOfPage(source, manifest);
      assert.deepEqual(
        loaded.filter((chunk) => withGrammars.has(chunk)),
        [],
        `${page} loads a chunk with Prism's grammars (chunks: ${loaded.join(', ')})`,
      );
    }
    for (const entry of scripts().filter((file) => /^(main|runtime~main)\./.test(file))) {
      assert.doesNotMatch(read(entry), GRAMMAR, `${entry} holds Prism's grammars`);
    }
  });

  test('the HTML holds the highlighted tokens, the Cloud host marked, and the token colours', () => {
    const html = readFileSync(path.join(root, 'build/evaluation/managing-test-sets/upload-csv/index.html'), 'utf8');
    assert.match(html, /<span class="?token keyword"?>import<\/span>/, 'Python is highlighted in the server HTML');
    assert.match(html, /<span data-api-host="?"?>https:\/\/cloud\.tessera\.example<\/span>/);
    const css = readdirSync(path.join(root, 'build/assets/css'))
      .map((file) => readFileSync(path.join(root, 'build/assets/css', file), 'utf8'))
      .join('');
    assert.match(css, /:root:not\(\[data-theme=dark\]\) \.highlighted-code \.token\.keyword\{/);
  });
});
