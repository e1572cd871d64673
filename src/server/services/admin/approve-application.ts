import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { applicationStatus } from '@/domain/status';
import { applications, type Database } from '@/server/db';
import { recordAudit } from '@/server/services/audit/record-audit';
import { checkEVisa } from '@/server/services/evisa-check/check-evisa';
import type { HeavyWork } from '@/server/services/heavy-work/heavy-work';
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
  /** Reads the e-visa's text in a thread, for the check against the traveller. */
  heavyWork: HeavyWork;
  publicUrl: string;
  applicationId: string;
  /** The multipart request carrying the e-visa PDF. */
  request: FastifyRequest;
  staffUserId: string;
  ip: string;
  now?: Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Call 11: under_review -> approved with the e-visa, for an application of one traveller (a
 * group is decided per traveller: 409 application.decide_per_traveller). The file is stored
 * first and checked against the traveller (evisa-check/check-evisa.ts); then one transaction locks the application, moves it, records the traveller's outcome
 * and the e-visa row, queues the approval email with the PDF attached and writes the audit
 * entry. A refusal at any point deletes the file, so a second, concurrent approval leaves
 * nothing behind.
 */
export async function approveApplication(options: ApproveApplicationOptions): Promise<void> {
  const { db, storage } = options;
  requireDecidable(await findApplication(db, options.applicationId), 'approved');
  const [only] = await travellersForWholeDecision(db, options.applicationId, 'approved');
  const eVisa = await receiveEVisa(options.request, storage);
  const now = options.now ?? new Date();
  try {
    // Checked against the one traveller (evisa-check/check-evisa.ts); without a traveller row
    // there is nobody to check it against.
    const check = only
      ? await checkEVisa({
          heavyWork: options.heavyWork,
          storage,
          applicationId: options.applicationId,
          traveller: only,
          eVisa,
          ...(options.log ? { log: options.log } : {}),
        })
      : undefined;
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
          ...(check ? { eVisaCheck: check } : {}),
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
