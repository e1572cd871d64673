// Listing, reading back and removing uploads, and 'Complete Application'.
import { eq } from 'drizzle-orm';
import { problemOf } from '@/domain/errors';
import { dueAt, endOfUkDay } from '@/domain/processing-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, emailOutbox } from '@/server/db';
import {
  buildDocumentsApp,
  colourPng,
  documentRows,
  paidApplication,
  photoJpeg,
  smallPdf,
  upload,
  type DocumentsApp,
} from '@/server/test-support/documents';

let t: DocumentsApp;
beforeAll(async () => {
  t = await buildDocumentsApp();
});
afterAll(() => t.close());

const pdf = async (name = 'passport.pdf') => ({
  name,
  type: 'application/pdf',
  data: await smallPdf(),
});
const png = async (name = 'photo.png') => ({
  name,
  type: 'image/png',
  data: await colourPng(500, 500),
});
const jpeg = async () => ({
  name: 'photo.jpg',
  type: 'image/jpeg',
  data: await photoJpeg(600, 600),
});

async function uploadRequired(id: string, auth: Record<string, string>, applicants: number[]) {
  for (const applicant of applicants) {
    expect(
      (await upload(t.app, id, auth, { documentType: 'passport', applicant }, await pdf()))
        .statusCode,
    ).toBe(201);
    expect(
      (await upload(t.app, id, auth, { documentType: 'photo', applicant }, await png())).statusCode,
    ).toBe(201);
  }
}

const complete = (id: string, auth: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/applications/${id}/complete`, headers: auth });
const outbox = (id: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.applicationId, id));

describe('list, file and delete', () => {
  it('lists this application only, in upload order, and serves the bytes safely', async () => {
    const mine = await paidApplication(t.db);
    const theirs = await paidApplication(t.db);
    await upload(
      t.app,
      mine.application.id,
      mine.auth,
      { documentType: 'passport', applicant: 1 },
      await pdf('scans/pasaport-ş.pdf'),
    );
    await upload(
      t.app,
      mine.application.id,
      mine.auth,
      { documentType: 'photo', applicant: 0 },
      await png(),
    );
    const other = await upload(
      t.app,
      theirs.application.id,
      theirs.auth,
      { documentType: 'photo', applicant: 0 },
      await png(),
    );

    const list = await t.app.inject({
      url: `/api/applications/${mine.application.id}/documents`,
      headers: mine.auth,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((d: { documentType: string; applicant: number }) => [d.documentType, d.applicant]),
    ).toEqual([
      ['passport', 1],
      ['photo', 0],
    ]);
    const [first] = list.json();
    expect(Object.keys(first).sort()).toEqual(
      [
        'applicant',
        'documentType',
        'id',
        'mimeType',
        'originalName',
        // A passport's check against the traveller's details (docs/requirements/documents.md).
        'passportCheck',
        'prepared',
        'size',
        'uploadedAt',
        'warnings',
      ].sort(),
    );
    expect(first.originalName).toBe('pasaport-ş.pdf'); // no folder, UTF-8 kept

    const file = await t.app.inject({
      url: `/api/applications/${mine.application.id}/documents/${first.id}/file`,
      headers: mine.auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="pasaport-_.pdf"; filename*=UTF-8''pasaport-%C5%9F.pdf`,
    });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another application's document through my token: not found, as if it did not exist.
    const otherId = other.json().id;
    for (const url of [
      `/api/applications/${mine.application.id}/documents/${otherId}/file`,
      `/api/applications/${mine.application.id}/documents/${otherId}`,
    ]) {
      const res = await t.app.inject({
        method: url.endsWith('file') ? 'GET' : 'DELETE',
        url,
        headers: mine.auth,
      });
      expect(res.statusCode).toBe(404);
    }
    const wrongToken = await t.app.inject({
      url: `/api/applications/${mine.application.id}/documents`,
      headers: theirs.auth,
    });
    expect(wrongToken.statusCode).toBe(404);
    expect(await documentRows(t.db, theirs.application.id)).toHaveLength(1);
  });

  it('deletes while paid, removing the row and its files; refuses once completed', async () => {
    const { application, auth } = await paidApplication(t.db);
    const res = await upload(
      t.app,
      application.id,
      auth,
      { documentType: 'photo', applicant: 0 },
      await jpeg(),
    );
    const filesBefore = await t.storedFiles();
    const [row] = await documentRows(t.db, application.id);
    expect(filesBefore.some((f) => f.endsWith(row!.storageKey))).toBe(true);
    expect(filesBefore.some((f) => f.endsWith(row!.preparedStorageKey!))).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${application.id}/documents/${res.json().id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(204);
    expect(await documentRows(t.db, application.id)).toEqual([]);
    const filesAfter = await t.storedFiles();
    expect(
      filesAfter.some((f) => f.endsWith(row!.storageKey) || f.endsWith(row!.preparedStorageKey!)),
    ).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${application.id}/documents/${res.json().id}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);

    const kept = await upload(
      t.app,
      application.id,
      auth,
      { documentType: 'photo', applicant: 0 },
      await png(),
    );
    await t.db
      .update(applications)
      .set({ status: 'under_review' })
      .where(eq(applications.id, application.id));
    const late = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${application.id}/documents/${kept.json().id}`,
      headers: auth,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(problemOf('document.upload_not_open'));
    expect(await documentRows(t.db, application.id)).toHaveLength(1);
  });
});

describe('POST /api/applications/:id/complete', () => {
  it('refuses with the message while an applicant lacks a photo, changing nothing', async () => {
    const { application, auth } = await paidApplication(t.db);
    await uploadRequired(application.id, auth, [0]);
    await upload(
      t.app,
      application.id,
      auth,
      { documentType: 'passport', applicant: 1 },
      await pdf(),
    );
    const res = await complete(application.id, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...problemOf('document.passport_and_photo_required'),
      fields: { documents: problemOf('document.passport_and_photo_required') },
    });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.status).toBe('paid');
    expect(await outbox(application.id)).toEqual([]);
  });

  // docs/requirements/documents.md: the letter /requirements names for the visa type is required.
  it.each([
    ['business', 'business_invitation', 'document.business_invitation_required'],
    ['medical', 'medical_letter', 'document.medical_letter_required'],
    ['conference', 'conference_invitation', 'document.conference_invitation_required'],
  ] as const)(
    "a %s application waits for every applicant's %s, then completes",
    async (visaType, letter, code) => {
      const { application, auth } = await paidApplication(t.db, { visaType });
      await uploadRequired(application.id, auth, [0, 1]);
      await upload(
        t.app,
        application.id,
        auth,
        { documentType: letter, applicant: 0 },
        await pdf(),
      );
      // Supporting documents do not stand in for the letter.
      await upload(
        t.app,
        application.id,
        auth,
        { documentType: 'supporting', applicant: 1 },
        await pdf(),
      );
      const refused = await complete(application.id, auth);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        ...problemOf(code),
        fields: { documents: problemOf(code) },
      });
      const [row] = await t.db
        .select()
        .from(applications)
        .where(eq(applications.id, application.id));
      expect(row!.status).toBe('paid');
      expect(row!.documentsCompletedAt).toBeNull();
      expect(row!.dueAt).toBeNull();
      expect(await outbox(application.id)).toEqual([]);

      await upload(
        t.app,
        application.id,
        auth,
        { documentType: letter, applicant: 1 },
        await pdf(),
      );
      const done = await complete(application.id, auth);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ status: 'under_review', step: 'done' });
    },
  );

  it('names the passport and photo first when a business application lacks them and the letter', async () => {
    const { application, auth } = await paidApplication(t.db, { visaType: 'business' });
    const res = await complete(application.id, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('document.passport_and_photo_required');
  });

  it('completes a tourist application with passports and photos alone', async () => {
    const { application, auth } = await paidApplication(t.db, { visaType: 'tourist' });
    await uploadRequired(application.id, auth, [0, 1]);
    const res = await complete(application.id, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'under_review', visaType: 'tourist' });
  });

  it('moves to under_review with one documents-received email in the applicant language, once', async () => {
    const { application, auth } = await paidApplication(t.db, {
      language: 'tr',
      processingTime: 'urgent',
    });
    await uploadRequired(application.id, auth, [0, 1]);
    const first = await complete(application.id, auth);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'under_review',
      step: 'done',
      applicationNumber: application.applicationNumber,
    });
    const second = await complete(application.id, auth);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ status: 'under_review', step: 'done' });

    const emails = (await outbox(application.id)).filter(
      (e) => e.template === 'documents-received',
    );
    expect(emails).toHaveLength(1);
    // The work queue's due instant: the end, UK time, of the day the email promises.
    const [row] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.dueAt).toEqual(dueAt(row!.documentsCompletedAt!, 'urgent'));
    expect(row!.dueAt).toEqual(endOfUkDay(String(emails[0]!.payload.expectedBy)));
    expect(emails[0]).toMatchObject({
      language: 'tr',
      toAddress: application.email,
      payload: { applicationNumber: application.applicationNumber, processingTime: 'urgent' },
    });
    // Uploads are closed now.
    const late = await upload(
      t.app,
      application.id,
      auth,
      { documentType: 'supporting', applicant: 0 },
      await pdf(),
    );
    expect(late.statusCode).toBe(409);
  });

  it('answers 409 when the application is not paid, and 404 for a wrong token', async () => {
    const { application, auth } = await paidApplication(t.db, {
      status: 'submitted',
      paidAt: null,
    });
    const res = await complete(application.id, auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(problemOf('document.upload_not_open'));
    const other = await paidApplication(t.db);
    expect((await complete(application.id, other.auth)).statusCode).toBe(404);
    expect(await outbox(application.id)).toEqual([]);
  });
});
