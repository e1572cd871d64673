import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { applicationStatus } from '@/domain/status';
import { applications, type Database } from '@/server/db';
import { recordAudit } from '@/server/services/audit/record-audit';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import type { FileStorage } from '@/server/services/storage/storage';
import {
  adminActionAudit,
  findApplication,
  lockForDecision,
  requireDecidable,
  statusCheckUrl,
  stillUnderReview,
  travellersForWholeDecision,
} from './application-decision';
import { recordTravellerApproval } from './decide-traveller';
import { eVisaFileName, receiveEVisa } from './receive-evisa';

export interface ApproveApplicationOptions {
  db: Database;
  storage: FileStorage;
  publicUrl: string;
  applicationId: string;
  /** The multipart request carrying the e-visa PDF. */
  request: FastifyRequest;
  staffUserId: string;
  ip: string;
  now?: Date;
}

/**
 * Call 11: under_review -> approved with the e-visa, for an application of one traveller (a
 * group is decided per traveller: 409 application.decide_per_traveller). The file is stored
 * first; then one transaction locks the application, moves it, records the traveller's outcome
 * and the e-visa row, queues the approval email with the PDF attached and writes the audit
 * entry. A refusal at any point deletes the file, so a second, concurrent approval leaves
 * nothing behind.
 */
export async function approveApplication(options: ApproveApplicationOptions): Promise<void> {
  const { db, storage } = options;
  requireDecidable(await findApplication(db, options.applicationId), 'approved');
  await travellersForWholeDecision(db, options.applicationId, 'approved');
  const eVisa = await receiveEVisa(options.request, storage);
  const now = options.now ?? new Date();
  try {
    await db.transaction(async (tx) => {
      const application = await lockForDecision(tx, options.applicationId, 'approved');
      const [traveller] = await travellersForWholeDecision(tx, application.id, 'approved');
      await tx
        .update(applications)
        .set({
          status: applicationStatus.approved,
          decidedAt: now,
          version: sql`${applications.version} + 1`,
        })
        .where(stillUnderReview(application.id));
      // An application without traveller rows has nobody to record the outcome for.
      const documentId = traveller
        ? await recordTravellerApproval(tx, {
            application,
            traveller,
            eVisa,
            staffUserId: options.staffUserId,
            now,
          })
        : undefined;
      await queueEmail(tx, {
        idempotencyKey: `application-approved:${application.id}`,
        template: 'application-approved',
        to: application.email,
        language: application.language,
        applicationId: application.id,
        payload: {
          applicationNumber: application.applicationNumber,
          statusUrl: statusCheckUrl(options.publicUrl),
        },
        attachments: [
          {
            filename: eVisaFileName(application.applicationNumber),
            storageKey: eVisa.stored.key,
            contentType: 'application/pdf',
          },
        ],
      });
      await recordAudit({
        db: tx,
        staffUserId: options.staffUserId,
        action: adminActionAudit.approved,
        applicationId: application.id,
        detail: {
          documentId,
          fileName: eVisa.originalName,
          size: eVisa.stored.size,
          sha256: eVisa.stored.sha256,
        },
        ip: options.ip,
        now,
      });
    });
  } catch (err) {
    await storage.delete(eVisa.stored.key).catch(() => undefined);
    throw err;
  }
  notifyMailWorker();
}
