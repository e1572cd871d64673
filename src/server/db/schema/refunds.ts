import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
// Relative on purpose (see columns.ts): the lists are the domain's, not copies.
import {
  refundKinds,
  refundStates,
  type RefundAllocation,
  type RefundKind,
  type RefundState,
} from '../../../domain/refund-rules';
import { applicants } from './applicants';
import { applicationRef } from './applications';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { payments } from './payments';
import { staffUsers } from './staff-users';

// The refund ledger (docs/requirements/refunds.md, docs/decisions/0035-refund-ledger.md): one
// line per refund asked of the payment provider, whoever asked for it. A line is written
// 'pending' before the provider is called, so concurrent refunds count it against what remains
// of the payment, and then becomes 'succeeded' (with the provider's reference) or 'failed'.
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    // Restrict, as payments: money records must not vanish as a side effect of a deletion.
    applicationId: applicationRef('restrict').notNull(),
    /** The traveller the refund is for; null for a refund of the whole application. */
    applicantId: uuid('applicant_id').references(() => applicants.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    kind: text('kind').$type<RefundKind>().notNull(),
    reason: text('reason'),
    /** How much of the amount is each traveller's (the rules refund per traveller). */
    allocations: jsonb('allocations').$type<RefundAllocation[]>().notNull().default([]),
    /** Who asked; null for a refund the system made (a duplicate payment) or a removed account. */
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    state: text('state').$type<RefundState>().notNull().default('pending'),
    providerReference: text('provider_reference'),
    /** Why the provider refused, in words safe to show staff. */
    failure: text('failure'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_kind_check', oneOf(t.kind, refundKinds)),
    check('refunds_state_check', oneOf(t.state, refundStates)),
    check(
      'refunds_succeeded_reference_check',
      sql`${t.state} <> 'succeeded' or ${t.providerReference} is not null`,
    ),
    index('refunds_application_id_idx').on(t.applicationId),
    index('refunds_payment_id_idx').on(t.paymentId),
  ],
);

export type RefundLine = typeof refunds.$inferSelect;
export type NewRefundLine = typeof refunds.$inferInsert;
