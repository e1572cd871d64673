// A payment's own lifecycle (distinct from the application's status in status.ts). Kept in a
// file without imports so the database schema can load it through drizzle-kit's own loader.

export const paymentStatuses = [
  'created',
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'refunded',
  // Closed because a newer checkout of the same application replaced it (docs/decisions/0005).
  'superseded',
  // A second success for an already paid application: its automatic refund is under way...
  'refunding',
  // ...or the provider refused it; retried on the next webhook or status check.
  'refund_failed',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Each payment status by name, for code that names one (a database condition, a value to set). */
export const paymentStatus = Object.fromEntries(paymentStatuses.map((s) => [s, s])) as {
  readonly [S in PaymentStatus]: S;
};

/** A checkout not finished yet: it may still be paid, failed or closed. */
export const openPaymentStatuses: readonly PaymentStatus[] = ['created', 'pending'];
/** Money was taken: nothing the provider says later changes these. */
const settledPaymentStatuses: readonly PaymentStatus[] = [
  'succeeded',
  'refunded',
  'refunding',
  'refund_failed',
];
/** Money was taken, as a list for a database condition. */
export const settledPaymentStatusList: readonly PaymentStatus[] = settledPaymentStatuses;
/** What the customer was charged for and kept or got back in full: listed first for staff. */
export const chargedPaymentStatuses: readonly PaymentStatus[] = ['succeeded', 'refunded'];

const isIn = (list: readonly PaymentStatus[], status: PaymentStatus) => list.includes(status);

export const isOpenPayment = (status: PaymentStatus) => isIn(openPaymentStatuses, status);
export const isSettled = (status: PaymentStatus) => isIn(settledPaymentStatuses, status);
/** The payment that paid for an application, and the only one staff may refund. */
export const isRefundable = (status: PaymentStatus) => status === 'succeeded';
/** A duplicate's refund claimed by a webhook or status check and not finished. */
export const isRefunding = (status: PaymentStatus) => status === 'refunding';
/** Declined or abandoned at the gateway: the applicant may try again. */
export const isUnsuccessful = (status: PaymentStatus) =>
  status === 'failed' || status === 'cancelled';
