import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { awaitsDecision, awaitsDocuments } from '@/domain/status';
import { awaitsTravellerDecision } from '@/domain/traveller-outcomes';
import {
  applicants,
  applications,
  type Applicant,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { lockApplicationForStaff } from '@/server/services/applications/lock-application';
import { recordAudit } from '@/server/services/audit/record-audit';

// Submission to the Government of India, per traveller (docs/requirements/refunds.md): staff
// record that a traveller's application went in on the official portal, with the government's
// application id. Allowed while the application is paid or under review and the traveller is
// undecided; final once recorded. The government's refund of its fee, recorded later, is what
// lets the refund rules give the government fee back after submission.

const governmentAudit = {
  submitted: 'traveller.submitted_to_government',
  feeRefunded: 'traveller.government_fee_refunded',
} as const;

const ZUuid = z.uuid();

interface TravellerActionOptions {
  db: Database;
  applicationId: string;
  applicantId: string;
  staffUserId: string;
  ip: string;
  now?: Date;
}

/** The application locked (FOR UPDATE), then the traveller: concurrent records queue here. */
async function lockTravellerRow(tx: DatabaseExecutor, applicationId: string, applicantId: string) {
  if (!ZUuid.safeParse(applicationId).success) throw new HttpError('application.not_found');
  const application = await lockApplicationForStaff(tx, applicationId);
  if (!ZUuid.safeParse(applicantId).success) throw new HttpError('application.traveller_not_found');
  const [traveller] = await tx
    .select()
    .from(applicants)
    .where(and(eq(applicants.id, applicantId), eq(applicants.applicationId, application.id)))
    .for('update');
  if (!traveller) throw new HttpError('application.traveller_not_found');
  return { application, traveller };
}

const auditTraveller = (traveller: Applicant) => ({
  applicantId: traveller.id,
  position: traveller.position,
  firstName: traveller.firstName,
});

/** Records that the traveller was submitted on the government's portal with its reference. */
export async function recordGovernmentSubmission(
  options: TravellerActionOptions & { reference: string },
): Promise<void> {
  const now = options.now ?? new Date();
  await options.db.transaction(async (tx) => {
    const { application, traveller } = await lockTravellerRow(
      tx,
      options.applicationId,
      options.applicantId,
    );
    if (traveller.govSubmittedAt)
      throw new HttpError('application.already_submitted_to_government');
    const open = awaitsDocuments(application.status) || awaitsDecision(application.status);
    if (!open || !awaitsTravellerDecision(traveller.outcome))
      throw new HttpError('application.government_submission_not_allowed');
    const updated = await tx
      .update(applicants)
      .set({
        govSubmittedAt: now,
        govReference: options.reference,
        govSubmittedBy: options.staffUserId,
      })
      .where(and(eq(applicants.id, traveller.id), isNull(applicants.govSubmittedAt)))
      .returning({ id: applicants.id });
    if (updated.length === 0) throw new HttpError('application.already_submitted_to_government');
    await tx
      .update(applications)
      .set({ version: sql`${applications.version} + 1` })
      .where(eq(applications.id, application.id));
    await recordAudit({
      db: tx,
      staffUserId: options.staffUserId,
      action: governmentAudit.submitted,
      applicationId: application.id,
      detail: { ...auditTraveller(traveller), reference: options.reference },
      ip: options.ip,
      now,
    });
  });
}

/**
 * Records that the government refunded its fee for a submitted traveller (any paid status:
 * the government may refund after a refusal). The refund rules then give the fee back.
 */
export async function recordGovernmentFeeRefunded(options: TravellerActionOptions): Promise<void> {
  const now = options.now ?? new Date();
  await options.db.transaction(async (tx) => {
    const { application, traveller } = await lockTravellerRow(
      tx,
      options.applicationId,
      options.applicantId,
    );
    if (!traveller.govSubmittedAt) throw new HttpError('application.not_submitted_to_government');
    if (traveller.govFeeRefundedAt) throw new HttpError('application.government_fee_refund_exists');
    const updated = await tx
      .update(applicants)
      .set({ govFeeRefundedAt: now, govFeeRefundedBy: options.staffUserId })
      .where(
        and(
          eq(applicants.id, traveller.id),
          isNotNull(applicants.govSubmittedAt),
          isNull(applicants.govFeeRefundedAt),
        ),
      )
      .returning({ id: applicants.id });
    if (updated.length === 0) throw new HttpError('application.government_fee_refund_exists');
    await recordAudit({
      db: tx,
      staffUserId: options.staffUserId,
      action: governmentAudit.feeRefunded,
      applicationId: application.id,
      detail: { ...auditTraveller(traveller), reference: traveller.govReference },
      ip: options.ip,
      now,
    });
  });
}
