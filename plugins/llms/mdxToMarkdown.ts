import type {Blockquote, Heading, Html, Paragraph, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import {nativeRequire} from './nativeRequire';

const {unified} = nativeRequire('unified') as typeof import('unified');
const remarkDirective = (nativeRequire('remark-directive') as typeof import('remark-directive')).default;
const remarkFrontmatter = (nativeRequire('remark-frontmatter') as typeof import('remark-frontmatter')).default;
const remarkGfm = (nativeRequire('remark-gfm') as typeof import('remark-gfm')).default;
const remarkMdx = (nativeRequire('remark-mdx') as typeof import('remark-mdx')).default;
const remarkParse = (nativeRequire('remark-parse') as typeof import('remark-parse')).default;
const remarkStringify = (nativeRequire('remark-stringify') as typeof import('remark-stringify')).default;

/** Attributes of a JSX element: string values, `true` for bare attributes; expressions are left out. */
export type JsxAttributes = Record<string, string | true>;

export interface MdxToMarkdownOptions {
  /** Absolute URL of the site root, without a trailing slash (origin + base URL), e.g. https://docs.tessera.example */
  siteRoot: string;
  /** Absolute URL of the page being converted; in-page anchors (`#id`) point at it. */
  pageUrl: string;
  /** Becomes the `# heading` unless the body starts with one. */
  title?: string;
  /** Becomes a `> summary` under the title. */
  description?: string;
  /** Markdown placed under the title and summary, e.g. the release date of a changelog entry. */
  preamble?: string;
  /** Markdown placed under the title and summary when a code block of the page passes `applies`. */
  codeNote?: {applies: (code: string) => boolean; markdown: string};
  /** `md` reads the source as plain Markdown (no JSX, imports or expressions), e.g. text from an OpenAPI file. */
  format?: 'mdx' | 'md';
  /** Markdown that stands in for a JSX component, by component name (e.g. a list for `<ChangelogTimeline />`). */
  components?: Readonly<Record<string, (attributes: JsxAttributes) => string>>;
  /** Absolute URL of a relative file link such as `../setup.mdx`; undefined when the file is not a page. */
  resolveFileLink?: (href: string) => string | undefined;
  /** Told about each construct without a Markdown rule (dropped or unwrapped), so the build can report it. */
  onUnhandled?: (message: string) => void;
}

type JsxElement = Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}>;
type Directive = Extract<RootContent, {type: 'containerDirective' | 'leafDirective' | 'textDirective'}>;

/** Docusaurus admonition keywords and the word that titles their blockquote when no title is given. */
const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
};

const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective);
const markdownParser = unified().use(remarkParse).use(remarkGfm);
const printer = unified()
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', fences: true, listItemIndent: 'one', rule: '-'});

interface State {
  source: string;
  options: MdxToMarkdownOptions;
  /** Depth of the last heading seen, so that tab labels become headings one level below it. */
  depth: number;
}

/**
 * Turns an MDX page into plain Markdown for readers that are programs: no front matter, imports or JSX; tabs become
 * headed sections, admonitions become blockquotes, code blocks (Mermaid included) keep their language and every link
 * is absolute. Pure: everything the page cannot know by itself comes in through `options`.
 */
export function mdxToMarkdown(source: string, options: MdxToMarkdownOptions): string {
  const tree = (options.format === 'md' ? markdownParser : mdxParser).parse(source);
  const state: State = {source, options, depth: 1};
  const body = convertChildren(tree.children, state);
  const startsWithTitle = body[0]?.type === 'heading' && body[0].depth === 1;
  const title: RootContent[] = startsWithTitle ? body.slice(0, 1) : [];
  if (!startsWithTitle && options.title) {
    title.push({type: 'heading', depth: 1, children: [{type: 'text', value: options.title}]});
  }
  const intro: RootContent[] = [];
  if (options.description) {
    intro.push({type: 'blockquote', children: [paragraph([{type: 'text', value: options.description}])]});
  }
  if (options.preamble) intro.push(...convertChildren(parseMarkdown(options.preamble), state));
  const {codeNote} = options;
  if (codeNote && someCode(body, codeNote.applies)) intro.push(...parseMarkdown(codeNote.markdown));
  const root: Root = {type: 'root', children: [...title, ...intro, ...body.slice(startsWithTitle ? 1 : 0)]};
  return printer.stringify(root).trimEnd() + '\n';
}

function someCode(nodes: readonly RootContent[], applies: (code: string) => boolean): boolean {
  return nodes.some(
    (node) => (node.type === 'code' && applies(node.value)) || ('children' in node && someCode(node.children, applies)),
  );
}

/** Plain Markdown (no MDX) parsed into nodes, for component replacements. */
function parseMarkdown(markdown: string): RootContent[] {
  return markdownParser.parse(markdown).children;
}

function convertChildren(nodes: readonly RootContent[], state: State): RootContent[] {
  return nodes.flatMap((node) => convertNode(node, state));
}

function convertNode(node: RootContent, state: State): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) {
        state.options.onUnhandled?.(`the expression {${node.value.trim()}} cannot be evaluated; it is left out`);
      }
      return [];
    case 'heading':
      state.depth = node.depth;
      return [withChildren(node, convertChildren(node.children, state))];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertJsx(node, state);
    case 'containerDirective':
    case 'leafDirective':
    case 'textDirective':
      return convertDirective(node, state);
    case 'link':
      return [
        withChildren({...node, url: absoluteUrl(node.url, state.options)}, convertChildren(node.children, state)),
      ];
    case 'image':
    case 'definition':
      return [{...node, url: absoluteUrl(node.url, state.options)}];
    default:
      return 'children' in node ? [withChildren(node, convertChildren(node.children, state))] : [node];
  }
}

function convertJsx(node: JsxElement, state: State): RootContent[] {
  const name = node.name ?? '';
  if (name === 'Tabs') return convertTabs(node, state);
  if (name === 'TabItem') return convertTabItem(node, Math.min(state.depth + 1, 6), state);
  const replacement = state.options.components?.[name];
  if (replacement) {
    const nodes = convertChildren(parseMarkdown(replacement(jsxAttributes(node))), state);
    // Inside a sentence, the replacement's paragraphs melt into the surrounding text.
    if (node.type === 'mdxJsxFlowElement') return nodes;
    return nodes.flatMap((child): RootContent[] => (child.type === 'paragraph' ? child.children : [child]));
  }
  if (name === 'br') return [{type: 'break'}];
  const isComponent = /^[A-Z]/.test(name);
  if (node.children.length === 0) {
    if (isComponent) state.options.onUnhandled?.(`<${name} /> has no Markdown rule; it is left out`);
    return [];
  }
  if (isComponent) state.options.onUnhandled?.(`<${name}> has no Markdown rule; only its content is kept`);
  return convertChildren(node.children, state);
}

/** Each tab becomes a heading one level below the surrounding section, followed by the tab's content. */
function convertTabs(node: JsxElement, state: State): RootContent[] {
  const depth = Math.min(state.depth + 1, 6);
  const outer = state.depth;
  const converted = node.children.flatMap((child) =>
    child.type === 'mdxJsxFlowElement' && child.name === 'TabItem'
      ? convertTabItem(child, depth, state)
      : convertNode(child, state),
  );
  state.depth = outer;
  return converted;
}

function convertTabItem(node: JsxElement, depth: number, state: State): RootContent[] {
  const attributes = jsxAttributes(node);
  const label = [attributes.label, attributes.value].find((value) => typeof value === 'string') ?? 'Tab';
  const outer = state.depth;
  state.depth = depth;
  const heading: Heading = {
    type: 'heading',
    depth: depth as Heading['depth'],
    children: [{type: 'text', value: label}],
  };
  const content = convertChildren(node.children, state);
  state.depth = outer;
  return [heading, ...content];
}

function convertDirective(node: Directive, state: State): RootContent[] {
  const kind = ADMONITIONS[node.name];
  if (node.type === 'containerDirective' && kind) {
    const [first, ...rest] = node.children;
    const label = first?.type === 'paragraph' && first.data?.directiveLabel === true ? first : undefined;
    const title: PhrasingContent[] = label
      ? (convertChildren(label.children, state) as PhrasingContent[])
      : [{type: 'text', value: kind}];
    const content = convertChildren(label ? rest : node.children, state) as Blockquote['children'];
    const quote: Blockquote = {
      type: 'blockquote',
      children: [paragraph([{type: 'strong', children: title}]), ...content],
    };
    return [quote];
  }
  if (node.type === 'containerDirective') {
    state.options.onUnhandled?.(`the directive :::${node.name} has no Markdown rule; only its content is kept`);
    return convertChildren(node.children, state);
  }
  // Text such as "ratio:high" parses as a directive; Docusaurus prints it back as written, and so does this.
  return [rawSource(node, state)];
}

function rawSource(node: RootContent, state: State): Html {
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? start;
  return {type: 'html', value: state.source.slice(start, end)};
}

function jsxAttributes(node: JsxElement): JsxAttributes {
  const attributes: JsxAttributes = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    if (attribute.value === null || attribute.value === undefined) attributes[attribute.name] = true;
    else if (typeof attribute.value === 'string') attributes[attribute.name] = attribute.value;
  }
  return attributes;
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return {type: 'paragraph', children};
}

/** Conversions keep each node's content model (phrasing stays phrasing), which the mdast types cannot express. */
function withChildren<T extends Parent>(node: T, children: RootContent[]): T {
  return {...node, children} as unknown as T;
}

/**
 * The absolute form of a link written in a page: root paths and `pathname://` links get the site root, in-page
 * anchors the page URL, relative file links the URL of the page they name; external links are unchanged.
 */
export function absoluteUrl(
  url: string,
  {siteRoot, pageUrl, resolveFileLink}: Pick<MdxToMarkdownOptions, 'siteRoot' | 'pageUrl' | 'resolveFileLink'>,
): string {
  if (url.startsWith('#')) return `${pageUrl.split('#')[0]}${url}`;
  if (url.startsWith('pathname://')) return `${siteRoot}/${url.slice('pathname://'.length).replace(/^\/+/, '')}`;
  if (url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('/')) return `${siteRoot}${url}`;
  const [filePart, ...hash] = url.split('#');
  if (/\.mdx?$/.test(filePart)) {
    const resolved = resolveFileLink?.(filePart);
    if (resolved) return hash.length > 0 ? `${resolved}#${hash.join('#')}` : resolved;
  }
  return new URL(url, pageUrl).href;
}
