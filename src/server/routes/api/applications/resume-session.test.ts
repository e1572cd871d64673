import { sql } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateApplication } from '@/domain/test-support/fixtures';
import { emailOutbox } from '@/server/db';
import {
  exchangeResumeCode,
  RESUME_CODE_TTL_MS,
} from '@/server/services/applications/resume-codes';
import { deliverOutbox } from '@/server/test-support/admin-actions';
import {
  bearer,
  createApplicationViaApi,
  freshIp,
  type Created,
} from '@/server/test-support/applicant-api';
import { queueEmail } from '@/server/services/mail/outbox';
import { insertApplication, TEST_PUBLIC_URL } from '@/server/test-support/payments';
import { buildTestApp } from '@/server/test-support/test-app';

// Emailed links carry a single-use, expiring resume code, never the access token
// (docs/decisions/0013-resume-codes.md), and resume links go only to the address the
// application was created with.

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: TEST_PUBLIC_URL });
});
afterAll(() => t.close());

const deliver = () => deliverOutbox({ db: t.app.db, app: t.app });
const requestLink = (created: Created) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${created.id}/resume-link`,
    headers: bearer(created.accessToken),
    remoteAddress: freshIp(),
  });
const exchange = (code: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/applications/resume-sessions',
    payload: { code },
    remoteAddress: freshIp(),
  });
const view = (id: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: bearer(token) });

/** The code in an email's resume link: /apply/resume#code=<code>. */
function codeIn(text: string): string {
  const match = /\/apply\/resume#code=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no resume link in the email');
  return match[1];
}

async function emailedCode(created: Created): Promise<{ code: string; to: string }> {
  expect((await requestLink(created)).statusCode).toBe(200);
  const mail = (await deliver()).find((m) => m.subject.includes(created.applicationNumber));
  if (!mail) throw new Error('no resume email delivered');
  return { code: codeIn(mail.text), to: String(mail.to) };
}

describe('resume codes', () => {
  it('keep the access token out of the outbox and the email; the code opens a new session once', async () => {
    const created = await createApplicationViaApi(t.app);
    expect((await requestLink(created)).statusCode).toBe(200);
    const [mail] = await deliver();
    const rows = await t.app.db.select().from(emailOutbox);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(created.accessToken);
    expect(stored).not.toContain('resumeUrl');
    expect(`${mail!.text}${mail!.html}`).not.toContain(created.accessToken);
    const code = codeIn(mail!.text);
    expect(stored).not.toContain(code);

    const opened = await exchange(code);
    expect(opened.statusCode).toBe(200);
    const session = opened.json<{ id: string; applicationNumber: string; accessToken: string }>();
    expect(session).toMatchObject({
      id: created.id,
      applicationNumber: created.applicationNumber,
    });
    expect(session.accessToken).not.toBe(created.accessToken);
    // The new session opens the application; the applicant's open browser keeps working.
    expect((await view(created.id, session.accessToken)).statusCode).toBe(200);
    expect((await view(created.id, created.accessToken)).statusCode).toBe(200);

    // Single use: the same code again gets the one refusal.
    const again = await exchange(code);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject(problemOf('resume.code_invalid'));
  });

  it('a session opens only its own application', async () => {
    const mine = await createApplicationViaApi(t.app);
    const other = await createApplicationViaApi(t.app);
    const { code } = await emailedCode(mine);
    const session = (await exchange(code)).json<{ accessToken: string }>();
    expect((await view(other.id, session.accessToken)).statusCode).toBe(404);
  });

  it('refuses unknown, malformed and expired codes with the same 404', async () => {
    const created = await createApplicationViaApi(t.app);
    const { code } = await emailedCode(created);
    const later = new Date(Date.now() + RESUME_CODE_TTL_MS + 60_000);
    await expect(exchangeResumeCode({ db: t.app.db, code, now: later })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resume.code_invalid',
    });
    for (const wrong of ['A'.repeat(43), 'short', '../../etc/passwd']) {
      const res = await exchange(wrong);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(problemOf('resume.code_invalid'));
    }
    const malformed = await exchange(12);
    expect(malformed.statusCode).toBe(400);
    // The expired attempt spent nothing: within its week the code still works.
    expect((await exchange(code)).statusCode).toBe(200);
  });

  it('opens exactly one session when the same code is sent ten times at once', async () => {
    const created = await createApplicationViaApi(t.app);
    const { code } = await emailedCode(created);
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(404)]);
    const sessions = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from applicant_sessions where application_id = ${created.id}`,
    );
    expect(sessions.rows[0]?.n).toBe(1);
  });

  it('sends resume links only to the address the application was created with', async () => {
    const created = await createApplicationViaApi(t.app, { email: 'owner@example.com' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${created.id}`,
      headers: bearer(created.accessToken),
      payload: validCreateApplication({ email: 'stranger@example.com' }),
    });
    expect(patched.statusCode).toBe(200);
    const { to } = await emailedCode(created);
    expect(to).toBe('owner@example.com');
  });

  it("the payment email's upload link opens the documents step on any device", async () => {
    const { application } = await insertApplication(t.app.db, { status: 'paid' });
    await t.app.db.transaction((tx) =>
      queueEmail(tx, {
        idempotencyKey: `payment-received:${application.id}`,
        template: 'payment-received',
        to: application.email,
        language: 'en',
        applicationId: application.id,
        payload: {
          applicationNumber: application.applicationNumber,
          amount: application.totalAmount,
          currency: 'USD',
          transactionId: 'txn_1',
        },
      }),
    );
    const mail = (await deliver()).find((m) => m.subject.includes(application.applicationNumber));
    const session = (await exchange(codeIn(mail!.text))).json<{ accessToken: string }>();
    const opened = await view(application.id, session.accessToken);
    expect(opened.json()).toMatchObject({ status: 'paid', step: 'documents' });
  });
});
