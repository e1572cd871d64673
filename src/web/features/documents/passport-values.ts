import type { TFunction } from 'i18next';
import type { PassportField } from '@/domain/passport-check';
import { findCountry } from '@/domain/reference/countries';
import { intlLocale } from '@/web/i18n/intl-locale';

// A passport check's values as the traveller reads them: dates in the language, the country's
// name, the gender's word. (The staff page words them with its own formatters.)

function day(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

function country(code: string, language: string): string {
  const found = findCountry(code);
  if (!found) return code;
  try {
    return (
      new Intl.DisplayNames([intlLocale(language), 'en'], { type: 'region' }).of(found.id) ??
      found.name
    );
  } catch {
    return found.name;
  }
}

/** One value of a compared field, in words; `t` is the apply namespace's. */
export function passportValueText(
  t: TFunction<'apply'>,
  field: PassportField,
  value: string,
  language: string,
): string {
  if (!value) return '';
  if (field === 'dateOfBirth' || field === 'passportExpiryDate') return day(value, language);
  if (field === 'nationality') return country(value, language);
  if (field === 'gender' && (value === 'male' || value === 'female' || value === 'other'))
    return t(`options.gender.${value}`);
  return value;
}
