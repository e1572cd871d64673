import { eq } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckouts } from '@/server/db';
import {
  buildPaymentTestApp,
  insertApplication,
  paymentState,
  sandboxWebhook,
  startPayment,
} from '@/server/test-support/payments';

let t: Awaited<ReturnType<typeof buildPaymentTestApp>>;
beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t.close());

/** A submitted application with an open sandbox checkout, as after "Pay Securely". */
async function pendingPayment() {
  const { application, auth } = await insertApplication(t.db);
  const { reference } = await startPayment(t.app, application.id, auth);
  return { application, auth, reference };
}

describe('POST /api/payment/webhook/sandbox', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { application, reference } = await pendingPayment();
    const forged = sandboxWebhook(
      { checkoutId: reference, amount: 23800 },
      { secret: 'not-the-secret-but-long-enough-0123456789' },
    );
    const res = await t.app.inject(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(problemOf('payment.webhook_invalid'));

    const unsigned = sandboxWebhook({ checkoutId: reference, amount: 23800 });
    const missing = await t.app.inject({
      ...unsigned,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(problemOf('payment.webhook_invalid'));

    // A valid signature over different bytes (the body re-serialised) does not verify either.
    const tampered = await t.app.inject({ ...unsigned, payload: `${unsigned.payload} ` });
    expect(tampered.statusCode).toBe(400);

    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('submitted');
    expect(state.payments[0]!.status).toBe('pending');
    expect(state.events).toHaveLength(0);
  });

  it('refuses a stale timestamp', async () => {
    const { application, reference } = await pendingPayment();
    const stale = sandboxWebhook(
      { checkoutId: reference, amount: 23800 },
      { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 },
    );
    const res = await t.app.inject(stale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(problemOf('payment.webhook_invalid'));
    expect((await paymentState(t.db, application.id)).application.status).toBe('submitted');
  });

  it('answers 404 for a provider that is not the selected one', async () => {
    const res = await t.app.inject({
      ...sandboxWebhook({ checkoutId: 'x', amount: 1 }),
      url: '/api/payment/webhook/stripe',
    });
    expect(res.statusCode).toBe(404);
  });

  it('the same webhook 20 times at once: one paid transition, one event, one email', async () => {
    const { application, reference } = await pendingPayment();
    const webhook = sandboxWebhook({
      id: `evt_dup_${reference}`,
      checkoutId: reference,
      amount: 23800,
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => t.app.inject(webhook)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('paid');
    expect(state.application.version).toBe(application.version + 1);
    expect(state.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(state.events).toHaveLength(1);
    expect(state.emails).toHaveLength(1);
  });

  it('different events for one success, at once, still pay once', async () => {
    const { application, reference } = await pendingPayment();
    const webhooks = Array.from({ length: 5 }, () =>
      sandboxWebhook({ checkoutId: reference, amount: 23800 }),
    );
    await Promise.all(webhooks.map((w) => t.app.inject(w)));
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('paid');
    expect(state.events).toHaveLength(5);
    expect(state.emails).toHaveLength(1);
  });

  it('refuses an amount that differs from the server price: recorded as failed, never paid', async () => {
    const { application, reference } = await pendingPayment();
    const res = await t.app.inject(sandboxWebhook({ checkoutId: reference, amount: 100 }));
    expect(res.statusCode).toBe(200);
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('submitted');
    expect(state.payments[0]!.status).toBe('failed');
    expect(state.payments[0]!.failureReason).toMatch(/^amount_mismatch/);
    expect(state.emails).toHaveLength(0);

    const other = await pendingPayment();
    await t.app.inject(
      sandboxWebhook({ checkoutId: other.reference, amount: 23800, currency: 'EUR' }),
    );
    expect((await paymentState(t.db, other.application.id)).application.status).toBe('submitted');
  });

  it('a failed event after succeeded changes nothing', async () => {
    const { application, reference } = await pendingPayment();
    await t.app.inject(sandboxWebhook({ checkoutId: reference, amount: 23800 }));
    const failed = await t.app.inject(
      sandboxWebhook({ type: 'payment.failed', checkoutId: reference, amount: 23800 }),
    );
    expect(failed.statusCode).toBe(200);
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('paid');
    expect(state.payments[0]!.status).toBe('succeeded');
  });

  it('failed and cancelled events mark the payment and leave the application open to retry', async () => {
    const { application, auth, reference } = await pendingPayment();
    await t.app.inject(
      sandboxWebhook({ type: 'payment.failed', checkoutId: reference, amount: 23800 }),
    );
    const retry = await startPayment(t.app, application.id, auth);
    await t.app.inject(
      sandboxWebhook({ type: 'payment.cancelled', checkoutId: retry.reference, amount: 23800 }),
    );
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('submitted');
    expect(Object.fromEntries(state.payments.map((p) => [p.providerReference, p.status]))).toEqual({
      [reference]: 'failed',
      [retry.reference]: 'cancelled',
    });
  });

  it('a valid event replayed later with a fresh signature changes nothing', async () => {
    const { application, reference } = await pendingPayment();
    const event = { id: `evt_replay_${reference}`, checkoutId: reference, amount: 23800 };
    expect((await t.app.inject(sandboxWebhook(event))).statusCode).toBe(200);
    const before = await paymentState(t.db, application.id);
    // The gateway retrying (same event id, new timestamp) is a replay that must be harmless.
    const replay = sandboxWebhook(event, { timestamp: Math.floor(Date.now() / 1000) + 5 });
    expect((await t.app.inject(replay)).statusCode).toBe(200);
    const after = await paymentState(t.db, application.id);
    expect(after.application).toEqual(before.application);
    expect(after.payments).toEqual(before.payments);
    expect(after.events).toHaveLength(1);
    expect(after.emails).toHaveLength(1);
  });

  it('a body tampered after signing (the amount lowered) is refused and changes nothing', async () => {
    const { application, reference } = await pendingPayment();
    const genuine = sandboxWebhook({ checkoutId: reference, amount: 23800 });
    const res = await t.app.inject({
      ...genuine,
      payload: genuine.payload.replace('"amount":23800', '"amount":100'),
    });
    expect(res.statusCode).toBe(400);
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('submitted');
    expect(state.payments[0]!.status).toBe('pending');
    expect(state.events).toHaveLength(0);
  });

  it('a cancelled event arriving after succeeded changes nothing', async () => {
    const { application, reference } = await pendingPayment();
    await t.app.inject(sandboxWebhook({ checkoutId: reference, amount: 23800 }));
    await t.app.inject(
      sandboxWebhook({ type: 'payment.cancelled', checkoutId: reference, amount: 23800 }),
    );
    const paid = await paymentState(t.db, application.id);
    expect(paid.application.status).toBe('paid');
    expect(paid.payments[0]!.status).toBe('succeeded');
    expect(paid.emails).toHaveLength(1);
  });

  it('two checkouts of one application paid at once: one paid transition, one email', async () => {
    const { application, auth } = await insertApplication(t.db);
    const first = await startPayment(t.app, application.id, auth);
    const second = await startPayment(t.app, application.id, auth);
    const responses = await Promise.all(
      [first, second].flatMap(({ reference }) =>
        Array.from({ length: 5 }, () =>
          t.app.inject(
            sandboxWebhook({ id: `evt_${reference}`, checkoutId: reference, amount: 23800 }),
          ),
        ),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('paid');
    expect(state.application.version).toBe(application.version + 1);
    // The one that did not move the application is refunded as a duplicate; here the gateway
    // never took that money (only its webhook was sent), so the refund fails and is kept on
    // record for staff and for the next retry (pay-twice.test.ts covers a refund that succeeds).
    expect(state.payments.map((p) => p.status).sort()).toEqual(['refund_failed', 'succeeded']);
    expect(state.events.filter((e) => e.type === 'payment.succeeded')).toHaveLength(2);
    expect(state.events.filter((e) => e.type === 'refund.failed').length).toBeGreaterThan(0);
    expect(state.emails).toHaveLength(1);
  });

  it('acknowledges an event for an unknown checkout without changing anything', async () => {
    const res = await t.app.inject(
      sandboxWebhook({ checkoutId: '00000000-0000-4000-8000-000000000000', amount: 23800 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });
});

describe('server-side check with the provider', () => {
  it('the webhook and the status check racing each other still pay once', async () => {
    const { application, auth, reference } = await pendingPayment();
    await t.db
      .update(sandboxCheckouts)
      .set({ status: 'succeeded', transactionId: 'sbx_txn_race', completedAt: new Date() })
      .where(eq(sandboxCheckouts.id, reference));
    const url = `/api/payment/status?applicationId=${application.id}`;
    const webhook = sandboxWebhook({ checkoutId: reference, amount: 23800 });
    await Promise.all([
      ...Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url, headers: auth })),
      ...Array.from({ length: 5 }, () => t.app.inject(webhook)),
    ]);
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('paid');
    expect(state.application.version).toBe(application.version + 1);
    expect(state.emails).toHaveLength(1);
  });

  it('a checkout still open at the gateway stays pending: nothing is marked paid', async () => {
    const { application, auth, reference } = await pendingPayment();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payment/status?applicationId=${application.id}`,
      headers: auth,
    });
    expect(res.json()).toEqual({
      status: 'submitted',
      payment: { status: 'pending', reference, amount: 23800, currency: 'USD' },
    });
    expect((await paymentState(t.db, application.id)).events).toHaveLength(0);
  });

  it('a lost webhook: the status call asks the gateway and marks paid once', async () => {
    const { application, auth, reference } = await pendingPayment();
    // The gateway took the money but its webhook never arrived.
    await t.db
      .update(sandboxCheckouts)
      .set({ status: 'succeeded', transactionId: 'sbx_txn_lost', completedAt: new Date() })
      .where(eq(sandboxCheckouts.id, reference));
    const url = `/api/payment/status?applicationId=${application.id}`;
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url, headers: auth }),
      t.app.inject({ method: 'GET', url, headers: auth }),
    ]);
    for (const res of [first!, second!]) {
      expect(res.json()).toEqual({
        status: 'paid',
        payment: { status: 'succeeded', reference, amount: 23800, currency: 'USD' },
      });
    }
    const state = await paymentState(t.db, application.id);
    expect(state.application.transactionId).toBe('sbx_txn_lost');
    expect(state.emails).toHaveLength(1);
  });
});
