import type {Browser} from 'playwright-core';
import type {FormFactor} from './lighthouse';
import {summariseRequests, type LoadedResource, type PageWeight} from './weights';

/** The screens Lighthouse emulates: what is "above the fold", and so loaded at once, depends on them. */
const VIEWPORTS = {
  mobile: {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true},
  desktop: {viewport: {width: 1350, height: 940}},
} as const;

/** How long the network must stay quiet before the first load counts as finished. */
const QUIET_MS = 1_000;
const MAX_WAIT_MS = 15_000;

interface Tracked {
  url: string;
  resourceType: string;
  prefetch: boolean;
  headerBytes: number;
}

/**
 * Loads a page in a fresh, cache-less context on a phone or desktop screen and records every request until hydration
 * (when the page has scripts) plus a quiet second: that is what a first-time reader downloads. Byte counts come from the DevTools protocol (bytes on the wire);
 * prefetches of other pages' chunks are counted apart.
 */
export async function measurePageWeight(
  browser: Browser,
  url: string,
  formFactor: FormFactor,
  {hydrates = true}: {hydrates?: boolean} = {},
): Promise<PageWeight> {
  const context = await browser.newContext(VIEWPORTS[formFactor]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const tracked = new Map<string, Tracked>();
  const resources: LoadedResource[] = [];
  let lastActivity = Date.now();
  let renderBlockingUrls: string[] = [];

  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    const headers = event.request.headers as Record<string, string>;
    const purpose = Object.entries(headers).find(([name]) => /^(sec-)?purpose$/i.test(name))?.[1] ?? '';
    tracked.set(event.requestId, {
      url: event.request.url,
      resourceType: (event.type ?? 'Other').toLowerCase(),
      prefetch: /prefetch/i.test(purpose),
      headerBytes: 0,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = tracked.get(event.requestId);
    if (entry) entry.headerBytes = event.response.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const entry = tracked.get(event.requestId);
    if (!entry) return;
    tracked.delete(event.requestId);
    resources.push({
      url: entry.url,
      resourceType: entry.resourceType,
      transferredBytes: event.encodedDataLength,
      bodyBytes: Math.max(0, event.encodedDataLength - entry.headerBytes),
      prefetch: entry.prefetch,
      failed: false,
    });
  });
  cdp.on('Network.loadingFailed', (event) => {
    lastActivity = Date.now();
    const entry = tracked.get(event.requestId);
    if (!entry) return;
    tracked.delete(event.requestId);
    resources.push({...entry, transferredBytes: 0, bodyBytes: 0, failed: true});
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});

  try {
    await page.goto(url, {waitUntil: 'load'});
    // A page stripped of its scripts never hydrates: the quiet second alone ends its load.
    if (hydrates) {
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
        timeout: MAX_WAIT_MS,
      });
    }
    const deadline = Date.now() + MAX_WAIT_MS;
    while (Date.now() < deadline && (tracked.size > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await page.waitForTimeout(100);
    }
    // Chromium's own verdict on what held the first paint (Resource Timing's renderBlockingStatus).
    renderBlockingUrls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming & {renderBlockingStatus?: string}).renderBlockingStatus === 'blocking',
        )
        .map((entry) => entry.name),
    );
  } finally {
    await context.close();
  }
  return summariseRequests(resources, renderBlockingUrls);
}
