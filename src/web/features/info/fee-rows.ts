import {
  calculatePrice,
  governmentFees,
  lowestFeeVisa,
  serviceFeeTiers,
  type PricedVisa,
  type PriceTable,
} from '@/domain/pricing';
import {
  minApplicants,
  processingTimes,
  type ProcessingTime,
  type TouristValidity,
} from '@/domain/visa';

export type FeeRow =
  | { kind: 'serviceFee'; from: number; to: number; amount: string }
  /** One row per e-Tourist validity, then one (null) for the other visa types. */
  | { kind: 'governmentFee'; touristValidity: TouristValidity | null; amount: string }
  | { kind: 'processing'; time: ProcessingTime; cents: number; amount: string }
  | { kind: 'insurance' | 'esim'; amount: string };

/** Every line of the price table, in the order the requirements page lists them. */
export function feeRows(table: PriceTable = site().prices): FeeRow[] {
  const tiers = serviceFeeTiers(table).map(({ from, to, cents }): FeeRow => ({
    kind: 'serviceFee',
    from,
    to,
    amount: formatPrice(cents),
  }));
  return [
    ...tiers,
    ...governmentFees(table).map(({ touristValidity, cents }): FeeRow => ({
      kind: 'governmentFee',
      touristValidity,
      amount: formatPrice(cents),
    })),
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
import { site } from '@/web/lib/site';

export { surcharge };

/**
 * What one applicant pays for a visa with the given processing speed and no extras (smallest
 * group); by default the visa with the lowest government fee, the price a page quotes 'from'.
 */
export function perApplicantTotal(
  time: ProcessingTime,
  visa?: PricedVisa,
  table: PriceTable = site().prices,
): string {
  const price = calculatePrice(
    {
      ...(visa ?? lowestFeeVisa(undefined, table)),
      numberOfApplicants: minApplicants,
      processingTime: time,
      travelInsurance: false,
      travelEsim: false,
    },
    table,
  );
  return formatPrice(price.perApplicant.total);
}
