import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataRightsRules } from '@/domain/data-rights';
import { ZAdminApplicationDetail } from '@/domain/schemas/admin';
import {
  ZAdminErasures,
  ZDataRightsGrant,
  ZErasureOutcome,
  type TDataRightsGrant,
} from '@/domain/schemas/data-rights';
import {
  agreements,
  applicants,
  applications,
  auditLog,
  dataRightsCodes,
  documents,
  emailOutbox,
  erasureRequests,
  refunds,
  type Application,
} from '@/server/db';
import { reapplyErasures } from '@/server/services/data-rights/erase-application';
import {
  buildAdminActionsApp,
  deliverOutbox,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { insertApplication } from '@/server/test-support/payments';
import { zipEntries, zipEntryHashes } from '@/server/test-support/zip';
import { createHash } from 'node:crypto';

// The traveller's rights from the status page (docs/requirements/privacy.md, "Access and
// erasure"): an emailed code, the grant it gives, the data download and the erasure, and the
// staff's side of a request made after a government submission. The test application: 2
// business travellers at normal speed, $238 paid, each $119 = $69 service fee + $50 government.

let t: AdminActionsApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await buildAdminActionsApp();
  staff = await staffAuth(t);
});
afterAll(() => t.close());
beforeEach(() => {
  t.refunds.calls = 0;
  t.refunds.fail = false;
});

let nextIp = 0;
const freshIp = () => `10.93.${(++nextIp >> 8) & 255}.${nextIp & 255}`;
const post = (url: string, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const EMAIL = 'traveller@example.com';
/** An address proven by an earlier link: the unproven address's own mail limits stay out of the way. */
const verified = () => ({ emailVerifiedAt: new Date() });

/** The code from the newest data-rights email to the application (delivered now). */
async function emailedCode(application: Application): Promise<string> {
  const sent = await deliverOutbox(t);
  // The code stands alone on its line in the details block ('Kod: 12345678' in Turkish).
  const codes = sent
    .filter((m) => m.subject.includes(application.applicationNumber))
    .map((m) => /^\S+: (\d{8})$/m.exec(m.text)?.[1])
    .filter(Boolean);
  const code = codes.at(-1);
  if (!code) throw new Error('no code in the email');
  return code;
}

async function askCode(application: Application, email = EMAIL) {
  return post('/api/applications/data-rights/codes', {
    email,
    applicationNumber: application.applicationNumber,
  });
}

async function grantFor(application: Application): Promise<TDataRightsGrant> {
  expect((await askCode(application)).statusCode).toBe(202);
  const code = await emailedCode(application);
  const res = await post('/api/applications/data-rights/grants', {
    email: EMAIL.toUpperCase(),
    applicationNumber: application.applicationNumber,
    code: `${code.slice(0, 4)} ${code.slice(4)}`,
  });
  expect(res.statusCode).toBe(200);
  return ZDataRightsGrant.parse(res.json());
}

const erase = (grant: string) => post('/api/applications/data-rights/erasure', { grant });

/** A stored file and its documents row, as an upload leaves them. */
async function storedUpload(application: Application, content: Buffer) {
  const key = await t.app.storage.put(content, { area: 'documents', extension: 'pdf' });
  const [traveller] = await t.db
    .select()
    .from(applicants)
    .where(and(eq(applicants.applicationId, application.id), eq(applicants.position, 0)));
  await t.db.insert(documents).values({
    applicationId: application.id,
    applicantId: traveller!.id,
    documentType: 'passport',
    originalName: 'passport.pdf',
    mimeType: 'application/pdf',
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    storageKey: key,
  });
  return key;
}

const exists = async (key: string) =>
  t.app.storage.get(key).then(
    () => true,
    () => false,
  );

describe('the emailed code', () => {
  it('is emailed only for the number and the address together, in the application’s language', async () => {
    const { application } = await insertApplication(t.db);
    const { application: other } = await insertApplication(t.db, { email: 'other@example.com' });
    const wrong = await post('/api/applications/data-rights/codes', {
      email: 'other@example.com',
      applicationNumber: application.applicationNumber,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('status_check.not_found');
    expect((await askCode(application)).statusCode).toBe(202);
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.applicationId, application.id),
          eq(emailOutbox.template, 'data-rights-code'),
        ),
      );
    // The outbox holds no code: it is made at delivery.
    expect(row?.language).toBe('tr');
    expect(Object.keys(row?.payload ?? {}).sort()).toEqual([
      'applicationNumber',
      'codeId',
      'minutes',
    ]);
    const code = await emailedCode(application);
    expect(JSON.stringify(row?.payload)).not.toContain(code);
    const [stored] = await t.db
      .select()
      .from(dataRightsCodes)
      .where(eq(dataRightsCodes.applicationId, application.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    // The other application's address cannot use this application's code.
    const crossed = await post('/api/applications/data-rights/grants', {
      email: 'other@example.com',
      applicationNumber: other.applicationNumber,
      code,
    });
    expect(crossed.json().code).toBe('data_rights.code_invalid');
  });

  it('works once; wrong, reused and expired codes get one 400, never a 5xx', async () => {
    const { application } = await insertApplication(t.db);
    await askCode(application);
    const code = await emailedCode(application);
    const body = { email: EMAIL, applicationNumber: application.applicationNumber };
    const bad = await post('/api/applications/data-rights/grants', { ...body, code: 'abc' });
    expect(bad.statusCode).toBe(400);
    const wrongCode = code === '00000000' ? '11111111' : '00000000';
    const wrong = await post('/api/applications/data-rights/grants', { ...body, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('data_rights.code_invalid');
    const [first, second] = await Promise.all([
      post('/api/applications/data-rights/grants', { ...body, code }),
      post('/api/applications/data-rights/grants', { ...body, code }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const reused = await post('/api/applications/data-rights/grants', { ...body, code });
    expect(reused.json().code).toBe('data_rights.code_invalid');
  });

  it('dies after five wrong tries, and fifteen minutes after delivery', async () => {
    const { application } = await insertApplication(t.db, { emailVerifiedAt: new Date() });
    const body = { email: EMAIL, applicationNumber: application.applicationNumber };
    await askCode(application);
    const code = await emailedCode(application);
    const wrongCode = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < dataRightsRules.codeAttempts; i++)
      await post('/api/applications/data-rights/grants', { ...body, code: wrongCode });
    const late = await post('/api/applications/data-rights/grants', { ...body, code });
    expect(late.json().code).toBe('data_rights.code_invalid');

    await askCode(application);
    const fresh = await emailedCode(application);
    t.clock.advance((dataRightsRules.codeMinutes + 1) * 60_000);
    try {
      const expired = await post('/api/applications/data-rights/grants', { ...body, code: fresh });
      expect(expired.json().code).toBe('data_rights.code_invalid');
    } finally {
      t.clock.advance(-(dataRightsRules.codeMinutes + 1) * 60_000);
    }
  });

  it('is sent at most five times an hour for one application', async () => {
    const { application } = await insertApplication(t.db, { emailVerifiedAt: new Date() });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await askCode(application)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('the download', () => {
  it('streams data.json and every stored file, decrypted, and nothing of another application', async () => {
    const application = await underReviewApplication(t, verified());
    const other = await underReviewApplication(t, {
      ...verified(),
      email: 'someone.else@example.com',
    });
    const passport = randomBytes(3000);
    await storedUpload(application, passport);
    await storedUpload(other, randomBytes(100));
    const signature = randomBytes(500);
    const signatureKey = await t.app.storage.put(signature, {
      area: 'signatures',
      extension: 'png',
    });
    await t.db.insert(agreements).values({
      applicationId: application.id,
      signerName: 'Traveller0 Example',
      signatureStorageKey: signatureKey,
      agreementVersion: 'test',
    });
    const { grant, exportPath } = await grantFor(application);
    expect(exportPath).toContain(grant);
    const res = await t.app.inject({ method: 'GET', url: exportPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = await zipEntries(res.rawPayload);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.application.applicationNumber).toBe(application.applicationNumber);
    expect(data.application.email).toBe(EMAIL);
    expect(data.travellers).toHaveLength(2);
    expect(data.travellers[0].details.firstName).toBe('Traveller0');
    expect(data.payments[0]).toMatchObject({ amount: 23_800, status: 'succeeded' });
    expect(data.documents[0]).toMatchObject({ traveller: 1, documentType: 'passport' });
    expect(data.emails.map((e: { template: string }) => e.template)).toContain('data-rights-code');
    expect(data.agreements[0].signerName).toBe('Traveller0 Example');
    expect(entries.get(data.documents[0].file)).toEqual(passport);
    expect(entries.get(data.agreements[0].signature)).toEqual(signature);
    expect(entries.size).toBe(3);
    const text = entries.get('data.json')!.toString('utf8');
    expect(text).not.toContain(application.accessTokenHash);
    expect(text).not.toContain(other.applicationNumber);
    expect(text).not.toContain('someone.else');
    expect(text).not.toMatch(/"(codeHash|grantHash|tokenHash|storageKey|sha256)"/);
    // The same archive, hashed as it streams, for the file on disk check below.
    expect((await zipEntryHashes(res.rawPayload)).size).toBe(3);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.applicationId, application.id),
          eq(auditLog.action, 'data_rights.exported'),
        ),
      );
    expect(audit?.details).toEqual({ files: 2 });
  });

  it('refuses a made-up, altered or expired grant with a 404', async () => {
    const { application } = await insertApplication(t.db, { emailVerifiedAt: new Date() });
    const { grant } = await grantFor(application);
    for (const bad of [
      'x',
      `${grant.slice(0, -1)}${grant.endsWith('A') ? 'B' : 'A'}`,
      'a'.repeat(43),
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/applications/data-rights/export/${bad}`,
      });
      expect(res.statusCode).toBe(404);
    }
    t.clock.advance((dataRightsRules.grantMinutes + 1) * 60_000);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/applications/data-rights/export/${grant}`,
      });
      expect(res.json().code).toBe('data_rights.grant_invalid');
    } finally {
      t.clock.advance(-(dataRightsRules.grantMinutes + 1) * 60_000);
    }
  });
});

describe('erasure before any government submission', () => {
  it('refunds by the rules, anonymises a paid application, deletes its files and keeps the accounts', async () => {
    const application = await underReviewApplication(t, verified());
    const key = await storedUpload(application, randomBytes(2000));
    const granted = await grantFor(application);
    expect(granted.erasure).toEqual({
      mode: 'now',
      refundAmount: 23_800,
      currency: 'USD',
      requestDueAt: null,
    });
    const [one, two] = await Promise.all([erase(granted.grant), erase(granted.grant)]);
    const answers = [one, two].map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 404]);
    const done = ZErasureOutcome.parse((one.statusCode === 200 ? one : two).json());
    expect(done).toEqual({ outcome: 'erased', refundAmount: 23_800, currency: 'USD' });
    expect(t.refunds.calls).toBe(1);
    const lines = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.applicationId, application.id));
    expect(lines.map((l) => [l.amount, l.state])).toEqual([[23_800, 'succeeded']]);

    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.anonymisedAt).not.toBeNull();
    expect(row?.email).not.toContain('traveller');
    const people = await t.db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, application.id));
    expect(people.every((p) => p.firstName === null && Object.keys(p.details).length === 0)).toBe(
      true,
    );
    expect(
      await t.db.select().from(documents).where(eq(documents.applicationId, application.id)),
    ).toEqual([]);
    expect(await exists(key)).toBe(false);

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/applications/status?email=${EMAIL}&applicationNumber=${application.applicationNumber}`,
    });
    expect(status.statusCode).toBe(404);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.applicationId, application.id), eq(auditLog.action, 'data_rights.erased')),
      );
    expect(audit?.details).toMatchObject({
      applicationNumber: application.applicationNumber,
      travellers: 2,
      files: 1,
      refundAmount: 23_800,
      by: 'traveller',
    });
    expect(JSON.stringify(audit?.details)).not.toMatch(/Traveller0|example\.com/);
    const sent = await deliverOutbox(t);
    const confirmation = sent.find((m) => m.subject.includes(application.applicationNumber));
    expect(confirmation?.to).toBe(EMAIL);
    expect(confirmation?.language).toBe('tr');
    const list = ZAdminErasures.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/erasure-requests', headers: staff })
      ).json(),
    );
    expect(
      list.completed.find((e) => e.applicationNumber === application.applicationNumber),
    ).toMatchObject({
      state: 'completed',
      completedBy: null,
    });
    // The grant died with the erasure: no download either.
    const again = await t.app.inject({ method: 'GET', url: granted.exportPath });
    expect(again.statusCode).toBe(404);

    // It leaves the work queue (still counted under its status), and staff cannot act on it.
    const queue = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/applications?view=queue&pageSize=100',
        headers: staff,
      })
    ).json() as { items: { id: string }[]; total: number; queued: number; counts: object };
    expect(queue.items.map((i) => i.id)).not.toContain(application.id);
    expect(queue.total).toBe(queue.items.length);
    expect(queue.queued).toBe(queue.items.length);
    expect(queue.counts).toMatchObject({ under_review: queue.items.length + 1 });
    for (const [url, payload] of [
      [`/api/admin/applications/${application.id}/assign`, {}],
      [
        `/api/admin/applications/${application.id}/reject`,
        { reason: 'No longer needed here', refund: 'none' },
      ],
    ] as const) {
      const refused = await t.app.inject({ method: 'POST', url, headers: staff, payload });
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().code, url).toBe('application.erased');
    }
  });

  it('deletes an unpaid application whole, with no refund', async () => {
    const { application } = await insertApplication(t.db, { emailVerifiedAt: new Date() });
    const key = await storedUpload(application, randomBytes(500));
    const granted = await grantFor(application);
    expect(granted.erasure.refundAmount).toBe(0);
    const res = await erase(granted.grant);
    expect(ZErasureOutcome.parse(res.json())).toEqual({
      outcome: 'erased',
      refundAmount: 0,
      currency: 'USD',
    });
    expect(t.refunds.calls).toBe(0);
    expect(
      await t.db.select().from(applications).where(eq(applications.id, application.id)),
    ).toEqual([]);
    expect(await exists(key)).toBe(false);
    const [record] = await t.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.applicationNumber, application.applicationNumber));
    expect(record).toMatchObject({ state: 'completed', applicationId: null });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data_rights.erased'));
    expect(
      audits.find((a) => a.details.applicationNumber === application.applicationNumber),
    ).toMatchObject({
      applicationId: null,
      details: { applicationDeleted: true, refundAmount: 0 },
    });
  });

  it('and a staff government submission racing it: one of the two wins whole', async () => {
    const application = await underReviewApplication(t, verified());
    const granted = await grantFor(application);
    const [traveller] = await t.db
      .select()
      .from(applicants)
      .where(and(eq(applicants.applicationId, application.id), eq(applicants.position, 0)));
    const [erasure, submission] = await Promise.all([
      erase(granted.grant),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/applications/${application.id}/travellers/${traveller!.id}/government-submission`,
        headers: staff,
        payload: { reference: 'GOV-123' },
      }),
    ]);
    expect(erasure.statusCode).toBeLessThan(500);
    expect(submission.statusCode).toBeLessThan(500);
    const outcome = ZErasureOutcome.parse(erasure.json());
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    const people = await t.db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, application.id));
    if (outcome.outcome === 'erased') {
      expect(row?.anonymisedAt).not.toBeNull();
      expect(people.every((p) => p.firstName === null)).toBe(true);
    } else {
      expect(row?.anonymisedAt).toBeNull();
      expect(people.every((p) => p.firstName !== null)).toBe(true);
    }
  });
});

describe('erasure after a government submission', () => {
  it('is a request staff see with its due date and complete, refunding what the rules still give', async () => {
    const application = await underReviewApplication(t, verified());
    const [traveller] = await t.db
      .select()
      .from(applicants)
      .where(and(eq(applicants.applicationId, application.id), eq(applicants.position, 0)));
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/travellers/${traveller!.id}/government-submission`,
      headers: staff,
      payload: { reference: 'GOV-456' },
    });
    expect(submitted.statusCode).toBe(200);
    const granted = await grantFor(application);
    expect(granted.erasure.mode).toBe('request');
    const first = ZErasureOutcome.parse((await erase(granted.grant)).json());
    const second = ZErasureOutcome.parse((await erase(granted.grant)).json());
    expect(first.outcome).toBe('requested');
    expect(second).toEqual(first);
    if (first.outcome !== 'requested') return;
    const days = (Date.parse(first.dueAt) - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const detail = ZAdminApplicationDetail.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/applications/${application.id}`,
          headers: staff,
        })
      ).json(),
    );
    expect(detail.erasureRequest?.dueAt).toBe(first.dueAt);
    const list = ZAdminErasures.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/erasure-requests', headers: staff })
      ).json(),
    );
    const open = list.open.find((e) => e.applicationNumber === application.applicationNumber);
    expect(open?.dueAt).toBe(first.dueAt);

    const url = `/api/admin/erasure-requests/${open!.id}/complete`;
    const short = await t.app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { note: 'ok' },
    });
    expect(short.statusCode).toBe(400);
    const note = 'Checked the portal record; told the traveller the government keeps its copy.';
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: staff, payload: { note } }),
      t.app.inject({ method: 'POST', url, headers: staff, payload: { note } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row?.anonymisedAt).not.toBeNull();
    // Traveller 1 was submitted: nothing back for them; traveller 2 was not: their $119.
    const lines = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.applicationId, application.id));
    expect(lines.map((l) => [l.amount, l.state])).toEqual([[11_900, 'succeeded']]);
    const [request] = await t.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.id, open!.id));
    expect(request).toMatchObject({ state: 'completed', note });
    expect(request?.completedBy).not.toBeNull();
  });
});

describe('after a restore', () => {
  it('an application recorded as erased that holds personal data again is erased again', async () => {
    const { application } = await insertApplication(t.db);
    await t.db.insert(erasureRequests).values({
      applicationId: null,
      applicationNumber: application.applicationNumber,
      dueAt: new Date(),
      state: 'completed',
      completedAt: new Date(),
    });
    const log = { warn: () => undefined };
    expect(await reapplyErasures(t.db, t.app.storage, log)).toBeGreaterThanOrEqual(1);
    expect(
      await t.db.select().from(applications).where(eq(applications.id, application.id)),
    ).toEqual([]);
    expect(await reapplyErasures(t.db, t.app.storage, log)).toBe(0);
  });
});
