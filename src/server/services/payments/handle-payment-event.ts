import { and, eq } from 'drizzle-orm';
import { paymentEvents, payments, type Database } from '@/server/db';
import {
  applyPaymentOutcome,
  type OutcomeContext,
  type OutcomeResult,
} from './apply-payment-outcome';
import type { PaymentEventType, VerifiedEvent } from './provider';

export type EventResult = OutcomeResult | 'duplicate' | 'unknown_payment';

const outcomeStatus = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.cancelled': 'cancelled',
} as const satisfies Record<PaymentEventType, string>;

/**
 * Records a verified webhook and applies it, in one transaction. The unique (provider, eventId)
 * makes a replay a no-op: concurrent copies wait on the first insert, then insert nothing.
 */
export function handlePaymentEvent(
  db: Database,
  provider: string,
  event: VerifiedEvent,
  ctx: OutcomeContext,
): Promise<EventResult> {
  return db.transaction(async (tx) => {
    // Lock the payment before inserting the event: the event's foreign key takes a share lock
    // on it, and taking FOR UPDATE after that in two transactions at once would deadlock.
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.providerReference, event.providerReference),
        ),
      )
      .for('update');
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.eventId,
        paymentId: payment?.id ?? null,
        type: event.type,
        payload: event.payload,
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'duplicate';
    if (!payment) return 'unknown_payment';
    return applyPaymentOutcome(
      tx,
      payment.id,
      {
        status: outcomeStatus[event.type],
        amount: event.amount,
        currency: event.currency,
        ...(event.transactionId ? { transactionId: event.transactionId } : {}),
      },
      ctx,
    );
  });
}
