/**
 * `npm run bench -- --lean-parts [--tbt] [--runs=N] [--skip-build]`: what each part of plugins/lean-bundle gains.
 * The site is built once with every part on (or `build/` is taken as that build, --skip-build), then once per part
 * with `LEAN_BUNDLE_OFF=<part>` (plugins/lean-bundle/parts.ts). On every page type, the scripts the page loads before
 * it is idle (prefetches excluded, as the budgets count them) are listed in headless Chromium, and their gzip bytes
 * are computed from the build's files: exact and repeatable, so one run says what a part saves. With --tbt, Lighthouse's
 * mobile Total Blocking Time (median of --runs) is measured on each build too: slow, and only meaningful on a quiet
 * machine. Results go to bench-results/lean-parts.json and bench-results/lean-parts.md.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {LEAN_BUNDLE_PARTS, PARTS_OFF_ENV, type LeanBundlePart} from '../../plugins/lean-bundle/parts';
import type {PageType} from './pageTypes';
import {formatBytes} from './stats';

/** A build's first-load JavaScript (gzip bytes) and, when measured, mobile TBT (ms), per page type id. */
export interface BuildFirstLoad {
  jsGzipBytes: Record<string, number>;
  /** The scripts behind each figure, for checking what a part moved. */
  scripts: Record<string, string[]>;
  tbtMs?: Record<string, number>;
}

export interface LeanPartsResults {
  measuredAt: string;
  pageTypes: Pick<PageType, 'id' | 'label' | 'path'>[];
  baseline: BuildFirstLoad;
  /** Each part switched off alone: that build's figures. */
  parts: {part: LeanBundlePart; description: string; off: BuildFirstLoad}[];
  notes: string[];
}

/** Below this many gzip bytes on every page type, a part's byte gain is nothing worth its code. */
export const NEGLIGIBLE_BYTES = 512;

/** The file in `buildDir` that a script URL loaded from the site (under `baseUrl`) is. */
export function buildFileOf(buildDir: string, scriptUrl: string, baseUrl: string): string {
  const pathname = decodeURIComponent(new URL(scriptUrl, 'http://site.invalid').pathname);
  const relative = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  const file = path.resolve(buildDir, relative);
  if (!file.startsWith(path.resolve(buildDir) + path.sep)) throw new Error(`${scriptUrl} is outside ${buildDir}.`);
  return file;
}

/** The gzip bytes of files, summed, at zlib's default level (what the bench's server and nginx's default send). */
export function gzipBytesOf(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
}

/** What switching a part off costs: positive when the part makes pages lighter (or faster). */
export function gainOf(off: Record<string, number>, on: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(on).map((id) => [id, (off[id] ?? Number.NaN) - on[id]]));
}

/** Parts whose byte gain is below NEGLIGIBLE_BYTES on every page type. */
export function negligibleParts(results: LeanPartsResults): LeanBundlePart[] {
  return results.parts
    .filter(({off}) =>
      Object.values(gainOf(off.jsGzipBytes, results.baseline.jsGzipBytes)).every(
        (gain) => Math.abs(gain) < NEGLIGIBLE_BYTES,
      ),
    )
    .map(({part}) => part);
}

function signedBytes(bytes: number): string {
  if (Number.isNaN(bytes)) return 'n/a';
  if (bytes === 0) return '0 B';
  return `${bytes > 0 ? '+' : '−'}${formatBytes(Math.abs(bytes))} (${Math.abs(bytes)} B)`;
}

function signedMs(ms: number): string {
  return Number.isNaN(ms) ? 'n/a' : `${ms > 0 ? '+' : ms < 0 ? '−' : ''}${Math.round(Math.abs(ms))} ms`;
}

/** The results as Markdown: one table of byte gains, one of TBT gains when measured, then the verdicts. */
export function renderLeanParts(results: LeanPartsResults): string {
  const ids = results.pageTypes.map((type) => type.id);
  const header = `| Part switched off | ${results.pageTypes.map((type) => type.label).join(' | ')} |`;
  const rule = `| --- | ${ids.map(() => '---:').join(' | ')} |`;
  const lines = [
    '# lean-bundle: what each part gains',
    '',
    `Measured ${results.measuredAt}. A gain is what the page loads more with the part switched off`,
    `(\`${PARTS_OFF_ENV}=<part>\`): positive means the part makes the page lighter (or faster).`,
    '',
    '## First-load JavaScript (gzip bytes of the scripts each page loads before it is idle, prefetches excluded)',
    '',
    header,
    rule,
    `| Every part on | ${ids.map((id) => formatBytes(results.baseline.jsGzipBytes[id])).join(' | ')} |`,
    ...results.parts.map(
      ({part, off}) =>
        `| \`${part}\` | ${ids.map((id) => signedBytes(gainOf(off.jsGzipBytes, results.baseline.jsGzipBytes)[id])).join(' | ')} |`,
    ),
  ];
  const baselineTbt = results.baseline.tbtMs;
  if (baselineTbt) {
    lines.push(
      '',
      '## Total Blocking Time (Lighthouse mobile, median): only meaningful on a quiet machine',
      '',
      header,
      rule,
      `| Every part on | ${ids.map((id) => `${Math.round(baselineTbt[id])} ms`).join(' | ')} |`,
      ...results.parts.map(
        ({part, off}) =>
          `| \`${part}\` | ${ids.map((id) => signedMs(off.tbtMs ? gainOf(off.tbtMs, baselineTbt)[id] : Number.NaN)).join(' | ')} |`,
      ),
    );
  }
  const negligible = negligibleParts(results);
  lines.push(
    '',
    '## Verdict',
    '',
    negligible.length === 0
      ? `Every part saves at least ${NEGLIGIBLE_BYTES} B of first-load JavaScript on some page type.`
      : `Below ${NEGLIGIBLE_BYTES} B on every page type (a candidate for removal unless a quiet TBT measurement ` +
          `shows a gain): ${negligible.map((part) => `\`${part}\``).join(', ')}.`,
  );
  if (results.notes.length > 0) lines.push('', '## Notes', '', ...results.notes.map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
}

/** Every part of lean-bundle with its description, in the order parts.ts lists them. */
export function leanBundleParts(): {part: LeanBundlePart; description: string}[] {
  return (Object.entries(LEAN_BUNDLE_PARTS) as [LeanBundlePart, string][]).map(([part, description]) => ({
    part,
    description,
  }));
}
