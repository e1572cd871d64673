import { pgTable, text } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications';
import { id, tstz } from './columns';

export const agreements = pgTable('agreements', {
  id: id(),
  applicationId: applicationRef('cascade').notNull().unique(),
  signerName: text('signer_name').notNull(),
  signatureStorageKey: text('signature_storage_key').notNull(),
  // Null until the PDF is rendered, so a rendering failure never loses the signature itself.
  pdfStorageKey: text('pdf_storage_key'),
  agreementVersion: text('agreement_version').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  signedAt: tstz('signed_at').notNull().defaultNow(),
});

export type Agreement = typeof agreements.$inferSelect;
export type NewAgreement = typeof agreements.$inferInsert;
