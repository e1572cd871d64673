import { and, eq } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVISA_MAX_BYTES, ZAdminApplicationDetail } from '@/domain/schemas/admin';
import { applicants, applications, auditLog, documents, emailOutbox } from '@/server/db';
import {
  buildAdminActionsApp,
  deliverOutbox,
  eVisaBody,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import { colourPng } from '@/server/test-support/documents';
import { fixtureTravellerEVisa } from '@/server/test-support/evisa-pdfs';
import { insertApplication } from '@/server/test-support/payments';

let t: AdminActionsApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildAdminActionsApp();
  auth = await staffAuth(t);
});
afterAll(() => t.close());

/** The whole-application approval is for an application of one traveller. */
const singleTraveller = () => underReviewApplication(t, { numberOfApplicants: 1 });

const approve = (
  id: string,
  file?: { name: string; type: string; data: Buffer },
  options: { field?: string; headers?: Record<string, string> } = {},
) => {
  const body = eVisaBody(file, options.field, {
    customerEmail: 'attacker@example.com', // the described client sends it; never used
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${id}/approve`,
    headers: { ...(options.headers ?? auth), ...body.headers },
    payload: body.payload,
  });
};

async function stored(applicationId: string) {
  const [application] = await t.db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  return {
    application: application!,
    documents: await t.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, applicationId)),
    emails: await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.applicationId, applicationId)),
    audits: await t.db.select().from(auditLog).where(eq(auditLog.applicationId, applicationId)),
  };
}

/** What a refusal must leave: the status as it was, no e-visa row, file, email or audit. */
async function expectNothingStored(applicationId: string, status: string, filesBefore: string[]) {
  const after = await stored(applicationId);
  expect(after.application.status).toBe(status);
  expect(after.application.decidedAt).toBeNull();
  expect(after.documents.filter((d) => d.kind === 'evisa')).toEqual([]);
  expect(after.emails.filter((e) => e.template === 'application-approved')).toEqual([]);
  expect(after.audits).toEqual([]);
  expect(await t.storedFiles()).toEqual(filesBefore);
}

describe('POST /api/admin/applications/:id/approve', () => {
  it('approves with the e-visa: status, row, email with the PDF attached, audit, detail', async () => {
    const application = await singleTraveller();
    const pdf = await fixtureTravellerEVisa();
    const res = await approve(application.id, {
      name: 'evisa.pdf',
      type: 'application/pdf',
      data: pdf,
    });
    expect(res.statusCode).toBe(200);
    const detail = ZAdminApplicationDetail.parse(res.json());
    expect(detail).toMatchObject({ id: application.id, status: 'approved' });
    expect(detail.decidedAt).not.toBeNull();

    const after = await stored(application.id);
    expect(after.application.status).toBe('approved');
    const [eVisa] = after.documents;
    expect(after.documents).toHaveLength(1);
    const [traveller] = await t.db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, application.id));
    expect(eVisa).toMatchObject({
      kind: 'evisa',
      documentType: 'evisa',
      applicantId: traveller!.id,
      mimeType: 'application/pdf',
      originalName: 'evisa.pdf',
      size: pdf.length,
    });
    expect(await t.app.storage.get(eVisa!.storageKey)).toEqual(pdf);

    const approvals = after.emails.filter((e) => e.template === 'application-approved');
    const [email] = approvals;
    expect(approvals).toHaveLength(1);
    expect(email).toMatchObject({
      template: 'application-approved',
      toAddress: 'traveller@example.com', // the record, never the request's customerEmail
      language: 'tr',
      attachments: [
        {
          filename: `e-visa-${application.applicationNumber}.pdf`,
          storageKey: eVisa!.storageKey,
          contentType: 'application/pdf',
        },
      ],
    });
    // The payment's email carries the receipt: pick the one carrying the e-Visa.
    const sent = (await deliverOutbox(t)).find((m) =>
      m.attachments?.some((a) => a.filename === `e-visa-${application.applicationNumber}.pdf`),
    );
    expect(sent?.to).toBe('traveller@example.com');
    expect(sent?.subject).toContain(application.applicationNumber);
    expect(sent?.text).toContain('yazdırın'); // Turkish: print it
    expect(sent?.attachments?.[0]?.content).toEqual(pdf);

    expect(after.audits).toHaveLength(1);
    expect(after.audits[0]).toMatchObject({
      action: 'application.approved',
      details: { documentId: eVisa!.id, fileName: 'evisa.pdf', size: pdf.length },
    });
    expect(detail.timeline.some((e) => e.action === 'application.approved')).toBe(true);
    // The one traveller is approved with that e-visa.
    expect(traveller).toMatchObject({
      outcome: 'approved',
      eVisaStorageKey: eVisa!.storageKey,
      eVisaFileName: 'evisa.pdf',
      eVisaSize: pdf.length,
    });
    expect(traveller!.decidedBy).not.toBeNull();
    expect(detail.travellers).toEqual([
      expect.objectContaining({
        id: traveller!.id,
        outcome: 'approved',
        eVisaFileName: 'evisa.pdf',
      }),
    ]);
  });

  it('refuses a group of travellers with 409 decide_per_traveller, storing nothing', async () => {
    const group = await underReviewApplication(t);
    const before = await t.storedFiles();
    const res = await approve(group.id, {
      name: 'evisa.pdf',
      type: 'application/pdf',
      data: await fixtureTravellerEVisa(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(problemOf('application.decide_per_traveller'));
    await expectNothingStored(group.id, 'under_review', before);
    const travellers = await t.db
      .select()
      .from(applicants)
      .where(eq(applicants.applicationId, group.id));
    expect(travellers.map((a) => a.outcome)).toEqual(['pending', 'pending']);
  });

  it('refuses a draft, a paid and an approved application with 409, storing nothing', async () => {
    const pdf = { name: 'evisa.pdf', type: 'application/pdf', data: await fixtureTravellerEVisa() };
    for (const status of ['draft', 'paid'] as const) {
      const { application } = await insertApplication(t.db, { status, numberOfApplicants: 1 });
      const before = await t.storedFiles();
      const res = await approve(application.id, pdf);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(problemOf('application.cannot_approve'));
      await expectNothingStored(application.id, status, before);
    }
    const approved = await singleTraveller();
    expect((await approve(approved.id, pdf)).statusCode).toBe(200);
    const before = await t.storedFiles();
    expect((await approve(approved.id, pdf)).statusCode).toBe(409);
    expect(await t.storedFiles()).toEqual(before);
    expect((await stored(approved.id)).documents).toHaveLength(1);
  });

  it('refuses a PNG named .pdf with 415 eVisaPdfOnly, storing nothing', async () => {
    const application = await singleTraveller();
    const before = await t.storedFiles();
    const res = await approve(application.id, {
      name: 'evisa.pdf',
      type: 'application/pdf',
      data: await colourPng(400, 300),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('evisa.pdf_only');
    await expectNothingStored(application.id, 'under_review', before);
  });

  it('refuses a file that starts like a PDF but is not one with 415', async () => {
    const application = await singleTraveller();
    const before = await t.storedFiles();
    const fake = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20_000, 0x41)]);
    const res = await approve(application.id, {
      name: 'e.pdf',
      type: 'application/pdf',
      data: fake,
    });
    expect(res.statusCode).toBe(415);
    await expectNothingStored(application.id, 'under_review', before);
  });

  it('refuses a 6 MB PDF with 413 eVisaTooLarge, storing nothing', async () => {
    const application = await singleTraveller();
    const before = await t.storedFiles();
    const big = Buffer.concat([await fixtureTravellerEVisa(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await approve(application.id, {
      name: 'big.pdf',
      type: 'application/pdf',
      data: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('evisa.too_large');
    await expectNothingStored(application.id, 'under_review', before);
  });

  it('accepts a PDF of exactly the limit and refuses one byte more', async () => {
    const pdf = await fixtureTravellerEVisa();
    const padded = (size: number) => Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]); // whitespace after %%EOF
    const over = await singleTraveller();
    const before = await t.storedFiles();
    const tooBig = { name: 'e.pdf', type: 'application/pdf', data: padded(EVISA_MAX_BYTES + 1) };
    expect((await approve(over.id, tooBig)).statusCode).toBe(413);
    await expectNothingStored(over.id, 'under_review', before);
    const fits = { name: 'e.pdf', type: 'application/pdf', data: padded(EVISA_MAX_BYTES) };
    expect((await approve(over.id, fits)).statusCode).toBe(200);
  });

  it('refuses a request without the file (or with it under another name) with 400', async () => {
    const application = await singleTraveller();
    const before = await t.storedFiles();
    const missing = await approve(application.id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('evisa.missing');
    const pdf = { name: 'evisa.pdf', type: 'application/pdf', data: await fixtureTravellerEVisa() };
    const renamed = await approve(application.id, pdf, { field: 'file' });
    expect(renamed.statusCode).toBe(400);
    await expectNothingStored(application.id, 'under_review', before);
  });

  it('answers 404 for an unknown or malformed id and 401 without a staff session', async () => {
    const pdf = { name: 'evisa.pdf', type: 'application/pdf', data: await fixtureTravellerEVisa() };
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await approve(id, pdf);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(problemOf('application.not_found'));
    }
    const application = await singleTraveller();
    const before = await t.storedFiles();
    const anonymous: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-real-token-0123456789' },
    ];
    for (const headers of anonymous) {
      const res = await approve(application.id, pdf, { headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(problemOf('staff.session_expired'));
    }
    await expectNothingStored(application.id, 'under_review', before);
  });

  it('lets exactly one of several concurrent approvals through, with one email', async () => {
    const application = await singleTraveller();
    const pdf = { name: 'evisa.pdf', type: 'application/pdf', data: await fixtureTravellerEVisa() };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => approve(application.id, pdf)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const after = await stored(application.id);
    expect(after.documents).toHaveLength(1);
    expect(after.emails.filter((e) => e.template === 'application-approved')).toHaveLength(1);
    expect(after.audits.filter((a) => a.action === 'application.approved')).toHaveLength(1);
    // The losers' files are gone: only the winner's e-visa remains of this application.
    const keys = (
      await t.db
        .select()
        .from(documents)
        .where(and(eq(documents.kind, 'evisa')))
    ).map((d) => d.storageKey);
    const files = (await t.storedFiles()).map((f) => f.slice(f.indexOf('documents/')));
    expect(files.sort()).toEqual(keys.sort());
  });
});
