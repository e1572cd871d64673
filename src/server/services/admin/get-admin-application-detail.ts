import { openErasureOf } from '@/server/services/data-rights/list-erasures';
import { currentAgreementOf } from '@/server/services/agreements/current-agreement';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { refundedPerTraveller, rejectionRefund } from '@/domain/refund-rules';
import { agreements, applicants, staffUsers, type DatabaseExecutor } from '@/server/db';
import {
  applicantViews,
  applicationFields,
  listApplicants,
} from '@/server/services/applications/get-application';
import { staffChangeRequestsOf } from '@/server/services/change-requests/staff-view';
import { listPaymentsForApplication } from '@/server/services/payments/list-payments';
import { currentAddOnDeliveries, staffAddOnViews } from '@/server/services/add-ons/deliveries';
import { listAdminDocuments } from './admin-document-view';
import { applicationTimeline } from './application-timeline';
import { assignmentOf } from './assign-application';
import { findApplicationForStaff } from './find-application';
import {
  adminRefundsOf,
  ledgerOf,
  paymentRemaining,
  refundablePayment,
  rulesRefundOf,
  travellerFacts,
} from '@/server/services/refunds/ledger';
import { refundedAmounts } from './refunded-amounts';

/** The staff member who recorded a government submission (a second join of staff_users). */
const submitter = alias(staffUsers, 'gov_submitter');

/**
 * GET /api/admin/applications/:id: everything staff review, built field by field so the token
 * hash, storage keys and staff secrets cannot leak. 404 'Application not found' otherwise.
 * The approve and reject actions answer with this too.
 */
export async function getAdminApplicationDetail({
  db,
  applicationId,
}: {
  db: DatabaseExecutor;
  applicationId: string;
}): Promise<TAdminApplicationDetail> {
  const application = await findApplicationForStaff({ db, applicationId });
  const [
    applicantRows,
    travellers,
    [agreement],
    paymentRows,
    documents,
    timeline,
    assignment,
    ledger,
    refundLines,
    payment,
    changes,
    addOnFiles,
  ] = await Promise.all([
    listApplicants(db, application.id),
    // Each traveller's decision, with who took it (docs/requirements/traveller-decisions.md).
    db
      .select({
        id: applicants.id,
        position: applicants.position,
        firstName: applicants.firstName,
        lastName: applicants.lastName,
        outcome: applicants.outcome,
        refusalReason: applicants.refusalReason,
        eVisaFileName: applicants.eVisaFileName,
        eVisaSize: applicants.eVisaSize,
        decidedBy: staffUsers.username,
        decidedAt: applicants.decidedAt,
        govSubmittedAt: applicants.govSubmittedAt,
        govReference: applicants.govReference,
        govSubmittedBy: submitter.username,
        govFeeRefundedAt: applicants.govFeeRefundedAt,
      })
      .from(applicants)
      .leftJoin(staffUsers, eq(staffUsers.id, applicants.decidedBy))
      .leftJoin(submitter, eq(submitter.id, applicants.govSubmittedBy))
      .where(eq(applicants.applicationId, application.id))
      .orderBy(asc(applicants.position)),
    db
      .select({
        signedAt: agreements.signedAt,
        signerName: agreements.signerName,
        ip: agreements.ipAddress,
      })
      .from(agreements)
      .where(currentAgreementOf(application.id)),
    listPaymentsForApplication(db, application.id),
    listAdminDocuments({ db, applicationId: application.id }),
    applicationTimeline({ db, application }),
    assignmentOf(db, application),
    ledgerOf(db, application.id),
    adminRefundsOf(db, application.id),
    refundablePayment(db, application.id),
    staffChangeRequestsOf(db, application.id),
    currentAddOnDeliveries(db, application.id),
  ]);
  const remaining = payment ? await paymentRemaining(db, payment, ledger) : 0;
  const perTraveller = refundedPerTraveller(ledger);
  const rejection = (choice: 'full' | 'keepServiceFee') =>
    rejectionRefund({
      choice,
      pricing: application.pricing,
      travellers: travellers.map((t) => ({ id: t.id, facts: travellerFacts(t, ledger) })),
      paymentRemaining: remaining,
    }).amount;
  const refunded = await refundedAmounts(
    db,
    paymentRows.map((p) => p.id),
  );
  return {
    ...applicationFields(application),
    applicants: applicantViews(application, applicantRows),
    travellers: travellers.map((t) => {
      const rules = rulesRefundOf(application, t, ledger, remaining);
      return {
        ...t,
        decidedAt: t.decidedAt?.toISOString() ?? null,
        govSubmittedAt: t.govSubmittedAt?.toISOString() ?? null,
        govFeeRefundedAt: t.govFeeRefundedAt?.toISOString() ?? null,
        rulesRefund: rules.amount,
        // The fee kept matters only while the rules still give something back.
        rulesCardFeeKept: rules.amount > 0 ? rules.cardFeeKept : 0,
        refunded: perTraveller.get(t.id) ?? 0,
      };
    }),
    agreement: agreement
      ? {
          signedAt: agreement.signedAt.toISOString(),
          signerName: agreement.signerName,
          ip: agreement.ip,
        }
      : null,
    payments: paymentRows.map((p) => ({
      id: p.id,
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      refundedAmount: refunded.get(p.id) ?? 0,
      currency: p.currency,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: refundLines,
    refundRemaining: remaining,
    rejectionRefunds: {
      full: rejection('full'),
      keepServiceFee: rejection('keepServiceFee'),
      none: 0,
    },
    documents,
    addOns: application.anonymisedAt ? [] : staffAddOnViews(application, travellers, addOnFiles),
    changeRequests: changes,
    timeline,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    rejectionReason: application.rejectionReason,
    dueAt: application.dueAt?.toISOString() ?? null,
    ...assignment,
    erasureRequest: await openErasureOf(db, application.id),
    anonymisedAt: application.anonymisedAt?.toISOString() ?? null,
  };
}
