import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { refundState, rejectionRefund } from '@/domain/refund-rules';
import type { RefundChoice, TRefundOutcome } from '@/domain/schemas/admin';
import { applicationStatus } from '@/domain/status';
import { travellerOutcome } from '@/domain/traveller-outcomes';
import {
  applicants,
  applications,
  auditLog,
  type Application,
  type Database,
  type DatabaseExecutor,
  type RefundLine,
} from '@/server/db';
import { recordAudit } from '@/server/services/audit/record-audit';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import type { PaymentProvider } from '@/server/services/payments/provider';
import {
  insertPendingRefund,
  ledgerOf,
  paymentRemaining,
  refundablePayment,
  settleRefund,
  travellerFacts,
} from '@/server/services/refunds/ledger';
import {
  adminActionAudit,
  findApplication,
  lockForDecision,
  requireDecidable,
  statusCheckUrl,
  stillUnderReview,
  travellersForWholeDecision,
} from './application-decision';

export interface RejectApplicationOptions {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  applicationId: string;
  reason: string;
  refund: RefundChoice;
  staffUserId: string;
  ip: string;
  log: FastifyBaseLogger;
  now?: Date;
}

interface RefundPlan {
  paymentId: string;
  amount: number;
  line: RefundLine;
}

/**
 * Call 12: under_review -> rejected, every traveller refused (only while none is decided yet), the reason stored and emailed, then the refund. The status,
 * the email and the audit entry (refund 'pending') commit together; the provider is called only
 * after that commit, never inside the transaction, and its outcome is written into the same
 * audit entry. A failed refund leaves the rejection in place (docs/decisions/0012-staff-actions.md).
 */
export async function rejectApplication(
  options: RejectApplicationOptions,
): Promise<TRefundOutcome> {
  const { db } = options;
  requireDecidable(await findApplication(db, options.applicationId), 'rejected');
  await travellersForWholeDecision(db, options.applicationId, 'rejected');
  const now = options.now ?? new Date();
  const plan = await db.transaction(async (tx) => {
    const application = await lockForDecision(tx, options.applicationId, 'rejected');
    await travellersForWholeDecision(tx, application.id, 'rejected');
    // Every traveller is refused with the one reason (none was decided yet).
    await tx
      .update(applicants)
      .set({
        outcome: travellerOutcome.refused,
        refusalReason: options.reason,
        decidedBy: options.staffUserId,
        decidedAt: now,
      })
      .where(eq(applicants.applicationId, application.id));
    const refund = await planRefund(tx, application, options, now);
    await tx
      .update(applications)
      .set({
        status: applicationStatus.rejected,
        decidedAt: now,
        rejectionReason: options.reason,
        version: sql`${applications.version} + 1`,
      })
      .where(stillUnderReview(application.id));
    await queueEmail(tx, {
      idempotencyKey: `application-rejected:${application.id}`,
      template: 'application-rejected',
      to: application.email,
      language: application.language,
      applicationId: application.id,
      payload: {
        applicationNumber: application.applicationNumber,
        statusUrl: statusCheckUrl(options.publicUrl),
        reason: options.reason,
        refundAmount: refund?.amount ?? 0,
        currency: application.currency,
      },
    });
    await recordAudit({
      db: tx,
      staffUserId: options.staffUserId,
      action: adminActionAudit.rejected,
      applicationId: application.id,
      detail: {
        reason: options.reason,
        refund: refund
          ? {
              choice: options.refund,
              status: 'pending',
              amount: refund.amount,
              paymentId: refund.paymentId,
              ledgerId: refund.line.id,
            }
          : { choice: options.refund, status: 'none', amount: 0 },
      },
      ip: options.ip,
      now,
    });
    return refund;
  });
  notifyMailWorker();
  if (!plan) return { status: 'none', amount: 0 };
  return runRefund(options, plan);
}

/**
 * The payment that paid for the application, how much of it the choice gives back and how much
 * of that is each traveller's, written as a 'pending' ledger line (docs/requirements/refunds.md).
 * "Keep service fee" follows the refund rules per traveller with the service fee kept: the
 * government fee only while the traveller was not submitted to the government (or the
 * government refunded it). "Full" gives back everything left of the payment.
 */
async function planRefund(
  tx: DatabaseExecutor,
  application: Application,
  options: RejectApplicationOptions,
  now: Date,
): Promise<RefundPlan | undefined> {
  if (options.refund === 'none') return undefined;
  const payment = await refundablePayment(tx, application.id);
  if (!payment) return undefined;
  const lines = await ledgerOf(tx, application.id);
  const remaining = await paymentRemaining(tx, payment, lines);
  const travellers = await tx
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, application.id))
    .orderBy(asc(applicants.position));
  const { amount, allocations } = rejectionRefund({
    choice: options.refund,
    pricing: application.pricing,
    travellers: travellers.map((traveller) => ({
      id: traveller.id,
      facts: travellerFacts(traveller, lines),
    })),
    paymentRemaining: remaining,
  });
  if (amount <= 0) return undefined;
  const line = await insertPendingRefund(tx, {
    applicationId: application.id,
    applicantId: null,
    payment,
    amount,
    kind: 'rejection',
    reason: options.reason,
    allocations,
    staffUserId: options.staffUserId,
    now,
  });
  return { paymentId: payment.id, amount, line };
}

async function runRefund(
  options: RejectApplicationOptions,
  plan: RefundPlan,
): Promise<TRefundOutcome> {
  let outcome: TRefundOutcome = { status: 'failed', amount: plan.amount };
  try {
    await settleRefund({
      db: options.db,
      provider: options.provider,
      log: options.log,
      line: plan.line,
      after: async (tx, settled) => {
        const refunded = settled.state === refundState.succeeded;
        outcome = { status: refunded ? 'refunded' : 'failed', amount: plan.amount };
        const detail = refunded
          ? { ...outcome, refundId: settled.providerReference, paymentId: plan.paymentId }
          : {
              ...outcome,
              paymentId: plan.paymentId,
              error: settled.failure ?? 'The payment provider did not refund.',
            };
        await tx
          .update(auditLog)
          .set({
            details: sql`jsonb_set(${auditLog.details}, '{refund}', ${JSON.stringify({ choice: options.refund, ledgerId: settled.id, ...detail })}::jsonb)`,
          })
          .where(
            and(
              eq(auditLog.applicationId, options.applicationId),
              eq(auditLog.action, adminActionAudit.rejected),
            ),
          );
      },
    });
  } catch (err) {
    // The rejection and the refund stand; the entry keeps saying 'pending' for staff to check.
    options.log.error({ err, outcome }, 'could not record the refund outcome');
  }
  return outcome;
}
