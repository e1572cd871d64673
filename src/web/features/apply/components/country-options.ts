import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countries, type Country } from '@/domain/reference';
import { intlLocale } from '@/web/i18n/intl-locale';
import { isolateLtr } from '@/web/lib/bidi';
import type { SearchOption } from './search-select';

type LocalCountry = Country & { localName: string };
// Built once per language: many fields (nationalities, addresses) show the same list.
const byLocale = new Map<string, LocalCountry[]>();

function localCountries(locale: string): LocalCountry[] {
  let list = byLocale.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(locale);
    list = countries
      .map((country) => ({ ...country, localName: names.of(country.id) ?? country.name }))
      .sort((a, b) => collator.compare(a.localName, b.localName));
    byLocale.set(locale, list);
  }
  return list;
}

/** Countries named and sorted in the interface language, found by local or English name. */
function useLocalCountries(): LocalCountry[] {
  const { i18n } = useTranslation();
  return localCountries(intlLocale(i18n.language));
}

/** Options for a country field (nationality, passport issuer, address): the value is the ISO id. */
export function useCountryOptions(): SearchOption[] {
  const local = useLocalCountries();
  return useMemo(
    () =>
      local.map((country) => ({
        value: country.id,
        label: country.localName,
        flag: country.flag,
        keywords: `${country.name} ${country.nationality} ${country.id}`,
      })),
    [local],
  );
}

/** Options for the phone country code: the value is the country's unique dial key ('+1-ca'). */
export function useDialCodeOptions(): SearchOption[] {
  const local = useLocalCountries();
  return useMemo(
    () =>
      local.map((country) => ({
        value: country.dialKey,
        label: `${country.localName} (${isolateLtr(country.dialCode)})`,
        display: isolateLtr(country.dialCode),
        flag: country.flag,
        keywords: `${country.name} ${country.dialCode} ${country.id}`,
      })),
    [local],
  );
}
