import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addOnDeliveryBusinessDays } from '@/domain/add-ons';
import { type PriceLine } from '@/domain/pricing';
import type { TApplicationView } from '@/domain/schemas/application-view';
import { useLanguage } from '@/web/i18n';
import { Ltr } from '@/web/lib/bidi';
import { formatPrice } from '@/web/lib/money';
import { touristValidityName } from '@/web/lib/tourist-validity';

export interface OrderSummaryProps {
  /** Undefined while the application is loading. */
  application: TApplicationView | undefined;
  /** The Pay button and the secure-payment note, under the total. */
  children?: ReactNode;
}

/** The Payment Summary card: every line of the server's price breakdown, and its total. */
export function OrderSummary({ application, children }: OrderSummaryProps) {
  // The apply namespace: an extra's line says when it arrives, in step 1's own words.
  const { t } = useTranslation(['payment', 'apply'], { useSuspense: true });
  const { language } = useLanguage();
  const pricing = application?.pricing;
  const validity = application?.touristValidity
    ? touristValidityName(application.touristValidity, language)
    : undefined;

  const lineLabel = (line: PriceLine) => {
    if (line.key === 'processingFee') {
      return t(`step.summary.processing.${application?.processingTime ?? 'normal'}` as const);
    }
    if (line.key === 'governmentFee' && validity) {
      return t('step.summary.touristGovernmentFee', { validity });
    }
    return t(`step.summary.lines.${line.key}`);
  };

  return (
    <section
      aria-labelledby="payment-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="payment-summary-title" className="text-lg font-bold text-navy-950">
        {t('step.summary.title')}
      </h3>
      {!application || !pricing ? (
        <p className="mt-4 text-slate-600" role="status">
          {t('step.summary.loading')}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('step.summary.applicationNumber')}</dt>
            <dd className="text-end font-mono font-semibold break-all">
              {application.applicationNumber}
            </dd>
            <dt className="text-slate-600">{t('step.summary.visaType')}</dt>
            <dd className="text-end">{t(`step.visaTypes.${application.visaType}`)}</dd>
            {validity && (
              <>
                <dt className="text-slate-600">{t('step.summary.touristValidity')}</dt>
                <dd className="text-end" data-l10n="intl">
                  {validity}
                </dd>
              </>
            )}
            <dt className="text-slate-600">{t('step.summary.applicants')}</dt>
            <dd className="text-end">{pricing.numberOfApplicants}</dd>
          </dl>
          <table className="mt-5 w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('step.summary.item')}</th>
                <th scope="col">{t('step.summary.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {pricing.lines.map((line) => (
                <tr key={line.key} className="border-t border-slate-200">
                  <th scope="row" className="py-3 pe-4 text-start font-normal">
                    <span className="block text-navy-950">{lineLabel(line)}</span>
                    <span className="block text-slate-600">
                      {/* "1 × $69" has no letters to give it a direction; it reads
                          left to right on an Arabic page too, never "$69 × 1". */}
                      <Ltr as="bdi">
                        {t('step.summary.quantity', {
                          quantity: line.quantity,
                          unit: formatPrice(line.unitAmount),
                        })}
                      </Ltr>
                    </span>
                    {(line.key === 'travelInsurance' || line.key === 'travelEsim') && (
                      <span className="mt-1 block text-xs text-slate-600">
                        {t(`apply:trip.addOns.${line.key}.delivery`, {
                          count: addOnDeliveryBusinessDays,
                        })}
                      </span>
                    )}
                  </th>
                  <td className="py-3 text-end align-top font-semibold tabular-nums">
                    <bdi>{formatPrice(line.amount)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-navy-800">
                <th scope="row" className="pt-3 text-start text-base font-bold">
                  {t('step.summary.total')}
                </th>
                <td
                  className="pt-3 text-end text-xl font-bold tabular-nums"
                  data-testid="payment-total"
                >
                  <bdi>{formatPrice(pricing.totalAmount)}</bdi>
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="mt-2 text-xs text-slate-600">{t('step.summary.currencyNote')}</p>
        </>
      )}
      {children}
    </section>
  );
}
