import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applications, payments, sandboxCheckouts } from '@/server/db';
import {
  buildPaymentTestApp,
  cardFields,
  countedSandbox,
  insertApplication,
  paymentState,
  postForm,
  sandboxWebhook,
  startPayment,
} from '@/server/test-support/payments';

// Paying one application twice (docs/decisions/0005-payments.md, "Paid exactly once").

const SUCCESS = '4242 4242 4242 4242';
const PRICE = 23800;

const gateway = countedSandbox();
let t: Awaited<ReturnType<typeof buildPaymentTestApp>>;
beforeAll(async () => {
  t = await buildPaymentTestApp(gateway.provider);
});
afterAll(() => t.close());
beforeEach(() => {
  gateway.refunds.calls = 0;
  gateway.refunds.fail = false;
});

const sandboxRows = (ids: string[]) =>
  t.db.select().from(sandboxCheckouts).where(inArray(sandboxCheckouts.id, ids));

/** Two checkouts of one application, both paid at the gateway: the provider race. */
async function bothPaidAtTheGateway() {
  const { application, auth } = await insertApplication(t.db);
  const first = await startPayment(t.app, application.id, auth);
  const second = await startPayment(t.app, application.id, auth);
  for (const { reference } of [first, second]) {
    await t.db
      .update(sandboxCheckouts)
      .set({ status: 'succeeded', transactionId: `sbx_txn_${reference}`, completedAt: new Date() })
      .where(eq(sandboxCheckouts.id, reference));
  }
  const webhook = (reference: string) =>
    sandboxWebhook({ id: `evt_${reference}`, checkoutId: reference, amount: PRICE });
  return { application, auth, first, second, webhook };
}

describe('a newer checkout closes the earlier ones', () => {
  it('closes the first in our records and at the gateway; its page refuses to take a card', async () => {
    const { application, auth } = await insertApplication(t.db);
    const first = await startPayment(t.app, application.id, auth);
    const second = await startPayment(t.app, application.id, auth);
    expect(second.json.success).toBe(true);

    const state = await paymentState(t.db, application.id);
    const byReference = new Map(state.payments.map((p) => [p.providerReference, p]));
    expect(byReference.get(first.reference)).toMatchObject({
      status: 'superseded',
      failureReason: 'superseded',
    });
    expect(byReference.get(second.reference)?.status).toBe('pending');
    const rows = new Map(
      (await sandboxRows([first.reference, second.reference])).map((r) => [r.id, r]),
    );
    expect(rows.get(first.reference)?.status).toBe('expired');
    expect(rows.get(second.reference)?.status).toBe('open');

    const page = await t.app.inject({ method: 'GET', url: first.pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This checkout was replaced by a newer one.');
    expect(page.body).toContain('Please go back and pay from the application.');
    expect(page.body).toMatch(
      /href="http:\/\/evisa\.test\/apply\/payment\?resume=[\w-]{43}&amp;payment=cancelled/,
    );
    expect(page.body).not.toContain('name="cardNumber"');

    const paid = await postForm(t.app, first.pagePath, cardFields(SUCCESS));
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('This checkout was replaced by a newer one.');
    const after = await paymentState(t.db, application.id);
    expect(after.application.status).toBe('submitted');
    expect(after.events).toHaveLength(0);
    expect((await sandboxRows([first.reference]))[0]?.status).toBe('expired');
  });

  it('concurrent creates leave exactly one open checkout', async () => {
    const { application, auth } = await insertApplication(t.db);
    const started = await Promise.all(
      Array.from({ length: 6 }, () => startPayment(t.app, application.id, auth)),
    );
    expect(started.every((s) => s.json.success)).toBe(true);

    const state = await paymentState(t.db, application.id);
    expect(state.payments).toHaveLength(6);
    const open = state.payments.filter((p) => p.status === 'created' || p.status === 'pending');
    expect(open).toHaveLength(1);
    expect(state.payments.filter((p) => p.status === 'superseded')).toHaveLength(5);
    const checkouts = await sandboxRows(started.map((s) => s.reference));
    expect(checkouts.filter((c) => c.status === 'open').map((c) => c.id)).toEqual([
      open[0]!.providerReference,
    ]);
  });
});

describe('the gateway page of an application already paid', () => {
  it('refuses the card with a clear page; no second payment is taken or recorded', async () => {
    const { application, auth } = await insertApplication(t.db);
    const started = await startPayment(t.app, application.id, auth);
    // Paid meanwhile (another checkout, another tab): this checkout is still open at the gateway.
    await t.db
      .update(applications)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(applications.id, application.id));

    const page = await t.app.inject({ method: 'GET', url: started.pagePath });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('This application is already paid.');
    expect(page.body).not.toContain('name="cardNumber"');

    const res = await postForm(t.app, started.pagePath, cardFields(SUCCESS));
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('This application is already paid.');
    const state = await paymentState(t.db, application.id);
    expect(state.payments.map((p) => p.status)).toEqual(['pending']);
    expect(state.events).toHaveLength(0);
    expect((await sandboxRows([started.reference]))[0]?.status).toBe('open');
  });
});

describe('a duplicate success is refunded automatically', () => {
  it('both checkouts paid: one paid transition, one email, the other refunded once', async () => {
    const { application, auth, first, second, webhook } = await bothPaidAtTheGateway();
    expect((await t.app.inject(webhook(second.reference))).statusCode).toBe(200);
    expect((await t.app.inject(webhook(first.reference))).statusCode).toBe(200);

    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('paid');
    expect(state.application.version).toBe(application.version + 1);
    expect(state.emails).toHaveLength(1);
    const byReference = new Map(state.payments.map((p) => [p.providerReference, p]));
    expect(byReference.get(second.reference)?.status).toBe('succeeded');
    const duplicate = byReference.get(first.reference)!;
    expect(duplicate).toMatchObject({ status: 'refunded', failureReason: 'duplicate' });
    expect(gateway.refunds.calls).toBe(1);
    const refunds = state.events.filter((e) => e.type === 'refund.created');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      paymentId: duplicate.id,
      payload: { amount: PRICE, reason: 'duplicate' },
    });
    expect((await sandboxRows([first.reference]))[0]).toMatchObject({
      status: 'refunded',
      refundedAmount: PRICE,
    });

    // The applicant sees one payment, the one that paid.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/payment/status?applicationId=${application.id}`,
      headers: auth,
    });
    expect(status.json()).toMatchObject({
      status: 'paid',
      payment: { status: 'succeeded', reference: second.reference },
    });
    expect(gateway.refunds.calls).toBe(1);
  });

  it('the duplicate webhook 20 times at once refunds exactly once', async () => {
    const { application, first, second, webhook } = await bothPaidAtTheGateway();
    await t.app.inject(webhook(second.reference));
    const copies = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject(webhook(first.reference))),
    );
    expect(copies.every((r) => r.statusCode === 200)).toBe(true);

    const state = await paymentState(t.db, application.id);
    expect(gateway.refunds.calls).toBe(1);
    expect(state.events.filter((e) => e.type === 'refund.created')).toHaveLength(1);
    expect(state.payments.map((p) => p.status).sort()).toEqual(['refunded', 'succeeded']);
    expect(state.emails).toHaveLength(1);
    expect(state.application.version).toBe(application.version + 1);
  });

  it('both successes at once, 10 copies each: paid once, one refunded once', async () => {
    const { application, first, second, webhook } = await bothPaidAtTheGateway();
    const responses = await Promise.all(
      [first, second].flatMap(({ reference }) =>
        Array.from({ length: 10 }, () => t.app.inject(webhook(reference))),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const state = await paymentState(t.db, application.id);
    expect(state.application.status).toBe('paid');
    expect(state.application.version).toBe(application.version + 1);
    expect(state.emails).toHaveLength(1);
    expect(state.payments.map((p) => p.status).sort()).toEqual(['refunded', 'succeeded']);
    expect(gateway.refunds.calls).toBe(1);
  });

  it('a refund the provider refuses is recorded for staff and retried by a later status check', async () => {
    const { application, auth, first, second, webhook } = await bothPaidAtTheGateway();
    await t.app.inject(webhook(second.reference));
    gateway.refunds.fail = true;
    await t.app.inject(webhook(first.reference));

    let state = await paymentState(t.db, application.id);
    const duplicate = state.payments.find((p) => p.providerReference === first.reference)!;
    expect(duplicate).toMatchObject({ status: 'refund_failed', failureReason: 'duplicate' });
    const failures = state.events.filter((e) => e.type === 'refund.failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]?.payload).toMatchObject({ error: 'gateway timeout (test)' });
    expect(gateway.refunds.calls).toBe(1);

    gateway.refunds.fail = false;
    const url = `/api/payment/status?applicationId=${application.id}`;
    // Not again at once: the payment step polls every second.
    await t.app.inject({ method: 'GET', url, headers: auth });
    expect(gateway.refunds.calls).toBe(1);
    await t.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(payments.id, duplicate.id));
    await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'GET', url, headers: auth })),
    );
    state = await paymentState(t.db, application.id);
    expect(state.payments.find((p) => p.id === duplicate.id)?.status).toBe('refunded');
    expect(state.events.filter((e) => e.type === 'refund.created')).toHaveLength(1);
    expect(gateway.refunds.calls).toBe(2);
    expect(state.emails).toHaveLength(1);
  });
});
