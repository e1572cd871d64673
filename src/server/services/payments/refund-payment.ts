import { and, eq, sql } from 'drizzle-orm';
import { isRefundable, paymentStatus } from '@/domain/payment-status';
import { paymentEvents, payments, type Database } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import type { PaymentProvider, Refund } from './provider';
import { recordPaymentEvent } from './record-payment-event';

export const REFUND_EVENT = 'refund.created';
/**
 * Refunds a succeeded payment through its provider (wholly when no amount is given) and records
 * the refund beside the payment's webhooks. The payment becomes `refunded` once its refunds add
 * up to the amount paid. The application's status is not changed: that is a staff decision.
 */
export interface RefundPaymentOptions {
  db: Database;
  provider: PaymentProvider;
  paymentId: string;
  /** Cents; the whole remaining amount when not given. */
  amount?: number;
}

export async function refundPayment({
  db,
  provider,
  paymentId,
  amount,
}: RefundPaymentOptions): Promise<Refund> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new HttpError('payment.not_found');
  if (!isRefundable(payment.status) || !payment.providerReference)
    throw new HttpError('payment.not_refundable');
  if (payment.provider !== provider.name) {
    throw new HttpError('payment.provider_mismatch', { provider: payment.provider });
  }
  // The provider refuses a refund beyond what is left, so two staff clicking at once cannot
  // refund twice; only what it accepted is recorded.
  const refund = await provider.refund(payment.providerReference, amount);

  await db.transaction(async (tx) => {
    await recordPaymentEvent(tx, eq(payments.id, payment.id), {
      provider: provider.name,
      eventId: `refund:${refund.refundId}`,
      type: REFUND_EVENT,
      payload: refund,
    });
    const [total] = await tx
      .select({
        refunded: sql<number>`coalesce(sum((${paymentEvents.payload}->>'amount')::int), 0)::int`,
      })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.type, REFUND_EVENT)));
    if ((total?.refunded ?? 0) >= payment.amount) {
      await tx
        .update(payments)
        .set({ status: paymentStatus.refunded })
        .where(and(eq(payments.id, payment.id), eq(payments.status, paymentStatus.succeeded)));
    }
  });
  return refund;
}
