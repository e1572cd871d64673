import type { Period } from '@/domain/visa';
import { intlLocale } from './intl-locale';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A length of time in a language, with the language's own plural: '30 days', '1 year',
 * '5 years' in English, '5 Jahre' in German, '5 سنوات' in Arabic. The facts of a visa state
 * their periods this way, so no translation types a number of days.
 */
export function formatPeriod({ count, unit }: Period, language: string): string {
  const locale = intlLocale(language);
  const key = `${locale}:${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    formats.set(key, format);
  }
  return format.format(count);
}

/**
 * Items joined as the language lists them: 'A, B, and C' ('conjunction') or 'A, B, or C'
 * ('disjunction').
 */
export function formatList(
  items: readonly string[],
  language: string,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return new Intl.ListFormat(intlLocale(language), { type }).format(items);
}

/** Countries (ISO 3166-1 alpha-2) by their names in a language, as one list. */
export function formatCountryList(ids: readonly string[], language: string): string {
  const names = new Intl.DisplayNames([intlLocale(language), 'en'], { type: 'region' });
  return formatList(
    ids.map((id) => names.of(id) ?? id),
    language,
  );
}
