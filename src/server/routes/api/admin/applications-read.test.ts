import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import { auditLog, emailOutbox, paymentEvents, payments, type Application } from '@/server/db';
import { recordAudit } from '@/server/services/audit/record-audit';
import {
  applicationWith,
  buildDashboardTestApp,
  storeAgreement,
  storeDocument,
  type DashboardTestApp,
} from '@/server/test-support/admin-dashboard';
import { smallPdf } from '@/server/test-support/documents';
import { eq } from 'drizzle-orm';

let t: DashboardTestApp;
let application: Application;
let other: Application;
let pdf: Buffer;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const details = {
  dateOfBirth: '1990-01-02',
  placeOfBirth: 'London',
  fatherName: 'Richard Doe',
  presentAddress: '1 High Street',
};

const get = (url: string, headers: Record<string, string> = t.auth) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildDashboardTestApp();
  pdf = await smallPdf();
  application = await applicationWith(
    t.db,
    [
      { firstName: 'Jane', lastName: 'Doe', passportNumber: 'X1234567', details },
      { firstName: 'Élodie', lastName: 'Doe', passportNumber: 'Y7654321' },
    ],
    { status: 'under_review', paidAt: new Date('2026-11-20T10:00:00Z') },
  );
  other = await applicationWith(t.db, [
    { firstName: 'Ali', lastName: 'Kaya', passportNumber: 'U1234567' },
  ]);
  await storeAgreement(t, application, pdf);
  await storeDocument(t, application, {
    applicant: 0,
    documentType: 'passport',
    data: pdf,
    originalName: 'scan.pdf',
    prepared: { data: Buffer.from('%PDF-1.7 prepared'), mimeType: 'application/pdf' },
  });
  await storeDocument(t, application, { applicant: null, documentType: 'evisa', data: pdf });
  await storeDocument(t, other, { applicant: 0, documentType: 'photo', data: pdf });
  await t.db.insert(emailOutbox).values({
    idempotencyKey: `documents-received:${application.id}`,
    applicationId: application.id,
    toAddress: application.email,
    template: 'documents-received',
    payload: { resumeUrl: 'http://evisa.test/resume#secret-token' },
    createdAt: new Date('2026-11-21T09:00:00Z'),
  });
});
afterAll(() => t.close());

describe('without a staff session', () => {
  it('answers 401 Session expired on every dashboard read', async () => {
    const doc = UNKNOWN;
    for (const url of [
      '/api/admin/applications',
      `/api/admin/applications/${application.id}`,
      `/api/admin/applications/${application.id}/documents`,
      `/api/admin/applications/${application.id}/agreement.pdf`,
      `/api/admin/applications/${application.id}/download-all`,
      `/api/documents/${doc}/download`,
    ]) {
      const res = await get(url, {});
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual(problemOf('staff.session_expired'));
    }
  });

  it('are all in the routes the staff guard test enumerates', () => {
    const names = t.routes.map((r) => `${[r.method].flat().join(',')} ${r.url}`);
    for (const path of [
      '/api/admin/applications',
      '/api/admin/applications/:id',
      '/api/admin/applications/:id/documents',
      '/api/admin/applications/:id/agreement.pdf',
      '/api/admin/applications/:id/download-all',
      '/api/documents/:documentId/download',
    ]) {
      expect(
        names.some((n) => n.endsWith(` ${path}`) && n.includes('GET')),
        path,
      ).toBe(true);
    }
  });
});

describe('the list (call 8)', () => {
  it('finds an application by its whole passport number, and only it', async () => {
    const res = await get('/api/admin/applications?q=y7654321');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json();
    expect(page.items.map((i: { id: string }) => i.id)).toEqual([application.id]);
    expect(page.total).toBe(1);
    expect(page.counts).toMatchObject({ under_review: 1, submitted: 1 });
  });

  it('refuses a bad query with the one error shape', async () => {
    const res = await get('/api/admin/applications?status=lost&pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {}).sort()).toEqual(['pageSize', 'status']);
  });
});

describe('the detail', () => {
  it('answers every applicant field as stored, payments, agreement, documents and timeline', async () => {
    await recordAudit({
      db: t.db,
      staffUserId: null,
      action: 'application.emailed',
      applicationId: application.id,
      detail: { subject: 'Hello' },
      ip: '198.51.100.7',
      now: new Date('2026-11-22T08:00:00Z'),
    });
    await recordAudit({
      db: t.db,
      staffUserId: null,
      action: 'applicant.sessions_ended',
      applicationId: application.id,
      detail: { ended: 2 },
      ip: '203.0.113.20',
      now: new Date('2026-11-22T09:00:00Z'),
    });
    const res = await get(`/api/admin/applications/${application.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.applicants[0]).toEqual({
      position: 0,
      details: { firstName: 'Jane', lastName: 'Doe', passportNumber: 'X1234567', ...details },
      validated: true,
      savedAt: expect.any(String),
    });
    expect(body.applicants[1].details.firstName).toBe('Élodie');
    expect(body.agreement).toEqual({
      signedAt: expect.any(String),
      signerName: 'Jane Doe',
      ip: '203.0.113.9',
    });
    expect(body.documents.map((d: { documentType: string }) => d.documentType)).toEqual([
      'passport',
      'evisa',
    ]);
    expect(body.documents[1]).toMatchObject({ kind: 'evisa', applicant: null });
    expect(body.payments).toEqual([]);
    const actions = body.timeline.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'status.draft',
        'status.submitted',
        'status.paid',
        'status.under_review',
        'application.emailed',
        'email.pending:documents-received',
      ]),
    );
    const staffEntry = body.timeline.find((e: { kind: string }) => e.kind === 'staff');
    expect(staffEntry).toMatchObject({ ip: '198.51.100.7', detail: { subject: 'Hello' } });
    // The traveller's own action is shown as theirs, not as a staff action.
    const applicantEntry = body.timeline.find((e: { kind: string }) => e.kind === 'applicant');
    expect(applicantEntry).toMatchObject({
      action: 'applicant.sessions_ended',
      actor: null,
      detail: { ended: 2 },
    });
    const times = body.timeline.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort());
  });

  it('answers each payment with the amount refunded so far', async () => {
    const [paid] = await t.db
      .insert(payments)
      .values({
        applicationId: other.id,
        provider: 'sandbox',
        providerReference: 'chk_test_1',
        amount: 23800,
        status: 'succeeded',
      })
      .returning();
    await t.db.insert(payments).values({
      applicationId: other.id,
      provider: 'sandbox',
      providerReference: 'chk_test_0',
      amount: 23800,
      status: 'failed',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    for (const [n, amount] of [
      [1, 10000],
      [2, 3800],
    ] as const) {
      await t.db.insert(paymentEvents).values({
        provider: 'sandbox',
        eventId: `refund:re_${n}`,
        paymentId: paid!.id,
        type: 'refund.created',
        payload: { refundId: `re_${n}`, amount },
      });
    }
    const body = (await get(`/api/admin/applications/${other.id}`)).json();
    expect(body.payments).toEqual([
      expect.objectContaining({
        id: paid!.id,
        status: 'succeeded',
        amount: 23800,
        refundedAmount: 13800,
      }),
      expect.objectContaining({ status: 'failed', refundedAmount: 0 }),
    ]);
    expect(body.agreement).toBeNull();
  });

  it('leaks no secret: no token hash, storage key, hash, email payload or TOTP data', async () => {
    const res = await get(`/api/admin/applications/${application.id}`);
    const text = res.body;
    expect(text).not.toMatch(
      /accessTokenHash|access_token_hash|storageKey|sha256|totp|secret-token/i,
    );
    expect(text).not.toContain(application.accessTokenHash);
    expect(text).not.toMatch(/documents\/[0-9a-f]{2}\//);
  });

  it('answers 404 Application not found for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      for (const suffix of ['', '/documents', '/agreement.pdf', '/download-all']) {
        const res = await get(`/api/admin/applications/${id}${suffix}`);
        expect(res.statusCode, suffix).toBe(404);
        expect(res.json()).toEqual(problemOf('application.not_found'));
      }
    }
  });

  it("lists one application's documents only (call 9)", async () => {
    const res = await get(`/api/admin/applications/${other.id}/documents`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ documentType: 'photo', applicant: 0, kind: 'upload' }),
    ]);
  });
});

describe('downloads', () => {
  it('serves the original and the prepared copy, inline or as an attachment, audited', async () => {
    const [passport] = (await get(`/api/admin/applications/${application.id}/documents`)).json();
    const original = await get(`/api/documents/${passport.id}/download`);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(pdf)).toBe(true);
    expect(original.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-disposition': `inline; filename="scan.pdf"; filename*=UTF-8''scan.pdf`,
    });
    const prepared = await get(
      `/api/documents/${passport.id}/download?variant=prepared&disposition=attachment`,
    );
    expect(prepared.body).toBe('%PDF-1.7 prepared');
    expect(prepared.headers['content-disposition']).toMatch(
      /^attachment; filename="passport-scan.pdf"/,
    );
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'document.downloaded'));
    expect(audits.filter((a) => a.details.documentId === passport.id)).toHaveLength(2);
    expect(audits[0]).toMatchObject({ applicationId: application.id, ip: '127.0.0.1' });
  });

  it('answers 404 for an unknown document, a missing prepared copy or a bad variant 400', async () => {
    expect((await get(`/api/documents/${UNKNOWN}/download`)).statusCode).toBe(404);
    expect((await get('/api/documents/nope/download')).statusCode).toBe(404);
    const [photo] = (await get(`/api/admin/applications/${other.id}/documents`)).json();
    const missing = await get(`/api/documents/${photo.id}/download?variant=prepared`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(problemOf('document.not_found'));
    expect((await get(`/api/documents/${photo.id}/download?variant=x`)).statusCode).toBe(400);
  });

  it('serves the signed agreement PDF, and 404 when there is none', async () => {
    const res = await get(`/api/admin/applications/${application.id}/agreement.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    const none = await get(`/api/admin/applications/${other.id}/agreement.pdf`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(problemOf('agreement.not_found'));
  });
});
