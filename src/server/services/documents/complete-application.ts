import { and, eq, sql } from 'drizzle-orm';
import {
  missingDocumentsCode,
  missingRequiredDocuments,
  type DocumentType,
} from '@/domain/documents';
import type { TApplicationView } from '@/domain/schemas';
import { problemOf } from '@/domain/errors';
import { dueAt, expectedBy } from '@/domain/processing-time';
import { applicationStatus, assertTransition, awaitsDecision } from '@/domain/status';
import { applications, type Application, type Database } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { statusCheckUrl } from '@/server/services/admin/application-decision';
import { getApplicationView } from '@/server/services/applications/get-application';
import { lockApplication } from '@/server/services/applications/lock-application';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import { listDocumentRows } from './document-view';
import { requireUploadOpen, uploadNotOpen } from './upload-errors';

/**
 * 'Complete Application': paid -> under_review once every applicant has a passport, a photo and
 * the letter the visa type needs (docs/requirements/documents.md), with the 'documents received' email queued in the same transaction. The application row is
 * locked first, so an upload or removal cannot slip in between the check and the change.
 * Completing again is a no-op that answers the same view (no second email).
 */
export async function completeApplication({
  db,
  publicUrl,
  application,
  now = new Date(),
}: {
  db: Database;
  publicUrl: string;
  application: Application;
  now?: Date;
}): Promise<TApplicationView> {
  const completed = await db.transaction(async (tx) => {
    const locked = await lockApplication(tx, application.id);
    if (locked && awaitsDecision(locked.status)) return locked;
    requireUploadOpen(locked);

    const uploaded = (await listDocumentRows(tx, locked.id)).map(({ row, applicant }) => ({
      applicant,
      documentType: row.documentType as DocumentType,
    }));
    const missing = missingRequiredDocuments(locked.visaType, locked.numberOfApplicants, uploaded);
    const refusal = missingDocumentsCode(missing);
    if (refusal) throw new HttpError(refusal, undefined, { documents: problemOf(refusal) });
    assertTransition(locked.status, applicationStatus.under_review);
    const [moved] = await tx
      .update(applications)
      .set({
        status: applicationStatus.under_review,
        documentsCompletedAt: now,
        dueAt: dueAt(now, locked.processingTime),
        version: sql`${applications.version} + 1`,
      })
      .where(and(eq(applications.id, locked.id), eq(applications.status, applicationStatus.paid)))
      .returning();
    if (!moved) throw uploadNotOpen();
    await queueEmail(tx, {
      idempotencyKey: `documents-received:${locked.id}`,
      template: 'documents-received',
      to: locked.email,
      language: locked.language,
      applicationId: locked.id,
      payload: {
        applicationNumber: locked.applicationNumber,
        processingTime: locked.processingTime,
        statusUrl: statusCheckUrl(publicUrl),
        expectedBy: expectedBy(now, locked.processingTime),
      },
    });
    return moved;
  });
  notifyMailWorker();
  return getApplicationView({ db, application: completed });
}
