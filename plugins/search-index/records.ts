import {sectionOf} from '../../shared/searchSections';
import {BREADCRUMB_SEPARATOR, CODE_LINE_BREAK} from '../../shared/searchMarks';

/** The HTML given to Pagefind: the rendered page plus a filter marker naming the page's section. */
export function withSectionFilter(html: string, pathname: string): string {
  return html.replace(
    /<main\b[^>]*>/,
    (open) => `${open}<span data-pagefind-filter="section:${sectionOf(pathname)}"></span>`,
  );
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Gives the full-text index the page's breadcrumb as metadata, which results carry (src/search/engine.ts). */
export function withBreadcrumbMeta(html: string, breadcrumb: readonly string[]): string {
  const meta = escapeAttribute(`breadcrumb:${breadcrumb.join(BREADCRUMB_SEPARATOR)}`);
  return html.replace(/<main\b[^>]*>/, (open) => `${open}<span data-pagefind-meta="${meta}"></span>`);
}

/**
 * Weight of code blocks in the full-text index: a match in prose explains more than the same word in code, so it
 * ranks higher and is what the excerpt shows when a page has both.
 */
export const CODE_WEIGHT = 0.2;

/**
 * Prepares code blocks for the full-text index, which keeps no line breaks: each line that has text ends with
 * CODE_LINE_BREAK (excerpts turn it back into a line break), and the block weighs CODE_WEIGHT.
 */
export function withCodeLineBreaks(html: string): string {
  return html.replace(/<pre\b([^>]*)>([^]*?)<\/pre>/gi, (_block, attributes: string, code: string) => {
    const lines = code.split(/(?=<br\s*\/?>)/i);
    const marked = lines.map((line, index) => {
      const next = lines[index + 1];
      const hasText = /\S/.test(line.replace(/<br\s*\/?>/i, '').replace(/<[^>]*>/g, ''));
      return next !== undefined && hasText ? `${line}${CODE_LINE_BREAK}` : line;
    });
    return `<pre data-pagefind-weight="${CODE_WEIGHT}"${attributes}>${marked.join('')}</pre>`;
  });
}

/** The HTML given to the full-text index: the rendered page plus its section filter, breadcrumb and marked code. */
export function pagefindInput(html: string, route: string, breadcrumb: readonly string[]): string {
  return withCodeLineBreaks(withBreadcrumbMeta(withSectionFilter(html, route), breadcrumb));
}
