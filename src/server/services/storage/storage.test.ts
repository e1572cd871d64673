import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage';

const root = mkdtempSync(path.join(tmpdir(), 'evisa-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = createLocalStorage(root);

  it('stores and reads back bytes under a random key', async () => {
    const a = await storage.put(Buffer.from('one'), { area: 'signatures', extension: 'png' });
    const b = await storage.put(Buffer.from('two'), { area: 'signatures', extension: 'png' });
    expect(a).not.toBe(b);
    expect(a).toMatch(/^signatures\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    expect((await storage.get(a)).toString()).toBe('one');
  });

  it('refuses keys that could escape the root', async () => {
    for (const key of ['../etc/passwd', 'signatures/../../x', '/etc/passwd', 'a/b/c']) {
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
    }
  });

  it('ignores an unsafe extension and refuses an unsafe area', async () => {
    const key = await storage.put(Buffer.from('x'), { area: 'documents', extension: 'p/../h' });
    expect(key).toMatch(/^documents\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    await expect(storage.put(Buffer.from('x'), { area: '../up' })).rejects.toThrow();
  });

  it('deletes', async () => {
    const key = await storage.put(Buffer.from('gone'), { area: 'documents' });
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toThrow();
  });
});
