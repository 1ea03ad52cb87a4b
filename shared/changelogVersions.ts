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

/** Every version that has an entry, newest first, without duplicates; entries without a version offer none. */
export function listVersions(entries: readonly VersionedEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.version).filter(isVersion))].sort((a, b) => compareVersions(b, a));
}

/** A version a reader may run, e.g. "v0.40.0"; it need not have a changelog entry of its own. */
export function isVersion(value: string | null): value is string {
  return value !== null && /^v\d{1,4}\.\d{1,4}\.\d{1,4}$/.test(value);
}

/** Entries released after `since` (exclusive); all entries when `since` is absent or not a version. */
export function entriesSince<T extends VersionedEntry>(entries: readonly T[], since: string | null): T[] {
  if (!isVersion(since)) return [...entries];
  return entries.filter((entry) => compareVersions(entry.version, since) > 0);
}

/** The versions to offer: every version with an entry, plus the reader's own when it has none. */
export function versionChoices(entries: readonly VersionedEntry[], since: string | null): string[] {
  const versions = listVersions(entries);
  if (!isVersion(since) || versions.includes(since)) return versions;
  return [...versions, since].sort((a, b) => compareVersions(b, a));
}
