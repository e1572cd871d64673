import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { calculatePrice, type PriceLine } from '@/domain/pricing';
import { maxApplicants, minApplicants } from '@/domain/visa';
import type { TCreateApplicationInput } from '@/domain/schemas';
import { Ltr } from '@/web/lib/bidi';
import { formatPrice } from '@/web/lib/money';

const ANNOUNCE_DELAY_MS = 800;

/**
 * The live price, from the one price table (src/domain/pricing.ts). Lines show the unit price
 * and the number of applicants; only unit prices, the per-applicant total and the total appear,
 * each a figure the table itself produces. The server prices the application again on save.
 */
export function PricingSummary() {
  const { t } = useTranslation('apply', { useSuspense: true });
  const { control } = useFormContext<TCreateApplicationInput>();
  const [count, processingTime, travelInsurance, travelEsim] = useWatch({
    control,
    name: ['numberOfApplicants', 'processingTime', 'travelInsurance', 'travelEsim'],
  });
  const numberOfApplicants = Math.min(maxApplicants, Math.max(minApplicants, count || 1));
  const price = calculatePrice({
    numberOfApplicants,
    // Normal processing costs nothing extra, so it is the honest price before a choice is made.
    processingTime: processingTime || 'normal',
    travelInsurance: Boolean(travelInsurance),
    travelEsim: Boolean(travelEsim),
  });

  // Announced once typing settles, with its label ('Total for 2 applicants: $396'), and only
  // after a change: the figure alone, on every keystroke, told a screen reader user nothing.
  const totalText = t('pricing.announce', {
    label: t('pricing.total', { count: numberOfApplicants }),
    amount: formatPrice(price.totalAmount),
  });
  const [announced, setAnnounced] = useState('');
  const first = useRef(totalText);
  useEffect(() => {
    if (totalText === first.current) return;
    const timer = window.setTimeout(() => setAnnounced(totalText), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [totalText]);

  const label = (line: PriceLine) =>
    line.key === 'processingFee'
      ? processingTime
        ? t('pricing.processing', { speed: t(`trip.processing.options.${processingTime}`) })
        : t('pricing.processingNotChosen')
      : t(`pricing.lines.${line.key}`);

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
            <Ltr as="dd" className="shrink-0 font-semibold whitespace-nowrap text-navy-950">
              {line.unitAmount === 0 ? t('pricing.included') : formatPrice(line.unitAmount)}
              {line.unitAmount > 0 && numberOfApplicants > 1 && (
                <span className="font-normal text-slate-600"> × {numberOfApplicants}</span>
              )}
            </Ltr>
          </div>
        ))}
        <div className="mt-1 flex items-baseline justify-between gap-3 border-t border-navy-100 pt-2">
          <dt className="text-slate-700">{t('pricing.perApplicant')}</dt>
          <Ltr as="dd" className="font-semibold text-navy-950">
            {formatPrice(price.perApplicant.total)}
          </Ltr>
        </div>
        <div className="flex items-baseline justify-between gap-3 text-base">
          <dt className="font-bold text-navy-950">
            {t('pricing.total', { count: numberOfApplicants })}
          </dt>
          <Ltr as="dd" className="text-xl font-bold text-navy-950">
            {formatPrice(price.totalAmount)}
          </Ltr>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">{t('pricing.note')}</p>
      <p role="status" className="sr-only" data-testid="price-announcement">
        {announced}
      </p>
    </section>
  );
}
