import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnKeyFromSecret, currentColumnKey, useColumnKey } from '@/server/db/column-crypto';
import { columnKeys, type Database } from '@/server/db';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { loadColumnKey, rewrapColumnKey } from './column-key';
import { headerKeyId } from './file-cipher';
import { KeyringError, masterKeyId, staticKeyring } from './keyring';

const masterKey = () => {
  const key = randomBytes(32);
  return { id: masterKeyId(key), key };
};

let handle: TestDatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const storedUnder = async () => {
  const [row] = await db.select().from(columnKeys);
  return headerKeyId(Buffer.from(row!.sealedSecret, 'base64'));
};

describe("the database's column key", () => {
  const processKey = currentColumnKey()!;
  const a = masterKey();
  const b = masterKey();

  it('is stored sealed under the master key on first use: the process key, never in clear', async () => {
    const key = await loadColumnKey(db, staticKeyring([a]));
    expect(key.id).toBe(processKey.id);
    expect(await storedUnder()).toBe(a.id);
    const [row] = await db.select().from(columnKeys);
    expect(Buffer.from(row!.sealedSecret, 'base64').includes(processKey.secret)).toBe(false);
  });

  it('refuses a master key that does not open it, naming the key it is under', async () => {
    await expect(loadColumnKey(db, staticKeyring([b]))).rejects.toThrow(KeyringError);
    await expect(loadColumnKey(db, staticKeyring([b]))).rejects.toThrow(a.id);
  });

  it('moves to a new master key from memory, and then opens with the new key alone', async () => {
    const key = await loadColumnKey(db, staticKeyring([a]));
    expect(await rewrapColumnKey(db, staticKeyring([b, a]), key)).toBe(b.id);
    expect(await storedUnder()).toBe(b.id);
    // Already current: nothing written.
    expect(await rewrapColumnKey(db, staticKeyring([b]), key)).toBe(b.id);
    expect((await loadColumnKey(db, staticKeyring([b]))).id).toBe(processKey.id);
  });

  it("is the database's own when it has one: the process adopts it", async () => {
    const other = await createTestDatabase();
    try {
      // Another process's database: its own secret, sealed under its own master key.
      const foreignProcess = columnKeyFromSecret(randomBytes(32));
      useColumnKey(foreignProcess);
      await loadColumnKey(other.db, staticKeyring([a]));
      useColumnKey(processKey);
      const loaded = await loadColumnKey(other.db, staticKeyring([a]));
      expect(loaded.id).toBe(foreignProcess.id);
      expect(currentColumnKey()?.id).toBe(foreignProcess.id);
    } finally {
      useColumnKey(processKey);
      await other.close();
    }
  });
});
