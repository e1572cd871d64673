import { asc, eq } from 'drizzle-orm';
import type { AcceptedMimeType } from '@/domain/documents';
import type { TAdminDocument } from '@/domain/schemas/admin';
import { applicants, documents, type DatabaseExecutor, type Document } from '@/server/db';
import { passportCheckOf } from '@/server/services/documents/document-view';
import type { TypedDetails } from '@/server/services/documents/passport-check/compare-passport';

/** Staff's view of one stored file, field by field: storage keys and hashes never leave. */
function toAdminDocument(
  row: Document,
  applicant: number | null,
  details: TypedDetails,
): TAdminDocument {
  const passportCheck = passportCheckOf(row, details);
  return {
    ...(passportCheck ? { passportCheck } : {}),
    id: row.id,
    kind: row.kind as TAdminDocument['kind'],
    documentType: row.documentType as TAdminDocument['documentType'],
    applicant,
    originalName: row.originalName,
    size: row.size,
    mimeType: row.mimeType as AcceptedMimeType,
    uploadedAt: row.uploadedAt.toISOString(),
    warnings: row.warnings,
    prepared: row.preparedStorageKey !== null,
    preparedMimeType: row.preparedMimeType,
  };
}

/** Every file of an application (uploads, the e-visa, delivered extras), with the traveller's position. */
export async function listAdminDocumentRows(db: DatabaseExecutor, applicationId: string) {
  return db
    .select({ row: documents, applicant: applicants.position, details: applicants.details })
    .from(documents)
    .leftJoin(applicants, eq(applicants.id, documents.applicantId))
    .where(eq(documents.applicationId, applicationId))
    .orderBy(asc(applicants.position), asc(documents.uploadedAt), asc(documents.id));
}

/** GET /api/admin/applications/:id/documents (call 9). */
export async function listAdminDocuments({
  db,
  applicationId,
}: {
  db: DatabaseExecutor;
  applicationId: string;
}): Promise<TAdminDocument[]> {
  const rows = await listAdminDocumentRows(db, applicationId);
  // The extras staff delivered are listed apart, with their travellers (add-ons.md).
  return rows
    .filter(({ row }) => row.kind !== 'addon')
    .map(({ row, applicant, details }) =>
      toAdminDocument(row, applicant, (details ?? {}) as TypedDetails),
    );
}
