import { and, eq } from 'drizzle-orm';
import { payments, type Database } from '@/server/db';
import {
  applyPaymentOutcome,
  type OutcomeContext,
  type OutcomeResult,
} from './apply-payment-outcome';
import type { PaymentEventType, PaymentProvider, VerifiedEvent } from './provider';
import { recordPaymentEvent } from './record-payment-event';
import { refundDuplicatePayment, retryDuplicateRefunds } from './refund-duplicate';

export type EventResult = OutcomeResult | 'duplicate' | 'unknown_payment';

const outcomeStatus = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.cancelled': 'cancelled',
} as const satisfies Record<PaymentEventType, string>;

/**
 * Records a verified webhook and applies it, in one transaction. The unique (provider, eventId)
 * makes a replay a no-op: concurrent copies wait on the first insert, then insert nothing.
 * A second success for a paid application is refunded after that transaction; any other event
 * of the application's payments tries again a duplicate refund that failed before.
 */
export interface HandlePaymentEventOptions extends OutcomeContext {
  db: Database;
  /** The active provider; its name is `payments.provider`. */
  provider: PaymentProvider;
  event: VerifiedEvent;
}

interface Handled {
  result: EventResult;
  paymentId: string | null;
}

export async function handlePaymentEvent({
  db,
  provider,
  event,
  ...ctx
}: HandlePaymentEventOptions): Promise<EventResult> {
  const { result, paymentId } = await db.transaction(async (tx): Promise<Handled> => {
    const { paymentId, recorded } = await recordPaymentEvent(
      tx,
      and(
        eq(payments.provider, provider.name),
        eq(payments.providerReference, event.providerReference),
      ),
      { provider: provider.name, eventId: event.eventId, type: event.type, payload: event.payload },
    );
    if (!recorded) return { result: 'duplicate', paymentId };
    if (!paymentId) return { result: 'unknown_payment', paymentId };
    const result = await applyPaymentOutcome(
      tx,
      paymentId,
      {
        status: outcomeStatus[event.type],
        amount: event.amount,
        currency: event.currency,
        ...(event.transactionId ? { transactionId: event.transactionId } : {}),
      },
      ctx,
    );
    return { result, paymentId };
  });
  if (!paymentId) return result;

  const refunds = { db, provider, log: ctx.log };
  if (result === 'refund_due') {
    await refundDuplicatePayment(refunds, paymentId);
    return result;
  }
  const [payment] = await db
    .select({ applicationId: payments.applicationId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (payment) await retryDuplicateRefunds(refunds, payment.applicationId);
  return result;
}
