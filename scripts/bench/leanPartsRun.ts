/**
 * The run behind `npm run bench -- --lean-parts` (see leanParts.ts): the builds, then the measurements, then the
 * results file. Each build waits for BENCH_BUILD_LOCK on its own and releases it at once, so that a machine shared
 * with other builds is not held for the whole run (bytes do not depend on the machine's load; TBT does).
 */
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {site} from '../../config/site';
import {measureBuild, measureBuildWithLeanPartsOff} from './build';
import {startLighthouse} from './lighthouse';
import {
  buildFileOf,
  gzipBytesOf,
  leanBundleParts,
  negligibleParts,
  renderLeanParts,
  type BuildFirstLoad,
  type LeanPartsResults,
} from './leanParts';
import {holdLock} from './lock';
import {measurePageWeight} from './pageWeight';
import {PAGE_TYPES} from './pageTypes';
import {startStaticServer} from './server';

export interface LeanPartsOptions {
  root: string;
  /** Take build/ as the build with every part on instead of building it. */
  skipBuild: boolean;
  /** Measure Lighthouse's TBT as well (slow; noise on a busy machine). */
  tbt: boolean;
  runs: number;
  /** Only these parts (default: every part of parts.ts). */
  only?: readonly string[];
}

async function locked<T>(work: () => Promise<T>): Promise<T> {
  const lockFile = process.env.BENCH_BUILD_LOCK;
  if (lockFile) console.log(`[bench] waiting for ${lockFile}`);
  const release = lockFile ? await holdLock(lockFile) : () => undefined;
  try {
    return await work();
  } finally {
    release();
  }
}

/** First-load JS per page type of the build in `buildDir` (and TBT with `tbt`). */
async function measureFirstLoad(
  browser: Browser,
  buildDir: string,
  options: LeanPartsOptions,
): Promise<BuildFirstLoad> {
  const server = await startStaticServer(buildDir, 0, site.baseUrl);
  const result: BuildFirstLoad = {jsGzipBytes: {}, scripts: {}};
  try {
    for (const type of PAGE_TYPES) {
      const weight = await measurePageWeight(browser, server.url + type.path, 'mobile');
      const scripts = weight.scripts.map((script) => script.path).sort();
      result.scripts[type.id] = scripts;
      result.jsGzipBytes[type.id] = gzipBytesOf(
        scripts.map((script) => buildFileOf(buildDir, new URL(script, server.url).href, site.baseUrl)),
      );
    }
    if (options.tbt) {
      const lighthouse = await startLighthouse();
      result.tbtMs = {};
      try {
        for (const type of PAGE_TYPES) {
          console.log(`[bench] Lighthouse mobile ×${options.runs} ${type.lighthousePath ?? type.path}`);
          const figures = await lighthouse.measure(
            server.url + (type.lighthousePath ?? type.path),
            'mobile',
            options.runs,
          );
          result.tbtMs[type.id] = figures.tbtMs;
        }
      } finally {
        await lighthouse.close();
      }
    }
  } finally {
    await server.close();
  }
  return result;
}

/** Writes bench-results/lean-parts.{json,md}; returns the Markdown. */
function writeResults(outputDir: string, results: LeanPartsResults): string {
  const markdown = renderLeanParts(results);
  mkdirSync(outputDir, {recursive: true});
  writeFileSync(
    path.join(outputDir, 'lean-parts.json'),
    `${JSON.stringify({...results, negligible: negligibleParts(results)}, null, 2)}\n`,
  );
  writeFileSync(path.join(outputDir, 'lean-parts.md'), markdown);
  return markdown;
}

export async function runLeanParts(options: LeanPartsOptions): Promise<LeanPartsResults> {
  const buildDir = path.join(options.root, 'build');
  const outputDir = path.join(options.root, 'bench-results');
  const notes: string[] = [];
  if (options.skipBuild) {
    if (!existsSync(path.join(buildDir, 'index.html')))
      throw new Error('No build in build/: run without --skip-build.');
    notes.push('--skip-build: build/ was taken as the build with every part on.');
  } else {
    await locked(() => measureBuild(options.root));
  }
  if (!options.tbt) notes.push('TBT was not measured (add --tbt, on a quiet machine).');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log('[bench] first load with every lean-bundle part on');
    const baseline = await measureFirstLoad(browser, buildDir, options);
    const parts: LeanPartsResults['parts'] = [];
    const results: LeanPartsResults = {
      measuredAt: new Date().toISOString(),
      pageTypes: PAGE_TYPES.map(({id, label, path: pagePath}) => ({id, label, path: pagePath})),
      baseline,
      parts,
      notes,
    };
    const unknown = (options.only ?? []).filter((name) => !leanBundleParts().some(({part}) => part === name));
    if (unknown.length > 0) throw new Error(`--parts names no part ${unknown.join(', ')}.`);
    // In the order asked for, so that a short window measures the parts that matter most first.
    const selected = options.only
      ? options.only.map((name) => leanBundleParts().find(({part}) => part === name)!)
      : leanBundleParts();
    for (const {part, description} of selected) {
      const outDir = mkdtempSync(path.join(os.tmpdir(), `tessera-bench-lean-${part}-`));
      try {
        await locked(() => measureBuildWithLeanPartsOff(options.root, outDir, [part]));
        console.log(`[bench] first load without ${part}`);
        parts.push({part, description, off: await measureFirstLoad(browser, outDir, options)});
      } finally {
        rmSync(outDir, {recursive: true, force: true});
      }
      // After each part, so that an interrupted run keeps what it measured.
      writeResults(outputDir, results);
    }
    const markdown = writeResults(outputDir, results);
    console.log(`\n${markdown}\nWritten to bench-results/lean-parts.md and lean-parts.json.`);
    return results;
  } finally {
    await browser.close();
  }
}
