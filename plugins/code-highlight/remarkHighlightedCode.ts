import path from 'node:path';
import type {Code, Parent, Root, RootContent} from 'mdast';
import {splitAtCloudHost} from '../../shared/apiHost';
import {grammarOf} from './grammars';
import {blockHtml} from '../../shared/code-highlight/block';
import {titleOf} from '../../shared/code-highlight/lines';
import {API_HOST_ATTRIBUTE, keepCloudHostWhole, markCloudHost} from '../../shared/code-highlight/markup';
import {tokenizer} from '../../shared/code-highlight/tokenize';

/** The name the code block is imported under in the compiled page; unusual so that it cannot clash with the page's. */
export const CODE_BLOCK_COMPONENT = 'TesseraHighlightedCode';
const CODE_BLOCK_MODULE = '@theme/CodeBlock';
/** Fences that are not code to show: drawn elsewhere (mermaid, see plugins/diagrams) or unwrapped by Docusaurus. */
const NOT_SHOWN = new Set(['mermaid', 'mdx-code-block']);

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | {type: 'mdxJsxAttributeValueExpression'; value: string; data: {estree: unknown}};
}

function stringAttribute(name: string, value: string): JsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

function numberAttribute(name: string, value: number): JsxAttribute {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: {type: 'Literal', value, raw: String(value)}}],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: String(value), data: {estree}},
  };
}

function importNode(): RootContent {
  const value = `import ${CODE_BLOCK_COMPONENT} from '${CODE_BLOCK_MODULE}';`;
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: CODE_BLOCK_COMPONENT}}],
        source: {type: 'Literal', value: CODE_BLOCK_MODULE, raw: `'${CODE_BLOCK_MODULE}'`},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value, data: {estree}} as unknown as RootContent;
}

function countOf(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** The fence as a code block element with its highlighted HTML; the Cloud host marked for the host switch. */
function highlightedNode(code: Code, file: string): RootContent {
  const language = (code.lang ?? 'text').toLowerCase();
  const tokenize = tokenizer(grammarOf(language));
  const {html, lineNumbersStart} = blockHtml(code.value, {
    tokenize: (text) => keepCloudHostWhole(tokenize(text)),
    metastring: code.meta ?? undefined,
    markup: markCloudHost,
  });
  // A mention the highlighter cut into two tokens cannot be marked, and the switch would leave it as Cloud.
  const mentions = (splitAtCloudHost(code.value).length - 1) / 2;
  if (countOf(html, `${API_HOST_ATTRIBUTE}=`) < mentions) {
    throw new Error(`${file}: a ${language} block names the Cloud host in pieces, which the host switch cannot rewrite:
${code.value}`);
  }
  const title = titleOf(code.meta ?? undefined);
  return {
    type: 'mdxJsxFlowElement',
    name: CODE_BLOCK_COMPONENT,
    attributes: [
      stringAttribute('language', language),
      ...(title ? [stringAttribute('title', title)] : []),
      ...(lineNumbersStart === undefined ? [] : [numberAttribute('showLineNumbers', lineNumbersStart)]),
      stringAttribute('highlightedHtml', html),
    ],
    children: [],
  } as unknown as RootContent;
}

/**
 * Highlights every fenced code block of a page while building: the page gets finished token spans (coloured by the
 * stylesheet of plugins/code-highlight) and readers download no highlighter. Runs after the plugins that read
 * fences themselves (diagrams, the host switch). The page imports the code block itself, as an MDX page would.
 */
export default function remarkHighlightedCode() {
  return (tree: Root, file: {path?: string}) => {
    const name = path.relative(process.cwd(), file.path ?? '?');
    let found = false;
    const visit = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        if (child.type === 'code' && !NOT_SHOWN.has(child.lang ?? '')) {
          parent.children[index] = highlightedNode(child, name) as typeof child;
          found = true;
        } else if ('children' in child) {
          visit(child as Parent);
        }
      });
    };
    visit(tree);
    if (found) tree.children.unshift(importNode());
  };
}
