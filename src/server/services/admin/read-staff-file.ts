import type { Readable } from 'node:stream';
import { currentAgreementOf } from '@/server/services/agreements/current-agreement';
import { eq } from 'drizzle-orm';
import { agreements, documents, type Application, type Database } from '@/server/db';
import { notFound } from '@/server/lib/http-errors';
import { recordAudit, type RecordAuditOptions } from '@/server/services/audit/record-audit';
import { DOCUMENT_NOT_FOUND, requireDocumentId } from '@/server/services/documents/delete-document';
import { documentFileOf, type DocumentFile } from '@/server/services/documents/read-document-file';
import type { FileStorage } from '@/server/services/storage/storage';

const AGREEMENT_NOT_FOUND = 'Agreement not found';

/** No download goes unrecorded: when the audit row cannot be written, the file is not served. */
async function auditOrClose(stream: Readable, entry: RecordAuditOptions): Promise<void> {
  try {
    await recordAudit(entry);
  } catch (err) {
    stream.destroy();
    throw err;
  }
}

/** Who is reading, for the audit trail (every staff download is recorded). */
export interface StaffReader {
  staffUserId: string;
  ip: string;
  now: Date;
}

/**
 * GET /api/documents/:documentId/download (call 10): any stored file of any application, the
 * e-visa included, as uploaded or as prepared; audited as 'document.downloaded'.
 */
export async function readStaffDocument({
  db,
  storage,
  documentId,
  variant,
  reader,
}: {
  db: Database;
  storage: FileStorage;
  documentId: string;
  variant: 'original' | 'prepared';
  reader: StaffReader;
}): Promise<DocumentFile> {
  const [row] = await db
    .select()
    .from(documents)
    .where(eq(documents.id, requireDocumentId(documentId)));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const file = await documentFileOf({ storage, row, variant });
  await auditOrClose(file.stream, {
    db,
    staffUserId: reader.staffUserId,
    action: 'document.downloaded',
    applicationId: row.applicationId,
    detail: { documentId: row.id, documentType: row.documentType, variant },
    ip: reader.ip,
    now: reader.now,
  });
  return file;
}

/** GET /api/admin/applications/:id/agreement.pdf: the signed agreement, audited likewise. */
export async function readAgreementPdf({
  db,
  storage,
  application,
  reader,
}: {
  db: Database;
  storage: FileStorage;
  application: Application;
  reader: StaffReader;
}): Promise<DocumentFile> {
  const [agreement] = await db
    .select({ pdfStorageKey: agreements.pdfStorageKey })
    .from(agreements)
    .where(currentAgreementOf(application.id));
  if (!agreement?.pdfStorageKey) throw notFound(AGREEMENT_NOT_FOUND);
  const stream = await storage.getStream(agreement.pdfStorageKey);
  await auditOrClose(stream, {
    db,
    staffUserId: reader.staffUserId,
    action: 'document.downloaded',
    applicationId: application.id,
    detail: { documentType: 'agreement' },
    ip: reader.ip,
    now: reader.now,
  });
  return {
    stream,
    mimeType: 'application/pdf',
    fileName: `agreement-${application.applicationNumber}.pdf`,
  };
}
