import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { governmentFees, serviceFeeTiers } from '@/domain/pricing';
import { processingTimeFacts } from '@/domain/visa';
import { touristValidityName } from '@/web/lib/tourist-validity';
import { Ltr } from '@/web/lib/bidi';
import { cn } from '@/web/lib/cn';
import { formatPrice } from '@/web/lib/money';
import { refundFigures } from '../legal-values';
import { site } from '@/web/lib/site';

type RefundRule = 'service' | 'government' | 'processing' | 'insurance' | 'esim';

interface FeeRow {
  key: string;
  label: string;
  amount: string;
  refund: RefundRule;
}

/**
 * Every fee per applicant, straight from the price table, so the legal pages quote the same
 * figures as the wizard and the payment page. With `refunds`, a column says when each is refunded.
 */
export function FeeTable({ refunds = false }: { refunds?: boolean }) {
  const { t, i18n } = useTranslation('legal', { useSuspense: true });
  const figures = refundFigures((figure, count, min) => t(`figures.${figure}`, { count, min }));
  // The language the table's words are in (a provider-free hook, so the table renders alone).
  const language = i18n.language;
  const table = site().prices;
  const { normal, urgent } = processingTimeFacts;

  const serviceRows: FeeRow[] = serviceFeeTiers(table).map((tier) => ({
    key: `service-${tier.to}`,
    label: t('fees.rows.serviceFee', { min: tier.from, max: tier.to }),
    amount: formatPrice(tier.cents),
    refund: 'service',
  }));
  const surcharge = (cents: number) =>
    cents === 0 ? t('fees.noSurcharge') : `+${formatPrice(cents)}`;
  const rows: FeeRow[] = [
    ...serviceRows,
    ...governmentFees(table).map(({ touristValidity, cents }): FeeRow => ({
      key: `government-${touristValidity ?? 'others'}`,
      label: touristValidity
        ? t('fees.rows.touristGovernmentFee', {
            validity: touristValidityName(touristValidity, language),
          })
        : t('fees.rows.governmentFee'),
      amount: formatPrice(cents),
      refund: 'government',
    })),
    {
      key: 'normal',
      label: t('fees.rows.normal', { min: normal.minDays, max: normal.maxDays }),
      amount: surcharge(table.processingFeeCents.normal),
      refund: 'processing',
    },
    {
      key: 'urgent',
      label: t('fees.rows.urgent', { min: urgent.minDays, max: urgent.maxDays }),
      amount: surcharge(table.processingFeeCents.urgent),
      refund: 'processing',
    },
    {
      key: 'super-urgent',
      label: t('fees.rows.superUrgent'),
      amount: surcharge(table.processingFeeCents['super-urgent']),
      refund: 'processing',
    },
    {
      key: 'insurance',
      label: t('fees.rows.insurance'),
      amount: formatPrice(table.travelInsuranceCents),
      refund: 'insurance',
    },
    {
      key: 'esim',
      label: t('fees.rows.esim'),
      amount: formatPrice(table.travelEsimCents),
      refund: 'esim',
    },
  ];

  const captionId = useId();
  return (
    // Focusable so keyboard users can scroll it should a long translation make it overflow.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200"
    >
      <table className="w-full text-start text-sm">
        <caption
          id={captionId}
          className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-start font-semibold text-navy-950"
        >
          {t('fees.caption')}
        </caption>
        <thead className="text-slate-600">
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-4 py-2.5 text-start font-semibold">
              {t('fees.columns.fee')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-end font-semibold">
              {t('fees.columns.amount')}
            </th>
            {refunds && (
              <th scope="col" className="hidden px-4 py-2.5 text-start font-semibold sm:table-cell">
                {t('fees.columns.refund')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            // Rows that share a refund rule (the service fee tiers, the speeds) share one cell.
            const first = rows[index - 1]?.refund !== row.refund;
            const span = rows.filter((other) => other.refund === row.refund).length;
            return (
              <tr
                key={row.key}
                className={cn('align-top', first && index > 0 && 'border-t border-slate-200')}
              >
                <th scope="row" className="px-4 py-3 text-start font-medium text-navy-950">
                  {row.label}
                  {refunds && first && (
                    <span className="mt-1 block font-normal text-slate-600 sm:hidden">
                      {t(`fees.refunds.${row.refund}`, figures)}
                    </span>
                  )}
                </th>
                <td className="px-4 py-3 text-end font-semibold whitespace-nowrap text-navy-950 tabular-nums">
                  <Ltr>{row.amount}</Ltr>
                </td>
                {refunds && first && (
                  <td
                    rowSpan={span}
                    className="hidden border-s border-slate-200 px-4 py-3 text-slate-700 sm:table-cell"
                  >
                    {t(`fees.refunds.${row.refund}`, figures)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
