import type {Page} from 'playwright-core';

const COUNTER = '__intlDateFormatsBuilt';

/**
 * Counts the Intl date formatters the page builds from now on. The first one loads the locale's data, a long task on a
 * phone, so pages write their dates without one (src/utils/utcDate.ts).
 */
export async function countIntlDateFormatters(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript((counter) => {
    const Original = Intl.DateTimeFormat;
    const built = {count: 0};
    Object.defineProperty(window, counter, {get: () => built.count});
    const counted = new Proxy(Original, {
      construct(target, args: unknown[]) {
        built.count += 1;
        return Reflect.construct(target, args) as object;
      },
      apply(target, thisArg, args: unknown[]) {
        built.count += 1;
        return Reflect.apply(target, thisArg, args) as unknown;
      },
    });
    Intl.DateTimeFormat = counted;
  }, COUNTER);
  return () => page.evaluate((counter) => (window as unknown as Record<string, number>)[counter] ?? 0, COUNTER);
}
