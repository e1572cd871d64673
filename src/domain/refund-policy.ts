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

// What a refund gives back, per traveller and for a rejection, is in refund-rules.ts
// (docs/requirements/refunds.md).
