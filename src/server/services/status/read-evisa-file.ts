import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { applicationStatus } from '@/domain/status';
import { applications, documents, type DatabaseExecutor } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { eVisaFileName } from '@/server/services/admin/receive-evisa';
import type { FileStorage } from '@/server/services/storage/storage';

/**
 * The e-visa PDF a verified link names, while its application is approved; otherwise a bare
 * 404 (the link's holder learns nothing about why).
 */
export async function readEvisaFile({
  db,
  storage,
  documentId,
}: {
  db: DatabaseExecutor;
  storage: FileStorage;
  documentId: string;
}): Promise<{ stream: Readable; fileName: string }> {
  const [row] = await db
    .select({
      storageKey: documents.storageKey,
      applicationNumber: applications.applicationNumber,
    })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.kind, 'evisa'),
        eq(applications.status, applicationStatus.approved),
      ),
    );
  if (!row) throw new HttpError('evisa.link_invalid');
  return {
    stream: await storage.getStream(row.storageKey),
    fileName: eVisaFileName(row.applicationNumber),
  };
}
