import type { z } from 'zod';
import { formatPeriod } from '@/domain/i18n/format-period';
import { formatMoney } from '@/domain/money';
import {
  isTouristValidity,
  maxApplicants,
  minApplicants,
  processingTimes,
  touristValidities,
  touristValidityFacts,
  visaTypes,
  type ProcessingTime,
  type TouristValidity,
  type VisaType,
} from '@/domain/visa';
// Types only: the schemas live in their own module, so a page that shows prices does not
// evaluate zod (docs/decisions/0024-prerendering.md).
import type { ZPriceBreakdown, ZPriceLine, ZPriceTable } from '@/domain/schemas/pricing';

// The one price table and the one calculation (the product decisions "Pricing"). The server computes every
// amount with it; pages and the wizard show what it returns. Amounts are integer US cents so
// sums never pick up floating-point error.

export type PriceTable = z.infer<typeof ZPriceTable>;

export const defaultPriceTable: PriceTable = {
  currency: 'USD',
  serviceFeeTiersCents: [
    { maxApplicants: 2, cents: 6900 },
    { maxApplicants: 5, cents: 6700 },
    { maxApplicants: 10, cents: 6500 },
  ],
  governmentFeeCents: 5000,
  touristGovernmentFeeCents: { '30-days': 2500, '1-year': 4000, '5-years': 8000 },
  processingFeeCents: { normal: 0, urgent: 7900, 'super-urgent': 9900 },
  travelInsuranceCents: 1500,
  travelEsimCents: 2000,
};

export interface ServiceFeeTier {
  /** Smallest and largest group size the tier covers (1 and 2 for the first). */
  from: number;
  to: number;
  /** '1-2', '3-5', '6-10'; a tier of one size is just that number. */
  range: string;
  /** Per-applicant service fee in cents. */
  cents: number;
}

/**
 * The service fee tiers with the group sizes each covers: each starts where the one before it
 * ended. Every page, the chat and the agreement list the tiers from here.
 */
export function serviceFeeTiers(table: PriceTable): ServiceFeeTier[] {
  return table.serviceFeeTiersCents.map((tier, index) => {
    const from =
      index === 0 ? minApplicants : (table.serviceFeeTiersCents[index - 1]?.maxApplicants ?? 0) + 1;
    const to = tier.maxApplicants;
    return { from, to, range: from === to ? `${from}` : `${from}-${to}`, cents: tier.cents };
  });
}

/** Per-applicant government fee in cents of a visa type (and an e-Tourist visa's validity). */
export function governmentFeeFor(
  visaType: VisaType,
  touristValidity: TouristValidity | null | undefined,
  table: PriceTable,
): number {
  if (!visaTypes.includes(visaType)) {
    throw new RangeError(`Unknown visa type: ${String(visaType)}`);
  }
  if (visaType !== 'tourist') return table.governmentFeeCents;
  if (!isTouristValidity(touristValidity)) {
    throw new RangeError(`An e-Tourist visa needs a validity, got ${String(touristValidity)}`);
  }
  return table.touristGovernmentFeeCents[touristValidity];
}

/** One government fee per e-Visa the site offers, in the order pages list them. */
export interface GovernmentFee {
  /** An e-Tourist visa's validity; null for the fee the other visa types share. */
  touristValidity: TouristValidity | null;
  cents: number;
}

/**
 * The e-Tourist visa's fee for each validity, then the fee of the other visa types: every page,
 * the chat and the agreement list the government fees from here.
 */
export function governmentFees(table: PriceTable): GovernmentFee[] {
  return [
    ...touristValidities.map((validity) => ({
      touristValidity: validity,
      cents: table.touristGovernmentFeeCents[validity],
    })),
    { touristValidity: null, cents: table.governmentFeeCents },
  ];
}

/** A visa as it is priced: its type and, for the e-Tourist visa, its validity. */
export interface PricedVisa {
  visaType: VisaType;
  touristValidity: TouristValidity | null;
}

/**
 * The visa with the lowest government fee, of `visaType` when given: what a price 'from' is
 * quoted for, before the traveller has chosen (the wizard's summary, the examples on pages).
 */
export function lowestFeeVisa(visaType: VisaType | undefined, table: PriceTable): PricedVisa {
  if (visaType && visaType !== 'tourist') return { visaType, touristValidity: null };
  const candidates = governmentFees(table).filter(
    (fee) => visaType !== 'tourist' || fee.touristValidity !== null,
  );
  const lowest = candidates.reduce((low, fee) => (fee.cents < low.cents ? fee : low));
  // The other visa types share one fee: any of them stands for it.
  return lowest.touristValidity
    ? { visaType: 'tourist', touristValidity: lowest.touristValidity }
    : { visaType: 'business', touristValidity: null };
}

export interface PriceInput {
  visaType: VisaType;
  /** Required for the e-Tourist visa; ignored for the other visa types. */
  touristValidity?: TouristValidity | null;
  numberOfApplicants: number;
  processingTime: ProcessingTime;
  travelInsurance: boolean;
  travelEsim: boolean;
}

export const priceLineKeys = [
  'serviceFee',
  'governmentFee',
  'processingFee',
  'travelInsurance',
  'travelEsim',
] as const;
export type PriceLineKey = (typeof priceLineKeys)[number];

export type PriceLine = z.infer<typeof ZPriceLine>;

/** What `calculatePrice` returns; also the shape stored with an application and sent back. */
export type PriceBreakdown = z.infer<typeof ZPriceBreakdown>;

const processingLabels: Record<ProcessingTime, string> = {
  normal: 'Normal processing (3-5 business days)',
  urgent: 'Urgent processing (1-2 business days)',
  'super-urgent': 'Super urgent processing (same day, subject to availability)',
};

/** The English label of the government fee line (the client words it from the application). */
function governmentFeeLabel({ visaType, touristValidity }: PriceInput): string {
  return visaType === 'tourist' && touristValidity
    ? `Government fee (Tourist e-Visa, ${formatPeriod(touristValidityFacts[touristValidity].term, 'en')})`
    : 'Government fee';
}

function assertApplicants(n: number): void {
  if (!Number.isInteger(n) || n < minApplicants || n > maxApplicants) {
    throw new RangeError(
      `numberOfApplicants must be an integer from ${minApplicants} to ${maxApplicants}, got ${n}`,
    );
  }
}

/** Per-applicant service fee in cents for a group of `n`. */
export function serviceFeeFor(n: number, table: PriceTable): number {
  assertApplicants(n);
  const tier = table.serviceFeeTiersCents.find((t) => n <= t.maxApplicants);
  if (!tier) throw new RangeError(`The price table has no service fee for ${n} applicants`);
  return tier.cents;
}

export function calculatePrice(input: PriceInput, table: PriceTable): PriceBreakdown {
  const n = input.numberOfApplicants;
  assertApplicants(n);
  if (!processingTimes.includes(input.processingTime)) {
    throw new RangeError(`Unknown processing time: ${String(input.processingTime)}`);
  }
  const perApplicant = {
    serviceFee: serviceFeeFor(n, table),
    governmentFee: governmentFeeFor(input.visaType, input.touristValidity, table),
    processingFee: table.processingFeeCents[input.processingTime],
    insuranceFee: input.travelInsurance ? table.travelInsuranceCents : 0,
    esimFee: input.travelEsim ? table.travelEsimCents : 0,
  };
  const line = (key: PriceLineKey, label: string, unitAmount: number): PriceLine => ({
    key,
    label,
    unitAmount,
    quantity: n,
    amount: unitAmount * n,
  });
  // Processing is always listed (even at $0) so the summary shows the chosen speed;
  // add-ons appear only when chosen.
  const lines = [
    line('serviceFee', 'Visa service fee', perApplicant.serviceFee),
    line('governmentFee', governmentFeeLabel(input), perApplicant.governmentFee),
    line('processingFee', processingLabels[input.processingTime], perApplicant.processingFee),
    ...(input.travelInsurance
      ? [line('travelInsurance', 'Travel insurance', perApplicant.insuranceFee)]
      : []),
    ...(input.travelEsim ? [line('travelEsim', 'Travel eSIM', perApplicant.esimFee)] : []),
  ];
  const perApplicantTotal = Object.values(perApplicant).reduce((sum, amount) => sum + amount, 0);
  return {
    currency: 'USD',
    numberOfApplicants: n,
    perApplicant: { ...perApplicant, total: perApplicantTotal },
    lines,
    totalAmount: lines.reduce((sum, l) => sum + l.amount, 0),
  };
}

/** '$69', '$69.50', '$2,630': an amount in US dollars in English (the agreement, the API's total). */
export function formatUsd(amountCents: number): string {
  return formatMoney(amountCents, 'USD', 'en');
}
