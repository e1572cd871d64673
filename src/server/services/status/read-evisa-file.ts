import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { applicationStatus } from '@/domain/status';
import { travellerOutcome } from '@/domain/traveller-outcomes';
import { applicants, applications, documents, type DatabaseExecutor } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { travellerEVisaFileName } from '@/server/services/admin/decide-traveller';
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
        // The application's one e-visa (from before per-traveller decisions), never a traveller's.
        isNull(documents.applicantId),
        eq(applications.status, applicationStatus.approved),
      ),
    );
  if (!row) throw new HttpError('evisa.link_invalid');
  return {
    stream: await storage.getStream(row.storageKey),
    fileName: eVisaFileName(row.applicationNumber),
  };
}

/**
 * One traveller's own e-visa, named by a verified traveller link, while that traveller is
 * approved; otherwise the same bare 404. The link's signature covers the traveller's id, so
 * another traveller's file cannot be reached by changing it.
 */
export async function readTravellerEvisaFile({
  db,
  storage,
  applicantId,
}: {
  db: DatabaseExecutor;
  storage: FileStorage;
  applicantId: string;
}): Promise<{ stream: Readable; fileName: string }> {
  const [row] = await db
    .select({
      storageKey: applicants.eVisaStorageKey,
      position: applicants.position,
      applicationNumber: applications.applicationNumber,
    })
    .from(applicants)
    .innerJoin(applications, eq(applications.id, applicants.applicationId))
    .where(and(eq(applicants.id, applicantId), eq(applicants.outcome, travellerOutcome.approved)));
  if (!row?.storageKey) throw new HttpError('evisa.link_invalid');
  return {
    stream: await storage.getStream(row.storageKey),
    fileName: travellerEVisaFileName(row.applicationNumber, row.position),
  };
}
