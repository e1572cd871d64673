import { and, eq, isNull, sql } from 'drizzle-orm';
import { applicationStatus, assertTransition, awaitsPayment, isEditable } from '@/domain/status';
import {
  agreements,
  applications,
  type Application,
  type DatabaseTransaction,
  type NewApplication,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { supersedeOpenCheckouts } from '@/server/services/payments/create-payment';
import { listApplicants } from './get-application';
import { lockApplication } from './lock-application';

// Corrections after signing (docs/decisions/0016-corrections-after-signing.md): until payment,
// step 1 and step 2 stay editable. A change to anything the signed agreement states voids the
// signature: the application goes back to draft, the agreement is kept as superseded, and open
// checkouts are closed, so the applicant signs the corrected details before paying.

/** What the signed agreement states: its PDF names these, so changing one voids it. */
async function agreementTerms(tx: DatabaseTransaction, application: Application) {
  const rows = await listApplicants(tx, application.id);
  return JSON.stringify({
    visaType: application.visaType,
    touristValidity: application.touristValidity,
    processingTime: application.processingTime,
    numberOfApplicants: application.numberOfApplicants,
    totalAmount: application.totalAmount,
    currency: application.currency,
    pricing: application.pricing,
    names: rows.map((row) => {
      const details = row.details as { firstName?: unknown; lastName?: unknown };
      return [row.position, details.firstName ?? null, details.lastName ?? null];
    }),
  });
}

export interface EditResult {
  application: Application;
  /** True when this edit voided the signature (the application is a draft again). */
  voided: boolean;
}

/**
 * Runs `edit` on the locked application (draft, or submitted and unpaid) with `changes` applied
 * and the version bumped, then voids the signature if the agreement's terms changed.
 */
export async function editUntilPaid(
  tx: DatabaseTransaction,
  applicationId: string,
  changes: Partial<NewApplication>,
  edit: (locked: Application) => Promise<void> = async () => undefined,
  now = new Date(),
): Promise<EditResult> {
  const before = await lockApplication(tx, applicationId);
  if (!before || !isEditable(before.status)) throw new HttpError('application.not_editable');
  const signed = awaitsPayment(before.status);
  const termsBefore = signed ? await agreementTerms(tx, before) : '';
  // A new address has proven nothing yet (docs/requirements/limits.md, "No mail relay"); the
  // SET expressions see the row as it was, so the same address keeps its proof.
  const proof = changes.email
    ? {
        emailVerifiedAt: sql`case when lower(${applications.email}) = lower(${changes.email})
          then ${applications.emailVerifiedAt} end`,
      }
    : {};
  const [locked] = await tx
    .update(applications)
    .set({ ...changes, ...proof, version: sql`${applications.version} + 1` })
    .where(eq(applications.id, applicationId))
    .returning();
  await edit(locked!);
  if (!signed || (await agreementTerms(tx, locked!)) === termsBefore)
    return { application: locked!, voided: false };

  assertTransition(before.status, applicationStatus.draft);
  const [reopened] = await tx
    .update(applications)
    .set({ status: applicationStatus.draft, submittedAt: null })
    .where(eq(applications.id, applicationId))
    .returning();
  await tx
    .update(agreements)
    .set({ supersededAt: now })
    .where(and(eq(agreements.applicationId, applicationId), isNull(agreements.supersededAt)));
  // A checkout for the old terms must not be paid: closed here, and a payment that still
  // arrives for it is refunded (the application is not awaiting payment).
  await supersedeOpenCheckouts(tx, applicationId, now);
  return { application: reopened!, voided: true };
}
