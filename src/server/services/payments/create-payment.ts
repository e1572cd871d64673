import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { applications, payments, type Application, type Database } from '@/server/db';
import { conflict, HttpError } from '@/server/lib/http-errors';
import { issueResumeCode, RETURN_CODE_TTL_MS } from '@/server/services/applications/resume-codes';
import type { PaymentProvider } from './provider';

export interface CreatePaymentOptions {
  db: Database;
  provider: PaymentProvider;
  application: Application;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

const ALREADY_PAID = 'This application is already paid.';
const NOT_READY = 'Please complete and sign your application before paying.';
const CREATION_FAILED = 'Payment creation failed';
/** `failure_reason` of a checkout closed because a newer one replaced it. */
export const SUPERSEDED = 'superseded';

/**
 * Starts a checkout for a submitted application at the application's own server price, and
 * closes the application's earlier open checkouts, in our records and at the gateway, so only
 * the newest can be paid (docs/decisions/0005-payments.md). The payment row is written before
 * the gateway is called, so every attempt is on record, even one the gateway refused.
 */
export async function createPayment({
  db,
  provider,
  application,
  ...ctx
}: CreatePaymentOptions): Promise<{ paymentId: string; redirectUrl: string }> {
  if (application.status === 'draft') throw conflict(NOT_READY);
  if (application.status !== 'submitted') throw conflict(ALREADY_PAID);

  const { paymentId, superseded } = await db.transaction(async (tx) => {
    // The application row lock makes concurrent creates take turns: each one closes what the
    // one before it opened, so at most one checkout stays open.
    const [locked] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, application.id))
      .for('update');
    if (locked?.status !== 'submitted') throw conflict(ALREADY_PAID);
    const superseded = await tx
      .update(payments)
      .set({ status: 'superseded', failureReason: SUPERSEDED, completedAt: new Date() })
      .where(
        and(
          eq(payments.applicationId, application.id),
          inArray(payments.status, ['created', 'pending']),
        ),
      )
      .returning();
    const [payment] = await tx
      .insert(payments)
      .values({
        applicationId: application.id,
        provider: provider.name,
        amount: application.totalAmount,
        currency: application.currency,
        status: 'created',
      })
      .returning({ id: payments.id });
    return { paymentId: payment!.id, superseded };
  });

  // A checkout still being created (no reference yet) is closed by its own request below.
  for (const old of superseded) {
    if (old.providerReference) await expireAtGateway(provider, old, ctx.log);
  }

  // The browser that comes back may have lost the application (another host name, a cleared
  // storage): a short-lived single-use code lets the payment page recover it, never the token.
  const returnCode = await issueResumeCode({
    db,
    applicationId: application.id,
    ttlMs: RETURN_CODE_TTL_MS,
  });
  const returnUrl = `${ctx.publicUrl}/apply/payment?${new URLSearchParams({ resume: returnCode })}`;
  let checkout;
  try {
    checkout = await provider.createCheckout({
      applicationId: application.id,
      applicationNumber: application.applicationNumber,
      amount: application.totalAmount,
      currency: application.currency,
      customerEmail: application.email,
      returnUrl,
      cancelUrl: returnUrl,
    });
  } catch (err) {
    ctx.log.error(
      { err, paymentId, provider: provider.name },
      'payment provider refused the checkout',
    );
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: 'checkout_failed', completedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
    throw new HttpError(502, CREATION_FAILED);
  }

  const [opened] = await db
    .update(payments)
    .set({ providerReference: checkout.providerReference, status: 'pending' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')))
    .returning({ id: payments.id });
  if (!opened) {
    // A newer create superseded this one while the gateway was answering: keep the reference
    // on record and close the checkout, whose page then says it was replaced.
    const [row] = await db
      .update(payments)
      .set({ providerReference: checkout.providerReference })
      .where(eq(payments.id, paymentId))
      .returning();
    if (row) await expireAtGateway(provider, row, ctx.log);
  }
  return { paymentId, redirectUrl: checkout.redirectUrl };
}

async function expireAtGateway(
  provider: PaymentProvider,
  payment: { id: string; provider: string; providerReference: string | null },
  log: CreatePaymentOptions['log'],
): Promise<void> {
  if (!payment.providerReference || payment.provider !== provider.name) return;
  try {
    const closed = await provider.expireCheckout(payment.providerReference);
    // Paid before it could be closed: its success is refunded as a duplicate when it arrives.
    if (!closed) log.warn({ paymentId: payment.id }, 'superseded checkout was already paid');
  } catch (err) {
    log.error({ err, paymentId: payment.id }, 'superseded checkout could not be expired');
  }
}
