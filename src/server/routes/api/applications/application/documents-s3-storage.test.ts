// The real callers with files in S3: the app built from S3_* variables (as a deployment is),
// pointed at an s3rver started here. Uploads go through the documents API into the bucket and
// come back through the applicant's file link and the staff ZIP; delete and the crash sweep
// remove objects. Nothing outside this test runs: CI needs no S3 service.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { sweepDocumentStorage } from '@/server/services/documents/sweep-document-storage';
import {
  colourPng,
  documentRows,
  paidApplication,
  smallPdf,
  upload,
} from '@/server/test-support/documents';
import { startS3Server, type S3Server } from '@/server/test-support/s3';
import { bearer, createStaff, fakeClock, signIn } from '@/server/test-support/staff';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { zipEntryHashes } from '@/server/test-support/zip';

let s3: S3Server;
let dataDir: string;
let database: TestDatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let staffAuth: Record<string, string>;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-documents-s3-'));
  const clock = fakeClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CLIENT_DIR: '/nonexistent-client',
    PUBLIC_URL: 'http://evisa.test',
    ...s3.env,
    S3_PREFIX: 'evisa/',
  });
  database = await createTestDatabase();
  app = await buildApp({ config, database, clock: clock.now });
  await app.ready();
  const t = { app, clock, routes: [], db: database.db, close: () => app.close() };
  const { token } = await signIn(t, await createStaff(t));
  staffAuth = bearer(token);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The object keys in the bucket under evisa/documents/, without the prefix. */
async function bucketDocuments(): Promise<string[]> {
  const page = await s3
    .client()
    .send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'evisa/documents/' }));
  return (page.Contents ?? []).map((o) => o.Key!.slice('evisa/'.length)).sort();
}

it('stores uploads in the bucket and serves them back to the applicant and to staff', async () => {
  const { application, auth } = await paidApplication(database.db);
  const pdf = await smallPdf();
  const png = await colourPng(500, 500);
  const passport = await upload(
    app,
    application.id,
    auth,
    { documentType: 'passport', applicant: 0 },
    { name: 'passport.pdf', type: 'application/pdf', data: pdf },
  );
  expect(passport.statusCode).toBe(201);
  const photo = await upload(
    app,
    application.id,
    auth,
    { documentType: 'photo', applicant: 0 },
    { name: 'photo.png', type: 'image/png', data: png },
  );
  expect(photo.statusCode).toBe(201);

  // In the bucket under the configured prefix, every key the rows name (a passport PDF that
  // fits is its own prepared copy: same key).
  const rows = await documentRows(database.db, application.id);
  const keys = new Set(rows.flatMap((r) => [r.storageKey, r.preparedStorageKey ?? []].flat()));
  expect(await bucketDocuments()).toEqual([...keys].sort());
  const passportRow = rows.find((r) => r.documentType === 'passport')!;
  expect(passportRow).toMatchObject({ size: pdf.length, sha256: sha(pdf) });

  // The applicant's file links stream the objects back, byte for byte.
  const uploaded = new Map([
    [passport.json().id as string, pdf],
    [photo.json().id as string, png],
  ]);
  const served: string[] = [];
  for (const row of rows) {
    const url = `/api/applications/${application.id}/documents/${row.id}/file`;
    const file = await app.inject({ url, headers: auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(row.mimeType);
    expect(sha(file.rawPayload)).toBe(sha(uploaded.get(row.id)!));
    served.push(sha(file.rawPayload));
    if (row.preparedStorageKey) {
      const prepared = await app.inject({ url: `${url}?variant=prepared`, headers: auth });
      expect(prepared.statusCode).toBe(200);
      expect(prepared.rawPayload.length).toBe(row.preparedSize);
      served.push(sha(prepared.rawPayload));
    }
  }
  expect(served.length).toBeGreaterThanOrEqual(3);

  // Staff's 'Download all' streams every object from the bucket into the ZIP.
  const zip = await app.inject({
    url: `/api/admin/applications/${application.id}/download-all`,
    headers: staffAuth,
  });
  expect(zip.statusCode).toBe(200);
  const entries = await zipEntryHashes(zip.rawPayload);
  expect([...entries.values()].sort()).toEqual(served.sort());

  // Deleting the upload deletes its object.
  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/applications/${application.id}/documents/${passport.json().id}`,
    headers: auth,
  });
  expect(removed.statusCode).toBe(204);
  expect(await bucketDocuments()).not.toContain(passportRow.storageKey);
  expect(existsSync(path.join(dataDir, 'files'))).toBe(false); // nothing went to local disk
  // Two uploads, each checked (the passport's zone read, the photo's face found) in heavy-work
  // threads that start from source here: on a loaded 2-core machine that passed 45 s.
}, 120_000);

it('sweeps orphan objects, and a missing object fails its download as a missing file does', async () => {
  const { application, auth } = await paidApplication(database.db);
  const res = await upload(
    app,
    application.id,
    auth,
    { documentType: 'passport', applicant: 1 },
    { name: 'passport.pdf', type: 'application/pdf', data: await smallPdf() },
  );
  expect(res.statusCode).toBe(201);
  const [row] = await documentRows(database.db, application.id);

  // An object that no row references (a crash between the upload and the insert): swept.
  const orphan = await app.storage.put(Buffer.from('no row'), { area: 'documents' });
  const result = await sweepDocumentStorage(database.db, app.storage, {
    now: new Date(Date.now() + 60_000),
    minAgeMs: 0,
  });
  expect(result).toEqual({ partials: 0, orphans: 1 });
  const left = await bucketDocuments();
  expect(left).not.toContain(orphan);
  expect(left).toContain(row!.storageKey);

  // The row's object gone from the bucket: a server error, as a missing file on disk gives.
  await app.storage.delete(row!.storageKey);
  const file = await app.inject({
    url: `/api/applications/${application.id}/documents/${row!.id}/file`,
    headers: auth,
  });
  expect(file.statusCode).toBe(500);
});
