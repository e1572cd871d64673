import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications';
import { id, tstz } from './columns';
import { sealedText } from './sealed';

/**
 * Signed agreements. An application has at most one current agreement; one voided by a
 * correction before payment stays on record with `superseded_at` set, with its signature and
 * PDF (docs/decisions/0016-corrections-after-signing.md).
 */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    applicationId: applicationRef('cascade').notNull(),
    /** Sealed: the traveller's name as they signed. */
    signerName: sealedText('agreements', 'signer_name').notNull(),
    signatureStorageKey: text('signature_storage_key').notNull(),
    // Null until the PDF is rendered, so a rendering failure never loses the signature itself.
    pdfStorageKey: text('pdf_storage_key'),
    agreementVersion: text('agreement_version').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    signedAt: tstz('signed_at').notNull().defaultNow(),
    supersededAt: tstz('superseded_at'),
  },
  (t) => [
    uniqueIndex('agreements_current_unique')
      .on(t.applicationId)
      .where(sql`${t.supersededAt} is null`),
  ],
);

export type Agreement = typeof agreements.$inferSelect;
export type NewAgreement = typeof agreements.$inferInsert;
