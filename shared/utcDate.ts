/** English month names, for dates written without an Intl formatter. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type MonthStyle = 'short' | 'long';

/**
 * A date as `Intl.DateTimeFormat(locale, {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'})` writes it.
 * English is spelled out here: the first Intl formatter a page builds loads the locale's data, which on a phone was a
 * long task of its own during hydration (pages show one date or a list of them). Other locales still use Intl.
 */
export function formatUtcDate(date: Date | string | number, month: MonthStyle, locale = 'en'): string {
  const value = new Date(date);
  if (locale !== 'en' && locale !== 'en-US') {
    return new Intl.DateTimeFormat(locale, {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'}).format(value);
  }
  const name = MONTHS[value.getUTCMonth()] ?? '';
  return `${month === 'short' ? name.slice(0, 3) : name} ${value.getUTCDate()}, ${value.getUTCFullYear()}`;
}
