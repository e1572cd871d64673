import {
  calculatePrice,
  defaultPriceTable,
  serviceFeeTiers,
  type PriceTable,
} from '@/domain/pricing';
import { minApplicants, processingTimes, type ProcessingTime } from '@/domain/visa';

export type FeeRow =
  | { kind: 'serviceFee'; from: number; to: number; amount: string }
  | { kind: 'governmentFee'; amount: string }
  | { kind: 'processing'; time: ProcessingTime; cents: number; amount: string }
  | { kind: 'insurance' | 'esim'; amount: string };

/** Every line of the price table, in the order the requirements page lists them. */
export function feeRows(table: PriceTable = defaultPriceTable): FeeRow[] {
  const tiers = serviceFeeTiers(table).map(({ from, to, cents }): FeeRow => ({
    kind: 'serviceFee',
    from,
    to,
    amount: formatPrice(cents),
  }));
  return [
    ...tiers,
    { kind: 'governmentFee', amount: formatPrice(table.governmentFeeCents) },
    ...processingTimes.map((time): FeeRow => ({
      kind: 'processing',
      time,
      cents: table.processingFeeCents[time],
      amount: formatPrice(table.processingFeeCents[time]),
    })),
    { kind: 'insurance', amount: formatPrice(table.travelInsuranceCents) },
    { kind: 'esim', amount: formatPrice(table.travelEsimCents) },
  ];
}

import { surcharge } from '@/web/lib/price-text';
import { formatPrice } from '@/web/lib/money';

export { surcharge };

/** What one applicant pays with the given processing speed and no extras (smallest group). */
export function perApplicantTotal(
  time: ProcessingTime,
  table: PriceTable = defaultPriceTable,
): string {
  const price = calculatePrice(
    {
      numberOfApplicants: minApplicants,
      processingTime: time,
      travelInsurance: false,
      travelEsim: false,
    },
    table,
  );
  return formatPrice(price.perApplicant.total);
}
