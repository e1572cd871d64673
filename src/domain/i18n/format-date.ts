import { intlLocale } from './intl-locale';

/**
 * A calendar date ('2026-12-03') as a short day in a language: 'Thu, Dec 3' in English, for the
 * dates of a trip and of an e-Visa, which are always within months. The date has no zone, so
 * it is read and written in UTC.
 */
export function formatDay(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}
