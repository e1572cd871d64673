import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { paymentStatus } from '@/domain/payment-status';
import { refundAmountFor } from '@/domain/refund-policy';
import type { RefundChoice, TRefundOutcome } from '@/domain/schemas/admin';
import { applicationStatus } from '@/domain/status';
import { travellerOutcome } from '@/domain/traveller-outcomes';
import {
  applicants,
  applications,
  auditLog,
  payments,
  type Application,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { recordAudit } from '@/server/services/audit/record-audit';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import type { PaymentProvider } from '@/server/services/payments/provider';
import { refundPayment } from '@/server/services/payments/refund-payment';
import {
  adminActionAudit,
  findApplication,
  lockForDecision,
  requireDecidable,
  statusCheckUrl,
  stillUnderReview,
  travellersForWholeDecision,
} from './application-decision';
import { refundedAmounts } from './refunded-amounts';

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
    const refund = await planRefund(tx, application, options.refund);
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

/** The payment that paid for the application, and how much of it the choice gives back. */
async function planRefund(
  tx: DatabaseExecutor,
  application: Application,
  choice: RefundChoice,
): Promise<RefundPlan | undefined> {
  if (choice === 'none') return undefined;
  const [paid] = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(
      and(eq(payments.applicationId, application.id), eq(payments.status, paymentStatus.succeeded)),
    )
    .orderBy(asc(payments.completedAt), asc(payments.createdAt))
    .limit(1);
  if (!paid) return undefined;
  const amount = refundAmountFor({
    choice,
    pricing: application.pricing,
    paid: paid.amount,
    alreadyRefunded: (await refundedAmounts(tx, [paid.id])).get(paid.id) ?? 0,
  });
  return amount > 0 ? { paymentId: paid.id, amount } : undefined;
}

async function runRefund(
  options: RejectApplicationOptions,
  plan: RefundPlan,
): Promise<TRefundOutcome> {
  let detail: Record<string, unknown>;
  let outcome: TRefundOutcome;
  try {
    const refund = await refundPayment({
      db: options.db,
      provider: options.provider,
      paymentId: plan.paymentId,
      amount: plan.amount,
    });
    outcome = { status: 'refunded', amount: refund.amount };
    detail = { ...outcome, refundId: refund.refundId, paymentId: plan.paymentId };
  } catch (err) {
    options.log.error({ err, paymentId: plan.paymentId }, 'refund after rejection failed');
    outcome = { status: 'failed', amount: plan.amount };
    // Our own refusals are safe to show staff; a provider's error may carry internals.
    const error = err instanceof HttpError ? err.message : 'The payment provider did not refund.';
    detail = { ...outcome, paymentId: plan.paymentId, error };
  }
  try {
    await options.db
      .update(auditLog)
      .set({
        details: sql`jsonb_set(${auditLog.details}, '{refund}', ${JSON.stringify({ choice: options.refund, ...detail })}::jsonb)`,
      })
      .where(
        and(
          eq(auditLog.applicationId, options.applicationId),
          eq(auditLog.action, adminActionAudit.rejected),
        ),
      );
  } catch (err) {
    // The rejection and the refund stand; the entry keeps saying 'pending' for staff to check.
    options.log.error({ err, outcome }, 'could not record the refund outcome in the audit log');
  }
  return outcome;
}
