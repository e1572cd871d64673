import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import { ZAdminApplicationDetail } from '@/domain/schemas/admin';
import { applicants, auditLog, documents, emailOutbox } from '@/server/db';
import {
  buildAdminActionsApp,
  eVisaBody,
  staffAuth,
  underReviewApplication,
  type AdminActionsApp,
} from '@/server/test-support/admin-actions';
import {
  eVisaPdfFor,
  holderA,
  holderB,
  imageOnlyPdf,
  passwordProtectedPdf,
} from '@/server/test-support/evisa-pdfs';

// The e-visa is checked against the traveller before it is stored and sent
// (docs/requirements/traveller-decisions.md, "The e-visa is checked against the traveller").

let t: AdminActionsApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildAdminActionsApp();
  auth = await staffAuth(t);
});
afterAll(() => t.close());

const REASON = 'Scanned copy; I compared name, photo and passport number by eye.';

const pdf = (data: Buffer, name = 'e-visa.pdf') => ({ name, type: 'application/pdf', data });

function post(url: string, file: ReturnType<typeof pdf>, fields: Record<string, string> = {}) {
  const body = eVisaBody(file, 'eVisaDocument', fields);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

const confirmation = (reason = REASON) => ({ eVisaConfirmed: 'true', eVisaConfirmReason: reason });

/** Under review with `n` travellers; the first is John Smith of passport X1234567 (holder A). */
async function withJohn(n: number) {
  const application = await underReviewApplication(t, { numberOfApplicants: n });
  const rows = await t.db
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, application.id))
    .orderBy(asc(applicants.position));
  await t.db
    .update(applicants)
    .set({
      passportNumber: holderA.passportNumber,
      firstName: holderA.givenName,
      lastName: holderA.surname,
    })
    .where(eq(applicants.id, rows[0]!.id));
  const john = rows[0]!;
  return {
    application,
    john,
    approveJohn: (file: ReturnType<typeof pdf>, fields?: Record<string, string>) =>
      post(`/api/admin/applications/${application.id}/travellers/${john.id}/approve`, file, fields),
  };
}

async function state(applicationId: string, applicantId: string) {
  const [traveller] = await t.db.select().from(applicants).where(eq(applicants.id, applicantId));
  return {
    traveller: traveller!,
    eVisas: await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationId, applicationId), eq(documents.kind, 'evisa'))),
    emails: await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.applicationId, applicationId)),
    audits: await t.db.select().from(auditLog).where(eq(auditLog.applicationId, applicationId)),
  };
}

/** A refused e-visa leaves the traveller pending, and no file, row, email or audit entry. */
async function expectNothingStored(applicationId: string, applicantId: string, files: string[]) {
  const after = await state(applicationId, applicantId);
  expect(after.traveller).toMatchObject({ outcome: 'pending', eVisaStorageKey: null });
  expect(after.eVisas).toEqual([]);
  expect(after.emails.filter((e) => e.template.endsWith('approved'))).toEqual([]);
  expect(after.audits).toEqual([]);
  expect(await t.storedFiles()).toEqual(files);
}

describe('the e-visa checked against the traveller', () => {
  it('refuses another traveller’s e-visa with both passport numbers, storing nothing', async () => {
    const { application, john, approveJohn } = await withJohn(2);
    const before = await t.storedFiles();
    const res = await approveJohn(pdf(await eVisaPdfFor(holderB), 'maria.pdf'));
    expect(res.statusCode).toBe(422);
    const params = { found: 'X9876543', expected: 'X1234567' };
    expect(res.json()).toEqual({
      ...problemOf('evisa.other_passport', params),
      fields: { eVisaDocument: problemOf('evisa.other_passport', params) },
    });
    expect(res.json().message).toBe(
      'This e-Visa is for passport X9876543; this traveller’s passport is X1234567.',
    );
    await expectNothingStored(application.id, john.id, before);

    // A confirmation does not send someone else's e-visa either.
    const confirmed = await approveJohn(pdf(await eVisaPdfFor(holderB)), confirmation());
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json().code).toBe('evisa.other_passport');
    await expectNothingStored(application.id, john.id, before);
  });

  it('accepts the traveller’s own e-visa and records the match in the audit log', async () => {
    const { application, john, approveJohn } = await withJohn(2);
    const file = await eVisaPdfFor(holderA);
    const res = await approveJohn(pdf(file, 'john.pdf'));
    expect(res.statusCode).toBe(200);
    expect(ZAdminApplicationDetail.parse(res.json()).travellers[0]).toMatchObject({
      outcome: 'approved',
      eVisaFileName: 'john.pdf',
    });
    const after = await state(application.id, john.id);
    expect(await t.app.storage.get(after.traveller.eVisaStorageKey!)).toEqual(file);
    expect(after.audits).toHaveLength(1);
    expect(after.audits[0]).toMatchObject({
      action: 'traveller.approved',
      details: { applicantId: john.id, eVisaCheck: { result: 'matched', surnameFound: true } },
    });
  });

  it('asks to confirm an e-visa without text; accepts it confirmed, with the reason audited', async () => {
    const { application, john, approveJohn } = await withJohn(2);
    const scan = await imageOnlyPdf();
    const before = await t.storedFiles();

    const unverified = await approveJohn(pdf(scan, 'scan.pdf'));
    expect(unverified.statusCode).toBe(422);
    const params = { name: 'John Smith', passport: 'X1234567' };
    expect(unverified.json()).toEqual({
      ...problemOf('evisa.unverified', params),
      fields: { eVisaDocument: problemOf('evisa.unverified', params) },
    });
    await expectNothingStored(application.id, john.id, before);

    // Confirmed without a real reason: the reason field is refused, nothing kept.
    const noReason = await approveJohn(pdf(scan, 'scan.pdf'), confirmation('ok'));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({
      eVisaConfirmReason: problemOf('staff.reject_reason_too_short'),
    });
    await expectNothingStored(application.id, john.id, before);
    // A reason alone, without ticking the confirmation, is not a confirmation.
    const unticked = await approveJohn(pdf(scan, 'scan.pdf'), { eVisaConfirmReason: REASON });
    expect(unticked.json().code).toBe('evisa.unverified');

    const confirmed = await approveJohn(pdf(scan, 'scan.pdf'), confirmation());
    expect(confirmed.statusCode).toBe(200);
    const after = await state(application.id, john.id);
    expect(after.traveller.outcome).toBe('approved');
    expect(after.eVisas).toHaveLength(1);
    expect(after.audits).toHaveLength(1);
    expect(after.audits[0]).toMatchObject({
      action: 'traveller.approved',
      staffUserId: expect.any(String),
      details: {
        eVisaCheck: { result: 'confirmed', readable: false, surnameFound: false, reason: REASON },
      },
    });
  });

  it('treats a PDF pdfjs cannot open (password, broken inside) as unverified, never a 5xx', async () => {
    const { application, john, approveJohn } = await withJohn(1);
    const before = await t.storedFiles();
    const locked = await approveJohn(pdf(await passwordProtectedPdf()));
    expect(locked.statusCode).toBe(422);
    expect(locked.json().code).toBe('evisa.unverified');
    await expectNothingStored(application.id, john.id, before);
  });

  it('checks the whole-application approval against its one traveller too', async () => {
    const { application, john } = await withJohn(1);
    const url = `/api/admin/applications/${application.id}/approve`;
    const before = await t.storedFiles();
    const wrong = await post(url, pdf(await eVisaPdfFor(holderB)));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().params).toEqual({ found: 'X9876543', expected: 'X1234567' });
    await expectNothingStored(application.id, john.id, before);

    const right = await post(url, pdf(await eVisaPdfFor(holderA)));
    expect(right.statusCode).toBe(200);
    const after = await state(application.id, john.id);
    expect(after.audits).toHaveLength(1);
    expect(after.audits[0]).toMatchObject({
      action: 'application.approved',
      details: { eVisaCheck: { result: 'matched', surnameFound: true } },
    });
  });
});
