import { eq } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckouts } from '@/server/db';
import { listPaymentsForApplication } from '@/server/services/payments/list-payments';
import {
  buildPaymentTestApp,
  insertApplication,
  paymentState,
  startPayment,
  TEST_PUBLIC_URL,
} from '@/server/test-support/payments';

let t: Awaited<ReturnType<typeof buildPaymentTestApp>>;
beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t.close());

describe('POST /api/payment/create', () => {
  it('needs the application token: 401 without, 404 with another application’s', async () => {
    const { application } = await insertApplication(t.db);
    const other = await insertApplication(t.db);
    const none = await startPayment(t.app, application.id, { authorization: '' });
    expect(none.res.statusCode).toBe(401);
    const tokenRequired = problemOf('application.token_required');
    expect(none.json).toEqual({ success: false, error: tokenRequired.message, ...tokenRequired });
    const wrong = await startPayment(t.app, application.id, other.auth);
    expect(wrong.res.statusCode).toBe(404);
    expect(wrong.json.success).toBe(false);
    expect((await paymentState(t.db, application.id)).payments).toHaveLength(0);
  });

  it('refuses a draft (409) and an already paid application (409, the specification message)', async () => {
    const draft = await insertApplication(t.db, { status: 'draft' });
    const res = await startPayment(t.app, draft.application.id, draft.auth);
    expect(res.res.statusCode).toBe(409);
    const notReady = problemOf('payment.not_ready');
    expect(res.json).toEqual({ success: false, error: notReady.message, ...notReady });
    expect(notReady.message).toBe('Please complete and sign your application before paying.');
    const paid = await insertApplication(t.db, { status: 'paid' });
    const again = await startPayment(t.app, paid.application.id, paid.auth);
    expect(again.res.statusCode).toBe(409);
    expect(again.json).toMatchObject({
      success: false,
      code: 'payment.already_paid',
      error: 'This application is already paid.',
    });
    expect((await paymentState(t.db, paid.application.id)).payments).toHaveLength(0);
  });

  it('charges the server price and ignores the amount and currency a client sends', async () => {
    const { application, auth } = await insertApplication(t.db);
    const res = await startPayment(t.app, application.id, auth, { amount: 1, currency: 'EUR' });
    expect(res.res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, redirectUrl: `${TEST_PUBLIC_URL}${res.pagePath}` });
    const [payment] = await listPaymentsForApplication(t.db, application.id);
    expect(payment).toMatchObject({
      provider: 'sandbox',
      providerReference: res.reference,
      amount: 23800,
      currency: 'USD',
      status: 'pending',
    });
    expect(payment!.createdAt).toBeInstanceOf(Date);
    const [checkout] = await t.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, res.reference));
    expect(checkout).toMatchObject({
      amount: 23800,
      currency: 'USD',
      merchantReference: application.applicationNumber,
      customerEmail: 'traveller@example.com', // the email on record, not the one sent
      // A short-lived return code, never the access token (lib/public-origin.ts, resume-codes.ts).
      returnUrl: expect.stringMatching(/^http:\/\/evisa\.test\/apply\/payment\?resume=[\w-]{43}$/),
    });
  });

  it('keeps every attempt, newest first', async () => {
    const { application, auth } = await insertApplication(t.db);
    const first = await startPayment(t.app, application.id, auth);
    const second = await startPayment(t.app, application.id, auth);
    const rows = await listPaymentsForApplication(t.db, application.id);
    expect(rows.map((p) => p.providerReference)).toEqual([second.reference, first.reference]);
  });

  it('answers a malformed body with the shared validation shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/create', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      ...problemOf('validation.failed'),
      fields: { applicationId: { code: 'validation.required' } },
    });
  });

  it('is rate limited per application', async () => {
    const { application, auth } = await insertApplication(t.db, { status: 'draft' });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/create',
        headers: auth,
        remoteAddress: '10.9.9.9',
        payload: { applicationId: application.id },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 409)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('GET /api/payment/status', () => {
  it('needs the token and reports no payment before the first attempt', async () => {
    const { application, auth } = await insertApplication(t.db);
    const url = `/api/payment/status?applicationId=${application.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'submitted', payment: null });
  });
});
