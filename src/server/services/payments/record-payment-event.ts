import type { SQL } from 'drizzle-orm';
import { paymentEvents, payments, type DatabaseTransaction } from '@/server/db';

export interface PaymentEventRecord {
  provider: string;
  eventId: string;
  type: string;
  payload: unknown;
}

/**
 * Locks the payment that `which` selects, then records the event against it once. Every writer
 * of payment events goes through here so the lock order is always payment first, then event:
 * the event's foreign key takes a share lock on the payment, and taking FOR UPDATE after that
 * in two transactions at once would deadlock. The unique (provider, eventId) makes a replay a
 * no-op (`recorded` false); `paymentId` is null when no payment matches.
 */
export async function recordPaymentEvent(
  tx: DatabaseTransaction,
  which: SQL | undefined,
  event: PaymentEventRecord,
): Promise<{ paymentId: string | null; recorded: boolean }> {
  const [payment] = await tx.select({ id: payments.id }).from(payments).where(which).for('update');
  const recorded = await tx
    .insert(paymentEvents)
    .values({ ...event, paymentId: payment?.id ?? null })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return { paymentId: payment?.id ?? null, recorded: recorded.length > 0 };
}
