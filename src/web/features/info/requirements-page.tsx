import { useTranslation } from 'react-i18next';
import { addOnDeliveryBusinessDays } from '@/domain/add-ons';
import { eVisaCountryIds } from '@/domain/eligibility';
import { lowestFeeVisa } from '@/domain/pricing';
import { processingTimeFacts } from '@/domain/visa';
import { useLanguage } from '@/web/i18n';
import { touristValidityName } from '@/web/lib/tourist-validity';
import { PageHeader } from '@/web/components/page-header';
import { Callout } from '@/web/components/ui/callout';
import { CheckIcon } from '@/web/components/ui/icons';
import { EligibleCountries } from './eligible-countries';
import { feeRows, perApplicantTotal, surcharge, type FeeRow } from './fee-rows';
import { InfoSection } from './info-section';
import { site } from '@/web/lib/site';

const documents = ['passport', 'photo', 'contact', 'card'] as const;
const extraByType = ['tourist', 'business', 'medical', 'conference'] as const;
const addOns = [
  { key: 'travelInsurance', name: 'insurance' },
  { key: 'travelEsim', name: 'esim' },
] as const;

export function RequirementsPage() {
  const { t: tp } = useTranslation('pages', { useSuspense: true });
  return (
    <>
      <PageHeader
        title={tp('meta.requirements.title')}
        description={tp('meta.requirements.description')}
      />
      <InfoSection id="required-documents" title={tp('requirements.documents.title')}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {documents.map((item) => (
            <li key={item} className="flex gap-3 rounded-2xl border border-slate-200 p-5">
              <CheckIcon className="mt-1 text-navy-700" />
              <div>
                <h3 className="font-semibold text-navy-950">
                  {tp(`requirements.documents.items.${item}.title`)}
                </h3>
                <p className="mt-1 text-slate-700">
                  {tp(`requirements.documents.items.${item}.body`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">{tp('requirements.documents.formats')}</p>
        <Callout
          inline
          alert
          tone="caution"
          titleId="scan-warning"
          title={tp('requirements.warning.title')}
          className="mt-6"
        >
          {tp('requirements.warning.body')}
        </Callout>
      </InfoSection>

      <InfoSection
        id="extra-documents"
        title={tp('requirements.byType.title')}
        lead={tp('requirements.byType.lead')}
        className="bg-slate-50"
      >
        <dl className="grid gap-4 md:grid-cols-2">
          {extraByType.map((type) => (
            <div key={type} className="rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="font-semibold text-navy-950">{tp(`visaTypes.types.${type}.name`)}</dt>
              <dd className="mt-1 text-slate-700">{tp(`requirements.byType.${type}`)}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>

      <InfoSection
        id="fees"
        title={tp('requirements.fees.title')}
        lead={tp('requirements.fees.lead')}
      >
        <FeesTable />
        <AddOns />
      </InfoSection>

      <InfoSection
        id="eligible-countries"
        title={tp('requirements.countries.title')}
        lead={tp('requirements.countries.lead', { count: eVisaCountryIds.length })}
        className="bg-slate-50"
      >
        <EligibleCountries />
      </InfoSection>
    </>
  );
}

/** The optional extras the fee table lists: what each is, and how it arrives after payment. */
function AddOns() {
  const { t } = useTranslation('pages', { useSuspense: true });
  return (
    <section aria-labelledby="requirements-add-ons" className="mt-10">
      <h3 id="requirements-add-ons" className="text-xl font-bold text-navy-950">
        {t('requirements.addOns.title')}
      </h3>
      <p className="mt-2 text-slate-700">{t('requirements.addOns.lead')}</p>
      <dl className="mt-4 grid gap-4 md:grid-cols-2">
        {addOns.map(({ key, name }) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5">
            <dt className="font-semibold text-navy-950">{t(`requirements.fees.${name}`)}</dt>
            <dd className="mt-1 text-slate-700">
              <p>{t(`requirements.addOns.${key}.description`)}</p>
              <p className="mt-2">
                {t(`requirements.addOns.${key}.delivery`, { count: addOnDeliveryBusinessDays })}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FeesTable() {
  const { t } = useTranslation('pages', { useSuspense: true });
  const { language } = useLanguage();
  const example = lowestFeeVisa(undefined, site().prices);
  const label = (row: FeeRow): string => {
    switch (row.kind) {
      case 'serviceFee':
        return t('requirements.fees.serviceFee', { from: row.from, to: row.to });
      case 'governmentFee':
        return row.touristValidity
          ? t('requirements.fees.touristGovernmentFee', {
              validity: touristValidityName(row.touristValidity, language),
            })
          : t('requirements.fees.governmentFee');
      case 'processing': {
        const { minDays, maxDays } = processingTimeFacts[row.time];
        return t(`requirements.fees.processing.${row.time}`, { min: minDays, max: maxDays });
      }
      case 'insurance':
        return t('requirements.fees.insurance');
      case 'esim':
        return t('requirements.fees.esim');
    }
  };
  const amount = (row: FeeRow): string => {
    if (row.kind !== 'processing') return row.amount;
    return row.cents === 0 ? t('requirements.fees.noCharge') : surcharge(row.cents);
  };
  return (
    <>
      {/* Long words wrap (hyphenated in the page's language); should a translation still not fit,
          the region scrolls and can be focused to scroll with the keyboard. */}
      <div
        role="region"
        aria-labelledby="requirements-fees-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-slate-200"
      >
        <table className="w-full text-start hyphens-auto">
          <caption id="requirements-fees-caption" className="sr-only">
            {t('requirements.fees.caption')}
          </caption>
          <thead className="bg-slate-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('requirements.fees.item')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                {t('requirements.fees.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {feeRows().map((row) => (
              <tr key={`${row.kind}-${label(row)}`}>
                <th scope="row" className="px-4 py-3 text-start font-normal text-navy-950">
                  {label(row)}
                </th>
                <td className="px-4 py-3 text-end font-semibold whitespace-nowrap text-navy-950 tabular-nums">
                  {amount(row)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-slate-700">
        {t('requirements.fees.example', {
          total: perApplicantTotal('normal', example),
          visa: example.touristValidity
            ? t('governmentFees.tourist', {
                validity: touristValidityName(example.touristValidity, language),
              })
            : t(`visaTypes.types.${example.visaType}.name`),
        })}
      </p>
    </>
  );
}
