import { currentAgreementOf } from '@/server/services/agreements/current-agreement';
import type { TSendConfirmationResponse } from '@/domain/schemas';
import { expectedBy } from '@/domain/processing-time';
import { isDraft } from '@/domain/status';
import { agreements, type Application, type Database } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { agreementPdfName } from '@/server/services/agreements/agreement-text';
import { mayEmailApplicant } from '@/server/services/mail/unverified-throttle';
import { queueEmail } from '@/server/services/mail/outbox';
import { listApplicants } from './get-application';

/**
 * specification call 4: the confirmation email, to the address on record with the data on record (never
 * what the request names), queued once however often it is asked for.
 */
export interface SendApplicationConfirmationOptions {
  db: Database;
  application: Application;
}

export async function sendApplicationConfirmation({
  db,
  application,
}: SendApplicationConfirmationOptions): Promise<TSendConfirmationResponse> {
  if (isDraft(application.status)) throw new HttpError('application.not_submitted');
  await db.transaction(async (tx) => {
    const [agreement] = await tx
      .select({ pdfStorageKey: agreements.pdfStorageKey })
      .from(agreements)
      .where(currentAgreementOf(application.id));
    const applicantNames = (await listApplicants(tx, application.id)).map((a) =>
      [a.firstName, a.lastName].filter(Boolean).join(' '),
    );
    // Once per application; to an unproven address only within its limits (limits.md).
    const mayEmail = await mayEmailApplicant(tx, {
      application,
      template: 'application-confirmation',
      to: application.email,
      now: new Date(),
    });
    if (!mayEmail) return;
    await queueEmail(tx, {
      idempotencyKey: `application-confirmation:${application.id}`,
      template: 'application-confirmation',
      to: application.email,
      language: application.language,
      applicationId: application.id,
      payload: {
        applicationNumber: application.applicationNumber,
        visaType: application.visaType,
        touristValidity: application.touristValidity,
        processingTime: application.processingTime,
        numberOfApplicants: application.numberOfApplicants,
        applicantNames,
        totalAmount: application.totalAmount,
        currency: application.currency,
        expectedBy: expectedBy(new Date(), application.processingTime),
      },
      attachments: agreement?.pdfStorageKey
        ? [
            {
              filename: agreementPdfName(application.applicationNumber),
              storageKey: agreement.pdfStorageKey,
              contentType: 'application/pdf',
            },
          ]
        : [],
    });
  });
  return { success: true };
}
