import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Parent, Root} from 'mdast';
import {diagramId, diagramImagePath, type DiagramManifest} from './diagramSources';
import {readableMinWidth} from './readableWidth';

export const MANIFEST_PATH = path.join(__dirname, 'manifest.json');
const STATIC_DIR = path.join(__dirname, '../../static');

interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string;
}

function attribute(name: string, value: string | number): JsxAttribute {
  return {type: 'mdxJsxAttribute', name, value: String(value)};
}

function readManifest(): DiagramManifest {
  try {
    return JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as DiagramManifest;
  } catch {
    return {};
  }
}

/** Light and dark drawings share their layout, so the light one tells how wide the diagram must stay. */
function minWidthOf(id: string): number | undefined {
  try {
    return readableMinWidth(readFileSync(path.join(STATIC_DIR, diagramImagePath(id, 'light')), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Replaces each ```mermaid fence that `npm run diagrams` has drawn with <PrerenderedDiagram>: static SVG images,
 * so readers download no diagram library and pages do not shift when diagrams appear. A fence with no drawing yet
 * is left to the Mermaid theme, which draws it in the browser, and the build says which file needs `npm run diagrams`.
 */
export default function remarkPrerenderedDiagrams() {
  const manifest = readManifest();
  const minWidths = new Map<string, number | undefined>();
  return (tree: Root, file: {path?: string}) => {
    const visit = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        if (child.type === 'code' && (child as Code).lang === 'mermaid') {
          const id = diagramId((child as Code).value);
          const drawn = manifest[id];
          if (!drawn) {
            console.warn(
              `[diagrams] ${path.relative(process.cwd(), file.path ?? '?')}: a diagram has no drawing yet; ` +
                'it will be drawn in the browser. Run `npm run diagrams`.',
            );
            return;
          }
          if (!minWidths.has(id)) minWidths.set(id, minWidthOf(id));
          const minWidth = minWidths.get(id);
          parent.children[index] = {
            type: 'mdxJsxFlowElement',
            name: 'PrerenderedDiagram',
            attributes: [
              attribute('light', diagramImagePath(id, 'light')),
              attribute('dark', diagramImagePath(id, 'dark')),
              attribute('width', drawn.width),
              attribute('height', drawn.height),
              attribute('alt', drawn.alt),
              ...(minWidth ? [attribute('minWidth', minWidth)] : []),
            ],
            children: [],
          } as unknown as Code;
          return;
        }
        if ('children' in child) visit(child as Parent);
      });
    };
    visit(tree);
  };
}
