import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@/domain/dates';
import { problemOf, type ErrorCode } from '@/domain/errors';
import { eVisaCountryIds } from '@/domain/eligibility';
import { validApplicant } from '@/domain/test-support/fixtures';
import { buildTestApp } from '@/server/test-support/test-app';
import {
  bearer,
  createApplicationViaApi,
  snapshot,
  type Created,
} from '@/server/test-support/applicant-api';

// The server checks every traveller before anything is signed or paid: nationality and passport
// on India's e-Visa list, arrival 4 to 120 days ahead, and a speed that delivers before arrival
// (docs/requirements/eligibility.md, docs/requirements/processing-and-dates.md). Time is fixed
// at Monday 23 November 2026, 09:00 in London, so the business days are known.

const NOW = new Date('2026-11-23T09:00:00Z');
const TODAY = '2026-11-23';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const save = (created: Created, overrides: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/applications/${created.id}`,
    headers: bearer(created.accessToken),
    payload: { applicants: [validApplicant(TODAY, overrides)] },
  });

const arrivingOn = (arrival: string) => ({
  dateOfArrival: arrival,
  dateOfDeparture: addDays(arrival, 10),
});

describe('eligibility, checked by the server', () => {
  it('accepts every country of the e-Visa list', async () => {
    const created = await createApplicationViaApi(t.app);
    for (const id of eVisaCountryIds) {
      const res = await save(created, { nationality: id, passportIssuingCountry: id });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
    }
  });

  it.each<[string, Record<string, string>, string, ErrorCode]>([
    ['a Pakistani national', { nationality: 'PK' }, 'nationality', 'eligibility.pakistan'],
    [
      'a Briton holding a Pakistani passport',
      { nationality: 'GB', passportIssuingCountry: 'PK' },
      'passportIssuingCountry',
      'eligibility.pakistan',
    ],
    ['an Indian national', { nationality: 'IN' }, 'nationality', 'eligibility.indian'],
    [
      'a national of a country off the list',
      { nationality: 'AF', passportIssuingCountry: 'AF' },
      'nationality',
      'eligibility.not_listed',
    ],
  ])('refuses %s with its message, storing nothing', async (_who, overrides, field, code) => {
    const created = await createApplicationViaApi(t.app);
    const before = await snapshot(t.app.db, created.id);
    const res = await save(created, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[`applicants.0.${field}`]).toEqual(problemOf(code));
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });
});

describe('dates that can work, checked by the server', () => {
  it.each([3, 121])('refuses an arrival in %i days', async (days) => {
    const created = await createApplicationViaApi(t.app, { processingTime: 'super-urgent' });
    const before = await snapshot(t.app.db, created.id);
    const res = await save(created, arrivingOn(addDays(TODAY, days)));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['applicants.0.dateOfArrival']).toEqual(
      problemOf('validation.arrival_window', { min: 4, max: 120 }),
    );
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });

  it('refuses Normal for an arrival in 4 days with the expected date and the speed that can', async () => {
    const created = await createApplicationViaApi(t.app, { processingTime: 'normal' });
    const before = await snapshot(t.app.db, created.id);
    const arrival = addDays(TODAY, 4);
    const res = await save(created, arrivingOn(arrival));
    expect(res.statusCode).toBe(400);
    const problem = res.json().fields['applicants.0.dateOfArrival'];
    expect(problem).toEqual(
      problemOf('trip.normal_too_slow', { expectedBy: '2026-11-30', arrival: '2026-11-27' }),
    );
    expect(problem.message).toBe(
      'With Normal processing your e-Visa is expected by Mon, Nov 30, after your arrival on Fri, Nov 27. Choose Urgent processing, or change your dates.',
    );
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });

  it('accepts Urgent for the same arrival', async () => {
    const created = await createApplicationViaApi(t.app, { processingTime: 'urgent' });
    const res = await save(created, arrivingOn(addDays(TODAY, 4)));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a slower speed in step 1 once an arrival is saved, and takes the faster one', async () => {
    const created = await createApplicationViaApi(t.app, { processingTime: 'urgent' });
    expect((await save(created, arrivingOn(addDays(TODAY, 4)))).statusCode).toBe(200);
    const view = (
      await t.app.inject({
        method: 'GET',
        url: `/api/applications/${created.id}`,
        headers: bearer(created.accessToken),
      })
    ).json();
    const patch = (processingTime: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/applications/${created.id}`,
        headers: bearer(created.accessToken),
        payload: {
          visaType: view.visaType,
          touristValidity: view.touristValidity,
          processingTime,
          transportation: view.transportation,
          portOfArrival: view.portOfArrival,
          email: view.email,
          countryCode: view.countryCode,
          phone: view.phone,
          numberOfApplicants: 1,
        },
      });
    const before = await snapshot(t.app.db, created.id);
    const slower = await patch('normal');
    expect(slower.statusCode).toBe(400);
    expect(slower.json().fields.processingTime.code).toBe('trip.normal_too_slow');
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
    expect((await patch('super-urgent')).statusCode).toBe(200);
  });
});
