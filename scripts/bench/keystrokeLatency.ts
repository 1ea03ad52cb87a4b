/**
 * Per-keystroke ranking time of the search box in headless Chromium (Debian's, or CHROME_PATH): the browser's search
 * module (src/search/engine.ts with the engine) bundled as the site bundles it, both tiers of the built index in
 * memory, and every prefix of every query ranked as the search box ranks it while the reader types (the whole index,
 * 8 results, the last word a prefix). Measured as is and with the CPU throttled 4× (a mid-range phone).
 */
import path from 'node:path';
import {chromium} from 'playwright-core';
import {budgets} from '../../config/budgets';
import type {RetrievalIndex} from '../../shared/retrieval';
import {percentile} from './stats';

export interface KeystrokeLatency {
  throttling: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

/** The latency target of the retrieval issue: a keystroke ranked within one frame on a mid-range phone (4×). */
export const KEYSTROKE_P95_TARGET_MS = budgets.searchKeystrokeP95At4xMaxMs;
/** The CPU throttling the target is judged at. */
export const KEYSTROKE_TARGET_THROTTLING = 4;

const ROOT = path.join(__dirname, '../..');

/** The browser's search module and the engine, bundled for a page (`window.SearchBox`). */
export async function searchBoxBundle(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [path.join(ROOT, 'src/search/engine.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'SearchBox',
    alias: {'@site': ROOT},
    define: {'process.env.NODE_ENV': '"production"'},
    write: false,
    target: 'es2020',
  });
  return result.outputFiles[0].text;
}

/** Every prefix a reader types on the way to each query, from 2 characters. */
export function keystrokes(queries: readonly string[]): string[] {
  return queries.flatMap((query) => Array.from({length: query.length - 1}, (_, end) => query.slice(0, end + 2)));
}

export async function measureKeystrokeLatency(
  whole: RetrievalIndex,
  queries: readonly string[],
  throttlings: readonly number[] = [1, 4],
): Promise<KeystrokeLatency[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>search box</title>');
    await page.addScriptTag({content: await searchBoxBundle()});
    await page.evaluate(`window.whole = ${JSON.stringify(whole)};`);
    const session = await page.context().newCDPSession(page);
    const results: KeystrokeLatency[] = [];
    for (const throttling of throttlings) {
      await session.send('Emulation.setCPUThrottlingRate', {rate: throttling});
      // Plain JavaScript: the page has none of the TypeScript loader's helpers.
      const times = (await page.evaluate(`(() => {
        const {searchIndex} = window.SearchBox;
        const strokes = ${JSON.stringify(keystrokes(queries))};
        const options = {limit: 8, prefix: true};
        searchIndex(window.whole, 'warm up', options);
        const times = [];
        for (const stroke of strokes) {
          const started = performance.now();
          searchIndex(window.whole, stroke, options);
          times.push(performance.now() - started);
        }
        return times;
      })()`)) as number[];
      results.push({throttling, samples: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95)});
    }
    await session.send('Emulation.setCPUThrottlingRate', {rate: 1});
    return results;
  } finally {
    await browser.close();
  }
}
