/**
 * `npm run screenshots -- /path [/path…]`: PNGs of pages of the running production build (light and dark, 412 px
 * and 1350 px wide) in test-results/screenshots/, for looking at what readers see.
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';

const site = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const outDir = path.resolve('test-results/screenshots');
const pages = process.argv.slice(2);

async function main() {
  mkdirSync(outDir, {recursive: true});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  for (const pathname of pages.length > 0 ? pages : ['/']) {
    for (const width of [412, 1350]) {
      for (const theme of ['light', 'dark']) {
        const context = await browser.newContext({viewport: {width, height: 900}});
        await context.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
        const page = await context.newPage();
        await page.goto(new URL(pathname, site).href, {waitUntil: 'networkidle'});
        const name = `${pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${theme}.png`;
        await page.screenshot({path: path.join(outDir, name), fullPage: false});
        await context.close();
        console.log(path.join(outDir, name));
      }
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
