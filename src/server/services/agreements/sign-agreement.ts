import { and, eq, sql } from 'drizzle-orm';
import { currentAgreementOf } from '@/server/services/agreements/current-agreement';
import type { TSignAgreementResponse } from '@/domain/schemas';
import { applicationStatus, assertTransition } from '@/domain/status';
import {
  agreements,
  applications,
  type Application,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { listApplicants } from '@/server/services/applications/get-application';
import { requireDraft } from '@/server/services/applications/lock-draft';
import { queueEmail } from '@/server/services/mail/outbox';
import { mayEmailApplicant } from '@/server/services/mail/unverified-throttle';
import type { HeavyWork } from '@/server/services/heavy-work/heavy-work';
import type { FileStorage } from '@/server/services/storage/storage';
import { AGREEMENT_VERSION, agreementPdfName } from './agreement-text';
import { decodeSignature } from './signature-image';
import { signableApplicants } from './signable-applicants';

export interface SignAgreementOptions {
  db: Database;
  storage: FileStorage;
  heavyWork: HeavyWork;
  application: Application;
  signerName: string;
  signatureDataUrl: string;
  ipAddress: string;
  userAgent: string;
  now?: Date;
}

const answer = (application: Application, signedAt: Date): TSignAgreementResponse => ({
  success: true,
  applicationNumber: application.applicationNumber,
  signedAt: signedAt.toISOString(),
});

async function findSignedAt(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ signedAt: agreements.signedAt })
    .from(agreements)
    .where(currentAgreementOf(applicationId));
  return row?.signedAt;
}

/**
 * specification call 3: stores the signature and the signed PDF, then in one transaction records the
 * agreement, moves the draft to `submitted` and queues the email. Signing again after success
 * answers success without a second agreement or email.
 */
export async function signAgreement(input: SignAgreementOptions): Promise<TSignAgreementResponse> {
  const { db, storage } = input;
  const { application } = input;
  const signedBefore = await findSignedAt(db, application.id);
  if (signedBefore) return answer(application, signedBefore);
  requireDraft(application);
  assertTransition(application.status, applicationStatus.submitted);

  const signedAt = input.now ?? new Date();
  const details = signableApplicants(
    application,
    await listApplicants(db, application.id),
    signedAt,
  );
  // Only now, with the application known to be signable, is the image decoded: the decode is
  // the costly step, so no refusal above should pay for it (docs/decisions/0010-hardening.md).
  const signature = await decodeSignature(input.signatureDataUrl);
  // In a worker thread: shaping long names of many scripts costs about a second of CPU
  // (docs/decisions/0031-heavy-work-in-workers.md).
  const pdf = await input.heavyWork.renderAgreementPdf(application.id, {
    applicationNumber: application.applicationNumber,
    signerName: input.signerName,
    applicantNames: details.map((d) => `${d.firstName} ${d.lastName}`),
    visaType: application.visaType,
    touristValidity: application.touristValidity,
    processingTime: application.processingTime,
    pricing: application.pricing,
    signedAt,
    ipAddress: input.ipAddress,
    userAgent: input.userAgent,
    signaturePng: signature.png,
  });
  // Files first, rows second: a crash in between leaves an orphan file, never a row without one.
  const signatureKey = await storage.put(signature.png, { area: 'signatures', extension: 'png' });
  const pdfKey = await storage.put(Buffer.from(pdf), { area: 'agreements', extension: 'pdf' });
  const discardFiles = () =>
    Promise.all([storage.delete(signatureKey), storage.delete(pdfKey)]).catch(() => undefined);

  let signed: boolean;
  try {
    signed = await db.transaction(async (tx) => {
      // The status and version guards let exactly one of several concurrent calls through, and
      // refuse a signature over details changed since they were read above.
      const [moved] = await tx
        .update(applications)
        .set({
          status: applicationStatus.submitted,
          submittedAt: signedAt,
          version: sql`${applications.version} + 1`,
        })
        .where(
          and(
            eq(applications.id, application.id),
            eq(applications.status, applicationStatus.draft),
            eq(applications.version, application.version),
          ),
        )
        .returning({ id: applications.id });
      if (!moved) return false;
      const [agreement] = await tx
        .insert(agreements)
        .values({
          applicationId: application.id,
          signerName: input.signerName,
          signatureStorageKey: signatureKey,
          pdfStorageKey: pdfKey,
          agreementVersion: AGREEMENT_VERSION,
          ipAddress: input.ipAddress,
          userAgent: input.userAgent,
          signedAt,
        })
        .returning({ id: agreements.id });
      // Per agreement, so a repeated click sends nothing twice; and, until the address has
      // proven it is the applicant's, at most one an hour per application and a few a day per
      // address, so signing again and again cannot make us mail an address on demand
      // (docs/requirements/limits.md). A correction signed later in the same hour is therefore
      // not emailed to an unproven address.
      const mayEmail = await mayEmailApplicant(tx, {
        application,
        template: 'agreement-signed',
        to: application.email,
        now: signedAt,
      });
      if (mayEmail) {
        await queueEmail(tx, {
          idempotencyKey: `agreement-signed:${agreement!.id}`,
          template: 'agreement-signed',
          to: application.email,
          language: application.language,
          applicationId: application.id,
          payload: {
            applicationNumber: application.applicationNumber,
            signedAt: signedAt.toISOString(),
          },
          attachments: [
            {
              filename: agreementPdfName(application.applicationNumber),
              storageKey: pdfKey,
              contentType: 'application/pdf',
            },
          ],
        });
      }
      return true;
    });
  } catch (err) {
    await discardFiles();
    throw err;
  }
  if (signed) return answer(application, signedAt);

  await discardFiles();
  const winner = await findSignedAt(db, application.id);
  if (winner) return answer(application, winner);
  throw new HttpError('agreement.changed_while_signing');
}
