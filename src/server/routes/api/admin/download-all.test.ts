// 'Download all' (call 14) over a real socket: the ZIP's names and bytes, read back with yauzl,
// and the server's memory while 24 MB of uploads stream through it (measured as in
// documents-upload-size.test.ts: forced GC, least of three samples, the client paused).
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, type Application } from '@/server/db';
import {
  applicationWith,
  buildDashboardTestApp,
  storeAgreement,
  storeDocument,
  type DashboardTestApp,
} from '@/server/test-support/admin-dashboard';
import { retainedMemory } from '@/server/test-support/memory';
import { zipEntryHashes } from '@/server/test-support/zip';

const MB = 1024 * 1024;

let t: DashboardTestApp;
let port: number;
let application: Application;
/** Entry name -> sha-256 of the bytes stored for it. */
const expected = new Map<string, string>();
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Stores random bytes and remembers only their hash, so the test holds no big buffer. */
async function store(name: string, file: Parameters<typeof storeDocument>[2]) {
  expected.set(name, sha(file.data));
  if (file.prepared) expected.set(name.replace(/[^/]+$/, 'prepared/$&'), sha(file.prepared.data));
  await storeDocument(t, application, file);
}

beforeAll(async () => {
  t = await buildDashboardTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  application = await applicationWith(t.db, [
    { firstName: 'Jane', lastName: 'Doe', passportNumber: 'X1234567' },
    { firstName: 'Élodie', lastName: "O'Brien / Doe", passportNumber: 'Y7654321' },
  ]);
  const n = application.applicationNumber;
  await store('1-Jane-Doe/passport-1.pdf', {
    applicant: 0,
    documentType: 'passport',
    data: randomBytes(8 * MB),
    prepared: { data: randomBytes(200 * 1024), mimeType: 'application/pdf' },
  });
  await store('1-Jane-Doe/photo-1.jpg', {
    applicant: 0,
    documentType: 'photo',
    mimeType: 'image/jpeg',
    data: randomBytes(8 * MB),
  });
  await store('2-Élodie-O-Brien-Doe/passport-1.pdf', {
    applicant: 1,
    documentType: 'passport',
    data: randomBytes(8 * MB),
  });
  await store(`evisa-${n}.pdf`, {
    applicant: null,
    documentType: 'evisa',
    data: randomBytes(1000),
  });
  const agreement = randomBytes(5000);
  expected.set(`agreement-${n}.pdf`, sha(agreement));
  await storeAgreement(t, application, agreement);
});
afterAll(() => t.close());

it(
  'streams every file into application-<number>-documents.zip without holding them in memory',
  { timeout: 60_000 },
  async () => {
    const baseline = await retainedMemory();
    const zipPath = path.join(t.dataDir, 'download.zip');
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: `/api/admin/applications/${application.id}/download-all`,
            headers: t.auth,
          },
          resolve,
        )
        .on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      `attachment; filename="application-${application.applicationNumber}-documents.zip"`,
    );

    let received = 0;
    let peak: number | undefined;
    const measured = (async function* () {
      for await (const chunk of response) {
        received += (chunk as Buffer).length;
        if (peak === undefined && received > 12 * MB) {
          // Half-way: the client stops reading; whatever the server buffers stays in place.
          response.pause();
          peak = (await retainedMemory()) - baseline;
        }
        yield chunk as Buffer;
      }
    })();
    await pipeline(measured, createWriteStream(zipPath));
    console.info(
      `ZIP of ${(received / MB).toFixed(1)} MB: ${(peak! / MB).toFixed(2)} MB retained mid-download`,
    );
    expect(peak).toBeDefined();
    expect(peak! / MB).toBeLessThan(6);

    const entries = await zipEntryHashes(zipPath);
    expect([...entries.keys()].sort()).toEqual([...expected.keys()].sort());
    expect(Object.fromEntries(entries)).toEqual(Object.fromEntries(expected));

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'documents.zip'));
    expect(audits).toEqual([
      expect.objectContaining({ applicationId: application.id, details: { files: expected.size } }),
    ]);
  },
);

it('breaks the download, rather than leaving a file out, when a stored file is missing', async () => {
  const broken = await applicationWith(t.db, [
    { firstName: 'Ali', lastName: 'Kaya', passportNumber: 'U1234567' },
  ]);
  const row = await storeDocument(t, broken, {
    applicant: 0,
    documentType: 'passport',
    data: randomBytes(1000),
  });
  await t.app.storage.delete(row.storageKey);
  const outcome = await new Promise<string>((resolve) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/admin/applications/${broken.id}/download-all`,
          headers: t.auth,
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => resolve(res.complete ? 'complete' : 'cut off'));
          res.on('error', () => resolve('cut off'));
          res.on('aborted', () => resolve('cut off'));
        },
      )
      .on('error', () => resolve('cut off'));
  });
  expect(outcome).toBe('cut off');
  // The server is still there for the next request.
  const next = await t.app.inject({
    method: 'GET',
    url: '/api/admin/applications',
    headers: t.auth,
  });
  expect(next.statusCode).toBe(200);
});
