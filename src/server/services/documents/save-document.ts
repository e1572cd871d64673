import { and, eq, isNull, sql } from 'drizzle-orm';
import { maxFilesFor, type DocumentType } from '@/domain/documents';
import {
  documents,
  type Database,
  type DatabaseExecutor,
  type Document,
  type NewDocument,
} from '@/server/db';
import { lockApplication } from '@/server/services/applications/lock-application';
import { requireUploadOpen, tooManyFiles } from './upload-errors';

export async function countDocuments(
  db: DatabaseExecutor,
  applicantId: string,
  documentType: DocumentType,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documents)
    .where(
      and(
        eq(documents.applicantId, applicantId),
        eq(documents.documentType, documentType),
        eq(documents.kind, 'upload'),
        // A file replaced through a change request stays for staff but no longer counts.
        isNull(documents.supersededAt),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Inserts the row of a file already in storage. The application row is locked FOR UPDATE, so
 * concurrent uploads of one application count and insert one after another: the category limit
 * holds however many arrive at once, and an upload racing completion sees the new status.
 */
export async function saveDocument(
  db: Database,
  values: NewDocument & { documentType: DocumentType; applicantId: string },
): Promise<Document> {
  return db.transaction(async (tx) => {
    requireUploadOpen(await lockApplication(tx, values.applicationId));
    const count = await countDocuments(tx, values.applicantId, values.documentType);
    if (count >= maxFilesFor(values.documentType)) throw tooManyFiles(values.documentType);
    const [row] = await tx.insert(documents).values(values).returning();
    if (!row) throw new Error('document insert returned nothing');
    return row;
  });
}
