/**
 * The chunk ids of the route chunks that come with lazy routes (../lazySubtrees.ts). Those chunks have no name, so
 * that the runtime every page loads does not map ~370 names to ids; the build writes their ids into the lazy routes'
 * chunk instead (../chunkIds.ts), and prefetching finds their files by them (docusaurus.ts).
 */
const idsByName = new Map<string, string>();

/** Takes the build's name → id map; the unfilled placeholder (a string) leaves prefetching to Docusaurus alone. */
export function addChunkIds(ids: Readonly<Record<string, string>> | string): void {
  if (typeof ids === 'string') return;
  for (const [name, id] of Object.entries(ids)) idsByName.set(name, id);
}

export function lazyChunkId(name: string): string | undefined {
  return idsByName.get(name);
}
