import { and, eq } from 'drizzle-orm';
import { payments, type Database } from '@/server/db';
import {
  applyPaymentOutcome,
  type OutcomeContext,
  type OutcomeResult,
} from './apply-payment-outcome';
import type { PaymentEventType, VerifiedEvent } from './provider';
import { recordPaymentEvent } from './record-payment-event';

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
export interface HandlePaymentEventOptions extends OutcomeContext {
  db: Database;
  /** The provider's name, as in `payments.provider`. */
  provider: string;
  event: VerifiedEvent;
}

export function handlePaymentEvent({
  db,
  provider,
  event,
  ...ctx
}: HandlePaymentEventOptions): Promise<EventResult> {
  return db.transaction(async (tx) => {
    const { paymentId, recorded } = await recordPaymentEvent(
      tx,
      and(eq(payments.provider, provider), eq(payments.providerReference, event.providerReference)),
      { provider, eventId: event.eventId, type: event.type, payload: event.payload },
    );
    if (!recorded) return 'duplicate';
    if (!paymentId) return 'unknown_payment';
    return applyPaymentOutcome(
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
  });
}
