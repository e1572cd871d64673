// A payment's own lifecycle (distinct from the application's status in status.ts). Kept in a
// file without imports so the database schema can load it through drizzle-kit's own loader.

export const paymentStatuses = [
  'created',
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
