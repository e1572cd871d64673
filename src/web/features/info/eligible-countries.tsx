import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eVisaListChecked } from '@/domain/eligibility';
import { formatDay } from '@/domain/i18n/format-date';
import { eligibleCountries } from '@/domain/reference';
import { inputClasses } from '@/web/components/ui/form-field';
import { intlLocale } from '@/web/i18n/intl-locale';

/** India's e-Visa list, named and sorted in the visitor's language, with a search box. */
export function EligibleCountries() {
  const { t, i18n } = useTranslation('pages', { useSuspense: true });
  const [query, setQuery] = useState('');
  const searchId = useId();
  const locale = intlLocale(i18n.language);
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const collator = new Intl.Collator(locale, { sensitivity: 'base', usage: 'search' });
  const countries = eligibleCountries()
    .map((country) => ({ ...country, localName: names.of(country.id) ?? country.name }))
    .sort((a, b) => new Intl.Collator(locale).compare(a.localName, b.localName));
  // Matches the local or the English name, ignoring case and accents ('cote' finds Côte d'Ivoire).
  const words = query.trim();
  const matches = (name: string) =>
    words === '' ||
    Array.from({ length: Math.max(0, name.length - words.length + 1) }, (_, i) =>
      name.slice(i, i + words.length),
    ).some((part) => collator.compare(part, words) === 0);
  const shown = countries.filter((c) => matches(c.localName) || matches(c.name));
  return (
    <>
      <div className="mb-4 max-w-md">
        <label htmlFor={searchId} className="mb-1 block font-semibold text-navy-950">
          {t('requirements.countries.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={inputClasses(false)}
          autoComplete="off"
        />
      </div>
      <p role="status" className="mb-4 text-slate-700">
        {words === ''
          ? ''
          : shown.length > 0
            ? t('requirements.countries.found', { count: shown.length })
            : t('requirements.countries.noMatch')}
      </p>
      {/* Country names come from Intl in the visitor's language, not from our translations. */}
      <ul
        data-l10n="intl"
        className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      >
        {shown.map((country) => (
          <li
            key={country.id}
            className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-navy-950"
          >
            <span aria-hidden="true" className="flag-emoji">
              {country.flag}
            </span>
            {country.localName}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">{t('requirements.countries.note')}</p>
      <p className="mt-2 text-sm text-slate-700">
        {t('requirements.countries.checked', { date: formatDay(eVisaListChecked, i18n.language) })}
      </p>
    </>
  );
}
