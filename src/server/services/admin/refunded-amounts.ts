import { and, eq, inArray, sql } from 'drizzle-orm';
import { paymentEvents, type DatabaseExecutor } from '@/server/db';
import { REFUND_EVENT } from '@/server/services/payments/refund-payment';

/** Cents refunded so far per payment, from the refund events refundPayment records. */
export async function refundedAmounts(
  db: DatabaseExecutor,
  paymentIds: string[],
): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({
      paymentId: paymentEvents.paymentId,
      refunded: sql<number>`coalesce(sum((${paymentEvents.payload}->>'amount')::int), 0)::int`,
    })
    .from(paymentEvents)
    .where(and(inArray(paymentEvents.paymentId, paymentIds), eq(paymentEvents.type, REFUND_EVENT)))
    .groupBy(paymentEvents.paymentId);
  return new Map(rows.flatMap((r) => (r.paymentId ? [[r.paymentId, r.refunded] as const] : [])));
}
