import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { payments, type Application, type Database } from '@/server/db';
import { conflict, HttpError } from '@/server/lib/http-errors';
import type { PaymentProvider } from './provider';

export interface CreatePaymentOptions {
  db: Database;
  provider: PaymentProvider;
  application: Application;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export const ALREADY_PAID = 'This application is already paid.';
export const NOT_READY = 'Please complete and sign your application before paying.';
export const CREATION_FAILED = 'Payment creation failed';

/**
 * Starts a checkout for a submitted application at the application's own server price. The
 * payment row is written before the gateway is called, so every attempt is on record, even
 * one the gateway refused.
 */
export async function createPayment({
  db,
  provider,
  application,
  ...ctx
}: CreatePaymentOptions): Promise<{ paymentId: string; redirectUrl: string }> {
  if (application.status === 'draft') throw conflict(NOT_READY);
  if (application.status !== 'submitted') throw conflict(ALREADY_PAID);

  const [payment] = await db.transaction((tx) =>
    tx
      .insert(payments)
      .values({
        applicationId: application.id,
        provider: provider.name,
        amount: application.totalAmount,
        currency: application.currency,
        status: 'created',
      })
      .returning({ id: payments.id }),
  );
  const paymentId = payment!.id;
  const returnUrl = `${ctx.publicUrl}/apply/payment`;

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
    await db.transaction((tx) =>
      tx
        .update(payments)
        .set({ status: 'failed', failureReason: 'checkout_failed', completedAt: new Date() })
        .where(eq(payments.id, paymentId)),
    );
    throw new HttpError(502, CREATION_FAILED);
  }

  await db.transaction((tx) =>
    tx
      .update(payments)
      .set({ providerReference: checkout.providerReference, status: 'pending' })
      .where(eq(payments.id, paymentId)),
  );
  return { paymentId, redirectUrl: checkout.redirectUrl };
}
