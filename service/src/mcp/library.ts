import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/** One changelog entry as the build lists it for agents (`agents/library.json`). */
export interface ChangeEntry {
  version: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  title: string;
  /** Absolute URL of the entry's page. */
  url: string;
  summary: string;
}

/** What the build writes for the service at `<build>/agents/library.json` (see plugins/llms). */
export interface AgentLibraryFile {
  version: 1;
  /** Origin and base URL of the published site, without a trailing slash. */
  siteUrl: string;
  changes: ChangeEntry[];
}

export const AGENT_LIBRARY_PATH = 'agents/library.json';

export class LibraryMissingError extends Error {}

/**
 * The built site as the MCP tools read it: the Markdown twin of every page (found once, at load, so a tool can only
 * ever read a file the build listed) and the changelog entries. Nothing here touches the network.
 */
export class DocsLibrary {
  /** Site path without base URL or `.md` (e.g. `/concepts`, `/` for the home page) → twin file. */
  private readonly twins = new Map<string, string>();

  private constructor(
    readonly buildDir: string,
    readonly siteUrl: string,
    readonly changes: readonly ChangeEntry[],
  ) {}

  static load(buildDir: string): DocsLibrary {
    const file = path.join(buildDir, AGENT_LIBRARY_PATH);
    let parsed: AgentLibraryFile;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8')) as AgentLibraryFile;
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : 'is not valid JSON';
      throw new LibraryMissingError(`${file} ${reason}: build the site first (npm run build).`);
    }
    if (parsed.version !== 1 || typeof parsed.siteUrl !== 'string' || !Array.isArray(parsed.changes)) {
      throw new LibraryMissingError(`${file} is not a version 1 agent library: rebuild the site (npm run build).`);
    }
    const library = new DocsLibrary(path.resolve(buildDir), parsed.siteUrl.replace(/\/+$/, ''), parsed.changes);
    library.collectTwins(library.buildDir, '');
    return library;
  }

  get size(): number {
    return this.twins.size;
  }

  get basePath(): string {
    return new URL(`${this.siteUrl}/`).pathname.replace(/\/$/, '');
  }

  private collectTwins(directory: string, sitePath: string) {
    for (const entry of readdirSync(directory, {withFileTypes: true})) {
      // Symbolic links are skipped: a twin is always a regular file inside the build.
      if (entry.isDirectory()) this.collectTwins(path.join(directory, entry.name), `${sitePath}/${entry.name}`);
      else if (entry.isFile() && entry.name.endsWith('.md')) {
        const name = entry.name.slice(0, -'.md'.length);
        const key = name === 'index' ? sitePath || '/' : `${sitePath}/${name}`;
        // `x.md` and `x/index.md` can both exist; the page `/x` is `x.md`, the one the build wrote for it.
        if (!this.twins.has(key) || name !== 'index') this.twins.set(key, path.join(directory, entry.name));
      }
    }
  }

  /**
   * The site path a reader or agent means by `reference`: a URL of this site or a path, with or without the base URL,
   * `.md`, `.html`, a trailing slash, a query or an `#anchor`. Undefined when it cannot name a page of this site.
   */
  pagePathOf(reference: string): string | undefined {
    const trimmed = reference.trim();
    if (!trimmed || trimmed.includes('\\') || [...trimmed].some((char) => char < ' ' || char === '\u007f')) {
      return undefined;
    }
    const site = new URL(`${this.siteUrl}/`);
    let url: URL;
    try {
      url = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
        ? new URL(trimmed)
        : new URL(trimmed.startsWith('/') ? trimmed : `/${trimmed}`, site.origin);
    } catch {
      return undefined;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && url.origin !== site.origin) return undefined;
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return undefined;
    }
    const base = this.basePath;
    if (base && (pathname === base || pathname.startsWith(`${base}/`))) pathname = pathname.slice(base.length) || '/';
    pathname = pathname
      .replace(/\/index\.(?:md|html)$/, '/')
      .replace(/\.(?:md|html)$/, '')
      .replace(/(.)\/+$/, '$1');
    return pathname || '/';
  }

  /** The Markdown twin of a page, or undefined when the build has no such page. */
  readPage(reference: string): {path: string; url: string; markdown: string} | undefined {
    const pagePath = this.pagePathOf(reference);
    const file = pagePath === undefined ? undefined : this.twins.get(pagePath);
    if (pagePath === undefined || !file || !statSync(file, {throwIfNoEntry: false})?.isFile()) return undefined;
    return {path: pagePath, url: this.urlOf(pagePath), markdown: readFileSync(file, 'utf8')};
  }

  /** Absolute URL of a site path (without base URL), or of a site URL that already carries the base URL. */
  urlOf(pagePath: string): string {
    return `${this.siteUrl}${pagePath === '/' ? '/' : pagePath}`;
  }

  /** Absolute URL of a link the indexes store with the base URL included. */
  absolute(siteLink: string): string {
    return `${new URL(`${this.siteUrl}/`).origin}${siteLink}`;
  }
}
