import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns';
import { sealedText } from './sealed';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    name: sealedText('support_messages', 'name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    // Free text as the customer typed it, so no foreign key.
    applicationNumber: text('application_number'),
    message: sealedText('support_messages', 'message').notNull(),
    language: text('language').notNull().default('en'),
    ip: text('ip'),
    createdAt: createdAt(),
    handledAt: tstz('handled_at'),
  },
  (t) => [index('support_messages_created_at_idx').on(t.createdAt)],
);

export type SupportMessage = typeof supportMessages.$inferSelect;
export type NewSupportMessage = typeof supportMessages.$inferInsert;
