// A passport PDF over its work budget is refused with its own message and nothing is kept
// (docs/requirements/limits.md, "Heavy work"), not kept unprepared like a file that merely
// could not be compressed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import {
  buildDocumentsApp,
  documentRows,
  heavyPassportPdf,
  paidApplication,
  upload,
  type DocumentsApp,
} from '@/server/test-support/documents';

let t: DocumentsApp;
beforeAll(async () => {
  t = await buildDocumentsApp();
});
afterAll(() => t.close());

it(
  'refuses a passport PDF whose images hold over 100 megapixels (422), storing nothing',
  { timeout: 60_000 },
  async () => {
    const { application, auth } = await paidApplication(t.db);
    const res = await upload(
      t.app,
      application.id,
      auth,
      { documentType: 'passport', applicant: 0 },
      { name: 'scan.pdf', type: 'application/pdf', data: await heavyPassportPdf(5, 5000) },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(problemOf('document.too_complex', { name: 'scan.pdf' }));
    expect(await documentRows(t.db, application.id)).toEqual([]);
    expect(await t.storedFiles()).toEqual([]);
  },
);
