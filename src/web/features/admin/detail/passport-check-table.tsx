import { useTranslation } from 'react-i18next';
import type { TPassportCheckView } from '@/domain/passport-check';
import { useLanguage } from '@/web/i18n';
import type { TFunction } from 'i18next';
import type { PassportField } from '@/domain/passport-check';
import { countryName, formatDay } from '../lib/format';

/** A compared value in words: dates in the language, the country's name, the gender's word. */
function valueText(
  tApply: TFunction<'apply'>,
  field: PassportField,
  value: string,
  language: string,
) {
  if (!value) return '';
  if (field === 'dateOfBirth' || field === 'passportExpiryDate') return formatDay(value, language);
  if (field === 'nationality') return countryName(value, language);
  if (field === 'gender' && (value === 'male' || value === 'female' || value === 'other'))
    return tApply(`options.gender.${value}`);
  return value;
}

const stateClass = {
  match: 'text-emerald-800',
  mismatch: 'font-semibold text-red-800',
  uncertain: 'font-semibold text-amber-800',
  unknown: 'text-slate-700',
} as const;

/**
 * The passport check of a passport page, for staff (docs/requirements/documents.md, "Passport
 * check"): each detail the zone states beside what the traveller typed.
 */
export function StaffPassportCheck({ check }: { check: TPassportCheckView }) {
  const { t } = useTranslation('admin', { useSuspense: true });
  const { t: tApply } = useTranslation('apply', { useSuspense: true });
  const { language } = useLanguage();
  const expiry =
    check.expiry === 'expired' || check.expiry === 'expiresTooSoon' ? check.expiry : undefined;
  if (check.outcome === 'unreadable' || check.outcome === 'unchecked')
    return (
      <p className="basis-full text-sm font-medium text-amber-800">
        {t(`detail.documents.passportCheck.${check.outcome}`)}
      </p>
    );
  return (
    <div className="basis-full overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="mb-1 text-start font-semibold text-navy-800">
          {t('detail.documents.passportCheck.caption')}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('detail.documents.passportCheck.field')}
            </th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('detail.documents.passportCheck.passport')}
            </th>
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              {t('detail.documents.passportCheck.typed')}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t('detail.documents.passportCheck.result')}
            </th>
          </tr>
        </thead>
        <tbody>
          {check.fields.map((c) => (
            <tr key={c.field} className="border-b border-slate-100">
              <th scope="row" className="py-1 pe-3 text-start font-medium text-navy-950">
                {tApply(`fields.${c.field}.label`)}
              </th>
              <td className="py-1 pe-3" dir="auto">
                {valueText(tApply, c.field, c.passport, language)}
              </td>
              <td className="py-1 pe-3" dir="auto">
                {valueText(tApply, c.field, c.typed, language)}
              </td>
              <td className={`py-1 ${stateClass[c.state]}`}>
                {t(`detail.documents.passportCheck.state.${c.state}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {expiry && (
        <p className="mt-1 text-sm font-semibold text-red-800">
          {t(`detail.documents.passportCheck.${expiry}`)}
        </p>
      )}
    </div>
  );
}
