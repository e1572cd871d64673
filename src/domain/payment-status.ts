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
