import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPaymentTestApp,
  cardFields,
  insertApplication,
  paymentState,
  postForm,
  startPayment,
  TEST_PUBLIC_URL,
} from '@/server/test-support/payments';

const SUCCESS = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';
const THREE_DS = '4000 0027 6000 3184';

let t: Awaited<ReturnType<typeof buildPaymentTestApp>>;
beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t.close());

async function checkout() {
  const { application, auth } = await insertApplication(t.db);
  const started = await startPayment(t.app, application.id, auth);
  expect(started.json.success).toBe(true);
  return { application, auth, ...started };
}

function returnUrl(location: string | undefined) {
  const url = new URL(location ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/apply/payment`);
  return { payment: url.searchParams.get('payment'), ref: url.searchParams.get('ref') };
}

describe('sandbox hosted payment page', () => {
  it('looks like a gateway: merchant, order summary, card form, test cards, cancel', async () => {
    const { application, pagePath } = await checkout();
    expect(pagePath).toMatch(/^\/pay\/sandbox\/[0-9a-f-]{36}$/);
    const res = await t.app.inject({ method: 'GET', url: pagePath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('India e-Visa Online');
    expect(res.body).toContain(application.applicationNumber);
    expect(res.body).toContain('$238.00');
    for (const name of ['cardNumber', 'expiry', 'cvc', 'cardName'])
      expect(res.body).toContain(`name="${name}"`);
    for (const card of [SUCCESS, DECLINE, THREE_DS]) expect(res.body).toContain(card);
    expect(res.body).toContain(`action="${pagePath}/cancel"`);
    expect(res.body).not.toMatch(/<script/i);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");

    const css = await t.app.inject({ method: 'GET', url: '/pay/sandbox/assets/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('answers unknown and malformed checkout ids with a 404 page', async () => {
    for (const url of ['/pay/sandbox/00000000-0000-4000-8000-000000000000', '/pay/sandbox/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Checkout not found');
    }
  });

  it('success card: webhook marks paid, then 303 to the return URL with payment=success&ref', async () => {
    const { application, pagePath, reference } = await checkout();
    const res = await postForm(t.app, pagePath, cardFields(SUCCESS));
    expect(res.statusCode).toBe(303);
    expect(returnUrl(res.headers.location)).toEqual({ payment: 'success', ref: reference });

    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('paid');
    expect(state.application.paidAt).toBeInstanceOf(Date);
    expect(state.application.transactionId).toMatch(/^sbx_txn_/);
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({
      status: 'succeeded',
      providerReference: reference,
      amount: 23800,
    });
    expect(state.events).toHaveLength(1);
    expect(state.emails).toHaveLength(1);
    expect(state.emails[0]).toMatchObject({
      template: 'payment-received',
      idempotencyKey: `payment-received:${application.id}`,
      toAddress: 'traveller@example.com',
      language: 'tr',
      payload: {
        applicationNumber: application.applicationNumber,
        amount: 23800,
        currency: 'USD',
        transactionId: state.application.transactionId,
      },
    });

    // Submitting again (double click, back button) changes nothing and goes back again.
    const again = await postForm(t.app, pagePath, cardFields(SUCCESS));
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This payment is complete.');
    expect((await paymentState(t.db, application.id)).events).toHaveLength(1);
  });

  it('decline card: payment failed, application still submitted, payment=error', async () => {
    const { application, pagePath, reference } = await checkout();
    const res = await postForm(t.app, pagePath, cardFields(DECLINE));
    expect(res.statusCode).toBe(303);
    expect(returnUrl(res.headers.location)).toEqual({ payment: 'error', ref: reference });
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('submitted');
    expect(state.payments[0]!.status).toBe('failed');
    expect(state.emails).toHaveLength(0);
  });

  it('3-D Secure card: challenge page, then Complete marks paid', async () => {
    const { application, pagePath, reference } = await checkout();
    const res = await postForm(t.app, pagePath, cardFields(THREE_DS));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${pagePath}/3ds`);
    expect((await paymentState(t.db, application.id)).application.status).toBe('submitted');

    const challenge = await t.app.inject({ method: 'GET', url: `${pagePath}/3ds` });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('3-D Secure');
    expect(challenge.body).toContain('value="complete"');
    expect(challenge.body).toContain('value="fail"');
    // While the challenge is open, the card page leads back to it.
    expect((await t.app.inject({ method: 'GET', url: pagePath })).headers.location).toBe(
      `${pagePath}/3ds`,
    );

    const done = await postForm(t.app, `${pagePath}/3ds`, { outcome: 'complete' });
    expect(done.statusCode).toBe(303);
    expect(returnUrl(done.headers.location)).toEqual({ payment: 'success', ref: reference });
    expect((await paymentState(t.db, application.id)).application.status).toBe('paid');
  });

  it('3-D Secure Fail: payment failed, payment=error', async () => {
    const { application, pagePath } = await checkout();
    await postForm(t.app, pagePath, cardFields(THREE_DS));
    const done = await postForm(t.app, `${pagePath}/3ds`, { outcome: 'fail' });
    expect(returnUrl(done.headers.location).payment).toBe('error');
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('submitted');
    expect(state.payments[0]!.status).toBe('failed');
  });

  it('the 3-D Secure step cannot be posted to skip the card step', async () => {
    const { application, pagePath } = await checkout();
    const res = await postForm(t.app, `${pagePath}/3ds`, { outcome: 'complete' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(pagePath);
    expect((await paymentState(t.db, application.id)).application.status).toBe('submitted');
  });

  it('cancel: payment=cancelled, payment row cancelled, application still submitted', async () => {
    const { application, pagePath, reference } = await checkout();
    const res = await postForm(t.app, `${pagePath}/cancel`, {});
    expect(res.statusCode).toBe(303);
    expect(returnUrl(res.headers.location)).toEqual({ payment: 'cancelled', ref: reference });
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('submitted');
    expect(state.payments[0]!.status).toBe('cancelled');
  });

  it('re-renders invalid card details with messages, never echoing the card number or CVC', async () => {
    const { application, pagePath } = await checkout();
    const res = await postForm(t.app, pagePath, {
      cardNumber: '5555 5555 5555 4444',
      expiry: '01/20',
      cvc: '987',
      cardName: 'Ada Lovelace',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('accepts only the test cards');
    expect(res.body).toContain('future expiry date');
    expect(res.body).toContain('value="Ada Lovelace"');
    // The checkout id and the application number are random and may contain
    // any digits, so take them out before looking for the card details.
    const shown = res.body.replaceAll(pagePath, '').replaceAll(application.applicationNumber, '');
    expect(shown).not.toMatch(/5555\s*5555\s*5555\s*4444/);
    expect(shown).not.toContain('987');
    expect(res.body).toMatch(/id="cvc"[^>]*value=""/);
    expect((await paymentState(t.db, application.id)).payments[0]!.status).toBe('pending');
  });

  it('coming back with ?payment=success, without paying, never marks paid', async () => {
    const { application, auth, reference } = await checkout();
    const back = await t.app.inject({
      method: 'GET',
      url: `/apply/payment?payment=success&ref=${reference}`,
      headers: { host: new URL(TEST_PUBLIC_URL).host },
    });
    expect(back.statusCode).toBe(404); // no client build in tests; the SPA would render here
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/payment/status?applicationId=${application.id}`,
      headers: auth,
    });
    expect(status.json()).toEqual({
      status: 'submitted',
      payment: { status: 'pending', reference, amount: 23800, currency: 'USD' },
    });
    expect((await paymentState(t.db, application.id)).application.status).toBe('submitted');
  });
});
