import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {formatUtcDate} from '../../shared/utcDate';

/** The theme's dates (last update of a docs page, changelog entries) as Intl writes them, which the site replaced. */
function intlDate(date: Date, month: 'short' | 'long', locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'}).format(date);
}

describe('dates written without Intl', () => {
  test('every month and both month styles read as Intl writes them in English', () => {
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2025, month, day, 12));
        for (const style of ['short', 'long'] as const) {
          assert.equal(formatUtcDate(date, style), intlDate(date, style));
        }
      }
    }
  });

  test('the day is the UTC one, whatever the time of day', () => {
    const lateEvening = Date.UTC(2025, 10, 24, 23, 30);
    assert.equal(formatUtcDate(lateEvening, 'long'), 'November 24, 2025');
    assert.equal(formatUtcDate('2025-11-03T00:00:00.000Z', 'short'), 'Nov 3, 2025');
  });

  test('other locales keep Intl', () => {
    const date = new Date(Date.UTC(2025, 4, 7));
    assert.equal(formatUtcDate(date, 'long', 'fr'), intlDate(date, 'long', 'fr'));
  });
});
