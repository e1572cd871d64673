import { useTranslation } from 'react-i18next';
import { eligibleCountries } from '@/domain/reference';
import { intlLocale } from '@/web/i18n/intl-locale';

/** The 32 eligible nationalities, named and sorted in the visitor's language. */
export function EligibleCountries() {
  const { t, i18n } = useTranslation('pages', { useSuspense: true });
  const locale = intlLocale(i18n.language);
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const countries = eligibleCountries()
    .map((country) => ({ ...country, localName: names.of(country.id) ?? country.name }))
    .sort((a, b) => collator.compare(a.localName, b.localName));
  return (
    <>
      {/* Country names come from Intl in the visitor's language, not from our translations. */}
      <ul
        data-l10n="intl"
        className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
      >
        {countries.map((country) => (
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
    </>
  );
}
