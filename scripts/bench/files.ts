// npm run bench:files: what encryption at rest costs the file path
// (docs/decisions/0038-encryption-at-rest.md). Two measures, each comparing the same thing with
// and without encryption in the same run, taking turns round by round so a slower moment of the
// machine falls on both:
//
// 1. The service (the target: encrypted within 20% of plain): passport PDFs uploaded through
//    POST /api/applications/:id/documents and downloaded through .../documents/:id/file, 8 at a
//    time, on the app as the server builds it (embedded database, DATA_DIR/files), once with the
//    store encrypted and once with the same store in clear, as it was before encryption.
// 2. The store alone (for information: the cost of the cipher itself): BENCH_FILES files of
//    BENCH_FILE_MB (default 40 x 4 MB) streamed in 64 KiB chunks into local disk and read back,
//    and with BENCH_S3=1 into an s3rver bucket.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEncryptedStorage } from '@/server/services/storage/encryption/encrypted-storage';
import { parseMasterKeys, staticKeyring } from '@/server/services/storage/encryption/keyring';
import { createS3Storage } from '@/server/services/storage/s3-storage';
import { createLocalStorage, type FileStorage } from '@/server/services/storage/storage';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import {
  documentRows,
  paidApplication,
  scannedPassportPdf,
  upload,
} from '@/server/test-support/documents';
import { startS3Server } from '@/server/test-support/s3';
import { createTestDatabase } from '@/server/test-support/test-database';

const FILES = Number(process.env.BENCH_FILES ?? 40);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET = 0.8;
const CHUNK = 64 * 1024;

const payload = randomBytes(FILE_MB * 1024 * 1024);

async function* chunks() {
  for (let at = 0; at < payload.length; at += CHUNK) yield payload.subarray(at, at + CHUNK);
}

/** Seconds to write FILES files, and to read them all back. */
async function round(storage: FileStorage) {
  const keys: string[] = [];
  let started = performance.now();
  for (let i = 0; i < FILES; i += 1)
    keys.push((await storage.putStream(chunks(), { area: 'documents', extension: 'jpg' })).key);
  const write = (performance.now() - started) / 1000;
  started = performance.now();
  let bytes = 0;
  for (const key of keys) {
    for await (const chunk of await storage.getStream(key)) bytes += (chunk as Buffer).length;
  }
  const read = (performance.now() - started) / 1000;
  if (bytes !== FILES * payload.length) throw new Error(`read ${bytes} bytes, expected more`);
  for (const key of keys) await storage.delete(key);
  return { write, read };
}

const megabytesPerSecond = (seconds: number) => (FILES * FILE_MB) / seconds;

async function compareStores(name: string, plain: FileStorage, encrypted: FileStorage) {
  const totals = { plain: { write: 0, read: 0 }, encrypted: { write: 0, read: 0 } };
  await round(plain); // warm-up: page cache, JIT
  await round(encrypted);
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const [kind, storage] of [
      ['plain', plain],
      ['encrypted', encrypted],
    ] as const) {
      const t = await round(storage);
      totals[kind].write += t.write;
      totals[kind].read += t.read;
    }
  }
  for (const op of ['write', 'read'] as const) {
    const p = megabytesPerSecond(totals.plain[op] / ROUNDS);
    const e = megabytesPerSecond(totals.encrypted[op] / ROUNDS);
    console.log(
      `store ${name.padEnd(4)} ${op.padEnd(5)}  plain ${p.toFixed(0).padStart(5)} MB/s  encrypted ` +
        `${e.toFixed(0).padStart(5)} MB/s  ${((e / p) * 100).toFixed(0).padStart(3)}%`,
    );
  }
}

const SERVICE_APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 60);
const SERVICE_ROUNDS = Number(process.env.BENCH_SERVICE_ROUNDS ?? 3);
const PARALLEL = 8;

/** Runs `task` for every item, `PARALLEL` at a time. */
async function pool<T>(items: T[], task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** The app over `storage`, on a fresh embedded database, with paid applications to upload to. */
async function serviceUnderTest(storage: FileStorage, dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CLIENT_DIR: '/nonexistent-client',
    PUBLIC_URL: 'http://evisa.test',
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, storage });
  return { app, db: database.db, close: async () => (await app.close(), await database.close()) };
}

async function serviceRound(storage: FileStorage, dataDir: string, pdf: Buffer) {
  const t = await serviceUnderTest(storage, dataDir);
  try {
    const made = [];
    for (let i = 0; i < SERVICE_APPLICATIONS; i += 1)
      made.push(await paidApplication(t.db, { visaType: 'tourist' }));
    const slots = made.flatMap((m) => [0, 1].map((applicant) => ({ m, applicant })));
    let started = performance.now();
    await pool(slots, async ({ m, applicant }) => {
      const res = await upload(
        t.app,
        m.application.id,
        m.auth,
        { documentType: 'passport', applicant },
        { name: 'passport.pdf', type: 'application/pdf', data: pdf },
      );
      if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
    });
    const write = (performance.now() - started) / 1000;
    const files = [];
    for (const m of made)
      for (const row of await documentRows(t.db, m.application.id)) files.push({ m, id: row.id });
    started = performance.now();
    await pool([...files, ...files], async ({ m, id }) => {
      const res = await t.app.inject({
        url: `/api/applications/${m.application.id}/documents/${id}/file`,
        headers: m.auth,
      });
      if (res.statusCode !== 200 || res.rawPayload.length !== pdf.length)
        throw new Error(`download answered ${res.statusCode}, ${res.rawPayload.length} bytes`);
    });
    const read = (performance.now() - started) / 1000;
    return { uploads: slots.length / write, downloads: (2 * files.length) / read };
  } finally {
    await t.close();
  }
}

async function compareService(root: string) {
  const pdf = await scannedPassportPdf(250 * 1024);
  const stores = {
    plain: createLocalStorage(path.join(root, 'service-plain')),
    encrypted: createEncryptedStorage(
      createLocalStorage(path.join(root, 'service-sealed')),
      keyring,
    ),
  };
  const totals = { plain: { uploads: 0, downloads: 0 }, encrypted: { uploads: 0, downloads: 0 } };
  await serviceRound(stores.plain, root, pdf); // warm-up
  await serviceRound(stores.encrypted, root, pdf);
  for (let r = 0; r < SERVICE_ROUNDS; r += 1) {
    for (const kind of ['plain', 'encrypted'] as const) {
      const t = await serviceRound(stores[kind], root, pdf);
      totals[kind].uploads += t.uploads / SERVICE_ROUNDS;
      totals[kind].downloads += t.downloads / SERVICE_ROUNDS;
    }
  }
  let ok = true;
  for (const op of ['uploads', 'downloads'] as const) {
    const ratio = totals.encrypted[op] / totals.plain[op];
    ok &&= ratio >= TARGET;
    console.log(
      `service ${op.padEnd(9)} plain ${totals.plain[op].toFixed(0).padStart(5)}/s  encrypted ` +
        `${totals.encrypted[op].toFixed(0).padStart(5)}/s  ${(ratio * 100).toFixed(0).padStart(3)}% ` +
        `(target >= ${TARGET * 100}%) ${ratio >= TARGET ? 'ok' : 'MISSED'}`,
    );
  }
  return ok;
}

const keyring = staticKeyring(parseMasterKeys(randomBytes(32).toString('hex'), 'bench'), 'bench');
const dir = mkdtempSync(path.join(tmpdir(), 'evisa-bench-files-'));
console.log(
  `Service: ${SERVICE_APPLICATIONS * 2} passport PDFs of 250 KB up, twice as many down, ` +
    `${PARALLEL} at a time, ${SERVICE_ROUNDS} rounds each way (node ${process.version})`,
);
let ok: boolean;
try {
  ok = await compareService(dir);
  console.log(
    `Store alone (information, no target): ${FILES} files of ${FILE_MB} MB, ${ROUNDS} rounds each way`,
  );
  await compareStores(
    'disk',
    createLocalStorage(path.join(dir, 'plain')),
    createEncryptedStorage(createLocalStorage(path.join(dir, 'encrypted')), keyring),
  );
  if (process.env.BENCH_S3 === '1') {
    const s3 = await startS3Server('evisa-bench');
    try {
      const bucket = (prefix: string) =>
        createS3Storage({ client: s3.client(), bucket: s3.bucket, prefix });
      await compareStores('s3', bucket('plain'), createEncryptedStorage(bucket('sealed'), keyring));
    } finally {
      await s3.close();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
