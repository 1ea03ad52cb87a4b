/**
 * Route chunk names, as Docusaurus makes them, are 8 hex digits of a hash: random to gzip, and each is written three
 * times into what every page loads first (registry key, route → chunks table, runtime's name → id map). The client
 * build gets them shortened to the shortest prefix that stays unique among them (3 digits on average for ~700).
 * A prefix rather than a counter keeps a chunk's name, and so its file, when other pages are added or removed.
 */

/** Every chunk name gets its shortest prefix that starts no other name; the mapping is a bijection. */
export function shortChunkNames(names: Iterable<string>): Map<string, string> {
  const sorted = [...new Set(names)].sort();
  const shortened = new Map<string, string>();
  sorted.forEach((name, index) => {
    const shared = Math.max(commonPrefixLength(name, sorted[index - 1]), commonPrefixLength(name, sorted[index + 1]));
    // A name that is a prefix of another keeps its full length; the other then gets one more character.
    shortened.set(name, name.slice(0, Math.min(name.length, shared + 1)));
  });
  return shortened;
}

function commonPrefixLength(a: string, b: string | undefined): number {
  if (b === undefined) return 0;
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** The route → chunks table (`routesChunkNames.json`) with every chunk name replaced; undefined if one is unknown. */
export function renameRouteChunks(table: unknown, names: ReadonlyMap<string, string>): unknown {
  let complete = true;
  const rename = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const short = names.get(value);
      if (short === undefined) complete = false;
      return short ?? value;
    }
    if (Array.isArray(value)) return value.map(rename);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
    }
    return value;
  };
  const renamed = rename(table);
  return complete ? renamed : undefined;
}
