// Each refusal answers with the documented status and message and stores nothing: no row, no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import {
  buildDocumentsApp,
  colourPng,
  documentRows,
  elfExecutable,
  multipart,
  paidApplication,
  smallPdf,
  upload,
  type DocumentsApp,
} from '@/server/test-support/documents';

let t: DocumentsApp;
beforeAll(async () => {
  t = await buildDocumentsApp();
});
afterAll(() => t.close());

async function expectNothingStored(applicationId: string) {
  expect(await documentRows(t.db, applicationId)).toEqual([]);
  expect(await t.unreferencedFiles()).toEqual([]);
}

const passport = async () => ({
  name: 'passport.pdf',
  type: 'application/pdf',
  data: await smallPdf(),
});

describe('POST /api/applications/:id/documents refusals', () => {
  it('refuses before payment (409) without reading the file', async () => {
    const { application, auth } = await paidApplication(t.db, {
      status: 'submitted',
      paidAt: null,
    });
    const res = await upload(
      t.app,
      application.id,
      auth,
      { documentType: 'passport', applicant: 0 },
      await passport(),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(problemOf('document.upload_not_open'));
    await expectNothingStored(application.id);
  });

  it('refuses after completion (409)', async () => {
    const { application, auth } = await paidApplication(t.db, { status: 'under_review' });
    const res = await upload(
      t.app,
      application.id,
      auth,
      { documentType: 'photo', applicant: 0 },
      await passport(),
    );
    expect(res.statusCode).toBe(409);
    await expectNothingStored(application.id);
  });

  it('refuses an executable renamed .pdf and declared as a PDF (415)', async () => {
    const { application, auth } = await paidApplication(t.db);
    const res = await upload(
      t.app,
      application.id,
      auth,
      { documentType: 'passport', applicant: 0 },
      { name: 'passport.pdf', type: 'application/pdf', data: elfExecutable() },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(
      problemOf('document.invalid_type', {
        name: 'passport.pdf',
        types: 'PDF, JPEG, PNG, WebP.',
      }),
    );
    await expectNothingStored(application.id);
  });

  it('refuses a Windows executable (MZ header) and an empty file (415)', async () => {
    const { application, auth } = await paidApplication(t.db);
    const pe = Buffer.alloc(4096);
    pe.write('MZ', 0, 'latin1');
    for (const data of [pe, Buffer.alloc(0)]) {
      const res = await upload(
        t.app,
        application.id,
        auth,
        { documentType: 'supporting', applicant: 1 },
        { name: 'scan.jpg', type: 'image/jpeg', data },
      );
      expect(res.statusCode).toBe(415);
    }
    await expectNothingStored(application.id);
  });

  it('accepts a PNG named and declared as a PDF, stored as image/png', async () => {
    const { application, auth } = await paidApplication(t.db);
    const res = await upload(
      t.app,
      application.id,
      auth,
      { documentType: 'supporting', applicant: 1 },
      { name: 'letter.pdf', type: 'application/pdf', data: await colourPng(400, 300) },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      mimeType: 'image/png',
      originalName: 'letter.pdf',
      applicant: 1,
    });
    const rows = await documentRows(t.db, application.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      mimeType: 'image/png',
      storageKey: expect.stringMatching(/^documents\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/),
    });
    expect(rows[0]!.storageKey).not.toContain('letter');
  });

  it('refuses a third passport for one applicant (409) and keeps the first two', async () => {
    const { application, auth } = await paidApplication(t.db);
    const fields = { documentType: 'passport', applicant: 0 };
    for (let i = 0; i < 2; i += 1) {
      expect((await upload(t.app, application.id, auth, fields, await passport())).statusCode).toBe(
        201,
      );
    }
    const before = await t.storedFiles();
    const third = await upload(t.app, application.id, auth, fields, await passport());
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual(problemOf('document.too_many_files', { max: 2 }));
    expect(await documentRows(t.db, application.id)).toHaveLength(2);
    expect((await t.storedFiles()).sort()).toEqual(before.sort());
    // The other applicant's limit is their own.
    const other = await upload(
      t.app,
      application.id,
      auth,
      { ...fields, applicant: 1 },
      await passport(),
    );
    expect(other.statusCode).toBe(201);
  });

  it("answers 404 for another application's token and 401 without one", async () => {
    const mine = await paidApplication(t.db);
    const theirs = await paidApplication(t.db);
    const fields = { documentType: 'passport', applicant: 0 };
    const res = await upload(t.app, mine.application.id, theirs.auth, fields, await passport());
    expect(res.statusCode).toBe(404);
    const anonymous = await upload(t.app, mine.application.id, {}, fields, await passport());
    expect(anonymous.statusCode).toBe(401);
    await expectNothingStored(mine.application.id);
  });

  it('refuses an unknown applicant position, category, or a category not for this visa (400)', async () => {
    const { application, auth } = await paidApplication(t.db, { visaType: 'tourist' });
    const cases = [
      [{ documentType: 'passport', applicant: 2 }, 'applicant'],
      [{ documentType: 'passport', applicant: -1 }, 'applicant'],
      [{ documentType: 'passport' }, 'applicant'],
      [{ documentType: 'visa', applicant: 0 }, 'documentType'],
      [{ documentType: 'business_invitation', applicant: 0 }, 'documentType'],
    ] as const;
    for (const [fields, field] of cases) {
      const res = await upload(t.app, application.id, auth, fields, await passport());
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    await expectNothingStored(application.id);
  });

  it('refuses a malformed or cut-off multipart body (400), keeping nothing', async () => {
    const { application, auth } = await paidApplication(t.db);
    const body = multipart(
      { documentType: 'passport', applicant: 0 },
      { name: 'p.pdf', type: 'application/pdf', data: await smallPdf() },
    );
    expect(body.payload.length).toBeGreaterThan(10_000);
    const cases = [
      { headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: body.payload },
      { headers: { ...auth, ...body.headers }, payload: body.payload.subarray(0, 9000) },
      { headers: { ...auth, ...body.headers }, payload: body.payload.subarray(0, 100) },
      { headers: { ...auth, ...body.headers }, payload: Buffer.from('garbage') },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/applications/${application.id}/documents`,
        ...c,
      });
      expect(res.statusCode).toBe(400);
    }
    await expectNothingStored(application.id);
  });

  it('refuses a body without a file or that is not multipart (400)', async () => {
    const { application, auth } = await paidApplication(t.db);
    expect(
      (await upload(t.app, application.id, auth, { documentType: 'passport', applicant: 0 }))
        .statusCode,
    ).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${application.id}/documents`,
      headers: auth,
      payload: { documentType: 'passport' },
    });
    expect(json.statusCode).toBe(400);
    await expectNothingStored(application.id);
  });
});
