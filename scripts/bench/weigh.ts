/**
 * `node --import tsx scripts/bench/weigh.ts [--dir=build] [paths…]`: the deterministic first-load figures of a few
 * pages of a build (HTML, JS, CSS and render-blocking bytes, gzip; requests and scripts), on the phone screen, without
 * Lighthouse: for comparing two builds of a change when timings are noise (a busy machine).
 */
import path from 'node:path';
import {chromium} from 'playwright-core';
import {site} from '../../config/site';
import {measurePageWeight} from './pageWeight';
import {PAGE_TYPES} from './pageTypes';
import {startStaticServer} from './server';
import {formatBytes} from './stats';

async function main() {
  const argv = process.argv.slice(2);
  const directory = path.resolve(
    argv.find((arg) => arg.startsWith('--dir='))?.slice('--dir='.length) ?? path.join(__dirname, '../../build'),
  );
  const paths = argv.filter((arg) => !arg.startsWith('--'));
  const server = await startStaticServer(directory, 0, site.baseUrl);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const pagePath of paths.length > 0 ? paths : PAGE_TYPES.map((type) => type.path)) {
      const weight = await measurePageWeight(browser, server.url + pagePath, 'mobile');
      console.log(
        `${pagePath}: HTML ${formatBytes(weight.htmlBytes)}, JS ${formatBytes(weight.jsBytes)} in ` +
          `${weight.scripts.length} scripts, CSS ${formatBytes(weight.cssBytes)}, render-blocking ` +
          `${formatBytes(weight.renderBlockingBytes)} (${weight.renderBlocking.map((item) => `${path.basename(item.path)} ${formatBytes(item.bytes)}`).join(', ')}), ` +
          `${weight.requests} requests`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
