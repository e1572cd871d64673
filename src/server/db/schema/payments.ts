import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
// Relative on purpose (see columns.ts): the status list is the domain's, not a copy.
import { paymentStatuses, type PaymentStatus } from '../../../domain/payment-status';
import { applicationRef } from './applications';
import { createdAt, id, oneOf, tstz, updatedAt } from './columns';

export { paymentStatuses, type PaymentStatus };

export const payments = pgTable(
  'payments',
  {
    id: id(),
    // Restrict, not cascade: money records must not vanish as a side effect of a deletion.
    applicationId: applicationRef('restrict').notNull(),
    provider: text('provider').notNull(),
    // Null between inserting our row and the provider answering with its session id.
    providerReference: text('provider_reference'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    transactionId: text('transaction_id'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    unique('payments_provider_reference_unique').on(t.provider, t.providerReference),
    check('payments_status_check', oneOf(t.status, paymentStatuses)),
    check('payments_amount_check', sql`${t.amount} >= 0`),
    index('payments_application_id_idx').on(t.applicationId),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
