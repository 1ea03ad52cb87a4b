/**
 * The twin's line for when its page last changed, as the HTML page shows it from git; undefined when the build has
 * no date for the page (a shallow clone, a file git does not track yet, or a page type that shows no date).
 */
export function lastUpdatedLine(lastUpdatedAt: number | null | undefined): string | undefined {
  if (typeof lastUpdatedAt !== 'number' || !Number.isFinite(lastUpdatedAt)) return undefined;
  return `Last updated ${new Date(lastUpdatedAt).toISOString().slice(0, 10)}.`;
}
