import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Parent, Root} from 'mdast';
import {diagramId, diagramImagePath, type DiagramManifest} from './diagramSources';

export const MANIFEST_PATH = path.join(__dirname, 'manifest.json');

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

/**
 * Replaces each ```mermaid fence that `npm run diagrams` has drawn with <PrerenderedDiagram>: static SVG images,
 * so readers download no diagram library and pages do not shift when diagrams appear. A fence with no drawing yet
 * is left to the Mermaid theme, which draws it in the browser, and the build says which file needs `npm run diagrams`.
 */
export default function remarkPrerenderedDiagrams() {
  const manifest = readManifest();
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
          parent.children[index] = {
            type: 'mdxJsxFlowElement',
            name: 'PrerenderedDiagram',
            attributes: [
              attribute('light', diagramImagePath(id, 'light')),
              attribute('dark', diagramImagePath(id, 'dark')),
              attribute('width', drawn.width),
              attribute('height', drawn.height),
              attribute('alt', drawn.alt),
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
