import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openPaymentStatuses, paymentStatus } from '@/domain/payment-status';
import { awaitsPayment, isDraft } from '@/domain/status';
import {
  payments,
  type Application,
  type Database,
  type DatabaseTransaction,
  type SessionScope,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { signableApplicants } from '@/server/services/agreements/signable-applicants';
import { listApplicants } from '@/server/services/applications/get-application';
import { lockApplication } from '@/server/services/applications/lock-application';
import { issueResumeCode, RETURN_CODE_TTL_MS } from '@/server/services/applications/resume-codes';
import type { PaymentProvider } from './provider';

export interface CreatePaymentOptions {
  db: Database;
  provider: PaymentProvider;
  application: Application;
  /** What the paying browser's session opens; the way back opens no more than that. */
  sessionScope: SessionScope;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** `failure_reason` of a checkout closed because a newer one replaced it. */
const SUPERSEDED = 'superseded';

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
  sessionScope,
  ...ctx
}: CreatePaymentOptions): Promise<{ paymentId: string; redirectUrl: string }> {
  if (isDraft(application.status)) throw new HttpError('payment.not_ready');
  if (!awaitsPayment(application.status)) throw new HttpError('payment.already_paid');

  const { paymentId, superseded } = await db.transaction(async (tx) => {
    // The application row lock makes concurrent creates take turns: each one closes what the
    // one before it opened, so at most one checkout stays open.
    const locked = await lockApplication(tx, application.id);
    if (!locked || !awaitsPayment(locked.status)) throw new HttpError('payment.already_paid');
    // Time has passed since signing: never take money for a trip that no longer works
    // (an arrival now too near for the speed, an arrival date that has passed).
    try {
      signableApplicants(locked, await listApplicants(tx, locked.id), new Date());
    } catch {
      throw new HttpError('payment.trip_not_possible');
    }
    const superseded = await supersedeOpenCheckouts(tx, application.id);
    const [payment] = await tx
      .insert(payments)
      .values({
        applicationId: application.id,
        provider: provider.name,
        amount: application.totalAmount,
        currency: application.currency,
        status: paymentStatus.created,
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
    opens: sessionScope,
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
      .set({
        status: paymentStatus.failed,
        failureReason: 'checkout_failed',
        completedAt: new Date(),
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, paymentStatus.created)));
    throw new HttpError('payment.creation_failed');
  }

  const [opened] = await db
    .update(payments)
    .set({ providerReference: checkout.providerReference, status: paymentStatus.pending })
    .where(and(eq(payments.id, paymentId), eq(payments.status, paymentStatus.created)))
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

/**
 * Closes the application's open checkouts in our records (a newer checkout, or corrected terms,
 * replaced them) and returns them, so the caller can close them at the gateway too.
 */
export async function supersedeOpenCheckouts(
  tx: DatabaseTransaction,
  applicationId: string,
  now = new Date(),
) {
  return tx
    .update(payments)
    .set({ status: paymentStatus.superseded, failureReason: SUPERSEDED, completedAt: now })
    .where(
      and(eq(payments.applicationId, applicationId), inArray(payments.status, openPaymentStatuses)),
    )
    .returning();
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
