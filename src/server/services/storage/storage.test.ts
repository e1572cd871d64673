import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFileStorage, listed, textChunks } from '@/server/test-support/storage-suite';
import { createEncryptedStorage } from './encryption/encrypted-storage';
import { parseMasterKeys, staticKeyring } from './encryption/keyring';
import { createLocalStorage } from './storage';

const root = mkdtempSync(path.join(tmpdir(), 'evisa-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describeFileStorage('local disk', () => createLocalStorage(root));
describeFileStorage('local disk, encrypted', () =>
  createEncryptedStorage(
    createLocalStorage(path.join(root, 'encrypted')),
    staticKeyring(parseMasterKeys('a'.repeat(64), 'test')),
  ),
);

describe('local disk: partial files', () => {
  const storage = createLocalStorage(root);

  it('leaves no file at all, partial or whole, when the source fails', async () => {
    await expect(
      storage.putStream(textChunks(['a', 'b', 'c'], 2), { area: 'half-written' }),
    ).rejects.toThrow('client went away');
    const entries = await readdir(path.join(root, 'half-written'), {
      recursive: true,
      withFileTypes: true,
    });
    expect(entries.filter((e) => e.isFile())).toEqual([]);
  });

  it('lists a partial left by a crash, and deletes it', async () => {
    const key = await storage.put(Buffer.from('x'), { area: 'crashed' });
    await rename(path.join(root, key), path.join(root, `${key}.partial`));
    expect(await listed(storage, 'crashed')).toEqual([
      { key, partial: true, modifiedAt: expect.any(Date) },
    ]);
    await storage.deletePartial(key);
    expect(await listed(storage, 'crashed')).toEqual([]);
  });
});
