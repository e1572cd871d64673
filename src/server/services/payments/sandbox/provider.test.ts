import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckouts } from '@/server/db';
import {
  buildPaymentTestApp,
  cardFields,
  insertApplication,
  postForm,
  startPayment,
} from '@/server/test-support/payments';

let t: Awaited<ReturnType<typeof buildPaymentTestApp>>;
beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t.close());

async function checkout() {
  const { application, auth } = await insertApplication(t.db);
  return startPayment(t.app, application.id, auth);
}

describe('sandbox provider', () => {
  it('looks up open, paid and expired checkouts', async () => {
    const open = await checkout();
    expect(await t.app.payments.lookupPayment(open.reference)).toEqual({
      status: 'pending',
      amount: 23800,
      currency: 'USD',
    });
    await postForm(t.app, open.pagePath, cardFields('4242424242424242'));
    expect(await t.app.payments.lookupPayment(open.reference)).toMatchObject({
      status: 'succeeded',
      transactionId: expect.stringMatching(/^sbx_txn_/),
    });

    const expired = await checkout();
    await t.db
      .update(sandboxCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCheckouts.id, expired.reference));
    expect((await t.app.payments.lookupPayment(expired.reference)).status).toBe('cancelled');
    // An expired checkout cannot be paid any more; its page leads back as cancelled.
    const page = await postForm(t.app, expired.pagePath, cardFields('4242424242424242'));
    expect(page.body).toContain('This checkout has expired.');
    expect(page.body).toContain('payment=cancelled');
  });

  it('refunds a paid checkout in part, then the rest, and no more', async () => {
    const paid = await checkout();
    await postForm(t.app, paid.pagePath, cardFields('4242424242424242'));
    expect((await t.app.payments.refund(paid.reference, 5000)).amount).toBe(5000);
    expect((await t.app.payments.refund(paid.reference)).amount).toBe(18800);
    await expect(t.app.payments.refund(paid.reference, 1)).rejects.toThrow();
    const [row] = await t.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, paid.reference));
    expect(row).toMatchObject({ status: 'refunded', refundedAmount: 23800 });
  });
});
