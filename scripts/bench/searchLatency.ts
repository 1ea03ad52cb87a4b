/**
 * Per-keystroke ranking time of the retrieval engine in headless Chromium (Debian's, or CHROME_PATH), as the search
 * box would run it: the engine bundled for the browser, the whole index in memory, each prefix of each query ranked
 * once warm. Measured as is and with the CPU throttled 4× (a mid-range phone).
 */
import path from 'node:path';
import {chromium} from 'playwright-core';
import type {RetrievalIndex} from '../../shared/retrieval';
import {percentile} from './stats';

export interface KeystrokeLatency {
  throttling: number;
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

async function engineBundle(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [path.join(__dirname, '../../shared/retrieval/index.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'RetrievalEngine',
    write: false,
    target: 'es2020',
  });
  return result.outputFiles[0].text;
}

export async function measureKeystrokes(
  index: RetrievalIndex,
  queries: readonly string[],
  throttlings: readonly number[] = [1, 4],
): Promise<KeystrokeLatency[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>engine</title>');
    await page.addScriptTag({content: await engineBundle()});
    await page.evaluate(`window.retrievalIndex = ${JSON.stringify(index)}`);
    const session = await page.context().newCDPSession(page);
    const results: KeystrokeLatency[] = [];
    for (const throttling of throttlings) {
      await session.send('Emulation.setCPUThrottlingRate', {rate: throttling});
      // Plain JavaScript: the page has none of the TypeScript loader's helpers.
      const times = (await page.evaluate(`(() => {
        const {search} = window.RetrievalEngine;
        const queries = ${JSON.stringify(queries)};
        search(window.retrievalIndex, 'warm up');
        const times = [];
        for (const query of queries) {
          for (let end = 2; end <= query.length; end += 1) {
            const started = performance.now();
            search(window.retrievalIndex, query.slice(0, end), {prefix: true, limit: 8});
            times.push(performance.now() - started);
          }
        }
        return times;
      })()`)) as number[];
      results.push({throttling, samples: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95)});
    }
    return results;
  } finally {
    await browser.close();
  }
}
