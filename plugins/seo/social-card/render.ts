/**
 * Renders card.html to static/img/social-card.png (1200×630, the size plugins/seo declares in og:image:width/height)
 * with Debian's Chromium. Run after changing the card: node --import tsx plugins/seo/social-card/render.ts
 */
import {statSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {chromium} from 'playwright-core';
import {SOCIAL_CARD} from '../index';

const MAX_BYTES = 100 * 1024;

async function main() {
  const output = path.resolve(__dirname, '../../../static/img/social-card.png');
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
  try {
    const page = await browser.newPage({viewport: {width: SOCIAL_CARD.width, height: SOCIAL_CARD.height}});
    await page.goto(pathToFileURL(path.join(__dirname, 'card.html')).href);
    await page.screenshot({path: output, type: 'png'});
  } finally {
    await browser.close();
  }
  const {size} = statSync(output);
  console.log(`Wrote ${path.relative(process.cwd(), output)} (${size} bytes).`);
  if (size > MAX_BYTES)
    throw new Error(`The card is ${size} bytes; keep it under ${MAX_BYTES} (fewer gradients, fewer colours).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
