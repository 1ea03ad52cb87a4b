/** The smallest label size, in CSS pixels, that a reader can make out on a phone. */
export const MIN_LABEL_PX = 11;

/**
 * Width of the text column on a 412 px phone (the page's 1 rem padding on each side): a diagram whose readable width
 * exceeds it scrolls sideways on such screens instead of shrinking its labels.
 */
export const NARROW_COLUMN_PX = 380;

/** The diagram's drawing width in SVG units, from the root element's viewBox. */
export function viewBoxWidth(svg: string): number | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const values = /\bviewBox="([^"]+)"/
    .exec(root)?.[1]
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = values?.[2];
  return width !== undefined && Number.isFinite(width) && width > 0 ? width : undefined;
}

/**
 * The smallest font size the diagram's labels are set in, in SVG units: the size its root style gives all text, and
 * any size set on a text element itself. Sizes of class rules that Mermaid ships for elements a diagram may not have
 * (tooltips, legacy state labels) are left out, so one unused rule does not widen every diagram.
 */
export function labelFontSize(svg: string): number | undefined {
  const sizes = [
    ...svg.matchAll(/#diagram-[\w-]+\s*\{[^}]*?font-size:\s*([\d.]+)px/g),
    ...svg.matchAll(/<(?:text|tspan)\b[^>]*\bstyle="[^"]*?font-size:\s*([\d.]+)px/g),
    ...svg.matchAll(/<(?:text|tspan)\b[^>]*\bfont-size="([\d.]+)(?:px)?"/g),
  ]
    .map((match) => Number(match[1]))
    .filter((size) => Number.isFinite(size) && size > 0);
  return sizes.length > 0 ? Math.min(...sizes) : undefined;
}

/**
 * The narrowest the diagram may be drawn for its smallest labels to stay MIN_LABEL_PX tall, in CSS pixels, or
 * undefined when it is readable at the width of a phone's text column (or its size cannot be read).
 */
export function readableMinWidth(svg: string): number | undefined {
  const width = viewBoxWidth(svg);
  const fontSize = labelFontSize(svg);
  if (width === undefined || fontSize === undefined) return undefined;
  const minWidth = Math.ceil((width * MIN_LABEL_PX) / fontSize);
  return minWidth > NARROW_COLUMN_PX ? minWidth : undefined;
}
