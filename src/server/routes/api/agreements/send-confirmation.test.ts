import { expectedBy } from '@/domain/processing-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@/server/test-support/test-app';
import {
  bearer,
  createApplicationViaApi,
  saveApplicants,
  signBody,
  snapshot,
  type Created,
} from '@/server/test-support/applicant-api';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://evisa.example' });
});
afterAll(() => t.close());

const confirm = (created: Created, headers = bearer(created.accessToken)) =>
  t.app.inject({
    method: 'POST',
    url: '/api/send-application-confirmation',
    headers,
    payload: {
      applicationId: created.id,
      customerName: 'Someone',
      customerEmail: 'attacker@example.net',
      applicationData: { totalAmount: 1, email: 'attacker@example.net' },
    },
  });

async function signed() {
  const created = await createApplicationViaApi(t.app, {
    numberOfApplicants: 2,
    email: 'owner@example.com',
  });
  await saveApplicants(t.app, created, 2);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/send-signed-agreement',
    headers: bearer(created.accessToken),
    payload: signBody(created),
  });
  expect(res.statusCode).toBe(200);
  return created;
}

describe('POST /api/send-application-confirmation', () => {
  it('refuses before the agreement is signed (409), queuing nothing', async () => {
    const created = await createApplicationViaApi(t.app);
    await saveApplicants(t.app, created, 1);
    const res = await confirm(created);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/sign the agreement/);
    expect((await snapshot(t.app.db, created.id)).outbox).toEqual([]);
  });

  it('queues one confirmation with the data on record, however often it is asked for', async () => {
    const created = await signed();
    const first = await confirm(created);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect((await confirm(created)).json()).toEqual({ success: true });

    const { outbox, agreements, application } = await snapshot(t.app.db, created.id);
    const confirmations = outbox.filter((e) => e.template === 'application-confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({
      idempotencyKey: `application-confirmation:${created.id}`,
      toAddress: 'owner@example.com',
      attachments: [
        {
          filename: `signed-agreement-${created.applicationNumber}.pdf`,
          storageKey: agreements[0]?.pdfStorageKey,
          contentType: 'application/pdf',
        },
      ],
    });
    expect(confirmations[0]?.payload).toEqual({
      applicationNumber: created.applicationNumber,
      visaType: 'tourist',
      touristValidity: '30-days',
      processingTime: 'normal',
      numberOfApplicants: 2,
      applicantNames: ['ApplicantA Traveller', 'ApplicantB Traveller'],
      totalAmount: application?.totalAmount,
      currency: 'USD',
      // As if the documents were complete when the confirmation was queued (processing-time.ts).
      expectedBy: expectedBy(confirmations[0]!.createdAt, 'normal'),
    });
  });

  it('needs the token of the application named in the body', async () => {
    const created = await signed();
    const other = await signed();
    expect((await confirm(created, {})).statusCode).toBe(401);
    expect((await confirm(created, bearer(other.accessToken))).statusCode).toBe(404);
    const outbox = (await snapshot(t.app.db, created.id)).outbox;
    expect(outbox.map((e) => e.template)).toEqual(['agreement-signed']);
  });
});
