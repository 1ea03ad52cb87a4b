import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {diagramId, diagramImagePath, mermaidSources, type DiagramManifest} from '../../plugins/diagrams/diagramSources';
import {labelFontSize, readableMinWidth, viewBoxWidth} from '../../plugins/diagrams/readableWidth';
import remarkPrerenderedDiagrams, {MANIFEST_PATH} from '../../plugins/diagrams/remarkPrerenderedDiagrams';
import {contentDiagrams} from '../../scripts/render-diagrams';

const root = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as DiagramManifest;

describe('diagram sources', () => {
  test('finds fenced diagrams, indented ones included, as the Markdown parser reads them', () => {
    const markdown = [
      'Intro',
      '',
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '```',
      '',
      '- a list item',
      '',
      '  ```mermaid',
      '  sequenceDiagram',
      '      A->>B: hello',
      '  ```',
      '',
      '```python',
      'print("not a diagram")',
      '```',
    ].join('\n');
    assert.deepEqual(mermaidSources(markdown), ['flowchart LR\n  A --> B', 'sequenceDiagram\n    A->>B: hello']);
  });

  test('ids depend on the source, not on the whitespace around it', () => {
    assert.equal(diagramId('flowchart LR\n  A --> B'), diagramId('\nflowchart LR\n  A --> B\n'));
    assert.notEqual(diagramId('flowchart LR\n  A --> B'), diagramId('flowchart LR\n  A --> C'));
  });
});

describe('drawn diagrams (npm run diagrams)', () => {
  const diagrams = contentDiagrams();

  test('the content has diagrams', () => {
    assert.ok(diagrams.size > 0);
  });

  test('every diagram of the content is drawn, in both colour modes, with a text alternative', () => {
    const missing = [...diagrams]
      .filter(([id]) => !manifest[id] || !existsSync(path.join(root, 'static', diagramImagePath(id, 'dark'))))
      .map(([, {file}]) => file);
    assert.deepEqual(missing, [], 'diagrams changed or added without `npm run diagrams`');
    for (const id of diagrams.keys()) {
      const light = readFileSync(path.join(root, 'static', diagramImagePath(id, 'light')), 'utf8');
      assert.match(light, /^<svg[^>]+width="\d+"[^>]+height="\d+"/, `${id}: sized SVG`);
      assert.doesNotMatch(light, /<foreignObject/, `${id}: labels are SVG text (an <img> shows no HTML)`);
      assert.match(manifest[id].alt, /^[A-Z][\w ]+: \S/, `${id}: alt text names the kind and the labels`);
    }
  });

  test('no drawing is left over from a diagram that no longer exists', () => {
    const files = readdirSync(path.join(root, 'static/img/diagrams'));
    const stale = files.filter((name) => !diagrams.has(name.replace(/-(light|dark)\.svg$/, '')));
    assert.deepEqual(stale, []);
    assert.deepEqual(
      Object.keys(manifest).filter((id) => !diagrams.has(id)),
      [],
    );
  });
});

describe('remark plugin', () => {
  const [drawnId, drawn] = Object.entries(manifest)[0];
  const drawnSource = contentDiagrams().get(drawnId)!.source;

  function transform(tree: Root): Root {
    const warn = console.warn;
    console.warn = () => {};
    try {
      remarkPrerenderedDiagrams()(tree, {path: 'docs/example.mdx'});
    } finally {
      console.warn = warn;
    }
    return tree;
  }

  test('replaces a drawn diagram with its images, sized, with the text alternative and its readable width', () => {
    const svg = readFileSync(path.join(root, 'static', diagramImagePath(drawnId, 'light')), 'utf8');
    // Counted here from the file: 11 px labels need (viewBox width × 11 / font size) CSS pixels.
    const width = Number(/viewBox="\S+ \S+ (\S+)/.exec(svg)?.[1]);
    const fontSize = Number(/#diagram-\w+\{[^}]*?font-size:(\d+)px/.exec(svg)?.[1]);
    const minWidth = Math.ceil((width * 11) / fontSize);
    const tree = transform({
      type: 'root',
      children: [{type: 'blockquote', children: [{type: 'code', lang: 'mermaid', value: drawnSource}]}],
    });
    const element = (
      tree.children[0] as unknown as {children: {name: string; attributes: {name: string; value: string}[]}[]}
    ).children[0];
    assert.equal(element.name, 'PrerenderedDiagram');
    const attributes = Object.fromEntries(element.attributes.map(({name, value}) => [name, value]));
    assert.deepEqual(attributes, {
      light: diagramImagePath(drawnId, 'light'),
      dark: diagramImagePath(drawnId, 'dark'),
      width: String(drawn.width),
      height: String(drawn.height),
      alt: drawn.alt,
      ...(minWidth > 380 ? {minWidth: String(minWidth)} : {}),
    });
  });

  test('leaves a diagram with no drawing, and other code, to be rendered as before', () => {
    const undrawn = {type: 'code' as const, lang: 'mermaid', value: 'flowchart LR\n  New --> Diagram'};
    const python = {type: 'code' as const, lang: 'python', value: 'print(1)'};
    const tree = transform({type: 'root', children: [undrawn, python]});
    assert.deepEqual(tree.children, [undrawn, python]);
  });
});

describe('readable width of a diagram on a phone', () => {
  const svg = (viewBox: string, css: string, body = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" id="diagram-abc" viewBox="${viewBox}"><style>${css}</style>${body}` +
    '<marker viewBox="0 0 10 10"/></svg>';
  const flowchart = (width: number) =>
    svg(
      `0 0 ${width} 233.4`,
      '#diagram-abc{font-family:Arial;font-size:16px;}#diagram-abc div.mermaidTooltip{font-size:12px;}',
    );

  test('is the width at which the smallest labels are 11 px tall', () => {
    assert.equal(viewBoxWidth(flowchart(1971.375)), 1971.375);
    assert.equal(labelFontSize(flowchart(1971.375)), 16, 'the tooltip rule is not a label');
    assert.equal(readableMinWidth(flowchart(1971.375)), 1356);
  });

  test('counts sizes set on the text itself (sequence diagrams)', () => {
    const sequence = svg(
      '-50 -10 1271 649',
      '#diagram-abc{font-size:16px;}',
      '<text class="messageText" style="font-size: 14px; font-weight: 400;">call</text>',
    );
    assert.equal(labelFontSize(sequence), 14);
    assert.equal(readableMinWidth(sequence), Math.ceil((1271 * 11) / 14));
  });

  test("is not set for a diagram already readable in a phone's text column, or one it cannot measure", () => {
    assert.equal(readableMinWidth(flowchart(550)), undefined);
    assert.equal(readableMinWidth('<svg xmlns="http://www.w3.org/2000/svg"><text>no viewBox</text></svg>'), undefined);
  });

  test('can be measured for every drawn diagram', () => {
    const unmeasured = Object.keys(manifest).filter((id) => {
      const drawing = readFileSync(path.join(root, 'static', diagramImagePath(id, 'light')), 'utf8');
      return viewBoxWidth(drawing) === undefined || labelFontSize(drawing) === undefined;
    });
    assert.deepEqual(unmeasured, []);
  });
});
