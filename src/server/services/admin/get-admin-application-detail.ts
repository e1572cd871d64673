import { and, eq, inArray, sql } from 'drizzle-orm';
import { currentAgreementOf } from '@/server/services/agreements/current-agreement';
import type { TAdminApplicationDetail } from '@/domain/schemas/admin';
import { agreements, paymentEvents, type DatabaseExecutor } from '@/server/db';
import { applicantViews, listApplicants } from '@/server/services/applications/get-application';
import { listPaymentsForApplication } from '@/server/services/payments/list-payments';
import { REFUND_EVENT } from '@/server/services/payments/refund-payment';
import { listAdminDocuments } from './admin-document-view';
import { applicationTimeline } from './application-timeline';
import { findApplicationForStaff } from './find-application';

/** Cents refunded per payment id, from the refund events refundPayment records. */
async function refundedAmounts(db: DatabaseExecutor, paymentIds: string[]) {
  if (paymentIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      paymentId: paymentEvents.paymentId,
      refunded: sql<number>`coalesce(sum((${paymentEvents.payload}->>'amount')::int), 0)::int`,
    })
    .from(paymentEvents)
    .where(and(inArray(paymentEvents.paymentId, paymentIds), eq(paymentEvents.type, REFUND_EVENT)))
    .groupBy(paymentEvents.paymentId);
  return new Map(rows.map((r) => [r.paymentId ?? '', r.refunded]));
}

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
  const [applicantRows, [agreement], paymentRows, documents, timeline] = await Promise.all([
    listApplicants(db, application.id),
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
  ]);
  const refunded = await refundedAmounts(
    db,
    paymentRows.map((p) => p.id),
  );
  return {
    id: application.id,
    applicationNumber: application.applicationNumber,
    status: application.status,
    visaType: application.visaType,
    processingTime: application.processingTime,
    transportation: application.transportation,
    portOfArrival: application.portOfArrival,
    email: application.email,
    countryCode: application.countryCode,
    phone: application.phone,
    language: application.language,
    numberOfApplicants: application.numberOfApplicants,
    travelInsurance: application.travelInsurance,
    travelEsim: application.travelEsim,
    totalAmount: application.totalAmount,
    currency: 'USD',
    applicants: applicantViews(application, applicantRows),
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
    documents,
    timeline,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    submittedAt: application.submittedAt?.toISOString() ?? null,
    paidAt: application.paidAt?.toISOString() ?? null,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    rejectionReason: application.rejectionReason,
  };
}
