/** Pure helpers of the changelog's "what changed since my version" view. */

export interface VersionedEntry {
  version: string;
}

/** Compares "v0.59.10"-style versions numerically; unparsable versions sort first. */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) =>
    version
      .replace(/^v/, '')
      .split('.')
      .map((part) => Number.parseInt(part, 10));
  const [left, right] = [parse(a), parse(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] || 0) - (right[index] || 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Every version that has an entry, newest first, without duplicates. */
export function listVersions(entries: readonly VersionedEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.version))].sort((a, b) => compareVersions(b, a));
}

/** Entries released after `since` (exclusive); all entries when `since` is absent or not a known version. */
export function entriesSince<T extends VersionedEntry>(entries: readonly T[], since: string | null): T[] {
  if (!since || !entries.some((entry) => entry.version === since)) return [...entries];
  return entries.filter((entry) => compareVersions(entry.version, since) > 0);
}
