import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applicants } from './applicants';
import { applicationRef } from './applications';
import { id, oneOf, tstz } from './columns';
import { sealedText } from './sealed';
import { documents } from './documents';
import { staffUsers } from './staff-users';

// Changes requested (docs/requirements/change-requests.md): staff ask for a replaced document or
// a corrected field per traveller; the traveller answers through an emailed link.

export const changeRequestStates = ['open', 'completed'] as const;
export type ChangeRequestState = (typeof changeRequestStates)[number];

export const changeRequests = pgTable(
  'change_requests',
  {
    id: id(),
    applicationId: applicationRef('cascade').notNull(),
    /** Who asked; null once the staff account is removed (the audit log keeps the trail). */
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    state: text('state').$type<ChangeRequestState>().notNull().default('open'),
    /**
     * The hash of the newest emailed link's token, minted when that email is delivered (no
     * secret waits in the outbox); each delivery replaces it, so the newest email's link works.
     */
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: tstz('token_expires_at'),
    /** When the link was first opened. */
    usedAt: tstz('used_at'),
    completedAt: tstz('completed_at'),
    /** Reminders queued so far (one after 2 days, one after 5). */
    remindersSent: integer('reminders_sent').notNull().default(0),
  },
  (t) => [
    check('change_requests_state_check', oneOf(t.state, changeRequestStates)),
    check(
      'change_requests_completed_check',
      sql`(${t.state} = 'completed') = (${t.completedAt} is not null)`,
    ),
    index('change_requests_application_id_idx').on(t.applicationId),
    index('change_requests_open_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'open'`),
  ],
);

export const changeItemKinds = ['document', 'field'] as const;
export type ChangeItemKind = (typeof changeItemKinds)[number];

export const changeRequestItems = pgTable(
  'change_request_items',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => changeRequests.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChangeItemKind>().notNull(),
    /** A document type (kind document) or an applicant field name (kind field). */
    target: text('target').notNull(),
    reason: text('reason').notNull(),
    otherText: text('other_text'),
    doneAt: tstz('done_at'),
    /** Document items: the replacement, and the files it supersedes (kept until the decision). */
    newDocumentId: uuid('new_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    oldDocumentIds: text('old_document_ids').array().notNull().default([]),
    /** Field items: the value before and after (shown to staff as old → new). */
    oldValue: sealedText('change_request_items', 'old_value'),
    newValue: sealedText('change_request_items', 'new_value'),
  },
  (t) => [
    check('change_request_items_kind_check', oneOf(t.kind, changeItemKinds)),
    index('change_request_items_request_id_idx').on(t.requestId),
  ],
);

export type ChangeRequest = typeof changeRequests.$inferSelect;
export type ChangeRequestItem = typeof changeRequestItems.$inferSelect;
