import {compareVersions} from '../../../shared/changelogVersions';
import type {ChangeEntry} from './library';

/**
 * How `list_changes` (and `search_docs` for version questions) read "since": a version however an agent spells it
 * (v0.50, 0.50, v0.50.x, 0.50.0), a date, or the title of a release. Pure, so that it is tested without a server.
 */

/** What "since" was read as, said back to the agent so that it can tell a misreading. */
export type SinceReading =
  | {kind: 'none'}
  | {kind: 'version'; version: string}
  | {kind: 'date'; date: string}
  | {kind: 'release'; title: string; version: string; date: string};

export interface ChangesAnswer {
  reading: SinceReading;
  /** Entries after `since`, newest first. */
  entries: ChangeEntry[];
  /** The newest entry the changelog knows, or undefined when it is empty. */
  newest?: ChangeEntry;
  /** True when `since` is newer than every entry: nothing is after it, which is not the same as "up to date". */
  beyondNewest: boolean;
}

/** `v0.50`, `0.50`, `v0.50.x`, `0.50.*`, `0.50.0`, `v0.50.0`, `version 0.50` → `v0.50.0`. */
export function normalizeVersion(value: string): string | undefined {
  const match = /^(?:version\s+)?v?(\d{1,4})\.(\d{1,4})(?:\.(\d{1,4}|x|\*))?$/i.exec(value.trim());
  if (!match) return undefined;
  const patch = match[3] === undefined || !/^\d+$/.test(match[3]) ? '0' : match[3];
  return `v${Number(match[1])}.${Number(match[2])}.${Number(patch)}`;
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

function newestFirst(changes: readonly ChangeEntry[]): ChangeEntry[] {
  return [...changes].sort((a, b) => b.date.localeCompare(a.date) || compareVersions(b.version, a.version));
}

/** The entry whose title is `value` (ignoring case), or the only one whose title contains it. */
function releaseNamed(changes: readonly ChangeEntry[], value: string): ChangeEntry | ChangeEntry[] | undefined {
  const wanted = value.toLowerCase().replace(/\s+/g, ' ');
  const exact = changes.filter((entry) => entry.title.toLowerCase() === wanted);
  if (exact.length > 0) return exact[0];
  if (wanted.length < 4) return undefined;
  const partial = changes.filter((entry) => entry.title.toLowerCase().includes(wanted));
  if (partial.length === 1) return partial[0];
  return partial.length > 1 ? partial : undefined;
}

/**
 * Entries released after `since`, newest first, with how `since` was read; a string explains why `since` means
 * nothing (the tool returns it as an error).
 */
export function changesAfter(changes: readonly ChangeEntry[], since: string | undefined): ChangesAnswer | string {
  const sorted = newestFirst(changes);
  const newest = sorted[0];
  const value = (since ?? '').trim();
  if (value === '') return {reading: {kind: 'none'}, entries: sorted, newest, beyondNewest: false};
  const version = normalizeVersion(value);
  if (version) {
    const entries = sorted.filter((entry) => compareVersions(entry.version, version) > 0);
    const beyondNewest = newest !== undefined && compareVersions(version, newest.version) >= 0;
    return {reading: {kind: 'version', version}, entries, newest, beyondNewest};
  }
  if (isIsoDate(value)) {
    const entries = sorted.filter((entry) => entry.date > value);
    return {reading: {kind: 'date', date: value}, entries, newest, beyondNewest: entries.length === 0};
  }
  const release = releaseNamed(sorted, value);
  if (Array.isArray(release)) {
    return `"${value}" matches several releases: ${release
      .slice(0, 5)
      .map((entry) => `"${entry.title}" (${entry.version})`)
      .join(', ')}. Pass a version or a whole title.`;
  }
  if (release) {
    const index = sorted.indexOf(release);
    const entries = sorted.slice(0, index).filter((entry) => entry.date >= release.date);
    const reading: SinceReading = {kind: 'release', title: release.title, version: release.version, date: release.date};
    return {reading, entries, newest, beyondNewest: entries.length === 0};
  }
  return (
    `"${value.slice(0, 80)}" is neither a version (like v0.52, 0.52.x or v0.52.1) nor a date (like 2024-06-30), ` +
    'nor the title of a release in the changelog.'
  );
}

/** One sentence saying what `since` was read as. */
export function describeReading(reading: SinceReading): string {
  switch (reading.kind) {
    case 'none':
      return 'The latest releases';
    case 'version':
      return `Releases after ${reading.version}`;
    case 'date':
      return `Releases after ${reading.date}`;
    case 'release':
      return `Releases after "${reading.title}" (${reading.version}, ${reading.date})`;
  }
}

/** The honest answer when nothing is after `since`: what the newest known release is. */
export function nothingAfter(answer: ChangesAnswer, since: string): string {
  const {newest} = answer;
  if (!newest) return 'The changelog has no entries yet.';
  const known = `the newest release in the changelog is ${newest.version} (${newest.date}, "${newest.title}", ${newest.url})`;
  if (answer.reading.kind === 'version' && compareVersions(answer.reading.version, newest.version) > 0) {
    return (
      `Nothing in the changelog after ${answer.reading.version}: ${known}. ${answer.reading.version} is newer than any ` +
      'release these docs describe; it may not be released yet, or the docs may be behind.'
    );
  }
  return `Nothing in the changelog after ${since.trim().slice(0, 80)}: ${known}.`;
}

const VERSION_TOKEN = /\bv?\d{1,4}\.\d{1,4}(?:\.(?:\d{1,4}|x|\*))?\b/i;
const CHANGE_WORDS =
  /\b(?:chang(?:e|ed|es|elog)|new|release[ds]?|upgrad(?:e|ed|ing)|since|after|newer|latest|what'?s new|breaking)\b/i;

/**
 * A question about versions ("what changed since v0.50", "release notes 0.52", "what's new"): `search_docs` answers
 * it from the changelog. Returns the version or date it names, if any.
 */
export function versionQuestion(query: string): {since?: string} | undefined {
  const version = VERSION_TOKEN.exec(query)?.[0];
  const date = /\b\d{4}-\d{2}-\d{2}\b/.exec(query)?.[0];
  const named = version ?? date;
  if (named && CHANGE_WORDS.test(query)) return {since: named};
  if (/\b(?:what'?s new|what is new|changelog|release notes|latest release|recent changes)\b/i.test(query)) return {};
  return undefined;
}
