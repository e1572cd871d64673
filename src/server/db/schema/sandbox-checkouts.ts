import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';

export const sandboxCheckoutStatuses = [
  'open',
  'requires_action',
  'succeeded',
  'failed',
  'cancelled',
  'refunded',
  // Closed by the merchant before it was paid (a newer checkout replaced it).
  'expired',
] as const;
export type SandboxCheckoutStatus = (typeof sandboxCheckoutStatuses)[number];

/**
 * The sandbox gateway's own records, kept apart from `payments` as an external gateway's would
 * be: no foreign key to our applications, and never a card number (not even the last digits).
 */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: id(),
    merchantReference: text('merchant_reference').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    customerEmail: text('customer_email').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<SandboxCheckoutStatus>().notNull().default('open'),
    transactionId: text('transaction_id'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: tstz('expires_at').notNull(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    check('sandbox_checkouts_status_check', oneOf(t.status, sandboxCheckoutStatuses)),
    check('sandbox_checkouts_amount_check', sql`${t.amount} >= 0`),
  ],
);

export type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;
export type NewSandboxCheckout = typeof sandboxCheckouts.$inferInsert;
