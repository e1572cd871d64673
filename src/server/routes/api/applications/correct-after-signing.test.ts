import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplicant } from '@/domain/test-support/fixtures';
import { agreements, emailOutbox, payments } from '@/server/db';
import {
  bearer,
  createApplicationViaApi,
  saveApplicants,
  signBody,
  snapshot,
  today,
  type Created,
} from '@/server/test-support/applicant-api';
import {
  buildPaymentTestApp,
  countedSandbox,
  paymentState,
  sandboxWebhook,
  startPayment,
} from '@/server/test-support/payments';

// Corrections after signing (docs/decisions/0016-corrections-after-signing.md): until payment the
// applicant may change step 1 and step 2; a change to what the agreement states voids it.

let t: Awaited<ReturnType<typeof buildPaymentTestApp>>;
const gateway = countedSandbox();
beforeAll(async () => {
  t = await buildPaymentTestApp(gateway.provider);
});
afterAll(() => t.close());

const d = today();

async function signed(count = 1) {
  const created = await createApplicationViaApi(t.app, { numberOfApplicants: count });
  await saveApplicants(t.app, created, count);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/send-signed-agreement',
    headers: bearer(created.accessToken),
    payload: signBody(created),
  });
  expect(res.statusCode).toBe(200);
  return created;
}

const putApplicants = (created: Created, applicants: object[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/applications/${created.id}`,
    headers: bearer(created.accessToken),
    payload: { applicants },
  });

const agreementRows = (created: Created) =>
  t.db.select().from(agreements).where(eq(agreements.applicationId, created.id));

const applicantsLike = (count: number, overrides: (i: number) => object = () => ({})) =>
  Array.from({ length: count }, (_, i) =>
    validApplicant(d, {
      firstName: `Applicant${'ABCDEFGHIJ'[i]}`,
      passportNumber: `P1234567${i}`,
      ...overrides(i),
    }),
  );

describe('correcting an application after signing', () => {
  it('a corrected name voids the signature: back to draft, old agreement kept as superseded, checkout closed', async () => {
    const created = await signed(2);
    const auth = bearer(created.accessToken) as { authorization: string };
    const checkout = await startPayment(t.app, created.id, auth);
    expect(checkout.res.statusCode).toBe(200);
    const [old] = await agreementRows(created);

    const res = await putApplicants(
      created,
      applicantsLike(2, (i) => (i === 1 ? { firstName: 'Corrected' } : {})),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'draft',
      step: 'agreement',
      agreement: { signed: false },
    });

    const rows = await agreementRows(created);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.supersededAt).toBeInstanceOf(Date);
    expect(rows[0]!.pdfStorageKey).toBe(old!.pdfStorageKey);
    const state = await paymentState(t.db, created.id);
    expect(state.payments.map((p) => p.status)).toEqual(['superseded']);
    // Paying for the old terms is impossible now.
    const pay = await startPayment(t.app, created.id, auth);
    expect(pay.res.statusCode).toBe(409);

    // Signing the corrected details makes a second, current agreement; its PDF is not emailed
    // within the hour of the first (no mail relay: docs/requirements/limits.md).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/send-signed-agreement',
      headers: bearer(created.accessToken),
      payload: signBody(created),
    });
    expect(again.statusCode).toBe(200);
    const after = await agreementRows(created);
    expect(after).toHaveLength(2);
    expect(after.filter((a) => a.supersededAt === null)).toHaveLength(1);
    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.applicationId, created.id));
    expect(emails.filter((e) => e.template === 'agreement-signed')).toHaveLength(1);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${created.id}`,
      headers: bearer(created.accessToken),
    });
    expect(view.json()).toMatchObject({ status: 'submitted', step: 'payment' });
  });

  it('a correction the agreement does not state (a passport number) keeps the signature', async () => {
    const created = await signed(1);
    const res = await putApplicants(
      created,
      applicantsLike(1, () => ({ passportNumber: 'Z9876543' })),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'submitted', step: 'payment' });
    expect((await agreementRows(created)).map((a) => a.supersededAt)).toEqual([null]);
    expect(res.json().applicants[0].details.passportNumber).toBe('Z9876543');
  });

  it('a different processing time (a different price) on step 1 voids the signature', async () => {
    const created = await signed(1);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${created.id}`,
      headers: bearer(created.accessToken),
      payload: (await import('@/domain/test-support/fixtures')).validCreateApplication({
        numberOfApplicants: 1,
        processingTime: 'urgent',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', processingTime: 'urgent' });
    expect((await agreementRows(created))[0]!.supersededAt).toBeInstanceOf(Date);
  });

  it('half-filled drafts are still refused once signed: corrections are saved whole', async () => {
    const created = await signed(1);
    const before = await snapshot(t.db, created.id);
    const draft = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${created.id}/applicants/draft`,
      headers: bearer(created.accessToken),
      payload: { applicants: [{ firstName: 'X' }] },
    });
    expect(draft.statusCode).toBe(409);
    expect(await snapshot(t.db, created.id)).toEqual(before);
  });

  it('a checkout for the old terms that is paid anyway is refunded, not counted', async () => {
    const created = await signed(1);
    const auth = bearer(created.accessToken) as { authorization: string };
    const checkout = await startPayment(t.app, created.id, auth);
    const amount = (await paymentState(t.db, created.id)).payments[0]!.amount;
    const res = await putApplicants(
      created,
      applicantsLike(1, () => ({ lastName: 'Renamed' })),
    );
    expect(res.json().status).toBe('draft');
    const refundsBefore = gateway.refunds.calls;
    const hook = await t.app.inject(sandboxWebhook({ checkoutId: checkout.reference, amount }));
    expect(hook.statusCode).toBe(200);
    const state = await paymentState(t.db, created.id);
    expect(state.application.status).toBe('draft');
    expect(state.payments[0]!.failureReason).toBe('duplicate');
    expect(gateway.refunds.calls).toBe(refundsBefore + 1);
  });

  it('once paid, nothing can be changed (409) and nothing changes', async () => {
    const created = await signed(1);
    const auth = bearer(created.accessToken) as { authorization: string };
    const checkout = await startPayment(t.app, created.id, auth);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, created.id));
    await t.app.inject(sandboxWebhook({ checkoutId: checkout.reference, amount: payment!.amount }));
    expect((await paymentState(t.db, created.id)).application.status).toBe('paid');
    const before = await snapshot(t.db, created.id);
    const res = await putApplicants(
      created,
      applicantsLike(1, () => ({ firstName: 'Late' })),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/submitted/);
    expect((await putApplicants(created, [{}])).statusCode).toBe(409);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${created.id}`,
      headers: bearer(created.accessToken),
      payload: { numberOfApplicants: 2 },
    });
    expect(patch.statusCode).toBe(409);
    expect(await snapshot(t.db, created.id)).toEqual(before);
  });
});
