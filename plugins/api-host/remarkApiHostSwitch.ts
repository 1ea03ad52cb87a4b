import type {Code, Parent, Root, RootContent} from 'mdast';
import {mentionsCloudHost} from '../../src/components/ApiHostSwitch/host';

/** The name the switch is imported under in the compiled page; unusual so that it cannot clash with the page's. */
export const SWITCH_COMPONENT = 'TesseraApiHostSwitch';
const SWITCH_MODULE = '@site/src/components/ApiHostSwitch';

/** Whether any code block of the page, tabs and admonitions included, names the Cloud host. */
export function hasHostSamples(tree: Parent): boolean {
  return tree.children.some(
    (child) =>
      (child.type === 'code' && mentionsCloudHost((child as Code).value)) ||
      ('children' in child && hasHostSamples(child as Parent)),
  );
}

function importNode(): RootContent {
  const value = `import ${SWITCH_COMPONENT} from '${SWITCH_MODULE}';`;
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: SWITCH_COMPONENT}}],
        source: {type: 'Literal', value: SWITCH_MODULE, raw: `'${SWITCH_MODULE}'`},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value, data: {estree}} as unknown as RootContent;
}

function switchNode(): RootContent {
  return {type: 'mdxJsxFlowElement', name: SWITCH_COMPONENT, attributes: [], children: []} as unknown as RootContent;
}

/**
 * Puts the Cloud / Self-hosted switch at the top of each page whose code samples name the Cloud host, and only
 * there. Deciding while building keeps the switch in the server HTML (nothing appears after load) and keeps its
 * script off every other page: the page imports it itself.
 */
export default function remarkApiHostSwitch() {
  return (tree: Root) => {
    if (!hasHostSamples(tree)) return;
    // After front matter, imports and a leading `# title`, so the switch sits under the page title.
    let index = 0;
    let sawTitle = false;
    for (const node of tree.children) {
      const isTitle: boolean = node.type === 'heading' && node.depth === 1 && !sawTitle;
      if (!isTitle && node.type !== 'yaml' && (node.type as string) !== 'mdxjsEsm') break;
      sawTitle ||= isTitle;
      index += 1;
    }
    tree.children.splice(index, 0, switchNode());
    tree.children.unshift(importNode());
  };
}
