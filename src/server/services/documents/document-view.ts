import { and, asc, eq } from 'drizzle-orm';
import type { AcceptedMimeType, DocumentType, TDocumentView } from '@/domain/documents';
import { todayIso } from '@/domain/dates';
import type { TPassportCheckView } from '@/domain/passport-check';
import { applicants, documents, type DatabaseExecutor, type Document } from '@/server/db';
import { passportCheckView, type TypedDetails } from './passport-check/compare-passport';

/** A traveller's step-2 details, for the passport check's comparison. */
export async function detailsOf(db: DatabaseExecutor, applicantId: string): Promise<TypedDetails> {
  const [row] = await db
    .select({ details: applicants.details })
    .from(applicants)
    .where(eq(applicants.id, applicantId));
  return (row?.details ?? {}) as TypedDetails;
}

/** The passport check as shown beside the file, compared with the traveller's details today. */
export function passportCheckOf(
  row: Pick<Document, 'passportCheck'>,
  details: TypedDetails,
): TPassportCheckView | undefined {
  return row.passportCheck
    ? passportCheckView(row.passportCheck, details, todayIso(new Date()))
    : undefined;
}

/**
 * The applicant's view of one upload: field by field, so storage keys and hashes never leak.
 * `details` are the traveller's, for a passport's check.
 */
export function toDocumentView(
  row: Document,
  applicant: number,
  details: TypedDetails,
): TDocumentView {
  const passportCheck = passportCheckOf(row, details);
  return {
    ...(passportCheck ? { passportCheck } : {}),
    id: row.id,
    documentType: row.documentType as DocumentType,
    applicant,
    originalName: row.originalName,
    size: row.size,
    mimeType: row.mimeType as AcceptedMimeType,
    uploadedAt: row.uploadedAt.toISOString(),
    warnings: row.warnings,
    prepared: row.preparedStorageKey !== null,
  };
}

/** The application's uploads with each applicant's position, in upload order. */
export async function listDocumentRows(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<{ row: Document; applicant: number; details: unknown }[]> {
  const rows = await db
    .select({ row: documents, applicant: applicants.position, details: applicants.details })
    .from(documents)
    .innerJoin(applicants, eq(applicants.id, documents.applicantId))
    .where(and(eq(documents.applicationId, applicationId), eq(documents.kind, 'upload')))
    .orderBy(asc(documents.uploadedAt), asc(documents.id));
  return rows;
}

export async function listDocuments({
  db,
  applicationId,
}: {
  db: DatabaseExecutor;
  applicationId: string;
}): Promise<TDocumentView[]> {
  const rows = await listDocumentRows(db, applicationId);
  return rows.map(({ row, applicant, details }) =>
    toDocumentView(row, applicant, (details ?? {}) as TypedDetails),
  );
}

/** Every key a document row still needs: its original and its prepared copy. */
export function storageKeysOf(row: Pick<Document, 'storageKey' | 'preparedStorageKey'>): string[] {
  return [...new Set([row.storageKey, row.preparedStorageKey].filter((k) => k !== null))];
}
