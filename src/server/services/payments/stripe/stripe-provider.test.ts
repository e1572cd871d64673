import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPaymentTestApp,
  insertApplication,
  paymentState,
  startPayment,
} from '@/server/test-support/payments';
import { startFakeStripe, type FakeSession } from '@/server/test-support/fake-stripe';
import { createStripeProvider } from './provider';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const signer = new Stripe('sk_test_signer').webhooks;

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: Awaited<ReturnType<typeof buildPaymentTestApp>>;
beforeAll(async () => {
  fake = await startFakeStripe();
  const provider = createStripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  });
  t = await buildPaymentTestApp(provider);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function stripeWebhook(
  type: string,
  session: FakeSession,
  options: { secret?: string; id?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: session },
  });
  const signature = signer.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return {
    method: 'POST' as const,
    url: '/api/payment/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  };
}

async function startCheckout() {
  const { application, auth } = await insertApplication(t.db);
  const started = await startPayment(t.app, application.id, auth, { amount: 5, currency: 'EUR' });
  expect(started.json.success).toBe(true);
  const sessionId = new URL(started.json.redirectUrl!).pathname.split('/').pop()!;
  return { application, auth, sessionId, redirectUrl: started.json.redirectUrl! };
}

describe('stripe provider against a local fake of the Stripe API', () => {
  it('creates a Checkout Session at the server price and sends the browser to it', async () => {
    const { application, sessionId, redirectUrl } = await startCheckout();
    expect(redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const request = fake.requests.find(
      (r) =>
        r.path === '/v1/checkout/sessions' &&
        r.method === 'POST' &&
        r.form['metadata[applicationId]'] === application.id,
    );
    expect(request?.authorization).toBe('Bearer sk_test_fake');
    expect(request?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '23800',
      'line_items[0][price_data][currency]': 'usd',
      client_reference_id: application.applicationNumber,
      'metadata[applicationId]': application.id,
      success_url: expect.stringMatching(
        /^http:\/\/evisa\.test\/apply\/payment\?resume=[\w-]{43}&payment=success&ref=\{CHECKOUT_SESSION_ID\}$/,
      ),
      cancel_url: expect.stringMatching(
        /^http:\/\/evisa\.test\/apply\/payment\?resume=[\w-]{43}&payment=cancelled$/,
      ),
    });
    const [payment] = (await paymentState(t.db, application.id)).payments;
    expect(payment).toMatchObject({
      provider: 'stripe',
      providerReference: sessionId,
      status: 'pending',
      amount: 23800,
    });
  });

  it('accepts a webhook signed with the endpoint secret and marks paid once', async () => {
    const { application, sessionId } = await startCheckout();
    const session = fake.pay(sessionId, 'pi_paid_1');
    const webhook = stripeWebhook('checkout.session.completed', session);
    const responses = await Promise.all([t.app.inject(webhook), t.app.inject(webhook)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('paid');
    expect(state.application.transactionId).toBe('pi_paid_1');
    expect(state.payments[0]).toMatchObject({ status: 'succeeded', transactionId: 'pi_paid_1' });
    expect(state.events).toHaveLength(1);
    expect(state.emails).toHaveLength(1);
  });

  it('rejects a bad signature and changes nothing', async () => {
    const { application, sessionId } = await startCheckout();
    const session = fake.pay(sessionId);
    const res = await t.app.inject(
      stripeWebhook('checkout.session.completed', session, { secret: 'whsec_wrong' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('submitted');
    expect(state.events).toHaveLength(0);
  });

  it('acknowledges unrelated and still-unpaid events without paying', async () => {
    const { application, sessionId } = await startCheckout();
    const session = fake.sessions.get(sessionId)!;
    const unpaid = await t.app.inject(
      stripeWebhook('checkout.session.completed', { ...session, status: 'complete' }),
    );
    const other = await t.app.inject(stripeWebhook('customer.created', session));
    expect([unpaid.statusCode, other.statusCode]).toEqual([200, 200]);
    expect((await paymentState(t.db, application.id)).application.status).toBe('submitted');
  });

  it('the status call retrieves the session when the webhook has not arrived', async () => {
    const { application, auth, sessionId } = await startCheckout();
    fake.pay(sessionId, 'pi_lookup_1');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payment/status?applicationId=${application.id}`,
      headers: auth,
    });
    expect(res.json()).toEqual({
      status: 'paid',
      payment: { status: 'succeeded', reference: sessionId, amount: 23800, currency: 'USD' },
    });
    expect(
      fake.requests.some(
        (r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`,
      ),
    ).toBe(true);
  });

  it('refunds through the session’s payment intent', async () => {
    const { sessionId } = await startCheckout();
    fake.pay(sessionId, 'pi_refund_1');
    const refund = await t.app.payments.refund(sessionId, 5000);
    expect(refund.amount).toBe(5000);
    const request = fake.requests.find((r) => r.path === '/v1/refunds');
    expect(request?.form).toMatchObject({ payment_intent: 'pi_refund_1', amount: '5000' });
  });

  it('a second checkout expires the first session; a success for it is then refunded', async () => {
    const { application, auth, sessionId: first } = await startCheckout();
    const started = await startPayment(t.app, application.id, auth);
    const second = new URL(started.json.redirectUrl!).pathname.split('/').pop()!;
    expect(
      fake.requests
        .filter((r) => r.method === 'POST' && r.path.endsWith('/expire'))
        .map((r) => r.path),
    ).toContain(`/v1/checkout/sessions/${first}/expire`);
    expect(fake.sessions.get(first)?.status).toBe('expired');
    let state = await paymentState(t.db, application.id);
    expect(state.payments.find((p) => p.providerReference === first)?.status).toBe('superseded');

    // Stripe's own expiry event changes nothing; the second session pays.
    await t.app.inject(stripeWebhook('checkout.session.expired', fake.sessions.get(first)!));
    await t.app.inject(stripeWebhook('checkout.session.completed', fake.pay(second, 'pi_two')));
    state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('paid');
    expect(state.payments.find((p) => p.providerReference === first)?.status).toBe('superseded');
  });

  it('a session paid before it could be expired: paid once, the later success refunded', async () => {
    const { application, auth, sessionId: first } = await startCheckout();
    fake.pay(first, 'pi_race_1'); // paid at Stripe; its webhook has not arrived yet
    const started = await startPayment(t.app, application.id, auth);
    const second = new URL(started.json.redirectUrl!).pathname.split('/').pop()!;
    expect(fake.sessions.get(first)?.status).toBe('complete');

    const paidFirst = stripeWebhook('checkout.session.completed', fake.sessions.get(first)!);
    await t.app.inject(paidFirst);
    const paidSecond = stripeWebhook('checkout.session.completed', fake.pay(second, 'pi_race_2'));
    await Promise.all(Array.from({ length: 5 }, () => t.app.inject(paidSecond)));

    const state = await paymentState(t.db, application.id);
    expect(state.application).toMatchObject({ status: 'paid', transactionId: 'pi_race_1' });
    expect(state.emails).toHaveLength(1);
    const duplicate = state.payments.find((p) => p.providerReference === second);
    expect(duplicate).toMatchObject({ status: 'refunded', failureReason: 'duplicate' });
    const refunds = fake.requests.filter(
      (r) => r.path === '/v1/refunds' && r.form.payment_intent === 'pi_race_2',
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.form.amount).toBeUndefined();
    expect(state.events.filter((e) => e.type === 'refund.created')).toMatchObject([
      { paymentId: duplicate!.id, payload: { amount: 23800 } },
    ]);
    // The applicant is shown the payment that paid, not the newer refunded one.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/payment/status?applicationId=${application.id}`,
      headers: auth,
    });
    expect(status.json()).toMatchObject({
      status: 'paid',
      payment: { status: 'succeeded', reference: first },
    });
  });
});
