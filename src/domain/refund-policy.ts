import type { PriceBreakdown } from '@/domain/pricing';
import type { RefundChoice } from '@/domain/schemas/admin';

/**
 * The refund terms the legal pages, the signed agreement and the rejection email state, in one
 * place (docs/requirements/product-decisions.md, "Refunds and liability"). Copy takes them as
 * interpolated values; no translation types them.
 */
export const refundTerms = {
  /** A refund can be asked for at any time until this many days after the decision on the application. */
  requestWindowDays: 30,
  /** Business days from a refund request to our decision on it. */
  reviewBusinessDays: { min: 5, max: 7 },
  /** Business days from our approving a refund (or refunding on a rejection) until the card shows it. */
  arrivalBusinessDays: { min: 5, max: 10 },
  /** Travel insurance is refunded only before activation and more than this many days before travel. */
  insuranceCutoffDays: 14,
} as const;

// How much a rejection gives back (docs/requirements/staff-dashboard.md, "Actions"): everything
// paid, everything but our service fees, or nothing. The service fees come from the breakdown
// stored with the application when it was priced, never from today's price table.

export interface RefundInput {
  choice: RefundChoice;
  /** The breakdown stored with the application. */
  pricing: Pick<PriceBreakdown, 'lines' | 'totalAmount'>;
  /** What the payment took, in cents. */
  paid: number;
  /** What was refunded from it already, in cents. */
  alreadyRefunded: number;
}

/** Service fees of the whole group, in cents. */
export function serviceFeesOf(pricing: Pick<PriceBreakdown, 'lines'>): number {
  return pricing.lines
    .filter((line) => line.key === 'serviceFee')
    .reduce((sum, line) => sum + line.amount, 0);
}

/** Cents to refund now: never more than what is left of the payment, never negative. */
export function refundAmountFor({ choice, pricing, paid, alreadyRefunded }: RefundInput): number {
  const left = Math.max(0, paid - alreadyRefunded);
  if (choice === 'none') return 0;
  if (choice === 'full') return left;
  // Service fee kept: the price minus the service fees, less what has gone back already.
  const owed = Math.min(paid, pricing.totalAmount) - serviceFeesOf(pricing) - alreadyRefunded;
  return Math.max(0, Math.min(left, owed));
}
