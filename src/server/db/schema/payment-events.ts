import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, tstz } from './columns';
import { payments } from './payments';

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    // Set null: the event row must outlive its payment so a replayed webhook is still recognised.
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_payment_id_idx').on(t.paymentId),
  ],
);

export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;
