import { eq } from 'drizzle-orm';
import { paymentStatus } from '@/domain/payment-status';
import type { TPaymentStatusResponse } from '@/domain/schemas/payment';
import { applications, payments, type Application, type Database, type Payment } from '@/server/db';
import { applyPaymentOutcome, type OutcomeContext } from './apply-payment-outcome';
import { findCurrentPayment } from './list-payments';
import type { PaymentProvider } from './provider';
import { recordPaymentEvent } from './record-payment-event';
import { refundDuplicatePayment, retryDuplicateRefunds } from './refund-duplicate';

/**
 * The application's status and its current payment. A payment still open with the selected
 * provider is checked with the provider first (the server-side check the product decisions allows as the
 * other way to become paid), so a lost webhook cannot leave a paid applicant stuck.
 */
export interface GetPaymentStatusOptions extends OutcomeContext {
  db: Database;
  provider: PaymentProvider;
  application: Application;
}

export async function getPaymentStatus({
  db,
  provider,
  application,
  ...ctx
}: GetPaymentStatusOptions): Promise<TPaymentStatusResponse> {
  // A duplicate payment whose refund failed is tried again on every check (docs/decisions/0005).
  await retryDuplicateRefunds({ db, provider, log: ctx.log }, application.id);
  const open = await findCurrentPayment(db, application.id);
  if (open) await reconcile(db, provider, open, ctx);
  // One snapshot for both reads, so a webhook settling in between cannot show half of it.
  const { status, payment } = await db.transaction(
    async (tx) => {
      const [row] = await tx
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, application.id));
      return {
        status: row?.status ?? application.status,
        payment: await findCurrentPayment(tx, application.id),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return {
    status,
    payment: payment
      ? {
          status: payment.status,
          reference: payment.providerReference,
          amount: payment.amount,
          currency: payment.currency,
        }
      : null,
  };
}

/** Asks the provider about a payment still open with it, and applies what it says. */
async function reconcile(
  db: Database,
  provider: PaymentProvider,
  payment: Payment,
  ctx: OutcomeContext,
): Promise<void> {
  const reference = payment.providerReference;
  // Only a checkout the gateway has (pending: it has a reference) can be looked up.
  if (payment.status !== paymentStatus.pending || !reference || payment.provider !== provider.name)
    return;
  let lookup;
  try {
    lookup = await provider.lookupPayment(reference);
  } catch (err) {
    ctx.log.warn(
      { err, paymentId: payment.id },
      'payment lookup failed; showing the stored status',
    );
    return;
  }
  if (lookup.status === paymentStatus.pending) return;
  const result = await db.transaction(async (tx) => {
    // Kept beside the webhooks so the payment's history shows how it was settled.
    await recordPaymentEvent(tx, eq(payments.id, payment.id), {
      provider: provider.name,
      eventId: `lookup:${reference}:${lookup.status}`,
      type: `lookup.${lookup.status}`,
      payload: lookup,
    });
    // A concurrent webhook or status call may have applied it first; this is then a no-op.
    return applyPaymentOutcome(tx, payment.id, lookup, ctx);
  });
  if (result === 'refund_due') {
    await refundDuplicatePayment({ db, provider, log: ctx.log }, payment.id);
  }
}
