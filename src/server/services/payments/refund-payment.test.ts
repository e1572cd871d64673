import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPaymentsForApplication } from './list-payments';
import { refundPayment } from './refund-payment';
import {
  buildPaymentTestApp,
  cardFields,
  insertApplication,
  paymentState,
  postForm,
  startPayment,
} from '@/server/test-support/payments';

let t: Awaited<ReturnType<typeof buildPaymentTestApp>>;
beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t.close());

async function paidPayment(card = '4242424242424242') {
  const { application, auth } = await insertApplication(t.db);
  const started = await startPayment(t.app, application.id, auth);
  await postForm(t.app, started.pagePath, cardFields(card));
  const [payment] = await listPaymentsForApplication(t.db, application.id);
  return { application, payment: payment! };
}

describe('refundPayment', () => {
  it('refunds in part, then the rest; the payment becomes refunded only when whole', async () => {
    const { application, payment } = await paidPayment();
    expect(
      (
        await refundPayment({
          db: t.db,
          provider: t.app.payments,
          paymentId: payment.id,
          amount: 5000,
        })
      ).amount,
    ).toBe(5000);
    let state = await paymentState(t.db, application.id);
    expect(state.payments[0]!.status).toBe('succeeded');

    expect(
      (await refundPayment({ db: t.db, provider: t.app.payments, paymentId: payment.id })).amount,
    ).toBe(18800);
    state = await paymentState(t.db, application.id);
    expect(state.payments[0]!.status).toBe('refunded');
    expect(state.events.filter((e) => e.type === 'refund.created')).toHaveLength(2);
    // The application stays paid: what follows a refund is a staff decision.
    expect(state.application.status).toBe('paid');

    await expect(
      refundPayment({ db: t.db, provider: t.app.payments, paymentId: payment.id, amount: 1 }),
    ).rejects.toMatchObject({ code: 'payment.not_refundable' });
  });

  it('refuses a payment that did not succeed and changes nothing', async () => {
    const { application, payment } = await paidPayment('4000000000000002');
    expect(payment.status).toBe('failed');
    await expect(
      refundPayment({ db: t.db, provider: t.app.payments, paymentId: payment.id }),
    ).rejects.toMatchObject({ code: 'payment.not_refundable' });
    const state = await paymentState(t.db, application.id);
    expect(state.events.some((e) => e.type === 'refund.created')).toBe(false);
  });

  it('answers 404 for an unknown payment', async () => {
    await expect(
      refundPayment({
        db: t.db,
        provider: t.app.payments,
        paymentId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
