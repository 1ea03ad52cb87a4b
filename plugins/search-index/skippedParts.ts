/**
 * The parts of a rendered page that no index reads: page chrome and noise that say nothing about the product. One
 * list, given as is to Pagefind (`excludeSelectors`) and matched by the section extractor (pageSections.ts), so that
 * the search box, Ask AI and the Pagefind baseline read the same text. Components opt out with `data-pagefind-ignore`.
 *
 * Only simple selectors are allowed (`tag`, `.class`, `[attribute]`, `[attribute="value"]`): both readers must
 * understand every entry, and the extractor's matcher below knows no more.
 */
export const SKIPPED_PARTS = [
  'nav',
  'footer',
  'button',
  'script',
  'style',
  'noscript',
  'svg',
  'template',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.hash-link',
  '.openapi-tabs__code-container',
  // The API pages' request samples, one per language (built ahead by plugins/api-reference/): the same request nine
  // times, which would outweigh the operation's own description in every index.
  '.api-code-sample',
  '.openapi-explorer__request-form',
  '[data-pagefind-ignore]',
  '[aria-hidden="true"]',
] as const;

type Matcher = (name: string, attributes: Record<string, string>) => boolean;

const SIMPLE_SELECTOR = /^(?:([a-z][a-z0-9-]*)|\.([\w-]+)|\[([\w-]+)(?:="([^"]*)")?\])$/;

/** Turns one simple selector into a test of an element; throws on anything else, so the list cannot drift. */
export function matcherOf(selector: string): Matcher {
  const parts = SIMPLE_SELECTOR.exec(selector);
  if (!parts) throw new Error(`"${selector}" is not a simple selector both Pagefind and the extractor understand.`);
  const [, tag, className, attribute, value] = parts;
  if (tag) return (name) => name === tag;
  if (className) return (_name, attributes) => (attributes.class ?? '').split(/\s+/).includes(className);
  return (_name, attributes) => attribute in attributes && (value === undefined || attributes[attribute] === value);
}

const matchers = SKIPPED_PARTS.map(matcherOf);

export function isSkippedPart(name: string, attributes: Record<string, string>): boolean {
  return matchers.some((matches) => matches(name, attributes));
}
