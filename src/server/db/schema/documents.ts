import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
// Relative: drizzle-kit loads the schema without the `@/` alias.
import { documentTypes, type DocumentWarning } from '../../../domain/documents';
import type { PassportCheckRecord } from '../../../domain/passport-check';
import { applicants } from './applicants';
import { applicationRef } from './applications';
import { id, oneOf, tstz } from './columns';
import { sealedJson, sealedText } from './sealed';

// 'addon': a delivered extra (docs/requirements/add-ons.md), document_type insurance|esim.
export const documentKinds = ['upload', 'evisa', 'addon'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documents = pgTable(
  'documents',
  {
    id: id(),
    applicationId: applicationRef('cascade').notNull(),
    applicantId: uuid('applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull().default('upload'),
    documentType: text('document_type').notNull(),
    /** Sealed: a file's name often carries the traveller's. */
    originalName: sealedText('documents', 'original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    // The copy prepared to the official portal's limits (docs/requirements/documents.md);
    // null when none could be made. May equal storage_key when the original already fits.
    preparedStorageKey: text('prepared_storage_key'),
    preparedMimeType: text('prepared_mime_type'),
    preparedSize: integer('prepared_size'),
    warnings: jsonb('warnings').$type<DocumentWarning[]>().notNull().default([]),
    uploadedAt: tstz('uploaded_at').notNull().defaultNow(),
    // The passport check's reading of the page's machine-readable zone
    // (docs/requirements/documents.md, "Passport check"); null for other files and for uploads
    // made before the check existed. Sealed: it holds the passport's data.
    passportCheck: sealedJson<PassportCheckRecord>('documents', 'passport_check'),
    // Replaced through a change request (docs/requirements/change-requests.md): the file stays
    // beside its replacement for staff to compare until the decision; it no longer counts.
    supersededAt: tstz('superseded_at'),
  },
  (t) => [
    check('documents_kind_check', oneOf(t.kind, documentKinds)),
    // Uploads use the applicant categories; staff files (the e-visa) name their own types.
    check(
      'documents_document_type_check',
      sql`${t.kind} <> 'upload' or ${oneOf(t.documentType, documentTypes)}`,
    ),
    check('documents_size_check', sql`${t.size} >= 0`),
    index('documents_application_id_idx').on(t.applicationId),
    index('documents_applicant_id_idx').on(t.applicantId),
  ],
);

export type Document = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
