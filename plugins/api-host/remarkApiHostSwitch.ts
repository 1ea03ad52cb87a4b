import type {Code, Parent, Root, RootContent} from 'mdast';
import {mentionsCloudHost} from '../../shared/apiHost';

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
 * Puts the Cloud / Self-hosted switch just above the first sample that names the Cloud host (above the tabs, list
 * or admonition that holds it), on those pages only. Deciding while building keeps the switch in the server HTML
 * (nothing appears after load) and keeps its script off every other page: the page imports it itself.
 */
export default function remarkApiHostSwitch() {
  return (tree: Root) => {
    const index = tree.children.findIndex(
      (child) =>
        (child.type === 'code' && mentionsCloudHost(child.value)) ||
        ('children' in child && hasHostSamples(child as Parent)),
    );
    if (index < 0) return;
    tree.children.splice(index, 0, switchNode());
    tree.children.unshift(importNode());
  };
}
