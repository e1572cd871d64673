import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplicant } from '@/domain/test-support/fixtures';
import { buildTestApp } from '@/server/test-support/test-app';
import {
  bearer,
  createApplicationViaApi,
  saveApplicants,
  signBody,
  snapshot,
  today,
  type Created,
} from '@/server/test-support/applicant-api';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (created: Created, payload: unknown, headers = bearer(created.accessToken)) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/applications/${created.id}`,
    headers,
    payload: payload as object,
  });

const d = today();

describe('PUT /api/applications/:id', () => {
  it('saves every applicant in position order, copying out names and passport numbers', async () => {
    const created = await createApplicationViaApi(t.app, { numberOfApplicants: 2 });
    const res = await put(created, {
      applicants: [
        validApplicant(d, { firstName: 'Ольга', lastName: 'Иванова', passportNumber: 'RU123456' }),
        validApplicant(d, {
          firstName: '  Νίκος ',
          lastName: 'Παπαδόπουλος',
          passportNumber: 'GR987654',
        }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.step).toBe('agreement');
    expect(view.applicants.map((a: { validated: boolean }) => a.validated)).toEqual([true, true]);
    const { applicants } = await snapshot(t.app.db, created.id);
    expect(applicants.map((a) => [a.position, a.firstName, a.lastName, a.passportNumber])).toEqual([
      [0, 'Ольга', 'Иванова', 'RU123456'],
      [1, 'Νίκος', 'Παπαδόπουλος', 'GR987654'],
    ]);
    expect(applicants.every((a) => a.validatedAt instanceof Date)).toBe(true);

    // Saving again replaces in place (an upsert by position), never adds rows.
    await put(created, {
      applicants: [validApplicant(d, { firstName: 'Olga' }), validApplicant(d)],
    });
    const again = await snapshot(t.app.db, created.id);
    expect(again.applicants).toHaveLength(2);
    expect(again.applicants[0]?.firstName).toBe('Olga');
  });

  it("accepts the described service's single-applicant body", async () => {
    const created = await createApplicationViaApi(t.app);
    const { firstName, ...rest } = validApplicant(d);
    const res = await put(created, {
      ...rest,
      step: 2,
      applicantDetails: JSON.stringify({ firstName }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().applicants[0].details.firstName).toBe('Jane');
  });

  it('requires exactly as many applicants as the application is for', async () => {
    const created = await createApplicationViaApi(t.app, { numberOfApplicants: 3 });
    const before = await snapshot(t.app.db, created.id);
    for (const count of [1, 2, 4]) {
      const res = await put(created, {
        applicants: Array.from({ length: count }, () => validApplicant(d)),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `This application is for 3 applicants. Please provide details for exactly 3 applicants (received ${count}).`,
      );
      expect(res.json().code).toBe('application.applicant_count');
      expect(res.json().fields.applicants?.message).toBe(res.json().message);
    }
    const tooMany = await put(created, {
      applicants: Array.from({ length: 11 }, () => validApplicant(d)),
    });
    expect(tooMany.json().fields.applicants?.code).toBe('validation.number_of_applicants_range');
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });

  it('answers 401 without a token and 404 with another application’s token, changing nothing', async () => {
    const created = await createApplicationViaApi(t.app);
    const other = await createApplicationViaApi(t.app);
    const before = await snapshot(t.app.db, created.id);
    const body = { applicants: [validApplicant(d)] };
    expect((await put(created, body, {})).statusCode).toBe(401);
    expect((await put(created, body, bearer(other.accessToken))).statusCode).toBe(404);
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
    expect((await snapshot(t.app.db, other.id)).applicants).toEqual([]);
  });

  it('takes no half-filled drafts once the application is submitted (409); corrections: correct-after-signing.test.ts', async () => {
    const created = await createApplicationViaApi(t.app);
    await saveApplicants(t.app, created, 1);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/send-signed-agreement',
      headers: bearer(created.accessToken),
      payload: signBody(created),
    });
    expect(signed.statusCode).toBe(200);
    const before = await snapshot(t.app.db, created.id);
    // Invalid data is refused as such, and changes nothing.
    expect((await put(created, { applicants: [{}] })).statusCode).toBe(400);
    const draft = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${created.id}/applicants/draft`,
      headers: bearer(created.accessToken),
      payload: { applicants: [{ firstName: 'X' }] },
    });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toMatch(/submitted/);
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });
});
