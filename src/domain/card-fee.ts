import { intlLocale } from './i18n/intl-locale';
import { formatMoney } from './money';

// The card processing fee (docs/requirements/refunds.md, "The card processing fee"): what the
// card processor charges us for a payment, a percentage of it plus a fixed amount, set in the
// site configuration (default nothing). A refund by the rules before the traveller's
// application is submitted to the government keeps the traveller's share of it; the agreement
// and the refund policy state it with the figure below.

export interface CardProcessingFee {
  /** Percent of the payment, 0 to 10 (2.9 is 2.9%). */
  percent: number;
  /** Cents per payment. */
  fixedCents: number;
}

/**
 * One traveller's share of the fee on a payment of `travellers` travellers, in whole cents:
 * the percentage of what the traveller paid, plus the fixed amount divided among the group.
 */
export function cardFeeShare(
  fee: CardProcessingFee,
  travellerPaid: number,
  travellers: number,
): number {
  const group = Math.max(1, Math.floor(travellers));
  const share = (Math.max(0, travellerPaid) * fee.percent) / 100 + fee.fixedCents / group;
  return Math.max(0, Math.round(share));
}

/** The fee as the legal texts state it: '2.9% + $0.30', '3%', '$0.50', or '0%' when none. */
export function cardFeeText(fee: CardProcessingFee, currency: string, language: string): string {
  const percent = new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(fee.percent / 100);
  if (fee.fixedCents === 0) return percent;
  const fixed = formatMoney(fee.fixedCents, currency, language, { alwaysCents: true });
  return fee.percent === 0 ? fixed : `${percent} + ${fixed}`;
}
