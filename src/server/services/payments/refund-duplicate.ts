import { randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isRefunding, paymentStatus } from '@/domain/payment-status';
import { payments, refunds, type Database, type Payment } from '@/server/db';
import { DUPLICATE } from './apply-payment-outcome';
import type { PaymentProvider, Refund } from './provider';
import { recordPaymentEvent } from './record-payment-event';
import { REFUND_EVENT } from './refund-payment';

const REFUND_FAILED_EVENT = 'refund.failed';
/** A claim older than this was left by a process that stopped mid-refund; it is taken over. */
const STALE_CLAIM = sql`now() - interval '10 minutes'`;
/** A refund the provider refused is tried again at most once a minute, however often we poll. */
const RETRY_AFTER = sql`now() - interval '1 minute'`;

export interface DuplicateRefundOptions {
  db: Database;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Refunds a duplicate payment whose claim the caller holds (it moved the payment to
 * `refunding` itself), then records the outcome: `refunded` with the provider's refund beside
 * the webhooks, or `refund_failed` with the error, to be retried (docs/decisions/0005).
 * The provider is called outside any transaction: the sandbox gateway shares our database.
 */
export async function refundDuplicatePayment(
  { db, provider, log }: DuplicateRefundOptions,
  paymentId: string,
): Promise<'refunded' | 'refund_failed' | 'not_claimed'> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || !isRefunding(payment.status) || payment.failureReason !== DUPLICATE)
    return 'not_claimed';
  try {
    if (!payment.providerReference || payment.provider !== provider.name) {
      throw new Error(`payment was taken by ${payment.provider}, not the active provider`);
    }
    const refund = await provider.refund(payment.providerReference);
    await settle(
      db,
      payment,
      'refunded',
      {
        provider: payment.provider,
        eventId: `refund:${refund.refundId}`,
        type: REFUND_EVENT,
        payload: { ...refund, reason: DUPLICATE },
      },
      refund,
    );
    return 'refunded';
  } catch (err) {
    log.error({ err, paymentId }, 'refund of a duplicate payment failed; will retry');
    await settle(db, payment, 'refund_failed', {
      provider: payment.provider,
      eventId: `refund-failed:${randomUUID()}`,
      type: REFUND_FAILED_EVENT,
      payload: { reason: DUPLICATE, error: (err as Error).message ?? String(err) },
    });
    return 'refund_failed';
  }
}

async function settle(
  db: Database,
  payment: Payment,
  status: 'refunded' | 'refund_failed',
  event: Parameters<typeof recordPaymentEvent>[2],
  refund?: Refund,
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordPaymentEvent(tx, eq(payments.id, payment.id), event);
    // The refund ledger has every refund (docs/decisions/0035-refund-ledger.md): this one is the
    // system's, of the whole duplicate payment.
    if (refund && refund.amount > 0)
      await tx.insert(refunds).values({
        applicationId: payment.applicationId,
        paymentId: payment.id,
        amount: refund.amount,
        currency: payment.currency,
        kind: 'duplicate',
        reason: DUPLICATE,
        state: 'succeeded',
        providerReference: refund.refundId,
      });
    await tx
      .update(payments)
      .set({ status })
      .where(and(eq(payments.id, payment.id), eq(payments.status, paymentStatus.refunding)));
  });
}

/**
 * Retries the application's duplicate refunds that failed (a minute or more ago) or were left
 * unfinished. Each one is claimed with a conditional update first, so concurrent webhooks and
 * status checks refund it at most once.
 */
export async function retryDuplicateRefunds(
  options: DuplicateRefundOptions,
  applicationId: string,
): Promise<void> {
  const claimed = await options.db
    .update(payments)
    .set({ status: paymentStatus.refunding, updatedAt: new Date() })
    .where(
      and(
        eq(payments.applicationId, applicationId),
        eq(payments.failureReason, DUPLICATE),
        or(
          and(
            eq(payments.status, paymentStatus.refund_failed),
            lt(payments.updatedAt, RETRY_AFTER),
          ),
          and(eq(payments.status, paymentStatus.refunding), lt(payments.updatedAt, STALE_CLAIM)),
        ),
      ),
    )
    .returning({ id: payments.id });
  for (const { id } of claimed) await refundDuplicatePayment(options, id);
}
