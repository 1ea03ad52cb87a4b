import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Locator} from 'playwright-core';
import {openPage, seriousAccessibilityViolations, SITE, useBrowser, visit} from './support/browser';

const getBrowser = useBrowser();

/** A page whose flowchart is five times wider than a phone. */
const PAGE = '/prompt-engineering/concepts';
const DIAGRAM = /^Flowchart: Open variant at its latest revision/;

/**
 * The height its labels are drawn at, in CSS pixels: the image's rendered width over the drawing's viewBox width,
 * times the font size the drawing sets its text in. Read from the SVG file itself, not from the site's code.
 */
async function labelPixels(image: Locator): Promise<number> {
  const src = (await image.getAttribute('src')) ?? '';
  const svg = await (await fetch(new URL(src, SITE))).text();
  const viewBoxWidth = Number(/<svg\b[^>]*\bviewBox="[^"]*?\S+\s+\S+\s+(\S+)/.exec(svg)?.[1]);
  const fontSize = Number(/#diagram-[\w-]+\{[^}]*?font-size:([\d.]+)px/.exec(svg)?.[1]);
  const renderedWidth = await image.evaluate((element) => element.getBoundingClientRect().width);
  return (renderedWidth / viewBoxWidth) * fontSize;
}

describe('diagrams on a 412 px phone', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`keep labels at least 11 px tall, scrolling sideways (${colorScheme})`, async () => {
      const tab = await openPage(getBrowser(), {width: 412, height: 915});
      // The site starts in light mode whatever the system prefers; a reader's choice is kept in localStorage.
      await tab.context.addInitScript((theme) => localStorage.setItem('theme', theme), colorScheme);
      await visit(tab.page, PAGE);
      const diagram = tab.page.getByRole('img', {name: DIAGRAM});
      await diagram.scrollIntoViewIfNeeded();
      assert.match((await diagram.getAttribute('src')) ?? '', new RegExp(`-${colorScheme}\\.svg$`));
      assert.ok((await labelPixels(diagram)) >= 11, `labels are ${(await labelPixels(diagram)).toFixed(1)} px`);
      const figure = tab.page.locator('figure').filter({has: diagram});
      const {scrollWidth, clientWidth} = await figure.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      assert.ok(scrollWidth > clientWidth, 'the diagram scrolls inside its figure');
      const pageWidth = await tab.page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(pageWidth <= 412, `the page itself is ${pageWidth} px wide`);
      // The scrolling figure can be reached and scrolled with the keyboard.
      await figure.focus();
      await tab.page.keyboard.press('ArrowRight');
      await tab.page.waitForFunction((element) => (element?.scrollLeft ?? 0) > 0, await figure.elementHandle());
      assert.deepEqual(await seriousAccessibilityViolations(tab.page), []);
      await tab.context.close();
    });
  }

  it('opens a diagram whole on click, and Escape closes it', async () => {
    const tab = await openPage(getBrowser(), {width: 412, height: 915});
    await visit(tab.page, PAGE);
    const diagram = tab.page.getByRole('img', {name: DIAGRAM});
    await diagram.scrollIntoViewIfNeeded();
    await diagram.click();
    const opened = tab.page.locator('.medium-zoom-image--opened');
    await opened.waitFor();
    await tab.page.waitForFunction(
      () => document.querySelector('.medium-zoom-image--opened')?.getAnimations().length === 0,
    );
    // Whole: the enlarged diagram fits the screen's width instead of running off it.
    const box = await opened.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 412, `enlarged diagram at ${JSON.stringify(box)}`);
    await tab.page.keyboard.press('Escape');
    await tab.page.locator('.medium-zoom-overlay').waitFor({state: 'detached'});
    assert.deepEqual(tab.problems.consoleErrors, []);
    await tab.context.close();
  });

  it('leave narrow diagrams and wide screens as they were: no scrolling', async () => {
    const tab = await openPage(getBrowser());
    await visit(tab.page, PAGE);
    const figure = tab.page.locator('figure').filter({has: tab.page.getByRole('img', {name: DIAGRAM})});
    const overflows = await figure.evaluate((element) => element.scrollWidth > element.clientWidth);
    assert.equal(overflows, false);
    await tab.context.close();
  });
});
