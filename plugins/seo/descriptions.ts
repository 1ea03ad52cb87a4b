/**
 * Finds the pages whose meta description would not come from their author: docs pages, changelog entries and MDX
 * pages without `description` front matter (Docusaurus would otherwise use the first paragraph, cut anywhere).
 */

interface WithFrontMatter {
  source: string;
  frontMatter?: Record<string, unknown>;
}

interface DocsContent {
  loadedVersions?: {docs?: WithFrontMatter[]}[];
}

interface BlogContent {
  blogPosts?: {metadata: WithFrontMatter}[];
}

type PagesContent = (WithFrontMatter & {type?: string})[];

export interface AllContentLike {
  [pluginName: string]: {[pluginId: string]: unknown} | undefined;
}

function lacksDescription(item: WithFrontMatter): boolean {
  const description = item.frontMatter?.description;
  return typeof description !== 'string' || description.trim() === '';
}

/** Source paths (as Docusaurus reports them, e.g. `@site/docs/x.mdx`) of content without a description. */
export function findMissingDescriptions(allContent: AllContentLike): string[] {
  const missing: string[] = [];
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as DocsContent).loadedVersions ?? []) {
      for (const doc of version.docs ?? []) if (lacksDescription(doc)) missing.push(doc.source);
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    for (const post of (content as BlogContent).blogPosts ?? []) {
      if (lacksDescription(post.metadata)) missing.push(post.metadata.source);
    }
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    // React pages set their description on <Layout>; the built HTML is checked for those (see index.ts).
    for (const page of (content as PagesContent) ?? []) {
      if (page.type === 'mdx' && lacksDescription(page)) missing.push(page.source);
    }
  }
  return missing.sort();
}

/** The content of the page's `<meta name="description">`, or undefined; accepts minified (unquoted) attributes. */
export function metaDescription(html: string): string | undefined {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')) || html.length);
  // Quoted attribute values may contain ">" (e.g. "send `Authorization: ApiKey <key>`").
  for (const tag of head.match(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi) ?? []) {
    if (!/\bname=(["']?)description\1(?=[\s/>])/i.test(tag)) continue;
    const content = /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag);
    return (content?.[1] ?? content?.[2] ?? content?.[3] ?? '').trim();
  }
  return undefined;
}
