// The behaviour every FileStorage driver owes its callers, as one suite run against each driver
// (storage.test.ts: local disk; s3-storage.test.ts: S3 through a real s3rver). Not a test file
// itself: call describeFileStorage from one.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '@/server/services/storage/storage';

export const MB = 1024 * 1024;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** `parts` chunks of the given text, failing before chunk `failAt` when asked. */
export async function* textChunks(parts: string[], failAt?: number) {
  for (const [i, part] of parts.entries()) {
    if (i === failAt) throw new Error('client went away');
    yield Buffer.from(part);
  }
}

/**
 * `total` bytes of a repeating pattern in 256 KB chunks made as they are read (the test holds
 * no big buffer), failing after `failAfter` bytes when asked. `onChunk` sees each offset first.
 */
export async function* patternChunks(
  total: number,
  { failAfter, onChunk }: { failAfter?: number; onChunk?: (offset: number) => void } = {},
) {
  const chunk = 256 * 1024;
  for (let offset = 0; offset < total; offset += chunk) {
    if (failAfter !== undefined && offset >= failAfter) throw new Error('client went away');
    onChunk?.(offset);
    yield patternChunk(offset, Math.min(chunk, total - offset));
  }
}
function patternChunk(offset: number, length: number) {
  const data = Buffer.alloc(length);
  for (let i = 0; i < length; i += 1) data[i] = (offset + i) % 251;
  return data;
}
/** The sha-256 of patternChunks(total), computed the same way. */
export async function patternSha256(total: number) {
  const hash = createHash('sha256');
  for await (const chunk of patternChunks(total)) hash.update(chunk);
  return hash.digest('hex');
}

export async function listed(storage: FileStorage, area: string) {
  const found = [];
  for await (const entry of storage.list(area)) found.push(entry);
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The shared cases. `make` runs once, in a beforeAll (after the file's own beforeAll, so a
 * server started there is up); each case uses its own areas, so the cases share one store.
 */
export function describeFileStorage(name: string, make: () => FileStorage | Promise<FileStorage>) {
  describe(`${name}: the FileStorage contract`, () => {
    let storage: FileStorage;
    beforeAll(async () => {
      storage = await make();
    });

    it('stores and reads back bytes under a random key', async () => {
      const a = await storage.put(Buffer.from('one'), { area: 'signatures', extension: 'png' });
      const b = await storage.put(Buffer.from('two'), { area: 'signatures', extension: 'png' });
      expect(a).not.toBe(b);
      expect(a).toMatch(/^signatures\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
      expect((await storage.get(a)).toString()).toBe('one');
      expect((await storage.get(b)).toString()).toBe('two');
    });

    it('refuses keys it could not have made, before touching the store', async () => {
      const keys = [
        '../etc/passwd',
        'signatures/../../x',
        '/etc/passwd',
        'a/b/c',
        'signatures/00/00000000000000000000000000000000/../x',
        'Signatures/00/00000000000000000000000000000000',
      ];
      for (const key of keys) {
        await expect(storage.get(key)).rejects.toThrow('invalid storage key');
        await expect(storage.getStream(key)).rejects.toThrow('invalid storage key');
        await expect(storage.delete(key)).rejects.toThrow('invalid storage key');
        await expect(storage.deletePartial(key)).rejects.toThrow('invalid storage key');
      }
    });

    it('ignores an unsafe extension and refuses an unsafe area', async () => {
      const key = await storage.put(Buffer.from('x'), { area: 'documents', extension: 'p/../h' });
      expect(key).toMatch(/^documents\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
      await expect(storage.put(Buffer.from('x'), { area: '../up' })).rejects.toThrow(
        'invalid storage area',
      );
      await expect(storage.putStream(textChunks(['x']), { area: 'a/b' })).rejects.toThrow(
        'invalid storage area',
      );
      await expect(listed(storage, '../up')).rejects.toThrow('invalid storage area');
    });

    it('rejects a missing key with ENOENT, from get and from getStream', async () => {
      const missing = 'streams/00/00000000000000000000000000000000.pdf';
      await expect(storage.get(missing)).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(storage.getStream(missing)).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('deletes, and deleting again is no error', async () => {
      const key = await storage.put(Buffer.from('gone'), { area: 'deleted' });
      await storage.delete(key);
      await storage.delete(key);
      await expect(storage.get(key)).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await listed(storage, 'deleted')).toEqual([]);
      // A partial that was never written: nothing to remove, no error.
      await storage.deletePartial(key);
    });

    it('writes a stream under a new key with its size and sha-256, and lists it', async () => {
      const before = Date.now();
      const stored = await storage.putStream(textChunks(['ab', 'c']), {
        area: 'streams',
        extension: 'pdf',
      });
      expect(stored).toEqual({
        key: expect.stringMatching(/^streams\/[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/),
        size: 3,
        sha256: sha256('abc'),
      });
      expect((await storage.get(stored.key)).toString()).toBe('abc');
      const entries = await listed(storage, 'streams');
      expect(entries).toEqual([{ key: stored.key, partial: false, modifiedAt: expect.any(Date) }]);
      // Within a few seconds of the write (S3 dates have whole seconds).
      expect(Math.abs(entries[0]!.modifiedAt.getTime() - before)).toBeLessThan(10_000);
    });

    it('writes an empty stream', async () => {
      const stored = await storage.putStream(textChunks([]), { area: 'empty' });
      expect(stored).toMatchObject({ size: 0, sha256: sha256('') });
      expect((await storage.get(stored.key)).length).toBe(0);
    });

    it('streams 12 MB in and out, whole and unchanged', async () => {
      const total = 12 * MB;
      const stored = await storage.putStream(patternChunks(total), {
        area: 'large',
        extension: 'pdf',
      });
      const expected = await patternSha256(total);
      expect(stored).toMatchObject({ size: total, sha256: expected });

      const stream = await storage.getStream(stored.key);
      const hash = createHash('sha256');
      let size = 0;
      let chunks = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        chunks += 1;
      }
      expect({ size, sha256: hash.digest('hex') }).toEqual({ size: total, sha256: expected });
      expect(chunks).toBeGreaterThan(1); // read as a stream, not handed over as one buffer
      expect(sha256(await storage.get(stored.key))).toBe(expected);
    });

    it('leaves nothing behind when the source fails at once', async () => {
      await expect(
        storage.putStream(textChunks(['a', 'b'], 0), { area: 'failed' }),
      ).rejects.toThrow('client went away');
      await expect(
        storage.putStream(textChunks(['a', 'b', 'c'], 2), { area: 'failed' }),
      ).rejects.toThrow('client went away');
      expect(await listed(storage, 'failed')).toEqual([]);
    });

    it('leaves nothing behind when the source fails after megabytes', async () => {
      await expect(
        storage.putStream(patternChunks(12 * MB, { failAfter: 11 * MB }), {
          area: 'failed-late',
          extension: 'pdf',
        }),
      ).rejects.toThrow('client went away');
      expect(await listed(storage, 'failed-late')).toEqual([]);
    });

    it('lists an area and only that area', async () => {
      const one = await storage.put(Buffer.from('1'), { area: 'listed' });
      const two = (await storage.putStream(textChunks(['2']), { area: 'listed' })).key;
      await storage.put(Buffer.from('other'), { area: 'listed-more' });
      await storage.put(Buffer.from('other'), { area: 'list' });
      expect((await listed(storage, 'listed')).map((e) => e.key)).toEqual([one, two].sort());
      expect(await listed(storage, 'never-used')).toEqual([]);
    });

    it('replaces a file whole under its key, and never brings back a deleted one', async () => {
      const key = await storage.put(Buffer.from('before'), { area: 'replaced' });
      await storage.replace(key, textChunks(['af', 'ter']));
      expect((await storage.get(key)).toString()).toBe('after');
      expect((await listed(storage, 'replaced')).map((e) => e.key)).toEqual([key]);
      // A failing source leaves the old content.
      await expect(storage.replace(key, textChunks(['x', 'y'], 1))).rejects.toThrow(
        'client went away',
      );
      expect((await storage.get(key)).toString()).toBe('after');
      await storage.delete(key);
      await expect(storage.replace(key, textChunks(['back']))).rejects.toMatchObject({
        code: 'ENOENT',
      });
      expect(await listed(storage, 'replaced')).toEqual([]);
    });

    it('streams a stored file back', async () => {
      const key = await storage.put(Buffer.from('streamed'), { area: 'streams-back' });
      const stream = await storage.getStream(key);
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      expect(text).toBe('streamed');
    });
  });
}
