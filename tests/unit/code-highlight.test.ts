import React from 'react';
import {codeText} from '../../shared/code-highlight/codeText';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {Root, RootContent} from 'mdast';
import {themes, type PrismTheme} from 'prism-react-renderer';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {themeConfig} from '../../config/theme';
import {blockHtml} from '../../shared/code-highlight/block';
import {parseCodeLines} from '../../shared/code-highlight/lines';
import {CODE_BLOCK_CLASS, withApiOrigin} from '../../shared/code-highlight/markup';
import remarkHighlightedCode, {CODE_BLOCK_COMPONENT} from '../../plugins/code-highlight/remarkHighlightedCode';
import {tokenStylesheet} from '../../plugins/code-highlight/stylesheet';

/** Fences highlighted at build time (plugins/code-highlight): what the page's code block receives. */

interface Block {
  language: string;
  title?: string;
  html: string;
}

function highlight(mdx: string): {tree: Root; blocks: Block[]} {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx);
  unified()
    .use(remarkHighlightedCode)
    .runSync(tree, {path: 'page.mdx'} as never);
  const blocks: Block[] = [];
  const visit = (node: RootContent | Root) => {
    const element = node as {name?: string; attributes?: {name: string; value: unknown}[]};
    if (element.name === CODE_BLOCK_COMPONENT) {
      const attribute = (name: string) => element.attributes?.find((entry) => entry.name === name)?.value;
      blocks.push({
        language: String(attribute('language')),
        title: attribute('title') as string | undefined,
        html: String(attribute('highlightedHtml')),
      });
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return {tree, blocks};
}

/** The text a reader sees (and copies): each line's text, lines joined, markup and escapes undone. */
function shownText(html: string): string {
  return html
    .split('<br></span>')
    .slice(0, -1)
    .map((line) => line.replace(/<[^>]+>/g, ''))
    .join('\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const fence = (language: string, code: string, meta = '') =>
  `\`\`\`${language}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;

describe('fences highlighted at build time', () => {
  test('tokens are spans with Prism’s classes, one line element per line, the code shown as written', () => {
    const code = 'def greet(name):\n\n    return f"<b>{name}</b> & co"';
    const {blocks} = highlight(fence('python', code, 'title="greet.py"'));
    assert.equal(blocks.length, 1);
    const [block] = blocks;
    assert.equal(block.language, 'python');
    assert.equal(block.title, 'greet.py');
    assert.match(block.html, /<span class="token keyword">def<\/span>/);
    assert.match(block.html, /<span class="token function">greet<\/span>/);
    assert.equal(block.html.split('<span class="token-line">').length - 1, 3, 'three lines, the empty one included');
    assert.ok(!block.html.includes('<b>'), 'code is escaped, not markup');
    assert.equal(shownText(block.html), code);
  });

  test('the page imports the code block once, and leaves diagrams and inline code alone', () => {
    const {tree, blocks} = highlight(
      `# Page\n\nUse \`npm\`.\n\n${fence('bash', 'npm ci')}\n\n${fence('mermaid', 'graph TD; A-->B')}\n\n${fence('json', '{"a": 1}')}`,
    );
    assert.deepEqual(
      blocks.map((block) => block.language),
      ['bash', 'json'],
    );
    const imports = tree.children.filter((node) => (node.type as string) === 'mdxjsEsm');
    assert.equal(imports.length, 1);
    assert.match(String((imports[0] as {value: string}).value), /from '@theme\/CodeBlock'/);
    assert.ok(tree.children.some((node) => node.type === 'code' && node.lang === 'mermaid'));
    assert.equal(highlight('# No code\n\nText.').tree.children[0].type, 'heading', 'no import without code');
  });

  test('fences inside tabs and admonition-like JSX are highlighted too; languages Prism lacks stay plain', () => {
    const {blocks} = highlight(
      `<Tabs>\n<TabItem value="a">\n\n${fence('ini', '[server]\nport = 8080')}\n\n</TabItem>\n</Tabs>\n\n${fence('text', 'a < b')}`,
    );
    assert.equal(blocks.length, 2);
    assert.match(blocks[0].html, /class="token section/, 'the ini grammar was loaded for it');
    assert.equal(blocks[1].html, '<span class="token-line">a &lt; b<br></span>');
  });

  test('highlighted lines from a metastring range or magic comments, which are removed', () => {
    const [ranged] = highlight(fence('bash', 'one\ntwo\nthree', '{1,3}')).blocks;
    const highlightedLines = (html: string) =>
      html
        .split('<br></span>')
        .slice(0, -1)
        .flatMap((line, index) => (line.includes('theme-code-block-highlighted-line') ? [index] : []));
    assert.deepEqual(highlightedLines(ranged.html), [0, 2]);

    const [commented] = highlight(
      fence('python', 'a = 1\n# highlight-next-line\nb = 2\n# highlight-start\nc = 3\nd = 4\n# highlight-end\ne = 5'),
    ).blocks;
    assert.deepEqual(highlightedLines(commented.html), [1, 2, 3]);
    assert.equal(shownText(commented.html), 'a = 1\nb = 2\nc = 3\nd = 4\ne = 5');
  });

  test('numbered lines: the metastring’s first number, and a line number cell per line', () => {
    assert.equal(parseCodeLines('a\nb', 'showLineNumbers=5').lineNumbersStart, 5);
    assert.equal(parseCodeLines('a\nb', 'showLineNumbers').lineNumbersStart, 1);
    assert.equal(parseCodeLines('a\nb', undefined, true).lineNumbersStart, 1);
    const {html, lineNumbersStart} = blockHtml('a\nb', {metastring: 'showLineNumbers=3'});
    assert.equal(lineNumbersStart, 3);
    assert.equal(html.split('class="code-line-number"').length - 1, 2);
  });

  test('the Cloud host is marked whole for the host switch, even where the grammar cuts URLs apart', () => {
    const {blocks} = highlight(
      `${fence('bash', 'curl https://cloud.tessera.example/api/apps')}\n\n` +
        `${fence('yaml', 'exporters:\n  otlphttp:\n    endpoint: https://cloud.tessera.example/api/otlp')}\n\n` +
        fence('text', 'https://cloud.tessera.example.org is another host'),
    );
    const marked = /<span data-api-host="">https:\/\/cloud\.tessera\.example<\/span>/g;
    assert.equal(blocks[0].html.match(marked)?.length, 1);
    assert.equal(blocks[1].html.match(marked)?.length, 1, 'YAML reads https, : and //… as three tokens');
    assert.equal(blocks[2].html.match(marked), null);
    assert.equal(
      shownText(blocks[1].html),
      'exporters:\n  otlphttp:\n    endpoint: https://cloud.tessera.example/api/otlp',
    );

    const ownHost = withApiOrigin(blocks[0].html, 'https://tessera.corp.test:8443');
    assert.equal(shownText(ownHost), 'curl https://tessera.corp.test:8443/api/apps');
    assert.equal(withApiOrigin(blocks[0].html, 'https://cloud.tessera.example'), blocks[0].html);
  });

  test('the token stylesheet colours light mode whenever dark is not chosen, so pages without scripts are coloured', () => {
    const css =
      tokenStylesheet(themes.vsLight, 'light', CODE_BLOCK_CLASS) +
      tokenStylesheet(themes.vsDark, 'dark', CODE_BLOCK_CLASS);
    assert.match(css, new RegExp(`:root:not\\(\\[data-theme='dark'\\]\\) \\.${CODE_BLOCK_CLASS}\\{--prism-color:`));
    assert.match(css, new RegExp(`:root\\[data-theme='dark'\\] \\.${CODE_BLOCK_CLASS} \\.token\\.comment\\{color:`));
    assert.ok(!css.includes("[data-theme='light']"));
  });

  test('every token colour of both code themes meets WCAG AA contrast (4.5:1) on the block background', () => {
    const channels = (colour: string) =>
      colour.startsWith('#')
        ? [1, 3, 5].map((index) => Number.parseInt(colour.slice(index, index + 2), 16))
        : (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [red, green, blue] = channels(colour).map((value) => {
        const share = value / 255;
        return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    /** The colour each token type ends up with: later entries win, as in the stylesheet. */
    const finalColours = (theme: PrismTheme) => {
      const colours = new Map<string, string>();
      for (const {types, languages, style} of theme.styles) {
        for (const type of types) if (style.color) colours.set(`${languages?.join(',') ?? ''} ${type}`, style.color);
      }
      return colours;
    };
    const {theme, darkTheme} = themeConfig.prism;
    for (const codeTheme of [theme, darkTheme]) {
      const background = String(codeTheme.plain.backgroundColor);
      const unreadable = [...finalColours(codeTheme)]
        .filter(([, colour]) => contrast(colour, background) < 4.5)
        .map(([type, colour]) => `${type.trim()} ${colour}`);
      assert.deepEqual(unreadable, [], `on ${background}`);
    }
  });
});

describe('codeText (the code of a block, for the site’s code block and the API islands’ server one)', () => {
  test('text children, whole or in pieces, are the code; an element among them means there is none', () => {
    assert.equal(codeText('print(1)\n'), 'print(1)\n');
    assert.equal(codeText(['const a = ', '1;']), 'const a = 1;');
    assert.equal(codeText(['text ', React.createElement('b', {key: 'b'}, 'bold')]), undefined);
  });
});
