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

describe('streamed writes', () => {
  const storage = createLocalStorage(root);
  async function* chunks(parts: string[], failAfter?: number) {
    for (const [i, part] of parts.entries()) {
      if (i === failAfter) throw new Error('client went away');
      yield Buffer.from(part);
    }
  }
  const entries = async (area: string) => {
    const found = [];
    for await (const entry of storage.list(area)) found.push(entry);
    return found;
  };

  it('writes a stream under a new key with its size and sha-256', async () => {
    const stored = await storage.putStream(chunks(['ab', 'c']), {
      area: 'streams',
      extension: 'pdf',
    });
    expect(stored).toEqual({
      key: expect.stringMatching(/^streams\/[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/),
      size: 3,
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect((await storage.get(stored.key)).toString()).toBe('abc');
    expect(await entries('streams')).toEqual([
      { key: stored.key, partial: false, modifiedAt: expect.any(Date) },
    ]);
  });

  it('leaves neither the file nor its partial when the source fails', async () => {
    await expect(storage.putStream(chunks(['a', 'b', 'c'], 2), { area: 'failed' })).rejects.toThrow(
      'client went away',
    );
    expect(await entries('failed')).toEqual([]);
  });

  it('lists a partial left by a crash, and deletes it', async () => {
    const key = await storage.put(Buffer.from('x'), { area: 'crashed' });
    const { rename } = await import('node:fs/promises');
    await rename(path.join(root, key), path.join(root, `${key}.partial`));
    expect(await entries('crashed')).toEqual([
      { key, partial: true, modifiedAt: expect.any(Date) },
    ]);
    await storage.deletePartial(key);
    expect(await entries('crashed')).toEqual([]);
  });

  it('streams a stored file back', async () => {
    const key = await storage.put(Buffer.from('streamed'), { area: 'streams' });
    const stream = await storage.getStream(key);
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(text).toBe('streamed');
    await expect(
      storage.getStream('streams/00/00000000000000000000000000000000'),
    ).rejects.toThrow();
  });
});
