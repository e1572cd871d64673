import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatePrice } from '@/domain/test-support/default-prices';
import { validCreateApplication } from '@/domain/test-support/fixtures';
import { applications } from '@/server/db';
import { sha256Hex } from '@/server/lib/secrets';
import { buildTestApp } from '@/server/test-support/test-app';
import {
  bearer,
  createApplicationViaApi,
  saveApplicants,
  snapshot,
  type Created,
} from '@/server/test-support/applicant-api';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (created: Created, headers: Record<string, string> = bearer(created.accessToken)) =>
  t.app.inject({ method: 'GET', url: `/api/applications/${created.id}`, headers });
const patch = (created: Created, payload: object, headers = bearer(created.accessToken)) =>
  t.app.inject({ method: 'PATCH', url: `/api/applications/${created.id}`, headers, payload });

describe('GET /api/applications/:id', () => {
  it("returns the applicant's own view to resume from, without the token hash", async () => {
    const created = await createApplicationViaApi(t.app, {
      numberOfApplicants: 2,
      email: 'Jane@Example.com',
    });
    const res = await get(created);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      id: created.id,
      applicationNumber: created.applicationNumber,
      status: 'draft',
      step: 'applicants',
      visaType: 'tourist',
      touristValidity: '30-days',
      portOfArrival: 'DEL',
      numberOfApplicants: 2,
      communicationChannel: 'email',
      agreement: { signed: false, signedAt: null, signerName: null },
    });
    expect(view.applicants).toEqual([
      { position: 0, details: {}, validated: false, savedAt: null },
      { position: 1, details: {}, validated: false, savedAt: null },
    ]);
    // 2 x ($69 service fee + $25 for the 30-day e-Tourist visa).
    expect(view.pricing.totalAmountUsd).toBe('$188');
    expect(res.body).not.toContain(sha256Hex(created.accessToken));
    expect(res.body).not.toContain(created.accessToken);
    expect(view).not.toHaveProperty('accessTokenHash');
    expect(view).not.toHaveProperty('version');
  });

  it('answers 404 to its own link once the application is anonymised (erased, or by retention)', async () => {
    const created = await createApplicationViaApi(t.app, { numberOfApplicants: 1 });
    expect((await get(created)).statusCode).toBe(200);
    await t.database.db
      .update(applications)
      .set({ anonymisedAt: new Date() })
      .where(eq(applications.id, created.id));
    const res = await get(created);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('application.not_found');
    expect((await patch(created, { phone: '7700900999' })).statusCode).toBe(404);
  });

  it('moves the step hint on once every applicant is saved', async () => {
    const created = await createApplicationViaApi(t.app, { numberOfApplicants: 2 });
    await saveApplicants(t.app, created, 2);
    const view = (await get(created)).json();
    expect(view.step).toBe('agreement');
    expect(
      view.applicants.map((a: { details: { firstName: string } }) => a.details.firstName),
    ).toEqual(['ApplicantA', 'ApplicantB']);
  });

  it('answers 401 without a token and 404 with the wrong one or an unknown id', async () => {
    const mine = await createApplicationViaApi(t.app);
    const other = await createApplicationViaApi(t.app);
    expect((await get(mine, {})).statusCode).toBe(401);
    expect((await get(mine, { authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await get(mine, bearer(other.accessToken))).statusCode).toBe(404);
    const unknown = { ...mine, id: '00000000-0000-4000-8000-000000000000' };
    expect((await get(unknown)).statusCode).toBe(404);
    expect((await get({ ...mine, id: 'not-a-uuid' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/applications/:id', () => {
  it('updates step 1, reprices, and drops applicants beyond a lowered count', async () => {
    const created = await createApplicationViaApi(t.app, { numberOfApplicants: 3 });
    await saveApplicants(t.app, created, 3);
    const res = await patch(created, {
      ...validCreateApplication({
        numberOfApplicants: 2,
        processingTime: 'super-urgent',
        travelEsim: true,
      }),
      totalAmount: 5,
    });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    const expected = calculatePrice({
      visaType: 'tourist',
      touristValidity: '30-days',
      numberOfApplicants: 2,
      processingTime: 'super-urgent',
      travelInsurance: false,
      travelEsim: true,
    });
    expect(view.totalAmount).toBe(expected.totalAmount);
    expect(view.pricing.totalAmount).toBe(expected.totalAmount);
    expect(view).toMatchObject({
      numberOfApplicants: 2,
      processingTime: 'super-urgent',
      travelEsim: true,
    });
    const after = await snapshot(t.app.db, created.id);
    expect(after.applicants.map((a) => a.position)).toEqual([0, 1]);
    expect(after.application?.totalAmount).toBe(expected.totalAmount);
  });

  it('refuses invalid step-1 data, a missing token and a foreign token, changing nothing', async () => {
    const created = await createApplicationViaApi(t.app);
    const other = await createApplicationViaApi(t.app);
    const before = await snapshot(t.app.db, created.id);
    const invalid = await patch(created, { ...validCreateApplication(), email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.email?.code).toBe('validation.email_invalid');
    expect(
      (await patch(created, validCreateApplication({ numberOfApplicants: 5 }), {})).statusCode,
    ).toBe(401);
    const foreign = await patch(
      created,
      validCreateApplication({ numberOfApplicants: 5 }),
      bearer(other.accessToken),
    );
    expect(foreign.statusCode).toBe(404);
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });
});
