import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {API_SPEC_PATH, apiDownloadsParagraph} from '../../shared/api-reference/paths';
import {CHANGELOG_TIMELINE} from '../../shared/changelogTimeline';
import {
  agentChanges,
  llmsTxtMcpDetails,
  mcpEndpoint,
  SERVER_CARD_PATH,
  serverCard,
  twinDirective,
  withDirective,
} from './agents';
import {lastUpdatedLine} from './lastUpdated';
import {
  buildCombinedFile,
  buildRootIndex,
  buildSectionIndex,
  llmsFilePath,
  MAX_INDEX_CHARS,
  type LlmsFile,
  type TwinPage,
} from './llmsTxt';
import {mdxToMarkdown, type MdxToMarkdownOptions} from './mdxToMarkdown';
import {requestSamplesOf} from './apiSamples';
import {
  apiInfoMarkdown,
  loadApiDescription,
  operationToMarkdown,
  type ApiDescription,
  type ApiOperation,
} from './openapi';
import {buildAgentsMd, mergeOutlines, type OutlineItem} from './agentsMd';
import {markdownPathFor} from '../../shared/llmsPaths';
import {
  archiveMarkdown,
  changelogListMarkdown,
  roadmapMarkdown,
  summaryPart,
  tagListMarkdown,
  type ListedEntry,
} from './sitePages';
import {roadmapItems, roadmapLabels, roadmapStatuses} from '../../shared/roadmap/items';
import {ROADMAP_PAGE, ROADMAP_SECTIONS} from '../../shared/roadmap/copy';
import {discussionUrl, formatShippedDate, groupByStatus} from '../../shared/roadmap/format';
import {CLOUD_ORIGIN, DEFAULT_SELF_HOSTED_ORIGIN, mentionsCloudHost} from '../../shared/apiHost';
import {cloneCommand} from '../../shared/cloneCommand';
import {integrationsMarkdown} from '../../shared/integrations';

type SidebarItem = LoadedVersion['sidebars'][string][number];

export interface LlmsSectionConfig {
  title: string;
  /** Its file: /llms/<slug>.txt (the index of its pages) and /llms/<slug>-full.txt (the pages whole). */
  slug: string;
  /** One sentence on what the section holds, shown next to its file in /llms.txt. */
  description: string;
  /**
   * A sidebar whose categories that stand for a page (the API tags) get a file each, under `<slug>/`, so that no
   * file outgrows what agents read; the section's other pages stay in its own file.
   */
  splitBy?: {pluginId: string; sidebar: string};
  /** Sidebars whose pages the section lists, in order: `pluginId` names the docs plugin instance. */
  sidebars?: {pluginId: string; sidebar: string}[];
  /** Lists the changelog: its index page, then every entry, newest first. */
  changelog?: boolean;
}

export interface LlmsPluginOptions {
  /** The OpenAPI description the API operation twins are written from. */
  specPath: string;
  /** The docs plugin instance that serves the generated API pages. */
  apiPluginId: string;
  /** Site path of the changelog's timeline route, which lists every entry (plugins/changelog adds it). */
  changelogIndex: string;
  /** Sections of /llms.txt, in order. A page listed by several sections belongs to the last of them. */
  sections: LlmsSectionConfig[];
  /** Base URL of the service (Ask AI, MCP) as agents reach it; unset: the site advertises no MCP endpoint. */
  serviceUrl?: string;
  /** Version reported in the MCP Server Card. */
  version: string;
  /** Site path of the roadmap page (src/pages/roadmap), whose twin is written from shared/roadmap/items.ts. */
  roadmapPath?: string;
  /** Fail when an operation has no API page; off only for bench builds with part of the reference. */
  requireEveryOperation: boolean;
}

export const defaultLlmsOptions: LlmsPluginOptions = {
  specPath: API_SPEC_PATH,
  apiPluginId: 'api',
  changelogIndex: '/changelog/main',
  roadmapPath: '/roadmap',
  version: '1.0.0',
  requireEveryOperation: true,
  sections: [
    {
      title: 'Docs',
      slug: 'docs',
      description: 'Guides to prompt management, evaluation, observability and the rest of the platform.',
      sidebars: [{pluginId: 'default', sidebar: 'docsSidebar'}],
    },
    // The docs sidebar links to some tutorials too; listing Tutorials after Docs files them under Tutorials.
    {
      title: 'Tutorials',
      slug: 'tutorials',
      description: 'Tutorials, cookbooks and videos that build something end to end.',
      sidebars: [{pluginId: 'default', sidebar: 'guidesSidebar'}],
    },
    {
      title: 'API reference',
      slug: 'reference',
      description:
        'The Python SDK reference, the introduction to the HTTP API and its list of operations; each resource of the HTTP API has a file of its own.',
      sidebars: [
        {pluginId: 'default', sidebar: 'referenceSidebar'},
        {pluginId: 'api', sidebar: 'apiSidebar'},
      ],
      splitBy: {pluginId: 'api', sidebar: 'apiSidebar'},
    },
    {
      title: 'Self-host',
      slug: 'self-host',
      description: 'Run Tessera on your own infrastructure: installation, configuration and upgrades.',
      sidebars: [{pluginId: 'default', sidebar: 'selfHostSidebar'}],
    },
    {
      title: 'Changelog',
      slug: 'changelog',
      description: 'Every release, newest first, with the changelog pages and one page per version tag.',
      changelog: true,
    },
  ],
};

/** A page with its twin; `api` pages go to /llms-api.txt, the others to /llms-full.txt. */
interface Twin extends TwinPage {
  permalink: string;
  kind: 'docs' | 'api' | 'changelog';
  unlisted: boolean;
}

interface SiteUrls {
  /** Origin, e.g. https://docs.tessera.example */
  origin: string;
  /** Origin and base URL without a trailing slash: what root links in pages are relative to. */
  root: string;
  baseUrl: string;
}

/**
 * Writes a clean Markdown twin of every docs page, API operation and changelog entry at `<page URL>.md`, plus
 * /llms.txt (the index), /llms-full.txt (all docs in one file) and /llms-api.txt (the whole API reference), for
 * readers that are language models. Runs after the build; the HTML pages are untouched.
 */
export default function llmsPlugin(options: Partial<LlmsPluginOptions> = {}): PluginModule {
  const settings = {...defaultLlmsOptions, ...options};
  return (context: LoadContext): Plugin => ({
    name: 'tessera-llms',
    async postBuild({plugins, outDir}) {
      const started = Date.now();
      const site: SiteUrls = {
        origin: context.siteConfig.url.replace(/\/+$/, ''),
        root: `${context.siteConfig.url.replace(/\/+$/, '')}${context.siteConfig.baseUrl.replace(/\/+$/, '')}`,
        baseUrl: context.siteConfig.baseUrl,
      };
      const docsInstances = new Map<string, LoadedVersion>();
      for (const plugin of plugins) {
        if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
        const version = (plugin.content as LoadedContent).loadedVersions.find((candidate) => candidate.isLast);
        if (version) docsInstances.set(plugin.options.id ?? 'default', version);
      }
      const blogPlugin = plugins.find(
        (plugin) => plugin.name === 'docusaurus-plugin-content-blog' && (plugin.options.id ?? 'default') === 'default',
      );
      const blog = blogPlugin?.content as BlogContent | undefined;

      const {links, repositoryLinks} = context.siteConfig.customFields as {
        links: {sourceRepository: string};
        repositoryLinks: {discussions: string; newFeatureRequest: string};
      };
      const writer = new TwinWriter(context.siteDir, site, docsComponents(links.sourceRepository));
      const apiInstance = docsInstances.get(settings.apiPluginId);
      // Builds without the API reference (TESSERA_SKIP_API_REFERENCE) have no API pages to pair with operations.
      const api = apiInstance ? await loadApiDescription(path.resolve(context.siteDir, settings.specPath)) : undefined;
      // Every page's URL is known before any is converted, so relative links between files resolve in any order.
      for (const version of docsInstances.values()) writer.register(version);
      if (blog) writer.registerPosts(blog.blogPosts);
      for (const [pluginId, version] of docsInstances) {
        if (pluginId !== settings.apiPluginId) writer.addDocsInstance(version);
      }
      if (apiInstance && api) writer.addApiInstance(apiInstance, api, settings.requireEveryOperation);
      if (blog) writer.addChangelog(blog.blogPosts, `${site.baseUrl.replace(/\/$/, '')}${settings.changelogIndex}`);
      if (blog && blogPlugin) {
        const blogOptions = blogPlugin.options as unknown as {
          routeBasePath: string;
          postsPerPage: number | 'ALL';
          pageBasePath?: string;
          archiveBasePath?: string | null;
        };
        writer.addChangelogLists(blog, {
          basePath: `${site.baseUrl.replace(/\/$/, '')}/${blogOptions.routeBasePath.replace(/^\/+|\/+$/g, '')}`,
          postsPerPage: blogOptions.postsPerPage === 'ALL' ? Infinity : blogOptions.postsPerPage,
          pageBasePath: blogOptions.pageBasePath ?? 'page',
          archivePath:
            blogOptions.archiveBasePath === null
              ? undefined
              : `${site.baseUrl.replace(/\/$/, '')}/${blogOptions.routeBasePath.replace(/^\/+|\/+$/g, '')}/${blogOptions.archiveBasePath ?? 'archive'}`,
        });
      }
      if (settings.roadmapPath) {
        writer.addRoadmap(
          `${site.baseUrl.replace(/\/$/, '')}${settings.roadmapPath}`,
          repositoryLinks.discussions,
          repositoryLinks.newFeatureRequest,
        );
      }

      const endpoint = mcpEndpoint(settings.serviceUrl);
      for (const twin of writer.twins.values()) {
        const file = path.join(outDir, markdownPathFor(twin.permalink).slice(site.baseUrl.length));
        mkdirSync(path.dirname(file), {recursive: true});
        const directive = twinDirective({llmsTxt: `${site.root}/llms.txt`, markdown: twin.markdownUrl, endpoint});
        writeFileSync(file, withDirective(twin.markdown, directive));
      }
      const changelogIndex = `${site.baseUrl.replace(/\/$/, '')}${settings.changelogIndex}`;
      writeJson(path.join(outDir, 'agents/library.json'), {
        version: 1,
        siteUrl: site.root,
        changes: blog ? agentChanges(blog.blogPosts, site.origin, changelogIndex) : [],
      });
      if (endpoint) {
        const card = serverCard({
          siteUrl: `${site.root}/`,
          endpoint,
          title: context.siteConfig.title,
          version: settings.version,
        });
        writeJson(path.join(outDir, SERVER_CARD_PATH), card);
      }
      const files = writer.files(settings.sections, docsInstances);
      const listed = files.flatMap((file) => file.pages as Twin[]);
      const {title, tagline: summary} = context.siteConfig;
      const apiIntroduction = apiInstance
        ? [...writer.twins.values()].find((twin) =>
            apiInstance.docs.some((doc) => doc.source.endsWith('.info.mdx') && doc.permalink === twin.permalink),
          )
        : undefined;
      const details = [
        'Each link below is an index of one part of the docs; the pages it lists link to their Markdown, and each ' +
          'HTML page is at the same address without `.md`.',
        `Everything in one file: ${site.root}/llms-full.txt (the docs, tutorials, self-host guides and changelog)` +
          (api ? ` and ${site.root}/llms-api.txt (the whole HTTP API reference)` : '') +
          '; each index also names a file that holds its pages whole.',
        api
          ? `The HTTP API's base URL is \`${api.serverUrl}\`, with the header \`Authorization: ApiKey $TESSERA_API_KEY\`; ` +
            // The downloads are linked from the API introduction, not here: every link of llms.txt leads to
            // Markdown, as agents that follow them expect (afdocs: llms-txt-links-markdown).
            (apiIntroduction
              ? `its OpenAPI description (YAML and JSON) is linked from [${apiIntroduction.title.replace(/[[\]]/g, '\\$&')}](${apiIntroduction.markdownUrl}).`
              : 'its OpenAPI description is at /openapi.yaml and /openapi.json.')
          : '',
        `A compact index for coding agents to paste into AGENTS.md: ${site.root}/agents.md.`,
        endpoint ? llmsTxtMcpDetails(endpoint) : '',
      ]
        .filter(Boolean)
        .join(' ');
      const oversized: string[] = [];
      const writeIndex = (relative: string, text: string) => {
        if (text.length >= MAX_INDEX_CHARS) oversized.push(`${relative} (${text.length} characters)`);
        mkdirSync(path.dirname(path.join(outDir, relative)), {recursive: true});
        writeFileSync(path.join(outDir, relative), text);
      };
      writeIndex('llms.txt', buildRootIndex({title, summary, details}, files, site.root));
      for (const file of files) {
        if (file.pages.length === 0) continue;
        writeIndex(llmsFilePath(file.slug), buildSectionIndex(title, file, site.root));
        writeFileSync(
          path.join(outDir, llmsFilePath(file.slug, true)),
          buildCombinedFile(`${title}: ${file.title}`, file.description, file.pages),
        );
      }
      const outlineOf = (config: LlmsSectionConfig): OutlineItem[] =>
        mergeOutlines(
          (config.sidebars ?? []).flatMap(({pluginId, sidebar}) => {
            const version = docsInstances.get(pluginId);
            const items = version?.sidebars[sidebar];
            return version && items ? writer.outline(version, items) : [];
          }),
        );
      const agentsSections = settings.sections
        .filter((config) => !config.changelog)
        .map((config) => ({
          title: config.title,
          indexPath: `${site.baseUrl}${llmsFilePath(config.slug)}`,
          outline: outlineOf(config),
        }));
      writeFileSync(
        path.join(outDir, 'agents.md'),
        buildAgentsMd({
          siteTitle: title,
          siteRoot: site.root,
          origin: site.origin,
          sections: agentsSections,
          mcpEndpoint: endpoint,
          changelogPath: blog ? `${site.baseUrl.replace(/\/$/, '')}/changelog` : undefined,
        }),
      );
      if (oversized.length > 0) {
        throw new Error(
          `These llms.txt indexes reach ${MAX_INDEX_CHARS} characters, where agents cut them: ${oversized.join(', ')}. ` +
            'Split the section (LlmsSectionConfig.splitBy) or shorten page descriptions.',
        );
      }
      const docsPages = listed.filter((twin) => twin.kind !== 'api');
      writeFileSync(path.join(outDir, 'llms-full.txt'), buildCombinedFile(title, summary, docsPages));
      if (api) {
        const apiSummary = `Every operation of the ${api.title}: parameters, request and response schemas, and an example request.`;
        const apiPages = listed.filter((twin) => twin.kind === 'api');
        writeFileSync(
          path.join(outDir, 'llms-api.txt'),
          buildCombinedFile(`${api.title} reference`, apiSummary, apiPages),
        );
      }
      for (const warning of writer.warnings) console.warn(`[llms] ${warning}`);
      console.info(
        `[llms] ${writer.twins.size} Markdown twins, llms.txt listing ${listed.length} pages, llms-full.txt` +
          `${api ? ' and llms-api.txt' : ''}, in ${Date.now() - started} ms.`,
      );
    },
  });
}

function writeJson(file: string, value: unknown) {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Twins show the samples as written, for Tessera Cloud, like the server-rendered page; the site's Cloud /
 * Self-hosted switch has no Markdown form, so pages whose samples name the Cloud host say how to change it.
 */
export const SELF_HOSTED_NOTE = {
  applies: mentionsCloudHost,
  markdown:
    `Samples on this page use Tessera Cloud; shell and Python samples read its address from \`TESSERA_HOST\`. On a ` +
    `self-hosted instance, set \`TESSERA_HOST\` to the address of your instance, for example ` +
    `\`${DEFAULT_SELF_HOSTED_ORIGIN}\`, and replace \`${CLOUD_ORIGIN}\` in any other sample.`,
};

/** Markdown for the components of docs pages that render from site configuration. */
export function docsComponents(sourceRepository: string): NonNullable<MdxToMarkdownOptions['components']> {
  return {
    CloneCommand: () => `\`\`\`bash\n${cloneCommand(sourceRepository)}\n\`\`\``,
    IntegrationsGrid: integrationsMarkdown,
  };
}

/** Collects the twins of all pages, keyed by permalink, and knows how sidebars map to them. */
class TwinWriter {
  readonly twins = new Map<string, Twin>();
  readonly warnings: string[] = [];
  /** Absolute source path → absolute page URL, for relative links between Markdown files. */
  private readonly fileUrls = new Map<string, string>();
  private readonly docsById = new Map<LoadedVersion, Map<string, DocMetadata>>();
  private changelogPermalinks: string[] = [];

  constructor(
    private readonly siteDir: string,
    private readonly site: SiteUrls,
    private readonly docsComponents: NonNullable<MdxToMarkdownOptions['components']>,
  ) {}

  private url(permalink: string): string {
    return `${this.site.origin}${permalink}`;
  }

  private sourcePath(source: string): string {
    return path.join(this.siteDir, source.replace(/^@site\//, ''));
  }

  private add(twin: Omit<Twin, 'url' | 'markdownUrl'>): void {
    this.twins.set(twin.permalink, {
      ...twin,
      url: this.url(twin.permalink),
      markdownUrl: this.url(markdownPathFor(twin.permalink)),
    });
  }

  private convert(source: string, permalink: string, options: Partial<MdxToMarkdownOptions>): string {
    const file = this.sourcePath(source);
    try {
      return mdxToMarkdown(readFileSync(file, 'utf8'), {
        siteRoot: this.site.root,
        pageUrl: this.url(permalink),
        resolveFileLink: (href) => this.fileUrls.get(path.resolve(path.dirname(file), href)),
        onUnhandled: (message) => this.warnings.push(`${path.relative(this.siteDir, file)}: ${message}`),
        ...options,
      });
    } catch (error) {
      throw new Error(`Could not write the Markdown twin of ${path.relative(this.siteDir, file)}`, {cause: error});
    }
  }

  register(version: LoadedVersion): void {
    this.docsById.set(version, new Map(version.docs.map((doc) => [doc.id, doc])));
    for (const doc of version.docs) this.fileUrls.set(this.sourcePath(doc.source), this.url(doc.permalink));
  }

  addDocsInstance(version: LoadedVersion): void {
    for (const doc of version.docs) {
      const markdown = this.convert(doc.source, doc.permalink, {
        title: doc.title,
        description: doc.description,
        preamble: lastUpdatedLine(doc.lastUpdatedAt),
        components: this.docsComponents,
        codeNote: SELF_HOSTED_NOTE,
      });
      this.add({...this.pageOf(doc), markdown, kind: 'docs'});
    }
    this.addCategoryIndexes(version, 'docs');
  }

  /** API pages are written from the OpenAPI description itself, not from the generated MDX. */
  addApiInstance(version: LoadedVersion, api: ApiDescription, requireEveryOperation = true): void {
    const operationsByKey = new Map(api.operations.map((operation) => [matchKey(operation.slug), operation]));
    const tagsByKey = new Map(api.tags.map((tag) => [matchKey(tag.name), tag]));
    const documented = new Set<ApiOperation>();
    for (const doc of version.docs) {
      const page = this.pageOf(doc);
      let markdown: string;
      if (doc.source.endsWith('.api.mdx')) {
        const operation = operationsByKey.get(matchKey(doc.id));
        if (!operation) {
          throw new Error(
            `The API page ${doc.permalink} matches no operation of the OpenAPI description: run npm run gen:api.`,
          );
        }
        documented.add(operation);
        const samples = requestSamplesOf(this.siteDir, doc.source);
        markdown = this.linked(operationToMarkdown(operation, {...api, samples}), doc.permalink);
        page.description = `${operation.method.toUpperCase()} ${operation.path}. ${firstSentence(operation.description ?? '')}`;
      } else if (doc.source.endsWith('.info.mdx')) {
        const downloads = apiDownloadsParagraph((downloadPath) => `${this.site.root}${downloadPath}`);
        markdown = this.fromMarkdown(
          `${api.description.trimEnd()}\n\n${downloads}\n\n${apiInfoMarkdown(api)}`,
          doc.permalink,
          api.title,
        );
        page.description = firstSentence(api.description);
      } else if (doc.source.endsWith('.tag.mdx')) {
        const tag = tagsByKey.get(matchKey(doc.id));
        page.description = firstSentence(tag?.description ?? '');
        markdown = this.fromMarkdown(tag?.description ?? '', doc.permalink, doc.title);
      } else {
        markdown = this.convert(doc.source, doc.permalink, {title: doc.title, description: doc.description});
      }
      this.add({...page, markdown, kind: 'api'});
    }
    const missing = api.operations.filter((operation) => !documented.has(operation));
    if (requireEveryOperation && missing.length > 0) {
      throw new Error(
        `No API page for ${missing.map((operation) => operation.operationId).join(', ')}: run npm run gen:api.`,
      );
    }
    this.addCategoryIndexes(version, 'api');
  }

  registerPosts(posts: readonly BlogPost[]): void {
    for (const post of posts)
      this.fileUrls.set(this.sourcePath(post.metadata.source), this.url(post.metadata.permalink));
  }

  /**
   * Every entry, then the timeline page: its intro partial followed by the list of entries that the page's
   * `<ChangelogTimeline>` renders on the site.
   */
  addChangelog(posts: readonly BlogPost[], indexPermalink: string): void {
    const entries = [...posts].sort((a, b) => b.metadata.date.getTime() - a.metadata.date.getTime());
    for (const post of entries) {
      const {metadata} = post;
      const version = metadata.tags.map((tag) => tag.label).join(', ');
      const markdown = this.convert(metadata.source, metadata.permalink, {
        title: metadata.title,
        description: metadata.description,
        preamble: `Released ${isoDate(metadata.date)}${version ? ` in ${version}` : ''}.`,
      });
      this.add({
        permalink: metadata.permalink,
        title: metadata.title,
        description: metadata.description,
        markdown,
        kind: 'changelog',
        unlisted: metadata.unlisted,
      });
    }
    const timeline = entries
      .filter((post) => !post.metadata.unlisted)
      .map(({metadata}) => {
        const facts = [isoDate(metadata.date), ...metadata.tags.map((tag) => tag.label)].join(', ');
        return `- [${metadata.title}](${this.url(metadata.permalink)}) (${facts}): ${oneLine(metadata.description)}`;
      })
      .join('\n');
    const {title, description, introFile} = CHANGELOG_TIMELINE;
    const intro = this.convert(introFile, indexPermalink, {title, description});
    this.add({
      permalink: indexPermalink,
      title,
      description,
      markdown: `${intro.trimEnd()}\n\n${timeline}\n`,
      kind: 'changelog',
      unlisted: false,
    });
    this.changelogPermalinks = [indexPermalink, ...entries.map((post) => post.metadata.permalink)];
  }

  /**
   * The changelog's list pages as the blog plugin renders them: the index and its further pages (each entry's
   * summary, above its truncate marker), the tag list and each tag's pages. Runs after addChangelog.
   */
  addChangelogLists(
    blog: BlogContent,
    options: {basePath: string; postsPerPage: number; pageBasePath: string; archivePath?: string},
  ): void {
    const posts = blog.blogPosts.filter((post) => !post.metadata.unlisted);
    // Tag pages list their entries by blog post id.
    const byId = new Map(posts.map((post) => [post.id, post]));
    const listed = (post: BlogPost): ListedEntry => {
      const {metadata} = post;
      const file = this.sourcePath(metadata.source);
      return {
        title: metadata.title,
        url: this.url(metadata.permalink),
        date: isoDate(metadata.date),
        versions: metadata.tags.map((tag) => tag.label),
        summary: mdxToMarkdown(summaryPart(readFileSync(file, 'utf8')), {
          siteRoot: this.site.root,
          pageUrl: this.url(metadata.permalink),
          resolveFileLink: (href) => this.fileUrls.get(path.resolve(path.dirname(file), href)),
          onUnhandled: (message) => this.warnings.push(`${path.relative(this.siteDir, file)}: ${message}`),
          components: this.docsComponents,
        }),
      };
    };
    const permalinks: string[] = [];
    const addPages = (pages: {permalink: string; posts: BlogPost[]}[], title: string, description?: string) => {
      pages.forEach((page, index) => {
        const pageTitle = index === 0 ? title : `${title} (page ${index + 1} of ${pages.length})`;
        const markdown = changelogListMarkdown({
          title: pageTitle,
          description,
          entries: page.posts.map(listed),
          newer: index > 0 ? this.url(pages[index - 1].permalink) : undefined,
          older: index < pages.length - 1 ? this.url(pages[index + 1].permalink) : undefined,
        });
        this.add({
          permalink: page.permalink,
          title: pageTitle,
          description: description ?? '',
          markdown,
          kind: 'changelog',
          unlisted: false,
        });
        permalinks.push(page.permalink);
      });
    };
    const indexPages = [];
    for (let start = 0, page = 1; start < posts.length; start += options.postsPerPage, page += 1) {
      indexPages.push({
        permalink: page === 1 ? options.basePath : `${options.basePath}/${options.pageBasePath}/${page}`,
        posts: posts.slice(start, start + options.postsPerPage),
      });
    }
    addPages(indexPages, blog.blogTitle, blog.blogDescription);
    if (options.archivePath) {
      this.add({
        permalink: options.archivePath,
        title: 'Changelog archive',
        description: 'Every changelog entry by year.',
        markdown: archiveMarkdown(
          'Archive',
          posts.map((post) => ({
            title: post.metadata.title,
            url: this.url(post.metadata.permalink),
            date: isoDate(post.metadata.date),
          })),
        ),
        kind: 'changelog',
        unlisted: false,
      });
      permalinks.push(options.archivePath);
    }
    const tags = Object.values(blog.blogTags).filter((tag) => !tag.unlisted);
    if (tags.length > 0) {
      const tagList = tagListMarkdown(
        'Tags',
        tags.map((tag) => ({
          label: tag.label,
          url: this.url(tag.permalink),
          count: tag.items.length,
          description: tag.description,
        })),
      );
      this.add({
        permalink: blog.blogTagsListPath,
        title: 'Changelog tags',
        description: 'Every version tag of the changelog, with its entries.',
        markdown: tagList,
        kind: 'changelog',
        unlisted: false,
      });
      permalinks.push(blog.blogTagsListPath);
    }
    for (const tag of tags) {
      const pages = tag.pages.map((page) => ({
        permalink: page.metadata.permalink,
        posts: page.items.map((item) => byId.get(item)).filter((post): post is BlogPost => post !== undefined),
      }));
      const count = tag.items.length;
      addPages(pages, `${count} ${count === 1 ? 'post' : 'posts'} tagged with "${tag.label}"`, tag.description);
    }
    this.changelogPermalinks.push(...permalinks);
  }

  /** /roadmap, from the same data as the page (shared/roadmap/items.ts). */
  addRoadmap(permalink: string, discussionsBase: string, requestUrl: string): void {
    const groups = groupByStatus(roadmapItems);
    const markdown = roadmapMarkdown({
      title: 'Roadmap',
      description: ROADMAP_PAGE.description,
      lead: ROADMAP_PAGE.lead,
      requestUrl,
      sections: roadmapStatuses.map((status) => ({
        title: ROADMAP_SECTIONS[status].title,
        intro: ROADMAP_SECTIONS[status].intro,
        items: groups[status].map((item) => ({
          title: item.title,
          description: item.description,
          labels: item.labels.map((label) => roadmapLabels[label].name),
          shippedAt: item.shippedAt ? formatShippedDate(item.shippedAt) : undefined,
          link:
            item.link.kind === 'changelog'
              ? {
                  label: 'Read the release notes',
                  url: this.url(`${this.site.baseUrl.replace(/\/$/, '')}/changelog/${item.link.slug}`),
                }
              : {label: 'Discuss this feature', url: discussionUrl(discussionsBase, item.link.id)},
        })),
      })),
    });
    this.add({
      permalink,
      title: 'Roadmap',
      description: ROADMAP_PAGE.description,
      markdown,
      kind: 'docs',
      unlisted: false,
    });
  }

  private pageOf(doc: DocMetadata): Omit<Twin, 'markdown' | 'kind' | 'url' | 'markdownUrl'> {
    return {permalink: doc.permalink, title: doc.title, description: doc.description, unlisted: doc.unlisted};
  }

  /** Plain Markdown from the OpenAPI description, with links made absolute. */
  private fromMarkdown(markdown: string, permalink: string, title: string): string {
    return mdxToMarkdown(markdown, {format: 'md', title, siteRoot: this.site.root, pageUrl: this.url(permalink)});
  }

  /** Generated operation pages have no links unless the description has some; only then is a rewrite needed. */
  private linked(markdown: string, permalink: string): string {
    return /\]\((?!https?:)/.test(markdown)
      ? mdxToMarkdown(markdown, {format: 'md', siteRoot: this.site.root, pageUrl: this.url(permalink)})
      : markdown;
  }

  /**
   * Pages that stand for a sidebar category list what the category holds, as they do on the site: docs linked from a
   * category (the API tag pages) get the list appended, and pages Docusaurus generates (e.g. "All API operations")
   * are that list. Runs once all twins of the instance exist, so that the lists carry their descriptions.
   */
  private addCategoryIndexes(version: LoadedVersion, kind: Twin['kind']): void {
    for (const sidebar of Object.values(version.sidebars)) {
      walk(sidebar, (item) => {
        if (item.type !== 'category' || !item.link) return;
        const list = this.itemList(version, item.items, 0);
        if (item.link.type === 'doc') {
          const doc = this.docsById.get(version)?.get(item.link.id);
          const twin = doc && this.twins.get(doc.permalink);
          if (twin && !twin.markdown.includes('\n## Pages in this section\n')) {
            twin.markdown = `${twin.markdown.trimEnd()}\n\n## Pages in this section\n\n${list}\n`;
          }
          return;
        }
        const {permalink, title = item.label, description = ''} = item.link;
        const summary = description ? `\n\n> ${oneLine(description)}` : '';
        this.add({permalink, title, description, markdown: `# ${title}${summary}\n\n${list}\n`, kind, unlisted: false});
      });
    }
  }

  private itemList(version: LoadedVersion, items: readonly SidebarItem[], level: number): string {
    const indent = '  '.repeat(level);
    const lines: string[] = [];
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        const doc = this.docsById.get(version)?.get(item.id);
        if (doc)
          lines.push(
            `${indent}- [${doc.title}](${this.url(doc.permalink)})${describeAs(this.twins.get(doc.permalink)?.description ?? doc.description)}`,
          );
      } else if (item.type === 'link') {
        lines.push(`${indent}- [${item.label}](${this.absoluteHref(item.href)})`);
      } else if (item.type === 'category') {
        const target = this.categoryPermalink(version, item);
        lines.push(`${indent}- ${target ? `[${item.label}](${this.url(target)})` : item.label}`);
        lines.push(this.itemList(version, item.items, level + 1));
      }
    }
    return lines.filter(Boolean).join('\n');
  }

  private absoluteHref(href: string): string {
    return href.startsWith('/') && !href.startsWith('//') ? `${this.site.root}${href}` : href;
  }

  private categoryPermalink(
    version: LoadedVersion,
    item: Extract<SidebarItem, {type: 'category'}>,
  ): string | undefined {
    if (item.link?.type === 'generated-index') return item.link.permalink;
    if (item.link?.type === 'doc') return this.docsById.get(version)?.get(item.link.id)?.permalink;
    return undefined;
  }

  /** Permalinks of a sidebar's pages in reading order: docs, category pages and links to pages with a twin. */
  private sidebarPermalinks(version: LoadedVersion, sidebar: readonly SidebarItem[]): string[] {
    const permalinks: string[] = [];
    walk(sidebar, (item) => {
      if (item.type === 'doc' || item.type === 'ref') {
        const doc = this.docsById.get(version)?.get(item.id);
        if (doc) permalinks.push(doc.permalink);
      } else if (item.type === 'category') {
        const target = this.categoryPermalink(version, item);
        if (target) permalinks.push(target);
      } else if (item.type === 'link' && item.href.startsWith('/') && !item.href.startsWith('//')) {
        const permalink = `${this.site.baseUrl.replace(/\/$/, '')}${item.href}`;
        if (this.twins.has(permalink)) permalinks.push(permalink);
      }
    });
    return permalinks;
  }

  /**
   * The files of the split /llms.txt: every listed page once, in sidebar order, in the file of its section (or of its
   * API tag); pages in no sidebar go to "Other pages".
   */
  files(configs: readonly LlmsSectionConfig[], instances: ReadonlyMap<string, LoadedVersion>): LlmsFile[] {
    const owner = new Map<string, number>();
    const orders = configs.map((config, index) => {
      const permalinks = config.changelog
        ? this.changelogPermalinks
        : (config.sidebars ?? []).flatMap(({pluginId, sidebar}) => {
            const version = instances.get(pluginId);
            // An instance can be switched off (the API reference in `npm run bench`); a missing sidebar is a mistake.
            if (!version) return [];
            const items = version.sidebars[sidebar];
            if (!items) {
              this.warnings.push(`section "${config.title}": no sidebar "${sidebar}" in docs instance "${pluginId}".`);
              return [];
            }
            return this.sidebarPermalinks(version, items);
          });
      for (const permalink of permalinks) owner.set(permalink, index);
      return permalinks;
    });
    const files: LlmsFile[] = [];
    configs.forEach((config, index) => {
      const seen = new Set<string>();
      const pages = orders[index]
        .filter((permalink) => owner.get(permalink) === index && !seen.has(permalink) && seen.add(permalink))
        .map((permalink) => this.twins.get(permalink))
        .filter((twin): twin is Twin => twin !== undefined && !twin.unlisted);
      const groups = config.splitBy ? this.categoryGroups(instances, config.splitBy) : [];
      const grouped = new Set(groups.flatMap((group) => group.permalinks));
      files.push({
        section: config.title,
        slug: config.slug,
        title: config.title,
        description: config.description,
        pages: pages.filter((page) => !grouped.has(page.permalink)),
      });
      // An operation with two tags is in two categories: it is listed in the first only.
      const assigned = new Set<string>();
      for (const group of groups) {
        const members = new Set(group.permalinks.filter((permalink) => !assigned.has(permalink)));
        for (const permalink of members) assigned.add(permalink);
        const tagTwin = this.twins.get(group.permalinks[0]);
        files.push({
          section: config.title,
          slug: `${config.slug}/${slugOf(group.label)}`,
          title: `${config.title}: ${group.label}`,
          description: tagTwin?.description || `The ${group.label} pages of the ${config.title}.`,
          pages: pages.filter((page) => members.has(page.permalink)),
        });
      }
    });
    const unfiled = [...this.twins.values()].filter((twin) => !twin.unlisted && !owner.has(twin.permalink));
    if (unfiled.length > 0) {
      files.push({
        section: 'Optional',
        slug: 'other',
        title: 'Other pages',
        description: 'Pages in no sidebar, such as the roadmap and the search page.',
        pages: unfiled,
      });
    }
    return files;
  }

  /** A sidebar as titles and paths, for /agents.md. */
  outline(version: LoadedVersion, items: readonly SidebarItem[]): OutlineItem[] {
    const outline: OutlineItem[] = [];
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        const doc = this.docsById.get(version)?.get(item.id);
        if (doc) outline.push({label: item.label ?? doc.title, path: doc.permalink});
      } else if (item.type === 'link') {
        if (item.href.startsWith('/') && !item.href.startsWith('//')) {
          outline.push({label: item.label, path: `${this.site.baseUrl.replace(/\/$/, '')}${item.href}`});
        }
      } else if (item.type === 'category') {
        outline.push({
          label: item.label,
          path: this.categoryPermalink(version, item),
          items: this.outline(version, item.items),
        });
      }
    }
    return outline;
  }

  /**
   * The innermost categories of a sidebar below its top level (the API tags, with or without a page of their own),
   * with the pages they hold.
   */
  private categoryGroups(
    instances: ReadonlyMap<string, LoadedVersion>,
    {pluginId, sidebar}: {pluginId: string; sidebar: string},
  ): {label: string; permalinks: string[]}[] {
    const version = instances.get(pluginId);
    const items = version?.sidebars[sidebar];
    if (!version || !items) return [];
    const groups: {label: string; permalinks: string[]}[] = [];
    const visit = (list: readonly SidebarItem[], depth: number) => {
      for (const item of list) {
        if (item.type !== 'category') continue;
        const innermost = !item.items.some((child) => child.type === 'category');
        if (depth > 0 && innermost) {
          const permalinks = this.sidebarPermalinks(version, [item]);
          if (permalinks.length > 0) groups.push({label: item.label, permalinks});
        } else {
          visit(item.items, depth + 1);
        }
      }
    };
    visit(items, 0);
    return groups;
  }
}

/** `Prompt Management` → `prompt-management`. */
function slugOf(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function walk(items: readonly SidebarItem[], visit: (item: SidebarItem) => void): void {
  for (const item of items) {
    visit(item);
    if (item.type === 'category') walk(item.items, visit);
  }
}

/**
 * Generated API page ids are the operation's slug (plugins/api-reference/operationSlug.ts), tag pages the kebab case of
 * the tag; comparing letters and digits only matches them without re-implementing the generator's word splitting.
 */
export function matchKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function firstSentence(text: string): string {
  const line = oneLine(text.split(/\n\s*\n/)[0] ?? '');
  const match = /^(.+?[.!?])(\s|$)/.exec(line);
  return match ? match[1] : line;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function describeAs(description: string): string {
  return description ? `: ${oneLine(description)}` : '';
}

function isoDate(date: Date): string {
  return new Date(date).toISOString().slice(0, 10);
}
