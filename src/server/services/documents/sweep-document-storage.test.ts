import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documents } from '@/server/db';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { insertApplication } from '@/server/test-support/payments';
import { createLocalStorage, type FileStorage } from '@/server/services/storage/storage';
import { sweepDocumentStorage, SWEEP_MIN_AGE_MS } from './sweep-document-storage';

let root: string;
let database: TestDatabaseHandle;
let storage: FileStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'evisa-sweep-'));
  database = await createTestDatabase();
  storage = createLocalStorage(root);
});
afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

async function* bytes(text: string) {
  yield Buffer.from(text);
}
const keys = async (area = 'documents') => {
  const found: string[] = [];
  for await (const e of storage.list(area)) found.push(`${e.key}${e.partial ? '.partial' : ''}`);
  return found.sort();
};

it('removes old partials and unreferenced files, keeps referenced and recent ones', async () => {
  const { application } = await insertApplication(database.db, { status: 'paid' });
  const kept = await storage.putStream(bytes('row'), { area: 'documents', extension: 'pdf' });
  const prepared = await storage.put(Buffer.from('prepared'), {
    area: 'documents',
    extension: 'pdf',
  });
  await database.db.insert(documents).values({
    applicationId: application.id,
    documentType: 'supporting',
    originalName: 'a.pdf',
    mimeType: 'application/pdf',
    size: 3,
    sha256: kept.sha256,
    storageKey: kept.key,
    preparedStorageKey: prepared,
  });
  const orphan = await storage.put(Buffer.from('no row'), { area: 'documents' });
  const partialKey = await storage.put(Buffer.from('half'), { area: 'documents' });
  const { rename } = await import('node:fs/promises');
  await rename(path.join(root, partialKey), path.join(root, `${partialKey}.partial`));
  const other = await storage.put(Buffer.from('not documents'), { area: 'signatures' });

  // Just written: they may belong to an upload in flight, so nothing is touched.
  expect(await sweepDocumentStorage(database.db, storage)).toEqual({ partials: 0, orphans: 0 });
  expect(await keys()).toHaveLength(4);

  const later = new Date(Date.now() + SWEEP_MIN_AGE_MS + 1000);
  expect(await sweepDocumentStorage(database.db, storage, { now: later })).toEqual({
    partials: 1,
    orphans: 1,
  });
  expect(await keys()).toEqual([kept.key, prepared].sort());
  expect(await keys('signatures')).toEqual([other]);
  expect(orphan).not.toBe(kept.key);
});
