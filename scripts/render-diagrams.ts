/**
 * `npm run diagrams`: draws every ```mermaid diagram of the docs and changelog as two static SVG images (light and
 * dark theme) in static/img/diagrams/, with their sizes and text alternatives in plugins/diagrams/manifest.json.
 * Drawings are kept in the repository, so building the site needs no browser; run this after adding or editing a
 * diagram (the unit tests say when one is missing). Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from 'playwright-core';
import {
  DIAGRAM_STYLE,
  diagramId,
  diagramImagePath,
  mermaidSources,
  type DiagramManifest,
  type DiagramTheme,
} from '../plugins/diagrams/diagramSources';
import {MANIFEST_PATH} from '../plugins/diagrams/remarkPrerenderedDiagrams';

const root = path.resolve(__dirname, '..');
export const CONTENT_DIRS = ['docs', 'changelog', 'src/pages'];
const OUTPUT_DIR = path.join(root, 'static/img/diagrams');

function markdownFiles(directory: string): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every diagram source in the content, by id. */
export function contentDiagrams(): Map<string, {source: string; file: string}> {
  const diagrams = new Map<string, {source: string; file: string}>();
  for (const directory of CONTENT_DIRS) {
    for (const file of markdownFiles(path.join(root, directory))) {
      for (const source of mermaidSources(readFileSync(file, 'utf8'))) {
        diagrams.set(diagramId(source), {source, file: path.relative(root, file)});
      }
    }
  }
  return diagrams;
}

interface Drawing {
  svg: string;
  width: number;
  height: number;
  alt: string;
}

async function draw(page: Page, id: string, source: string, theme: DiagramTheme): Promise<Drawing> {
  return page.evaluate(
    async ({id, source, theme, fontFamily}) => {
      const mermaid = (
        window as unknown as {
          mermaid: {initialize(config: object): void; render(id: string, source: string): Promise<{svg: string}>};
        }
      ).mermaid;
      mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
        theme,
        fontFamily,
        // Labels as SVG text, not HTML: an SVG shown by <img> renders no HTML.
        htmlLabels: false,
        flowchart: {htmlLabels: false},
      });
      const {svg} = await mermaid.render(`diagram-${id}`, source);
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
      const element = document.documentElement;
      const [, , width, height] = (element.getAttribute('viewBox') ?? '0 0 0 0').split(/\s+/).map(Number);
      element.setAttribute('width', String(Math.ceil(width)));
      element.setAttribute('height', String(Math.ceil(height)));
      element.removeAttribute('style');
      const kind = element.getAttribute('aria-roledescription') ?? 'diagram';
      // Node labels first, then what the arrows say; a label wrapped over several lines reads as one.
      const texts = Array.from(element.querySelectorAll('text')).sort(
        (a, b) => Number(Boolean(a.closest('.edgeLabel'))) - Number(Boolean(b.closest('.edgeLabel'))),
      );
      const labels: string[] = [];
      for (const text of texts) {
        const lines = text.querySelectorAll('tspan.text-outer-tspan');
        const raw =
          lines.length > 0
            ? Array.from(lines)
                .map((line) => line.textContent)
                .join(' ')
            : text.textContent;
        const label = (raw ?? '').replace(/\s+/g, ' ').trim();
        if (label && !labels.includes(label)) labels.push(label);
      }
      const kindName: Record<string, string> = {
        flowchart: 'Flowchart',
        'flowchart-v2': 'Flowchart',
        sequence: 'Sequence diagram',
        stateDiagram: 'State diagram',
        class: 'Class diagram',
        er: 'Entity relationship diagram',
      };
      return {
        svg: new XMLSerializer().serializeToString(element),
        width: Math.ceil(width),
        height: Math.ceil(height),
        alt: `${kindName[kind] ?? 'Diagram'}: ${labels.join('; ')}`,
      };
    },
    {id, source, theme: DIAGRAM_STYLE.themes[theme], fontFamily: DIAGRAM_STYLE.fontFamily},
  );
}

async function main() {
  const diagrams = contentDiagrams();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const manifest: DiagramManifest = {};
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>');
    await page.addScriptTag({path: path.join(path.dirname(require.resolve('mermaid')), 'mermaid.min.js')});
    rmSync(OUTPUT_DIR, {recursive: true, force: true});
    mkdirSync(OUTPUT_DIR, {recursive: true});
    for (const [id, {source, file}] of [...diagrams].sort(([a], [b]) => a.localeCompare(b))) {
      try {
        for (const theme of ['light', 'dark'] as const) {
          const drawing = await draw(page, id, source, theme);
          writeFileSync(path.join(root, 'static', diagramImagePath(id, theme)), `${drawing.svg}\n`);
          manifest[id] = {width: drawing.width, height: drawing.height, alt: drawing.alt};
        }
      } catch (error) {
        throw new Error(`${file}: could not draw a diagram: ${(error as Error).message}`);
      }
    }
  } finally {
    await browser.close();
  }
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Drew ${diagrams.size} diagrams into ${path.relative(root, OUTPUT_DIR)}/.`);
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
