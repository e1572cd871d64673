import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications';
import { createdAt, id, oneOf, tstz } from './columns';
import { sealedJson } from './sealed';

export const emailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];
/**
 * A file sent with an email: a stored file (`storageKey`), or a receipt, invoice or credit note
 * rendered when the email is sent (`accountingDocumentId`, docs/requirements/receipts.md).
 */
export type EmailAttachment = { filename: string; contentType: string } & (
  | { storageKey: string; accountingDocumentId?: undefined }
  | { accountingDocumentId: string; storageKey?: undefined }
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /** One logical email, one row: writers insert with `on conflict do nothing`. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    applicationId: applicationRef('set null'),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull().default('en'),
    /** Sealed: names, numbers and links the email carries. */
    payload: sealedJson<Record<string, unknown>>('email_outbox', 'payload')
      .notNull()
      .default(sql`'{}'`),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    status: text('status').$type<EmailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    // A worker claims a row until this time; a crashed worker's claim simply expires.
    lockedUntil: tstz('locked_until'),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_status_check', oneOf(t.status, emailStatuses)),
    index('email_outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_application_id_idx').on(t.applicationId),
    // The daily count per address of emails sent on an applicant's say-so (docs/requirements/limits.md).
    index('email_outbox_to_address_created_at_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
);

export type EmailOutboxMessage = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxMessage = typeof emailOutbox.$inferInsert;
