import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { calculatePrice, lowestFeeVisa, type PriceLine, type PricedVisa } from '@/domain/pricing';
import {
  isTouristValidity,
  maxApplicants,
  minApplicants,
  type TouristValidity,
  type VisaType,
} from '@/domain/visa';
import type { TCreateApplicationInput } from '@/domain/schemas';
import { useLanguage } from '@/web/i18n';
import { isolateLtr, Ltr } from '@/web/lib/bidi';
import { formatPrice } from '@/web/lib/money';
import { touristValidityName } from '@/web/lib/tourist-validity';
import { site } from '@/web/lib/site';

const ANNOUNCE_DELAY_MS = 800;

/**
 * The visa to price: the one chosen, or before it is chosen (or before an e-Tourist visa's
 * validity is) the one with the lowest government fee it could still be, so the summary can
 * say 'from' that price.
 */
function visaToPrice(
  visaType: VisaType | undefined,
  touristValidity: TouristValidity | null | undefined,
): PricedVisa & { chosen: boolean } {
  if (visaType && visaType !== 'tourist') return { visaType, touristValidity: null, chosen: true };
  if (visaType === 'tourist' && isTouristValidity(touristValidity))
    return { visaType, touristValidity, chosen: true };
  return { ...lowestFeeVisa(visaType, site().prices), chosen: false };
}

/**
 * The live price, from the one price table (src/domain/pricing.ts). Lines show the unit price
 * and the number of applicants; only unit prices, the per-applicant total and the total appear,
 * each a figure the table itself produces. The server prices the application again on save.
 */
export function PricingSummary() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const { language } = useLanguage();
  const { control } = useFormContext<TCreateApplicationInput>();
  const [count, visaType, touristValidity, processingTime, travelInsurance, travelEsim] = useWatch({
    control,
    name: [
      'numberOfApplicants',
      'visaType',
      'touristValidity',
      'processingTime',
      'travelInsurance',
      'travelEsim',
    ],
  });
  const numberOfApplicants = Math.min(maxApplicants, Math.max(minApplicants, count || 1));
  const visa = visaToPrice(visaType, touristValidity);
  const price = calculatePrice(
    {
      visaType: visa.visaType,
      touristValidity: visa.touristValidity,
      numberOfApplicants,
      // Normal processing costs nothing extra, so it is the honest price before a choice is made.
      processingTime: processingTime || 'normal',
      travelInsurance: Boolean(travelInsurance),
      travelEsim: Boolean(travelEsim),
    },
    site().prices,
  );

  // Until the visa is chosen, the government fee and the totals are the lowest they can be.
  const amount = (cents: number) =>
    visa.chosen ? formatPrice(cents) : t('pricing.from', { price: isolateLtr(formatPrice(cents)) });
  // Announced once typing settles, with its label ('Total for 2 applicants: $396'), and only
  // after a change: the figure alone, on every keystroke, told a screen reader user nothing.
  const totalText = t('pricing.announce', {
    label: t('pricing.total', { count: numberOfApplicants }),
    amount: amount(price.totalAmount),
  });
  const [announced, setAnnounced] = useState('');
  const first = useRef(totalText);
  useEffect(() => {
    if (totalText === first.current) return;
    const timer = window.setTimeout(() => setAnnounced(totalText), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [totalText]);

  const label = (line: PriceLine) => {
    if (line.key === 'processingFee') {
      return processingTime
        ? t('pricing.processing', { speed: t(`trip.processing.options.${processingTime}`) })
        : t('pricing.processingNotChosen');
    }
    if (line.key === 'governmentFee') {
      if (!visa.chosen) {
        return t(
          visaType === 'tourist'
            ? 'pricing.governmentFeeValidityNotChosen'
            : 'pricing.governmentFeeNotChosen',
        );
      }
      if (visa.touristValidity) {
        return t('pricing.touristGovernmentFee', {
          validity: touristValidityName(visa.touristValidity, language),
        });
      }
    }
    return t(`pricing.lines.${line.key}`);
  };
  const times = numberOfApplicants > 1 ? ` × ${numberOfApplicants}` : '';
  /** A figure: left to right on every page; 'from $25' reads in the page's direction. */
  const figure = (cents: number, className: string) =>
    visa.chosen ? (
      <Ltr as="dd" className={className}>
        {formatPrice(cents)}
      </Ltr>
    ) : (
      <dd className={className}>{amount(cents)}</dd>
    );

  return (
    <section
      aria-labelledby="pricing-summary-title"
      className="rounded-2xl border border-navy-100 bg-navy-50 p-4 sm:p-5"
    >
      <h3 id="pricing-summary-title" className="text-lg font-bold text-navy-950">
        {t('pricing.title')}
      </h3>
      <dl className="mt-3 grid gap-2 text-sm">
        {price.lines.map((line) => (
          <div key={line.key} className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-700">{label(line)}</dt>
            {line.key === 'governmentFee' && !visa.chosen ? (
              <dd className="shrink-0 font-semibold whitespace-nowrap text-navy-950">
                {t('pricing.from', {
                  price: isolateLtr(`${formatPrice(line.unitAmount)}${times}`),
                })}
              </dd>
            ) : (
              <Ltr as="dd" className="shrink-0 font-semibold whitespace-nowrap text-navy-950">
                {line.unitAmount === 0 ? t('pricing.included') : formatPrice(line.unitAmount)}
                {line.unitAmount > 0 && times && (
                  <span className="font-normal text-slate-600">{times}</span>
                )}
              </Ltr>
            )}
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-navy-100 pt-2">
          <dt className="text-slate-700">{t('pricing.perApplicant')}</dt>
          {figure(price.perApplicant.total, 'font-semibold text-navy-950')}
        </div>
        <div className="flex items-baseline justify-between gap-3 text-base">
          <dt className="font-bold text-navy-950">
            {t('pricing.total', { count: numberOfApplicants })}
          </dt>
          {figure(price.totalAmount, 'text-xl font-bold text-navy-950')}
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('pricing.note')}</p>
      <p role="status" className="sr-only" data-testid="price-announcement">
        {announced}
      </p>
    </section>
  );
}
