import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantSessionRules } from '@/domain/applicant-sessions';
import { applicantSessions, applications, resumeCodes } from '@/server/db';
import {
  requireApplicantView,
  requireApplicationAccess,
} from '@/server/services/applications/access-token';
import { exchangeResumeCode, issueResumeCode } from '@/server/services/applications/resume-codes';
import { deliverOutbox } from '@/server/test-support/admin-actions';
import { validCreateApplication } from '@/domain/test-support/fixtures';
import { bearer, createApplicationViaApi, freshIp } from '@/server/test-support/applicant-api';
import {
  buildDocumentsApp,
  paidApplication,
  photoJpeg,
  upload,
  type DocumentsApp,
} from '@/server/test-support/documents';

// Applicant sessions end (docs/requirements/applicant-sessions.md): after a quiet period, some
// time after the decision, and when the traveller signs out on other devices; a link from an
// older email opens everything but the uploaded files, until the traveller asks for a fresh one.

const DAY_MS = 24 * 60 * 60 * 1000;
let t: DocumentsApp;
beforeAll(async () => {
  t = await buildDocumentsApp();
});
afterAll(() => t.close());

const view = (id: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: bearer(token) });
const fileOf = (id: string, token: string, documentId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/documents/${documentId}/file`,
    headers: bearer(token),
  });
const endOthers = (id: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/sessions/end-others`,
    headers: bearer(token),
    remoteAddress: freshIp(),
  });

/** A session opened the way an emailed link opens one. */
async function emailedSession(applicationId: string): Promise<string> {
  const code = await issueResumeCode({ db: t.db, applicationId });
  return (await exchangeResumeCode({ db: t.db, code })).accessToken;
}

async function withPhoto() {
  const created = await paidApplication(t.db);
  const res = await upload(
    t.app,
    created.application.id,
    created.auth,
    { documentType: 'photo', applicant: 0 },
    { name: 'me.jpg', type: 'image/jpeg', data: await photoJpeg(600, 600) },
  );
  expect(res.statusCode).toBe(201);
  return { ...created, documentId: res.json<{ id: string }>().id };
}

describe('applicant sessions end', () => {
  it('after the idle period: the same token is then refused with its own 401, telling why', async () => {
    const { application, token } = await paidApplication(t.db);
    const { idleDays } = applicantSessionRules;
    const at = (days: number) => new Date(application.createdAt.getTime() + days * DAY_MS);
    await expect(
      requireApplicationAccess(t.db, application.id, `Bearer ${token}`, { now: at(idleDays - 1) }),
    ).resolves.toBeDefined();
    // Using it moved its last use forward: another idle period from there still opens it.
    await expect(
      requireApplicationAccess(t.db, application.id, `Bearer ${token}`, {
        now: at(2 * idleDays - 2),
      }),
    ).resolves.toBeDefined();
    await expect(
      requireApplicationAccess(t.db, application.id, `Bearer ${token}`, {
        now: at(3 * idleDays),
      }),
    ).rejects.toMatchObject({ code: 'application.session_ended', statusCode: 401 });
  });

  it('moves the last use forward at most once an hour, without touching updated_at', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const { application, token } = await paidApplication(t.db, {
      createdAt: twoHoursAgo,
      updatedAt: twoHoursAgo,
    });
    const before = application.updatedAt.getTime();
    for (let i = 0; i < 3; i++) expect((await view(application.id, token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.accessTokenUsedAt).toBeInstanceOf(Date);
    expect(row!.updatedAt.getTime()).toBe(before);
    const firstUse = row!.accessTokenUsedAt!.getTime();
    expect((await view(application.id, token)).statusCode).toBe(200);
    const [again] = await t.db
      .select({ at: applications.accessTokenUsedAt })
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(again!.at!.getTime()).toBe(firstUse);
  });

  it('some time after the decision, even for a token in daily use', async () => {
    const decidedAt = new Date(Date.now() - (applicantSessionRules.afterDecisionDays + 1) * DAY_MS);
    const { application, token } = await paidApplication(t.db, {
      status: 'approved',
      decidedAt,
    });
    const res = await view(application.id, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'application.session_ended',
      params: { count: applicantSessionRules.idleDays },
    });
  });

  it('a wrong token still gets the plain 404, so ended sessions reveal nothing about others', async () => {
    const { application } = await paidApplication(t.db);
    const res = await view(application.id, 'x'.repeat(43));
    expect(res.statusCode).toBe(404);
  });
});

describe('a link from an email opens a limited session', () => {
  it('the files stay closed to it; a file link asked for from it opens them once, for minutes', async () => {
    const { application, token, documentId } = await withPhoto();
    expect((await fileOf(application.id, token, documentId)).statusCode).toBe(200);

    const emailed = await emailedSession(application.id);
    expect((await view(application.id, emailed)).statusCode).toBe(200);
    const refused = await fileOf(application.id, emailed, documentId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'application.session_limited' });

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/file-link`,
      headers: bearer(emailed),
      remoteAddress: freshIp(),
    });
    expect(asked.statusCode).toBe(200);
    const mail = (await deliverOutbox(t)).find((m) =>
      m.subject.includes(application.applicationNumber),
    );
    expect(mail?.to).toBe(application.email);
    expect(mail?.text).toContain(`${applicantSessionRules.fileLinkMinutes}`);
    const code = /\/apply\/resume#code=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    const [stored] = await t.db
      .select()
      .from(resumeCodes)
      .where(eq(resumeCodes.applicationId, application.id))
      .orderBy(sql`${resumeCodes.createdAt} desc`)
      .limit(1);
    expect(stored!.opens).toBe('full');
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(
      applicantSessionRules.fileLinkMinutes * 60_000,
    );
    const full = await exchangeResumeCode({ db: t.db, code: code! });
    expect((await fileOf(application.id, full.accessToken, documentId)).statusCode).toBe(200);
    // The emailed session itself stays limited.
    expect((await fileOf(application.id, emailed, documentId)).statusCode).toBe(403);
  });

  it('following it proves the address, unless the address was changed since', async () => {
    const { application } = await paidApplication(t.db, { originalEmail: 'traveller@example.com' });
    await emailedSession(application.id);
    const [proven] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(proven!.emailVerifiedAt).toBeInstanceOf(Date);

    const { application: moved } = await paidApplication(t.db, {
      originalEmail: 'first@example.com',
      email: 'second@example.com',
    });
    await emailedSession(moved.id);
    const [unproven] = await t.db.select().from(applications).where(eq(applications.id, moved.id));
    expect(unproven!.emailVerifiedAt).toBeNull();
  });
});

describe('a changed address', () => {
  it('has proven nothing: the proof goes with a new address and stays with the same one', async () => {
    const created = await createApplicationViaApi(t.app, { email: 'same@example.com' });
    const proof = async () =>
      (
        await t.db
          .select({ at: applications.emailVerifiedAt })
          .from(applications)
          .where(eq(applications.id, created.id))
      )[0]!.at;
    await t.db
      .update(applications)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(applications.id, created.id));
    const patch = (email: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/applications/${created.id}`,
        headers: bearer(created.accessToken),
        payload: validCreateApplication({ email }),
      });
    expect((await patch('SAME@example.com')).statusCode).toBe(200);
    expect(await proof()).toBeInstanceOf(Date);
    expect((await patch('other@example.com')).statusCode).toBe(200);
    expect(await proof()).toBeNull();
  });
});

describe('sign out on other devices', () => {
  it('from a session: the first token and every other session end; this one goes on', async () => {
    const { application, token } = await paidApplication(t.db);
    const mine = await emailedSession(application.id);
    const other = await emailedSession(application.id);

    const res = await endOthers(application.id, mine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await view(application.id, mine)).statusCode).toBe(200);
    for (const ended of [token, other]) {
      const refused = await view(application.id, ended);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'application.session_ended' });
    }
    // Pressed again: nothing more to end.
    expect((await endOthers(application.id, mine)).json()).toEqual({ ended: 0 });
  });

  it('from the first token: every session ends, the first token goes on', async () => {
    const { application, token } = await paidApplication(t.db);
    const sessions = [await emailedSession(application.id), await emailedSession(application.id)];
    expect((await endOthers(application.id, token)).json()).toEqual({ ended: 2 });
    expect((await view(application.id, token)).statusCode).toBe(200);
    for (const ended of sessions) expect((await view(application.id, ended)).statusCode).toBe(401);
    const rows = await t.db
      .select({ endedAt: applicantSessions.endedAt })
      .from(applicantSessions)
      .where(eq(applicantSessions.applicationId, application.id));
    expect(rows.every((r) => r.endedAt instanceof Date)).toBe(true);
  });

  it('an ended session cannot end the others', async () => {
    const { application, token } = await paidApplication(t.db);
    const mine = await emailedSession(application.id);
    await endOthers(application.id, token);
    expect((await endOthers(application.id, mine)).statusCode).toBe(401);
    expect((await view(application.id, token)).statusCode).toBe(200);
  });
});

describe("the read's own access check", () => {
  // The applicant's read selects only what its view shows (requireApplicantView); every other
  // route loads the whole row (requireApplicationAccess). Both must admit and refuse alike.
  const outcome = (check: Promise<{ session: unknown }>) =>
    check.then(
      ({ session }) => ({ admitted: session }),
      (err: { code?: string; statusCode?: number }) => ({ refused: [err.code, err.statusCode] }),
    );

  it('admits and refuses exactly as the full check does, and reads the same values', async () => {
    const { application, token } = await paidApplication(t.db);
    const other = await paidApplication(t.db);
    const emailed = await emailedSession(application.id);
    // Another application, whose sessions but one were ended from that one.
    const signedOut = await paidApplication(t.db);
    const ended = await emailedSession(signedOut.application.id);
    await endOthers(signedOut.application.id, await emailedSession(signedOut.application.id));
    const gone = await paidApplication(t.db);
    await t.db
      .update(applications)
      .set({ anonymisedAt: new Date() })
      .where(eq(applications.id, gone.application.id));
    const late = new Date(Date.now() + 10 * applicantSessionRules.idleDays * DAY_MS);
    const cases: [unknown, string | undefined, Date?][] = [
      [application.id, `Bearer ${token}`],
      [application.id, `Bearer ${emailed}`],
      [signedOut.application.id, `Bearer ${ended}`],
      [signedOut.application.id, `Bearer ${signedOut.token}`],
      [application.id, `Bearer ${token}`, late],
      [application.id, `Bearer ${other.token}`],
      [application.id, 'Bearer not-a-token'],
      [application.id, undefined],
      [application.id, `Basic ${token}`],
      ['not-a-uuid', `Bearer ${token}`],
      [{ id: application.id }, `Bearer ${token}`],
      [gone.application.id, `Bearer ${gone.token}`],
    ];
    const seen = new Set<string>();
    for (const [id, authorization, now] of cases) {
      const full = await outcome(requireApplicationAccess(t.db, id, authorization, { now }));
      const read = await outcome(requireApplicantView(t.db, id, authorization, { now }));
      expect(read, `${String(id)} ${authorization}`).toEqual(full);
      seen.add(JSON.stringify(full));
    }
    // The cases reach every outcome: both kinds of session admitted, and each refusal.
    expect(seen.size).toBe(5);

    const whole = (await requireApplicationAccess(t.db, application.id, `Bearer ${token}`))
      .application;
    const { application: shown, parts } = await requireApplicantView(
      t.db,
      application.id,
      `Bearer ${token}`,
    );
    for (const [key, value] of Object.entries(shown))
      expect(value, key).toEqual(whole[key as keyof typeof whole]);
    expect(parts.applicants.length).toBe(whole.numberOfApplicants);
  });
});
