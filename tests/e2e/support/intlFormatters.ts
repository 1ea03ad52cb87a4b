import type {Page} from 'playwright-core';

const COUNTER = '__intlDateFormatsBuilt';

/**
 * Wraps Intl.DateTimeFormat to count the formatters the page builds. A string, not a function: the test runner's
 * transpiler would add helpers to a function's source that the page does not have.
 */
const COUNTING_SCRIPT = `(() => {
  const Original = Intl.DateTimeFormat;
  let built = 0;
  Object.defineProperty(window, '${COUNTER}', {get: () => built});
  Intl.DateTimeFormat = new Proxy(Original, {
    construct: (target, args) => { built += 1; return Reflect.construct(target, args); },
    apply: (target, thisArg, args) => { built += 1; return Reflect.apply(target, thisArg, args); },
  });
})();`;

/**
 * Counts the Intl date formatters the page builds from now on. The first one loads the locale's data, a long task on a
 * phone, so pages write their dates without one (shared/utcDate.ts).
 */
export async function countIntlDateFormatters(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript({content: COUNTING_SCRIPT});
  return () => page.evaluate((counter) => (window as unknown as Record<string, number>)[counter] ?? 0, COUNTER);
}
