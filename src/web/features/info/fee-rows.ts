import { calculatePrice, defaultPriceTable, formatUsd, type PriceTable } from '@/domain/pricing';
import { minApplicants, processingTimes, type ProcessingTime } from '@/domain/visa';

export type FeeRow =
  | { kind: 'serviceFee'; from: number; to: number; amount: string }
  | { kind: 'governmentFee'; amount: string }
  | { kind: 'processing'; time: ProcessingTime; cents: number; amount: string }
  | { kind: 'insurance' | 'esim'; amount: string };

/** Every line of the price table, in the order the requirements page lists them. */
export function feeRows(table: PriceTable = defaultPriceTable): FeeRow[] {
  let from = minApplicants;
  const tiers = table.serviceFeeTiersCents.map((tier): FeeRow => {
    const row = {
      kind: 'serviceFee' as const,
      from,
      to: tier.maxApplicants,
      amount: formatUsd(tier.cents),
    };
    from = tier.maxApplicants + 1;
    return row;
  });
  return [
    ...tiers,
    { kind: 'governmentFee', amount: formatUsd(table.governmentFeeCents) },
    ...processingTimes.map((time): FeeRow => ({
      kind: 'processing',
      time,
      cents: table.processingFeeCents[time],
      amount: formatUsd(table.processingFeeCents[time]),
    })),
    { kind: 'insurance', amount: formatUsd(table.travelInsuranceCents) },
    { kind: 'esim', amount: formatUsd(table.travelEsimCents) },
  ];
}

/**
 * '+$79' kept together and left to right in any sentence or cell: in Arabic the bidirectional
 * algorithm would otherwise show the plus sign after the amount.
 */
export function surcharge(cents: number): string {
  return `\u2066+${formatUsd(cents)}\u2069`;
}

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
  return formatUsd(price.perApplicant.total);
}
