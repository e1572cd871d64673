import { boolean, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications';
import { id, tstz } from './columns';

// Reminders sent (docs/requirements/reminders.md): one row per application and kind, claimed in
// the transaction that queues the email, so a kind goes once however many instances run the job.
export const applicationReminders = pgTable(
  'application_reminders',
  {
    id: id(),
    applicationId: applicationRef('cascade').notNull(),
    /** A step reminder's kind (src/domain/reminders.ts) or `changes-<days>d`. */
    kind: text('kind').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
    /** False for an earlier kind of a step passed over because a later one was due. */
    sent: boolean('sent').notNull().default(true),
    /** sha-256 hex of the opt-out link's token the email carries (null when none was sent). */
    optOutTokenHash: text('opt_out_token_hash').unique(),
  },
  (t) => [
    unique('application_reminders_kind_unique').on(t.applicationId, t.kind),
    index('application_reminders_sent_at_idx').on(t.applicationId, t.sentAt),
  ],
);
