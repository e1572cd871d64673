import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isOpenPayment, isSettled, paymentStatus } from '@/domain/payment-status';
import { expectedBy } from '@/domain/processing-time';
import { applicationStatus, assertTransition, awaitsPayment } from '@/domain/status';
import { applications, payments, type DatabaseTransaction, type Payment } from '@/server/db';
import { accountingAttachment, issueReceipt } from '@/server/services/accounting/issue-documents';
import { lockApplication } from '@/server/services/applications/lock-application';
import { queueEmail } from '@/server/services/mail/outbox';
import type { ProviderPaymentStatus } from './provider';

/** What the provider says about one payment, from a verified webhook or a server-side lookup. */
export interface PaymentOutcome {
  status: ProviderPaymentStatus;
  amount: number;
  currency: string;
  transactionId?: string;
}

export interface OutcomeContext {
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export type OutcomeResult =
  | 'paid' // payment succeeded and the application moved submitted -> paid
  | 'succeeded' // payment succeeded, but the application was not awaiting payment
  | 'recorded' // payment failed or was cancelled; the applicant may retry
  | 'refused' // the provider's amount or currency differs from ours: never paid
  | 'refund_due' // a second success for an application already paid: the caller refunds it
  | 'unchanged'; // already settled, or still pending

/** `failure_reason` of a success refunded because the application was already paid. */
export const DUPLICATE = 'duplicate';

/**
 * Applies a provider outcome to our records inside the caller's transaction. Idempotent: the
 * payment row is locked, a settled payment never changes again (a `failed` arriving after
 * `succeeded` is ignored), and the application moves to paid with a conditional update.
 */
export async function applyPaymentOutcome(
  tx: DatabaseTransaction,
  paymentId: string,
  outcome: PaymentOutcome,
  ctx: OutcomeContext,
): Promise<OutcomeResult> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update');
  // Money was taken for a settled payment: nothing the provider says later changes it here.
  if (!payment || isSettled(payment.status) || outcome.status === paymentStatus.pending)
    return 'unchanged';
  const now = new Date();

  if (outcome.status !== paymentStatus.succeeded) {
    if (!isOpenPayment(payment.status)) return 'unchanged';
    await tx
      .update(payments)
      .set({ status: outcome.status, completedAt: now })
      .where(eq(payments.id, payment.id));
    return 'recorded';
  }

  const application = await lockApplication(tx, payment.applicationId);
  if (!application) throw new Error(`Payment ${payment.id} has no application`);

  const transactionId = outcome.transactionId ?? null;
  // The provider must have taken exactly what this checkout asked for.
  if (outcome.amount !== payment.amount || outcome.currency !== payment.currency) {
    const mismatch = `provider reported ${outcome.amount} ${outcome.currency}, payment is ${payment.amount} ${payment.currency}`;
    return refuse(tx, payment, application.id, mismatch, ctx, now);
  }

  const awaitingThis =
    awaitsPayment(application.status) &&
    payment.amount === application.totalAmount &&
    payment.currency === application.currency;
  if (!awaitingThis) {
    // Two checkouts both paid (a provider race, an old tab), or a checkout for terms the
    // applicant has since corrected (decision 0016): the application is paid once, at its own
    // price, and this money goes back. Marking it `refunding` here is the claim: the one transaction
    // that got here refunds it, and replays find it settled (docs/decisions/0005-payments.md).
    ctx.log.warn(
      { paymentId: payment.id, applicationId: application.id, status: application.status },
      'payment for an application not awaiting it at this price; refunding it',
    );
    await tx
      .update(payments)
      .set({
        status: paymentStatus.refunding,
        transactionId,
        failureReason: DUPLICATE,
        completedAt: now,
      })
      .where(eq(payments.id, payment.id));
    return 'refund_due';
  }
  await tx
    .update(payments)
    .set({ status: paymentStatus.succeeded, transactionId, failureReason: null, completedAt: now })
    .where(eq(payments.id, payment.id));

  assertTransition(application.status, applicationStatus.paid);
  const moved = await tx
    .update(applications)
    .set({
      status: applicationStatus.paid,
      transactionId,
      paidAt: now,
      version: application.version + 1,
    })
    .where(
      and(
        eq(applications.id, application.id),
        eq(applications.status, applicationStatus.submitted),
      ),
    )
    .returning({ id: applications.id });
  if (moved.length === 0) return 'succeeded';
  // The receipt, numbered in this transaction: it exists exactly when the payment counts.
  const receipt = await issueReceipt(tx, { application, payment, at: now });

  await queueEmail(tx, {
    idempotencyKey: `payment-received:${application.id}`,
    template: 'payment-received',
    to: application.email,
    language: application.language,
    applicationId: application.id,
    attachments: [accountingAttachment(receipt)],
    payload: {
      applicationNumber: application.applicationNumber,
      amount: payment.amount,
      currency: payment.currency,
      // A provider may confirm without a transaction id: the checkout's reference stands in.
      transactionId: transactionId ?? payment.providerReference ?? payment.id,
      expectedBy: expectedBy(now, application.processingTime),
    },
  });
  return 'paid';
}

async function refuse(
  tx: DatabaseTransaction,
  payment: Payment,
  applicationId: string,
  mismatch: string,
  ctx: OutcomeContext,
  now: Date,
): Promise<OutcomeResult> {
  ctx.log.error(
    { paymentId: payment.id, applicationId, mismatch },
    'payment amount mismatch; not marking paid',
  );
  await tx
    .update(payments)
    .set({
      status: paymentStatus.failed,
      failureReason: `amount_mismatch: ${mismatch}`,
      completedAt: now,
    })
    .where(eq(payments.id, payment.id));
  return 'refused';
}
