// Twenty uploads to one category at once: the limit of 2 holds because the count and the insert
// happen under a lock on the application row. Run on PostgreSQL too (DATABASE_URL).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { problemOf } from '@/domain/errors';
import {
  buildDocumentsApp,
  documentRows,
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

it(
  'stores exactly 2 of 20 concurrent passport uploads for one applicant',
  { timeout: 60_000 },
  async () => {
    const { application, auth } = await paidApplication(t.db);
    const data = await smallPdf();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        upload(
          t.app,
          application.id,
          auth,
          { documentType: 'passport', applicant: 0 },
          { name: `p${i}.pdf`, type: 'application/pdf', data },
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual(problemOf('document.too_many_files', { max: 2 }));
    }
    const rows = await documentRows(t.db, application.id);
    expect(rows).toHaveLength(2);
    // Each kept row has its file; every refused upload's file is gone.
    expect(await t.unreferencedFiles()).toEqual([]);
    expect(await t.storedFiles()).toHaveLength(2); // these small PDFs are their own prepared copy
    console.info(
      `20 concurrent uploads on ${t.database.kind}: ${rows.length} stored, ${statuses.filter((s) => s === 409).length} refused`,
    );
  },
);
