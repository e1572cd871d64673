// The real server process, SIGKILLed in the middle of a large upload: after a restart there is
// no document row without its file and no partial file left (docs/decisions/0008-documents.md).
import { access, mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, documents, migrateDatabase, type Database } from '@/server/db';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { listFiles, multipart, paidApplication, smallPdf } from '@/server/test-support/documents';
import {
  runServer,
  shareColumnKey,
  type RunningProcess,
} from '@/server/test-support/mail/child-process';
import { SWEEP_MIN_AGE_MS } from './sweep-document-storage';

let dataDir: string;
let postgres: TestDatabaseHandle | undefined;
const MB = 1024 * 1024;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-upload-crash-'));
  if (process.env.DATABASE_URL) postgres = await createTestDatabase();
  else {
    const memory = await createTestDatabase();
    if (memory.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const snapshot = await memory.driver.client.dumpDataDir('gzip');
    await memory.close();
    await (
      await createDatabase({ dataDir: path.join(dataDir, 'pglite'), pgliteSnapshot: snapshot })
    ).close();
  }
});
afterAll(async () => {
  await postgres?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** PGlite in a directory allows one process at a time: open it only while no server runs. */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  if (postgres) {
    await shareColumnKey(postgres.db, dataDir);
    return work(postgres.db);
  }
  const database = await createDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    await shareColumnKey(database.db, dataDir);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const documentsDir = () => path.join(dataDir, 'files', 'documents');
const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: postgres?.databaseUrl });

async function startServer(): Promise<{ server: RunningProcess; port: number }> {
  const server = runServer(env());
  await server.waitForOutput('Server listening at', 60_000);
  const port = Number(/listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1]);
  return { server, port };
}

function post(port: number, id: string, token: string, headers: Record<string, string>) {
  return http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/applications/${id}/documents`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

/** Minutes pass: files written before the crash become old enough for the sweep. */
async function ageFiles(files: string[]) {
  const past = new Date(Date.now() - SWEEP_MIN_AGE_MS - 60_000);
  for (const file of files) await utimes(file, past, past);
}

it(
  'leaves no row without its file and no partial file after a kill mid-upload',
  { timeout: 120_000 },
  async () => {
    const { application, token } = await withDatabase((db) => paidApplication(db));
    const first = await startServer();

    // One upload that completes: its row and file must survive everything that follows.
    const done = multipart(
      { documentType: 'passport', applicant: 0 },
      { name: 'ok.pdf', type: 'application/pdf', data: await smallPdf() },
    );
    const finished = await new Promise<number>((resolve, reject) => {
      const req = post(first.port, application.id, token, done.headers);
      req.on('response', (res) => resolve(res.statusCode ?? 0)).on('error', reject);
      req.end(done.payload);
    });
    expect(finished).toBe(201);

    // A large upload, killed while the server is writing it.
    const body = multipart(
      { documentType: 'passport', applicant: 1 },
      {
        name: 'big.pdf',
        type: 'application/pdf',
        data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(9 * MB, 0x20)]),
      },
    );
    const req = post(first.port, application.id, token, body.headers);
    req.on('error', () => undefined);
    req.write(body.payload.subarray(0, 4 * MB));
    let partial: string | undefined;
    for (let i = 0; i < 500 && !partial; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
      for (const file of await listFiles(documentsDir())) {
        if (file.endsWith('.partial') && (await stat(file)).size > MB) partial = file;
      }
    }
    expect(partial).toBeDefined();
    first.server.child.kill('SIGKILL');
    expect((await first.server.exited).signal).toBe('SIGKILL');
    req.destroy();

    // A crash between the rename and the insert leaves a whole file without a row: simulate one.
    const orphan = path.join(documentsDir(), 'ab', `ab${'0'.repeat(30)}.pdf`);
    await mkdir(path.dirname(orphan), { recursive: true });
    await writeFile(orphan, 'no row was ever written for me');
    await ageFiles(await listFiles(documentsDir()));
    // Another instance's upload in flight right now: recent, so it must be left alone.
    const inFlight = path.join(documentsDir(), 'cd', `cd${'1'.repeat(30)}.pdf.partial`);
    await mkdir(path.dirname(inFlight), { recursive: true });
    await writeFile(inFlight, 'still being written elsewhere');

    const second = await startServer();
    await second.server.waitForOutput('document storage swept', 30_000);
    expect(second.server.output()).toMatch(/"partials":1,"orphans":1/);
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toEqual({ code: 0, signal: null });

    const rows = await withDatabase((db) => db.select().from(documents));
    expect(rows.map((r) => r.originalName)).toEqual(['ok.pdf']);
    for (const row of rows) {
      for (const key of [row.storageKey, row.preparedStorageKey]) {
        if (key) await access(path.join(dataDir, 'files', key)); // every row's files exist
      }
    }
    const files = await listFiles(documentsDir());
    expect(files.filter((f) => f.endsWith('.partial'))).toEqual([inFlight]);
    expect(files).not.toContain(partial);
    expect(files).not.toContain(orphan);
    expect(files).toHaveLength(2);
  },
);
