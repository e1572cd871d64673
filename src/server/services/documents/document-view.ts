import { and, asc, eq } from 'drizzle-orm';
import type { AcceptedMimeType, DocumentType, TDocumentView } from '@/domain/documents';
import { applicants, documents, type DatabaseExecutor, type Document } from '@/server/db';

/** The applicant's view of one upload: field by field, so storage keys and hashes never leak. */
export function toDocumentView(row: Document, applicant: number): TDocumentView {
  return {
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
): Promise<{ row: Document; applicant: number }[]> {
  const rows = await db
    .select({ row: documents, applicant: applicants.position })
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
  return rows.map(({ row, applicant }) => toDocumentView(row, applicant));
}

/** Every key a document row still needs: its original and its prepared copy. */
export function storageKeysOf(row: Pick<Document, 'storageKey' | 'preparedStorageKey'>): string[] {
  return [...new Set([row.storageKey, row.preparedStorageKey].filter((k) => k !== null))];
}
