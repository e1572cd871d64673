import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '@/domain/pricing';
import { calculatePrice } from '@/domain/test-support/default-prices';
import { validCreateApplication } from '@/domain/test-support/fixtures';
import { touristValidities, type TouristValidity } from '@/domain/visa';
import { agreements, applications } from '@/server/db';
import {
  bearer,
  createApplicationViaApi,
  freshIp,
  saveApplicants,
  signBody,
  snapshot,
  type Created,
} from '@/server/test-support/applicant-api';
import {
  buildDashboardTestApp,
  type DashboardTestApp,
} from '@/server/test-support/admin-dashboard';
import { paymentState, startPayment } from '@/server/test-support/payments';

// The e-Tourist visa's validity (docs/requirements/tourist-validity.md): required for a tourist
// visa and priced by it, dropped for the other visa types, shown to the applicant and to staff,
// and, changed after signing, a new price that voids the signature.

let t: DashboardTestApp;
beforeAll(async () => {
  t = await buildDashboardTestApp();
});
afterAll(() => t.close());

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/applications', remoteAddress: freshIp(), payload });
const patch = (created: Created, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/applications/${created.id}`,
    headers: bearer(created.accessToken),
    payload,
  });
const view = async (created: Created) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/applications/${created.id}`,
      headers: bearer(created.accessToken),
    })
  ).json();
const storedCount = async () => (await t.db.select({ n: count() }).from(applications))[0]?.n ?? 0;
const stored = async (id: string) =>
  (await t.db.select().from(applications).where(eq(applications.id, id)))[0];

const trip = { numberOfApplicants: 2, processingTime: 'normal' } as const;
const priceOf = (touristValidity: TouristValidity) =>
  calculatePrice({
    ...trip,
    visaType: 'tourist',
    touristValidity,
    travelInsurance: false,
    travelEsim: false,
  });

describe('creating a tourist application', () => {
  it.each(touristValidities)(
    'with a %s validity: stored, shown and charged at its government fee',
    async (touristValidity) => {
      const res = await post(validCreateApplication({ ...trip, touristValidity }));
      expect(res.statusCode).toBe(201);
      const created = res.json();
      const expected = priceOf(touristValidity);
      expect(created.pricing).toEqual({
        ...expected,
        totalAmountUsd: formatUsd(expected.totalAmount),
      });
      expect(await stored(created.id)).toMatchObject({
        visaType: 'tourist',
        touristValidity,
        totalAmount: expected.totalAmount,
      });
      expect(await view(created)).toMatchObject({
        visaType: 'tourist',
        touristValidity,
        totalAmount: expected.totalAmount,
      });
      // The amount charged is the one priced: the checkout asks for exactly it.
      await saveApplicants(t.app, created, 2);
      const signed = await t.app.inject({
        method: 'POST',
        url: '/api/send-signed-agreement',
        headers: bearer(created.accessToken),
        payload: signBody(created),
      });
      expect(signed.statusCode).toBe(200);
      const checkout = await startPayment(
        t.app,
        created.id,
        bearer(created.accessToken) as { authorization: string },
      );
      expect(checkout.res.statusCode).toBe(200);
      const { payments } = await paymentState(t.db, created.id);
      expect(payments.map((p) => p.amount)).toEqual([expected.totalAmount]);
    },
  );

  it.each([
    ['missing', undefined, 'validation.tourist_validity_required'],
    ['null', null, 'validation.tourist_validity_required'],
    ['not one of the options', '10-years', 'validation.invalid_option'],
    ['not a string', 365, 'validation.invalid_option'],
  ])(
    'is refused with the validity %s, with the code, and nothing is stored',
    async (_, touristValidity, code) => {
      const before = await storedCount();
      const body: Record<string, unknown> = { ...validCreateApplication(trip), touristValidity };
      if (touristValidity === undefined) delete body.touristValidity;
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation.failed',
        fields: { touristValidity: { code } },
      });
      expect(Object.keys(res.json().fields)).toEqual(['touristValidity']);
      expect(await storedCount()).toBe(before);
    },
  );

  it('reports a missing validity together with the other fields’ problems', async () => {
    const res = await post({
      ...validCreateApplication(trip),
      touristValidity: undefined,
      email: '',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'touristValidity']);
  });
});

describe('creating an application for another visa type', () => {
  it('drops a validity sent with it: none stored, priced at that visa type’s fee', async () => {
    const res = await post(
      validCreateApplication({ ...trip, visaType: 'business', touristValidity: '5-years' }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    const expected = calculatePrice({
      ...trip,
      visaType: 'business',
      travelInsurance: false,
      travelEsim: false,
    });
    expect(created.pricing.totalAmount).toBe(expected.totalAmount);
    expect(await stored(created.id)).toMatchObject({ visaType: 'business', touristValidity: null });
    expect(await view(created)).toMatchObject({ visaType: 'business', touristValidity: null });
  });

  it('needs no validity, and refuses one that is not an option', async () => {
    const medical = await post(validCreateApplication({ ...trip, visaType: 'medical' }));
    expect(medical.statusCode).toBe(201);
    const before = await storedCount();
    const res = await post({
      ...validCreateApplication({ ...trip, visaType: 'conference' }),
      touristValidity: 'forever',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.touristValidity.code).toBe('validation.invalid_option');
    expect(await storedCount()).toBe(before);
  });

  it('the database itself refuses a tourist row without a validity, and another type with one', async () => {
    const created = await createApplicationViaApi(t.app, trip);
    await expect(
      t.db
        .update(applications)
        .set({ touristValidity: null })
        .where(eq(applications.id, created.id)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(applications)
        .set({ visaType: 'business' })
        .where(eq(applications.id, created.id)),
    ).rejects.toThrow();
  });
});

describe('changing the validity', () => {
  it('before signing: reprices; a switch to another visa type drops it; back to tourist needs one', async () => {
    const created = await createApplicationViaApi(t.app, { ...trip, touristValidity: '30-days' });
    const longer = await patch(
      created,
      validCreateApplication({ ...trip, touristValidity: '1-year' }),
    );
    expect(longer.statusCode).toBe(200);
    expect(longer.json()).toMatchObject({
      touristValidity: '1-year',
      totalAmount: priceOf('1-year').totalAmount,
    });

    const business = await patch(
      created,
      validCreateApplication({ ...trip, visaType: 'business', touristValidity: '1-year' }),
    );
    expect(business.json()).toMatchObject({ visaType: 'business', touristValidity: null });

    const before = await snapshot(t.db, created.id);
    const { touristValidity: _, ...withoutValidity } = validCreateApplication(trip);
    const refused = await patch(created, withoutValidity);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.touristValidity.code).toBe('validation.tourist_validity_required');
    expect(await snapshot(t.db, created.id)).toEqual(before);
  });

  it('after signing: voids the signature, supersedes the agreement and the checkout, and the new amount is charged', async () => {
    const created = await createApplicationViaApi(t.app, { ...trip, touristValidity: '30-days' });
    await saveApplicants(t.app, created, 2);
    const auth = bearer(created.accessToken) as { authorization: string };
    const sign = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/send-signed-agreement',
        headers: bearer(created.accessToken),
        payload: signBody(created),
      });
    expect((await sign()).statusCode).toBe(200);
    expect((await startPayment(t.app, created.id, auth)).res.statusCode).toBe(200);

    // A client-sent amount is ignored: the server prices the new validity itself.
    const res = await patch(created, {
      ...validCreateApplication({ ...trip, touristValidity: '5-years' }),
      totalAmount: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'draft',
      step: 'agreement',
      touristValidity: '5-years',
      totalAmount: priceOf('5-years').totalAmount,
      agreement: { signed: false },
    });
    const rows = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.applicationId, created.id));
    expect(rows.map((row) => row.supersededAt === null)).toEqual([false]);
    expect((await paymentState(t.db, created.id)).payments.map((p) => p.status)).toEqual([
      'superseded',
    ]);

    expect((await sign()).statusCode).toBe(200);
    expect((await startPayment(t.app, created.id, auth)).res.statusCode).toBe(200);
    const { payments } = await paymentState(t.db, created.id);
    expect(payments.find((p) => p.status !== 'superseded')?.amount).toBe(
      priceOf('5-years').totalAmount,
    );
  });

  it('after signing, the same validity sent again keeps the signature', async () => {
    const created = await createApplicationViaApi(t.app, { ...trip, touristValidity: '1-year' });
    await saveApplicants(t.app, created, 2);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/send-signed-agreement',
      headers: bearer(created.accessToken),
      payload: signBody(created),
    });
    expect(signed.statusCode).toBe(200);
    const res = await patch(
      created,
      validCreateApplication({ ...trip, touristValidity: '1-year' }),
    );
    expect(res.json()).toMatchObject({ status: 'submitted', agreement: { signed: true } });
  });
});

describe('the staff detail', () => {
  it('shows the validity of a tourist application, and none for another type', async () => {
    const tourist = await createApplicationViaApi(t.app, { ...trip, touristValidity: '5-years' });
    const business = await createApplicationViaApi(t.app, { ...trip, visaType: 'business' });
    const detail = async (id: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/applications/${id}`, headers: t.auth })
      ).json();
    expect(await detail(tourist.id)).toMatchObject({
      visaType: 'tourist',
      touristValidity: '5-years',
    });
    expect(await detail(business.id)).toMatchObject({
      visaType: 'business',
      touristValidity: null,
    });
  });
});
