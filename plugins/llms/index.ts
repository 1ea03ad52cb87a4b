import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {API_DOWNLOADS, API_SPEC_PATH, apiDownloadsParagraph} from '../api-reference/paths';
import {CHANGELOG_TIMELINE} from '../changelog/timeline';
import {agentChanges, llmsTxtMcpDetails, mcpEndpoint, SERVER_CARD_PATH, serverCard, twinAgentNote} from './agents';
import {lastUpdatedLine} from './lastUpdated';
import {buildCombinedFile, buildLlmsTxt, type LlmsSection, type TwinPage} from './llmsTxt';
import {mdxToMarkdown, type MdxToMarkdownOptions} from './mdxToMarkdown';
import {loadApiDescription, operationToMarkdown, type ApiDescription, type ApiOperation} from './openapi';
import {markdownPathFor} from './paths';
import {CLOUD_ORIGIN, DEFAULT_SELF_HOSTED_ORIGIN, mentionsCloudHost} from '../../src/components/ApiHostSwitch/host';
import {cloneCommand} from '../../src/components/CloneCommand/command';

type SidebarItem = LoadedVersion['sidebars'][string][number];

export interface LlmsSectionConfig {
  title: string;
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
  /** Fail when an operation has no API page; off only for bench builds with part of the reference. */
  requireEveryOperation: boolean;
}

export const defaultLlmsOptions: LlmsPluginOptions = {
  specPath: API_SPEC_PATH,
  apiPluginId: 'api',
  changelogIndex: '/changelog/main',
  version: '1.0.0',
  requireEveryOperation: true,
  sections: [
    {title: 'Docs', sidebars: [{pluginId: 'default', sidebar: 'docsSidebar'}]},
    // The docs sidebar links to some tutorials too; listing Tutorials after Docs files them under Tutorials.
    {title: 'Tutorials', sidebars: [{pluginId: 'default', sidebar: 'guidesSidebar'}]},
    {
      title: 'API reference',
      sidebars: [
        {pluginId: 'default', sidebar: 'referenceSidebar'},
        {pluginId: 'api', sidebar: 'apiSidebar'},
      ],
    },
    {title: 'Self-host', sidebars: [{pluginId: 'default', sidebar: 'selfHostSidebar'}]},
    {title: 'Changelog', changelog: true},
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
      const blog = plugins.find(
        (plugin) => plugin.name === 'docusaurus-plugin-content-blog' && (plugin.options.id ?? 'default') === 'default',
      )?.content as BlogContent | undefined;

      const {links} = context.siteConfig.customFields as {links: {sourceRepository: string}};
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

      const endpoint = mcpEndpoint(settings.serviceUrl);
      const agentNote = endpoint ? `\n\n${twinAgentNote(site.root, endpoint)}\n` : '';
      for (const twin of writer.twins.values()) {
        const file = path.join(outDir, markdownPathFor(twin.permalink).slice(site.baseUrl.length));
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, agentNote ? `${twin.markdown.trimEnd()}${agentNote}` : twin.markdown);
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
      const sections = writer.sections(settings.sections, docsInstances);
      const listed = sections.flatMap((section) => section.pages as Twin[]);
      const {title, tagline: summary} = context.siteConfig;
      const details = [
        'Every link below is the Markdown version of a page; the HTML page is at the same address without `.md`.',
        `[llms-full.txt](${site.root}/llms-full.txt) holds all of the documentation in one file.`,
        api
          ? `[llms-api.txt](${site.root}/llms-api.txt) holds the whole HTTP API reference (base URL ` +
            `\`${api.serverUrl}\`, header \`Authorization: ApiKey $TESSERA_API_KEY\`); its OpenAPI description is ` +
            `[openapi.yaml](${site.root}${API_DOWNLOADS.yaml}) (also as [openapi.json](${site.root}${API_DOWNLOADS.json})).`
          : '',
        endpoint ? llmsTxtMcpDetails(endpoint) : '',
      ]
        .filter(Boolean)
        .join(' ');
      writeFileSync(path.join(outDir, 'llms.txt'), buildLlmsTxt({title, summary, details, sections}));
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
    `Samples on this page use Tessera Cloud. On a self-hosted instance, replace \`${CLOUD_ORIGIN}\` with the ` +
    `address of your instance, for example \`${DEFAULT_SELF_HOSTED_ORIGIN}\`.`,
};

/** Markdown for the components of docs pages that render from site configuration. */
export function docsComponents(sourceRepository: string): NonNullable<MdxToMarkdownOptions['components']> {
  return {CloneCommand: () => `\`\`\`bash\n${cloneCommand(sourceRepository)}\n\`\`\``};
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
        markdown = this.linked(operationToMarkdown(operation, api), doc.permalink);
        page.description = `${operation.method.toUpperCase()} ${operation.path}. ${firstSentence(operation.description ?? '')}`;
      } else if (doc.source.endsWith('.info.mdx')) {
        const downloads = apiDownloadsParagraph((downloadPath) => `${this.site.root}${downloadPath}`);
        markdown = this.fromMarkdown(`${api.description.trimEnd()}\n\n${downloads}\n`, doc.permalink, api.title);
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

  /** The sections of /llms.txt: every listed page once, in sidebar order; pages in no sidebar go under "Optional". */
  sections(configs: readonly LlmsSectionConfig[], instances: ReadonlyMap<string, LoadedVersion>): LlmsSection[] {
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
    const sections: LlmsSection[] = configs.map((config, index) => {
      const seen = new Set<string>();
      const pages = orders[index]
        .filter((permalink) => owner.get(permalink) === index && !seen.has(permalink) && seen.add(permalink))
        .map((permalink) => this.twins.get(permalink))
        .filter((twin): twin is Twin => twin !== undefined && !twin.unlisted);
      return {title: config.title, pages};
    });
    const unfiled = [...this.twins.values()].filter((twin) => !twin.unlisted && !owner.has(twin.permalink));
    if (unfiled.length > 0) sections.push({title: 'Optional', pages: unfiled});
    return sections;
  }
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
