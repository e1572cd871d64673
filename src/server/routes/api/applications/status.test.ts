import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import { applicationStatuses, type ApplicationStatus } from '@/domain/status';
import { buildStatusTestApp, insertStatusApplication } from '@/server/test-support/status';

let t: Awaited<ReturnType<typeof buildStatusTestApp>>;
beforeAll(async () => {
  t = await buildStatusTestApp();
});
afterAll(() => t.close());

// Both look-ups are limited per address: each request gets its own unless a test says otherwise.
let nextIp = 0;
const freshIp = () => `10.77.${(++nextIp >> 8) & 255}.${nextIp & 255}`;
let nextEmail = 0;
const uniqueEmail = () => `Status.Check${++nextEmail}@Example.com`;

const check = (email: string, applicationNumber: string, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/applications/status?${new URLSearchParams({ email, applicationNumber })}`,
    remoteAddress,
  });
const track = (applicationNumber: string, remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/applications/track/${encodeURIComponent(applicationNumber)}`,
    remoteAddress,
  });

const insert = (status: ApplicationStatus, email = uniqueEmail()) =>
  insertStatusApplication(t.db, t.app.storage, { status, email });

describe('GET /api/applications/status (call 16)', () => {
  it('answers exactly the schema fields for the right pair, and no token is needed', async () => {
    const { application } = await insert('under_review');
    const res = await check(application.email, application.applicationNumber);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'accountingDocuments',
        'applicationNumber',
        'createdAt',
        'delivery',
        'eVisaUrl',
        'processingTime',
        'status',
        'travellers',
        'updatedAt',
        'visaType',
      ].sort(),
    );
    expect(body).toEqual({
      applicationNumber: application.applicationNumber,
      status: 'under_review',
      visaType: application.visaType,
      processingTime: 'normal',
      createdAt: application.createdAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
      eVisaUrl: null,
      // Inserted as under review, without a payment through the service: no receipt.
      accountingDocuments: [],
      // Each traveller by first name, not decided yet.
      travellers: [
        {
          firstName: 'Traveller0',
          outcome: 'pending',
          eVisaUrl: null,
          eVisaDeletedAt: null,
          submittedToGovernmentAt: null,
          changesAsked: [],
          addOns: [],
        },
        {
          firstName: 'Traveller1',
          outcome: 'pending',
          eVisaUrl: null,
          eVisaDeletedAt: null,
          submittedToGovernmentAt: null,
          changesAsked: [],
          addOns: [],
        },
      ],
      // No completion time on record: the date it would be, were the documents complete now.
      delivery: { expectedBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), clockStarted: false },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('compares the email and the number case-insensitively, trimmed', async () => {
    const { application } = await insert('paid');
    const res = await check(
      `  ${application.email.toUpperCase()} `,
      ` visa-${application.applicationNumber.toLowerCase()} `,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid' });
  });

  it('gives the wrong email and an unknown number the same 404', async () => {
    const { application } = await insert('submitted');
    const wrongEmail = await check('someone.else@example.com', application.applicationNumber);
    const unknown = await check(application.email, 'EV2026ZZZZZZZZ');
    for (const res of [wrongEmail, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(problemOf('status_check.not_found'));
    }
    expect(wrongEmail.body).toBe(unknown.body);
  });

  it('finds a draft too (only its creator holds the number) and answers every status', async () => {
    for (const status of applicationStatuses) {
      const { application } = await insert(status);
      const res = await check(application.email, application.applicationNumber);
      expect(res.json()).toMatchObject({ status });
    }
  });

  it('refuses a missing field with a 400 and answers nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/applications/status?email=a@example.com',
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('status');
  });

  it('is limited to 10 look-ups per 10 minutes per address: 429 after that', async () => {
    const ip = freshIp();
    const { application } = await insert('paid');
    for (let i = 0; i < 10; i += 1) {
      expect((await check('nobody@example.com', `EV2026ZZZZZZ${i}A`, ip)).statusCode).toBe(404);
    }
    const blocked = await check(application.email, application.applicationNumber, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).not.toHaveProperty('status');
    expect((await check(application.email, application.applicationNumber)).statusCode).toBe(200);
  });
});

describe('GET /api/applications/track/:applicationNumber (call 15)', () => {
  it('answers the number, the status and each traveller’s outcome (no names), case-insensitively', async () => {
    const { application } = await insert('approved');
    const res = await track(application.applicationNumber.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      applicationNumber: application.applicationNumber,
      status: 'approved',
      travellers: ['approved', 'approved'],
    });
  });

  it('says Application not found for an unknown number', async () => {
    const res = await track('EV2026ZZZZZZZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(problemOf('tracking.not_found'));
  });

  it('is limited to 30 look-ups per 10 minutes per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1)
      expect((await track('EV2026ZZZZZZZZ', ip)).statusCode).toBe(404);
    expect((await track('EV2026ZZZZZZZZ', ip)).statusCode).toBe(429);
  });

  it('is not taken for an application id: /track and /status never reach the /:id routes', async () => {
    // Without a token the /:id routes answer 401; these answer as public look-ups.
    expect((await track('EV2026ZZZZZZZZ')).statusCode).toBe(404);
    expect((await check('a@example.com', 'EV2026ZZZZZZZZ')).statusCode).toBe(404);
    const bare = await t.app.inject({ method: 'GET', url: '/api/applications/track' });
    expect(bare.statusCode).toBe(401);
  });
});
