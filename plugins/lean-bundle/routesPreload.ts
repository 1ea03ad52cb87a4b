/**
 * A page under a lazy child list (lazySubtrees.ts) cannot render before the list's chunk has loaded, and the client
 * learns that it needs it only once main has run: main → routes chunk → the page's chunks, one after the other. The
 * pages' HTML preloads that chunk instead, so that it downloads alongside main. The bundler loads chunks with a plain
 * `<script src>` (no crossorigin, no nonce on this site), which a plain `<link rel=preload as=script>` matches.
 * At low priority, as main's own deferred script has: a preload is otherwise fetched at high priority, beside the
 * render-blocking stylesheets, and Lighthouse counts a high-priority script that ends before the first paint into
 * that paint (its simulated First Contentful Paint), which the first paint does not wait for.
 */
import {existsSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** The minimal shape of the bundler's compiler and compilation this file reads (Rspack and webpack). */
interface EmittedCompilation {
  chunks: Iterable<{name?: string | null; files: Iterable<string>}>;
}
interface EmittingCompiler {
  hooks: {afterEmit: {tap(name: string, run: (compilation: EmittedCompilation) => void): void}};
}

/** Reports the JavaScript file of each named chunk among `chunkNames` once the client build has written it. */
export function emittedChunkFiles(chunkNames: readonly string[], report: (files: Record<string, string>) => void) {
  return {
    apply(compiler: EmittingCompiler) {
      compiler.hooks.afterEmit.tap('tessera-lean-bundle', (compilation) => {
        const files: Record<string, string> = {};
        for (const chunk of compilation.chunks) {
          const file = [...chunk.files].find((name) => name.endsWith('.js'));
          if (chunk.name && chunkNames.includes(chunk.name) && file) files[chunk.name] = file;
        }
        report(files);
      });
    },
  };
}

export function preloadLink(href: string): string {
  return `<link rel="preload" href="${href}" as="script" fetchpriority="low">`;
}

/** The page with a preload of `href` at the end of its head (where main's script is); undefined without a head. */
export function withScriptPreload(html: string, href: string): string | undefined {
  if (html.includes(preloadLink(href))) return html;
  const end = html.indexOf('</head>');
  if (end === -1) return undefined;
  return `${html.slice(0, end)}${preloadLink(href)}${html.slice(end)}`;
}

/** The HTML file of a rendered route, as Docusaurus writes it. */
export function htmlFileOfRoute(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  return relative.endsWith('.html') ? path.join(outDir, relative) : path.join(outDir, relative, 'index.html');
}

/**
 * Adds to each rendered page among `pagePaths` the preload of `file` (relative to the build folder); returns how many
 * pages got it. Synchronous on purpose: other plugins' postBuild rewrite API pages too (plugins/api-reference links
 * a stylesheet) with reads and writes that start after an await, so a rewrite done in one go cannot interleave with
 * theirs and lose one of the two changes.
 */
export function preloadInPages(
  {outDir, baseUrl, routesPaths}: {outDir: string; baseUrl: string; routesPaths: readonly string[]},
  pagePaths: readonly string[],
  file: string,
): number {
  const href = `${baseUrl}${file}`;
  const wanted = new Set(pagePaths);
  let preloaded = 0;
  for (const routePath of routesPaths.filter((route) => wanted.has(route))) {
    const page = htmlFileOfRoute(outDir, baseUrl, routePath);
    if (!existsSync(page)) continue;
    const html = withScriptPreload(readFileSync(page, 'utf8'), href);
    if (html === undefined) continue;
    // Written aside, then renamed over the page: a reader never sees a half-written page.
    writeFileSync(`${page}.preloading`, html);
    renameSync(`${page}.preloading`, page);
    preloaded += 1;
  }
  return preloaded;
}
