import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import { validApplicant } from '@/domain/test-support/fixtures';
import { buildTestApp } from '@/server/test-support/test-app';
import {
  bearer,
  createApplicationViaApi,
  snapshot,
  today,
  type Created,
} from '@/server/test-support/applicant-api';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const saveDraft = (created: Created, payload: unknown, headers = bearer(created.accessToken)) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/applications/${created.id}/applicants/draft`,
    headers,
    payload: payload as object,
  });

describe('PUT /api/applications/:id/applicants/draft', () => {
  it('keeps half-filled forms as typed, for save and resume', async () => {
    const created = await createApplicationViaApi(t.app, { numberOfApplicants: 2 });
    const res = await saveDraft(created, {
      applicants: [{ firstName: 'J', dateOfBirth: '1990-02-3', notAField: 'dropped' }],
    });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.step).toBe('applicants');
    expect(view.applicants[0]).toMatchObject({
      position: 0,
      details: { firstName: 'J', dateOfBirth: '1990-02-3' },
      validated: false,
    });
    expect(view.applicants[0].details).not.toHaveProperty('notAField');
    expect(view.applicants[1]).toMatchObject({ details: {}, validated: false, savedAt: null });
    const { applicants } = await snapshot(t.app.db, created.id);
    expect(applicants[0]).toMatchObject({ firstName: null, validatedAt: null });

    // Resuming later shows the same half-filled form.
    const resumed = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${created.id}`,
      headers: bearer(created.accessToken),
    });
    expect(resumed.json().applicants[0].details.firstName).toBe('J');
  });

  it('stores a complete, valid form as validated, so an autosave never undoes a finished applicant', async () => {
    const created = await createApplicationViaApi(t.app);
    const res = await saveDraft(created, { applicants: [validApplicant(today())] });
    expect(res.json().applicants[0].validated).toBe(true);
    expect(res.json().step).toBe('agreement');
    // A later half-edit makes it a draft again: what is on record is what gets signed.
    const edited = await saveDraft(created, {
      applicants: [{ ...validApplicant(today()), lastName: '' }],
    });
    expect(edited.json().applicants[0].validated).toBe(false);
    expect(edited.json().step).toBe('applicants');
  });

  it('limits size and shape, changing nothing when refused', async () => {
    const created = await createApplicationViaApi(t.app, { numberOfApplicants: 2 });
    const other = await createApplicationViaApi(t.app);
    const before = await snapshot(t.app.db, created.id);
    const tooLong = await saveDraft(created, { applicants: [{ firstName: 'x'.repeat(501) }] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields['applicants.0.firstName']).toEqual(
      problemOf('validation.too_long', { max: 500 }),
    );
    const notString = await saveDraft(created, { applicants: [{ firstName: { nested: true } }] });
    expect(notString.statusCode).toBe(400);
    expect((await saveDraft(created, { applicants: [{}, {}, {}] })).statusCode).toBe(400);
    expect(
      (await saveDraft(created, { applicants: Array.from({ length: 11 }, () => ({})) })).statusCode,
    ).toBe(400);
    expect((await saveDraft(created, { applicants: 'all of them' })).statusCode).toBe(400);
    expect((await saveDraft(created, { applicants: [{ firstName: 'A' }] }, {})).statusCode).toBe(
      401,
    );
    expect(
      (await saveDraft(created, { applicants: [{ firstName: 'A' }] }, bearer(other.accessToken)))
        .statusCode,
    ).toBe(404);
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });
});
