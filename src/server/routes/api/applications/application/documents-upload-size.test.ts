// An 11 MB upload over a real socket: refused with 413 at the 10 MB limit, nothing kept, and
// the server never holds the file in memory (measured with forced garbage collection).
import { stat } from 'node:fs/promises';
import { problemOf } from '@/domain/errors';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildDocumentsApp,
  documentRows,
  paidApplication,
  type DocumentsApp,
} from '@/server/test-support/documents';
import { retainedMemory } from '@/server/test-support/memory';

const MB = 1024 * 1024;

let t: DocumentsApp;
let port: number;
beforeAll(async () => {
  t = await buildDocumentsApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

async function partialSize(): Promise<number> {
  const partial = (await t.storedFiles()).find((f) => f.endsWith('.partial'));
  return partial ? (await stat(partial).catch(() => ({ size: 0 }))).size : 0;
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it(
  'cuts an 11 MB upload off at 10 MB with 413, keeps nothing, and does not buffer it',
  { timeout: 60_000 },
  async () => {
    const { application, token } = await paidApplication(t.db);
    const boundary = '----evisa-size-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npassport\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="applicant"\r\n\r\n0\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20); // one buffer written again and again
    const total = 11 * MB;

    const baseline = await retainedMemory();
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/applications/${application.id}/documents`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    request.on('error', () => undefined); // the server may close while we are still sending
    const response = new Promise<{ status: number; body: string }>((resolve) => {
      request.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
    });
    const write = (data: Buffer) =>
      new Promise<void>((resolve) => {
        if (request.destroyed || request.write(data)) return resolve();
        const done = () => {
          request.off('drain', done).off('close', done);
          resolve();
        };
        request.once('drain', done).once('close', done);
      });

    await write(head);
    let sent = 0;
    let peak: number | undefined;
    while (sent < total) {
      await write(chunk);
      sent += chunk.length;
      if (sent === 9 * MB) {
        // The server has streamed most of the file to disk: measure what it holds now.
        await until(async () => (await partialSize()) >= 8 * MB);
        peak = (await retainedMemory()) - baseline;
      }
      if (request.destroyed) break;
    }
    request.end(`\r\n--${boundary}--\r\n`);
    const answer = await response;
    const after = (await retainedMemory()) - baseline;

    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(
      problemOf('document.too_large', { name: 'big.pdf', maxMb: 10 }),
    );
    expect(peak).toBeDefined();
    expect(peak! / MB).toBeLessThan(5);
    expect(after / MB).toBeLessThan(5);
    expect(await documentRows(t.db, application.id)).toEqual([]);
    await until(async () => (await t.storedFiles()).length === 0);
    console.info(
      `11 MB upload: retained ${(peak! / MB).toFixed(2)} MB mid-upload, ${(after / MB).toFixed(2)} MB after`,
    );
  },
);
