// The passport check through the documents API: a passport page's zone is read at upload and
// compared with the traveller's details; a differing detail is taken from the passport with one
// call, and only the details the rules allow (docs/requirements/documents.md, "Passport check").
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@/domain/dates';
import { applicants, auditLog } from '@/server/db';
import {
  buildDocumentsApp,
  colourPng,
  paidApplication,
  upload,
  type DocumentsApp,
} from '@/server/test-support/documents';
import {
  passportPage,
  syntheticTravellers,
  typedDetailsFor,
  type PassportFacts,
} from '@/server/test-support/passport-fixtures';

let t: DocumentsApp;
beforeAll(async () => {
  t = await buildDocumentsApp();
});
afterAll(() => t.close());

const today = todayIso(new Date());
// A passport valid long after the trip, so taking its details keeps step 2 valid.
const facts: PassportFacts = {
  ...syntheticTravellers(1, 5)[0]!,
  documentNumber: '501234567',
  expiryDate: '340115',
};

async function travellerWith(typed: Record<string, string>) {
  const { application, auth } = await paidApplication(t.db);
  const [traveller] = await t.db
    .select()
    .from(applicants)
    .where(and(eq(applicants.applicationId, application.id), eq(applicants.position, 0)));
  await t.db
    .update(applicants)
    .set({ details: { ...traveller!.details, ...typedDetailsFor(facts, today), ...typed } })
    .where(eq(applicants.id, traveller!.id));
  return { application, auth, travellerId: traveller!.id };
}

const uploadPassport = async (
  applicationId: string,
  auth: Record<string, string>,
  data: Buffer,
  type = 'image/jpeg',
) =>
  upload(
    t.app,
    applicationId,
    auth,
    { documentType: 'passport', applicant: 0 },
    {
      name: 'passport.jpg',
      type,
      data,
    },
  );

describe('passport check at upload', { timeout: 60_000 }, () => {
  it('reads the zone and finds every detail matching what the traveller typed', async () => {
    const { application, auth } = await travellerWith({});
    const res = await uploadPassport(application.id, auth, await passportPage(facts));
    expect(res.statusCode).toBe(201);
    const check = res.json().passportCheck;
    expect(check.outcome).toBe('matched');
    expect(check.fields.map((f: { state: string }) => f.state)).toEqual(Array(7).fill('match'));
    expect(check.expiry).toBe('valid');
  });

  it("reports two swapped digits in the number, and takes the passport's number on request", async () => {
    const { application, auth, travellerId } = await travellerWith({
      passportNumber: '501234576',
    });
    const res = await uploadPassport(
      application.id,
      auth,
      await passportPage(facts, { format: 'pdf' }),
      'application/pdf',
    );
    expect(res.statusCode).toBe(201);
    const check = res.json().passportCheck;
    expect(check.outcome).toBe('mismatch');
    const number = check.fields.find((f: { field: string }) => f.field === 'passportNumber');
    expect(number).toEqual({
      field: 'passportNumber',
      state: 'mismatch',
      passport: '501234567',
      typed: '501234576',
      fixable: true,
    });
    const fix = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/documents/${res.json().id}/passport-fix`,
      headers: auth,
      payload: { fields: ['passportNumber'] },
    });
    expect(fix.statusCode).toBe(200);
    expect(fix.json().passportCheck.outcome).toBe('matched');
    const [row] = await t.db.select().from(applicants).where(eq(applicants.id, travellerId));
    expect(row!.details.passportNumber).toBe('501234567');
    expect(row!.passportNumber).toBe('501234567');
    // The list shows the comparison with today's details.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${application.id}/documents`,
      headers: auth,
    });
    expect(list.json()[0].passportCheck.outcome).toBe('matched');
    // Audited by field name only: no passport number in the log.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.applicationId, application.id));
    const entry = audit.find((a) => a.action === 'applicant.passport_fix');
    expect(entry?.details).toMatchObject({ fields: ['passportNumber'] });
    expect(JSON.stringify(audit)).not.toContain('501234567');
    // Nothing left to take: a second call is refused and changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/documents/${res.json().id}/passport-fix`,
      headers: auth,
      payload: { fields: ['passportNumber'] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('passport_check.not_fixable');
  });

  it('never takes a name from the passport, which the signed agreement states', async () => {
    const { application, auth, travellerId } = await travellerWith({ lastName: 'Smyth' });
    const res = await uploadPassport(application.id, auth, await passportPage(facts));
    const last = res
      .json()
      .passportCheck.fields.find((f: { field: string }) => f.field === 'lastName');
    expect(last).toMatchObject({ state: 'mismatch', typed: 'Smyth', fixable: false });
    const fix = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/documents/${res.json().id}/passport-fix`,
      headers: auth,
      payload: { fields: ['lastName'] },
    });
    expect(fix.statusCode).toBe(409);
    const [row] = await t.db.select().from(applicants).where(eq(applicants.id, travellerId));
    expect(row!.details.lastName).toBe('Smyth');
  });

  it('says when it could not read the zone, and keeps the upload', async () => {
    const { application, auth } = await travellerWith({});
    const res = await uploadPassport(application.id, auth, await colourPng(1200, 900), 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.json().passportCheck).toEqual({ outcome: 'unreadable', fields: [] });
  });

  it("refuses a fix on another application's document, or from a photo", async () => {
    const first = await travellerWith({ passportNumber: '501234576' });
    const res = await uploadPassport(first.application.id, first.auth, await passportPage(facts));
    const other = await travellerWith({});
    const cross = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${other.application.id}/documents/${res.json().id}/passport-fix`,
      headers: other.auth,
      payload: { fields: ['passportNumber'] },
    });
    expect(cross.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${first.application.id}/documents/${res.json().id}/passport-fix`,
      headers: first.auth,
      payload: { fields: ['notAField'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
