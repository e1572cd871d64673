import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApplicationNumber } from '@/domain/application-number';
import { calculatePrice } from '@/domain/test-support/default-prices';
import { ZCreateApplicationRequest } from '@/domain/schemas';
import { validCreateApplication } from '@/domain/test-support/fixtures';
import { applications } from '@/server/db';
import { sha256Hex } from '@/server/lib/secrets';
import { createApplication } from '@/server/services/applications/create-application';
import { buildTestApp } from '@/server/test-support/test-app';
import { freshIp } from '@/server/test-support/applicant-api';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: payload as object,
    remoteAddress,
  });

describe('POST /api/applications', () => {
  it('creates a draft priced by the server, ignoring amounts the client sends', async () => {
    const body = {
      ...validCreateApplication({
        numberOfApplicants: 3,
        processingTime: 'urgent',
        travelInsurance: true,
      }),
      totalAmount: 1,
      basePrice: '0',
      processingFee: '0',
      step: 1,
    };
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    const expected = calculatePrice({
      visaType: 'tourist',
      touristValidity: '30-days',
      numberOfApplicants: 3,
      processingTime: 'urgent',
      travelInsurance: true,
      travelEsim: false,
    });
    expect(created.pricing).toEqual({ ...expected, totalAmountUsd: '$558' });
    expect(created.pricing.totalAmount).toBe((6700 + 2500 + 7900 + 1500) * 3);
    expect(isApplicationNumber(created.applicationNumber)).toBe(true);
    expect(created.applicationNumber.slice(2, 6)).toBe(String(new Date().getUTCFullYear()));
    expect(created.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.status).toBe('draft');

    const [row] = await t.app.db.select().from(applications).where(eq(applications.id, created.id));
    expect(row).toMatchObject({
      status: 'draft',
      totalAmount: expected.totalAmount,
      numberOfApplicants: 3,
    });
    // Only the hash is stored; the token itself exists only in the response.
    expect(row?.accessTokenHash).toBe(sha256Hex(created.accessToken));
    expect(JSON.stringify(row)).not.toContain(created.accessToken);
  });

  it('gives every application its own number, id and token', async () => {
    const [a, b] = await Promise.all([
      post(validCreateApplication()),
      post(validCreateApplication()),
    ]);
    expect(a?.json().applicationNumber).not.toBe(b?.json().applicationNumber);
    expect(a?.json().id).not.toBe(b?.json().id);
    expect(a?.json().accessToken).not.toBe(b?.json().accessToken);
  });

  const step1Cases: [string, unknown, string][] = [
    ['visaType', '', 'validation.required'],
    ['visaType', 'student', 'validation.required'],
    ['processingTime', '', 'validation.required'],
    ['processingTime', 'express', 'validation.required'],
    ['transportation', '', 'validation.required'],
    ['portOfArrival', '', 'validation.required'],
    ['portOfArrival', 'XYZ', 'validation.port_of_arrival_invalid'],
    ['portOfArrival', 'INMAA', 'validation.port_of_arrival_invalid'], // a seaport while travelling by air
    ['email', '', 'validation.required'],
    ['email', 'not-an-email', 'validation.email_invalid'],
    ['countryCode', '', 'validation.required'],
    ['countryCode', '+0000', 'validation.country_code_invalid'],
    ['phone', '', 'validation.required'],
    ['phone', 'call me', 'validation.phone_invalid'],
    ['phone', '123', 'validation.phone_invalid'],
    ['numberOfApplicants', 0, 'validation.number_of_applicants_range'],
    ['numberOfApplicants', 11, 'validation.number_of_applicants_range'],
    ['numberOfApplicants', 1.5, 'validation.number_of_applicants_range'],
    ['numberOfApplicants', '2', 'validation.number_of_applicants_range'],
  ];

  it.each(step1Cases)(
    'refuses %s = %j with its message at the field',
    async (field, value, message) => {
      const before = await t.app.db.$count(applications);
      const res = await post({ ...validCreateApplication(), [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]?.code).toBe(message);
      expect(await t.app.db.$count(applications)).toBe(before);
    },
  );

  it('reports every missing step-1 field at once', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    for (const field of [
      'visaType',
      'processingTime',
      'transportation',
      'portOfArrival',
      'email',
      'phone',
    ]) {
      expect(fields[field]?.code, field).toBe('validation.required');
    }
  });

  it('limits creation to 60 per IP in 10 minutes (an agency office stays below it)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++)
      expect((await post(validCreateApplication(), ip)).statusCode).toBe(201);
    const limited = await post(validCreateApplication(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toHaveProperty('message');
    expect((await post(validCreateApplication())).statusCode).toBe(201); // other visitors are unaffected
  });
});

describe('createApplication', () => {
  it('draws a new number when the random one is already taken', async () => {
    const request = ZCreateApplicationRequest.parse(validCreateApplication());
    const sameBytes = () => new Uint8Array(8).fill(7);
    const first = await createApplication({ db: t.app.db, input: request, randomBytes: sameBytes });
    let calls = 0;
    const collideOnce = (size: number) =>
      ++calls === 1 ? sameBytes() : new Uint8Array(size).fill(9);
    const second = await createApplication({
      db: t.app.db,
      input: request,
      randomBytes: collideOnce,
    });
    expect(calls).toBe(2);
    expect(second.applicationNumber).not.toBe(first.applicationNumber);
    await expect(
      createApplication({ db: t.app.db, input: request, randomBytes: sameBytes }),
    ).rejects.toThrow();
  });
});
