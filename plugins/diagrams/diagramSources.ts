import {createHash} from 'node:crypto';

/**
 * How diagrams are drawn. Part of every diagram's id, so changing any of it marks every drawing out of date and
 * `npm run diagrams` draws them again.
 */
export const DIAGRAM_STYLE = {
  version: 1,
  themes: {light: 'neutral', dark: 'dark'},
  // Arial's metrics: Liberation Sans (Linux) and Arial (macOS, Windows) lay text out the same, so labels measured
  // when drawing still fit their boxes on the reader's machine.
  fontFamily: 'Arial, "Liberation Sans", Helvetica, sans-serif',
} as const;

export type DiagramTheme = keyof typeof DIAGRAM_STYLE.themes;

/** Stable id of a diagram's source, as drawn with DIAGRAM_STYLE. */
export function diagramId(source: string): string {
  return createHash('sha256')
    .update(`${JSON.stringify(DIAGRAM_STYLE)}\n${source.trim()}`)
    .digest('hex')
    .slice(0, 16);
}

/** Where the drawings are served from, relative to the base URL (they live in static/). */
export function diagramImagePath(id: string, theme: DiagramTheme): string {
  return `/img/diagrams/${id}-${theme}.svg`;
}

/** What the build needs to know of a drawing without opening it. */
export interface DrawnDiagram {
  width: number;
  height: number;
  /** Text alternative: the diagram's kind and its labels, in order. */
  alt: string;
}

export type DiagramManifest = Record<string, DrawnDiagram>;

/**
 * Sources of the ```mermaid fences in a Markdown/MDX file, with the indentation of the fence removed (fences inside
 * list items or tabs are indented), as the Markdown parser hands them to the remark plugin.
 */
export function mermaidSources(markdown: string): string[] {
  const sources: string[] = [];
  const fence = /^([ \t]*)(`{3,}|~{3,})mermaid[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const indent = match[1];
    const body = match[3]
      .split('\n')
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      .join('\n');
    sources.push(body);
  }
  return sources;
}
