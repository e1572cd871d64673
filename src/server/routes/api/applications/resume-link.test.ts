import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '@/server/test-support/test-app';
import {
  sendResumeLink,
  RESUME_LINK_WINDOW_MS,
} from '@/server/services/applications/send-resume-link';
import { UNVERIFIED_EMAIL_WINDOW_MS } from '@/server/services/mail/unverified-throttle';
import {
  bearer,
  createApplicationViaApi,
  freshIp,
  snapshot,
  type Created,
} from '@/server/test-support/applicant-api';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://evisa.example' });
});
afterAll(() => t.close());

const requestLink = (
  created: Created,
  headers = bearer(created.accessToken),
  remoteAddress = freshIp(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${created.id}/resume-link`,
    headers,
    remoteAddress,
  });

describe('POST /api/applications/:id/resume-link', () => {
  it('queues a resume email to the address on record, with no link or token in the outbox', async () => {
    const created = await createApplicationViaApi(t.app, {
      email: 'owner@example.com',
      language: 'hi',
    });
    const res = await requestLink(created);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [email, ...rest] = (await snapshot(t.app.db, created.id)).outbox;
    expect(rest).toEqual([]);
    expect(email).toMatchObject({
      template: 'resume-link',
      toAddress: 'owner@example.com',
      language: 'hi',
    });
    // The link, with a single-use code, is made at delivery (resume-session.test.ts).
    expect(email?.payload).toEqual({ applicationNumber: created.applicationNumber });
  });

  it('sends at most one email per application every 10 minutes, and every hour to an unproven address', async () => {
    const created = await createApplicationViaApi(t.app);
    for (let i = 0; i < 5; i++) expect((await requestLink(created)).statusCode).toBe(200);
    expect((await snapshot(t.app.db, created.id)).outbox).toHaveLength(1);

    const application = (await snapshot(t.app.db, created.id)).application!;
    const at = (ms: number) => new Date(Date.now() + ms);
    // Nobody has followed a link to this address yet (docs/requirements/limits.md).
    await sendResumeLink({ db: t.app.db, application, now: at(RESUME_LINK_WINDOW_MS) });
    expect((await snapshot(t.app.db, created.id)).outbox).toHaveLength(1);
    await sendResumeLink({ db: t.app.db, application, now: at(UNVERIFIED_EMAIL_WINDOW_MS + 1000) });
    expect((await snapshot(t.app.db, created.id)).outbox).toHaveLength(2);

    // A proven address gets one every 10 minutes.
    const proven = { ...application, emailVerifiedAt: new Date() };
    const window = UNVERIFIED_EMAIL_WINDOW_MS + RESUME_LINK_WINDOW_MS + 1000;
    await sendResumeLink({ db: t.app.db, application: proven, now: at(window) });
    expect((await snapshot(t.app.db, created.id)).outbox).toHaveLength(3);
  });

  it('is rate limited per application, wherever the calls come from', async () => {
    const created = await createApplicationViaApi(t.app);
    for (let i = 0; i < 10; i++)
      expect((await requestLink(created, undefined, freshIp())).statusCode).toBe(200);
    expect((await requestLink(created, undefined, freshIp())).statusCode).toBe(429);
  });

  it('gives each application its own count behind one shared connection', async () => {
    const office = freshIp();
    const first = await createApplicationViaApi(t.app);
    const second = await createApplicationViaApi(t.app);
    for (let i = 0; i < 10; i++)
      expect((await requestLink(first, undefined, office)).statusCode).toBe(200);
    expect((await requestLink(first, undefined, office)).statusCode).toBe(429);
    expect((await requestLink(second, undefined, office)).statusCode).toBe(200);
  });

  it('needs the token: 401 without, 404 with another application’s', async () => {
    const created = await createApplicationViaApi(t.app);
    const other = await createApplicationViaApi(t.app);
    expect((await requestLink(created, {})).statusCode).toBe(401);
    expect((await requestLink(created, bearer(other.accessToken))).statusCode).toBe(404);
    expect((await snapshot(t.app.db, created.id)).outbox).toEqual([]);
    expect((await snapshot(t.app.db, other.id)).outbox).toEqual([]);
  });
});
