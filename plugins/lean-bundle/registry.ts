/**
 * Transforms of Docusaurus's generated route registry (`.docusaurus/registry.js`), one entry per route chunk:
 * `  "<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" *\/ "<source>"), "<source>", require.resolveWeak("<source>")],`
 */

/** `[() => import(…), "<source path>", require.resolveWeak(…)]`: the source path is the string between the two. */
const SOURCE_PATH = /(\)), "(?:[^"\\]|\\.)*", (require\.resolveWeak\()/g;

/**
 * The source path only serves server-side rendering, to report which chunks a page used; the browser never reads
 * it.
 */
export function withoutSourcePaths(registry: string): {code: string; replaced: number} {
  let replaced = 0;
  const code = registry.replace(SOURCE_PATH, (_match, before: string, after: string) => {
    replaced += 1;
    return `${before}, "", ${after}`;
  });
  return {code, replaced};
}

/** An entry's key and the chunk name its import gives, the same name twice. */
const ENTRY = /^( {2}")([^"]+)(": \[\(\) => import\(\/\* webpackChunkName: ")\2(" \*\/)/gm;

/** The chunk name of a registry line, undefined for a line that is not an entry. */
export function entryName(line: string): string | undefined {
  return new RegExp(ENTRY.source).exec(line)?.[2];
}

export function chunkNamesOf(registry: string): string[] {
  return [...registry.matchAll(ENTRY)].map((match) => match[2]);
}

/** The registry with every entry's key and chunk name replaced by `names`' value for it. */
export function withChunkNames(registry: string, names: ReadonlyMap<string, string>): {code: string; renamed: number} {
  let renamed = 0;
  const code = registry.replace(ENTRY, (match, start: string, name: string, middle: string, end: string) => {
    const short = names.get(name);
    if (short === undefined) return match;
    renamed += 1;
    return `${start}${short}${middle}${short}${end}`;
  });
  return {code, renamed};
}

/** `import(/* webpackChunkName: "<name>" *\/ "<request>")` of an entry. */
const NAMED_IMPORT = /import\(\/\* webpackChunkName: "[^"]+" \*\/ ("(?:[^"\\]|\\.)*")\)/;

/** An entry's import request, undefined for a line that is not an entry. */
export function entryRequest(line: string): string | undefined {
  const quoted = NAMED_IMPORT.exec(line)?.[1];
  return quoted === undefined ? undefined : (JSON.parse(quoted) as string);
}

/** The entry with its import left without a chunk name: the bundler then keeps no name → id pair for the chunk. */
export function withoutChunkName(line: string): string {
  return line.replace(NAMED_IMPORT, 'import($1)');
}
