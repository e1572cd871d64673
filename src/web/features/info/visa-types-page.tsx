import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '@/domain/i18n/format-period';
import { serviceFeeFor } from '@/domain/pricing';
import {
  minApplicants,
  touristValidities,
  visaFacts,
  visaTypes,
  type VisaType,
} from '@/domain/visa';
import { useLanguage } from '@/web/i18n';
import { isolateLtr } from '@/web/lib/bidi';
import { touristValidityName, touristValidityValues } from '@/web/lib/tourist-validity';
import { PageHeader } from '@/web/components/page-header';
import { Container } from '@/web/components/ui/container';
import { Callout } from '@/web/components/ui/callout';
import { ArrowForwardIcon } from '@/web/components/ui/icons';
import { LinkButton } from '@/web/components/ui/link-button';
import { formatPrice } from '@/web/lib/money';
import { site } from '@/web/lib/site';

export function VisaTypesPage() {
  const { t: tp } = useTranslation('pages', { useSuspense: true });
  return (
    <>
      <PageHeader
        title={tp('meta.visaTypes.title')}
        description={tp('meta.visaTypes.description')}
      />
      <Container className="py-10 sm:py-14">
        <ul aria-label={tp('visaTypes.cardsLabel')} className="grid gap-6 md:grid-cols-2">
          {visaTypes.map((type) => (
            <li key={type} className="flex">
              <VisaTypeCard type={type} />
            </li>
          ))}
        </ul>
        <Callout
          tone="info"
          level={2}
          titleId="visa-types-note"
          title={tp('visaTypes.note.title')}
          className="mt-10"
        >
          {tp('visaTypes.note.body')}
        </Callout>
      </Container>
    </>
  );
}

function VisaTypeCard({ type }: { type: VisaType }) {
  const { t } = useTranslation('pages', { useSuspense: true });
  const { language } = useLanguage();
  const titleId = useId();
  const name = t(`visaTypes.types.${type}.name`);
  const serviceFee = formatPrice(serviceFeeFor(minApplicants, site().prices));
  const rows: [string, ReactNode][] =
    type === 'tourist'
      ? [
          [t('visaTypes.touristValidities'), <TouristValidityList key="validities" />],
          [t('visaTypes.purposes'), t(`visaTypes.types.${type}.purposes`)],
          [
            t('visaTypes.fees'),
            t('visaTypes.feesValue', {
              serviceFee,
              governmentFee: formatList(
                // Isolated: each price keeps its order inside right-to-left text.
                touristValidities.map((validity) =>
                  isolateLtr(formatPrice(site().prices.touristGovernmentFeeCents[validity])),
                ),
                language,
                'disjunction',
              ),
            }),
          ],
        ]
      : [
          [t('visaTypes.entries'), t(`visaTypes.entryTypes.${visaFacts[type].entryType}`)],
          [t('visaTypes.stay'), t('visaTypes.days', { count: visaFacts[type].stayPerEntryDays })],
          [
            t('visaTypes.validity'),
            t('visaTypes.validityDays', { count: visaFacts[type].validityDays }),
          ],
          [t('visaTypes.purposes'), t(`visaTypes.types.${type}.purposes`)],
          [
            t('visaTypes.fees'),
            t('visaTypes.feesValue', {
              serviceFee,
              governmentFee: formatPrice(site().prices.governmentFeeCents),
            }),
          ],
        ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={titleId} className="text-xl font-bold text-navy-950">
        {name}
      </h2>
      <p className="mt-2 text-slate-700">{t(`visaTypes.types.${type}.summary`)}</p>
      <dl className="mt-5 grid flex-1 content-start gap-3 border-t border-slate-100 pt-5 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-slate-600">{term}</dt>
            <dd className="-mt-2 text-navy-950 sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
      <LinkButton to={`/apply/trip?visaType=${type}`} className="mt-6 self-start">
        {t('visaTypes.applyNow')}
        <span className="sr-only"> – {name}</span>
        <ArrowForwardIcon directional />
      </LinkButton>
    </article>
  );
}

/** The e-Tourist visa's validities, each with its facts and government fee (domain, price table). */
function TouristValidityList() {
  const { t } = useTranslation('pages', { useSuspense: true });
  const { language } = useLanguage();
  return (
    <ul className="grid gap-3">
      {touristValidities.map((validity) => {
        const facts = touristValidityValues(validity, language);
        return (
          <li key={validity}>
            <span className="font-semibold" data-l10n="intl">
              {touristValidityName(validity, language)}
            </span>
            <span className="block text-sm text-slate-700">
              {t(`touristValidity.${facts.key}`, {
                ...facts.values,
                entries: t(`visaTypes.entryTypes.${facts.entryType}`),
              })}
              {facts.longerStay && <> {t('touristValidity.longerStay', facts.longerStay)}</>}
            </span>
            <span className="block text-sm text-slate-700">
              {t('visaTypes.touristFee', {
                price: formatPrice(site().prices.touristGovernmentFeeCents[validity]),
              })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
