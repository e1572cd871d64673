import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decryptBuffer,
  decryptingChunks,
  encryptBuffer,
  encryptChunks,
  FileDecryptionError,
  HEADER_BYTES,
  headerKeyId,
  readHead,
  rewrapHeader,
  SEGMENT_BYTES,
} from './file-cipher';
import { masterKeyId, parseMasterKeys, staticKeyring, type MasterKey } from './keyring';

const masterOf = (byte: string): MasterKey => parseMasterKeys(byte.repeat(64), 'test')[0]!;
const A = masterOf('a');
const B = masterOf('b');

/** `data` cut at the given offsets, as a stream would deliver it. */
async function* cut(data: Buffer, cuts: number[]) {
  let at = 0;
  for (const c of [...new Set(cuts)].sort((x, y) => x - y)) {
    if (c <= at || c >= data.length) continue;
    yield data.subarray(at, c);
    at = c;
  }
  yield data.subarray(at);
}

async function collect(source: AsyncIterable<Uint8Array>) {
  const parts: Buffer[] = [];
  for await (const part of source) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

async function decrypt(sealed: Buffer, keys: MasterKey[], cuts: number[] = []) {
  const { head, rest } = await readHead(cut(sealed, cuts));
  return collect(await decryptingChunks(head, rest, staticKeyring(keys, 'test')));
}

const sizes = fc.oneof(
  fc.integer({ min: 0, max: 3 * SEGMENT_BYTES + 17 }),
  fc.constantFrom(0, 1, SEGMENT_BYTES - 1, SEGMENT_BYTES, SEGMENT_BYTES + 1, 2 * SEGMENT_BYTES),
);

describe('file encryption', () => {
  it('reads back any content, however the stream is cut on the way in and out', async () => {
    await fc.assert(
      fc.asyncProperty(
        sizes,
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (size, cutsIn, cutsOut) => {
          const plain = randomBytes(size);
          const sealed = await collect(
            encryptChunks(
              cut(
                plain,
                cutsIn.map((c) => c % (size + 1)),
              ),
              A,
            ),
          );
          expect(sealed.length).toBe(
            HEADER_BYTES + size + 16 * Math.max(1, Math.ceil(size / SEGMENT_BYTES)),
          );
          expect(headerKeyId(sealed)).toBe(A.id);
          const back = await decrypt(
            sealed,
            [A],
            cutsOut.map((c) => c % (sealed.length + 1)),
          );
          expect(back.equals(plain)).toBe(true);
          // The in-memory paths agree with the streaming ones, both ways.
          expect((await decryptBuffer(sealed, staticKeyring([A], 'test'))).equals(plain)).toBe(
            true,
          );
          expect((await decrypt(await encryptBuffer(plain, A), [A])).equals(plain)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses a file with any byte changed', async () => {
    const plain = randomBytes(2 * SEGMENT_BYTES + 100);
    const sealed = await encryptBuffer(plain, A);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: sealed.length - 1 }),
        fc.integer({ min: 1, max: 255 }),
        async (at, flip) => {
          const damaged = Buffer.from(sealed);
          damaged[at] = damaged[at]! ^ flip;
          // A changed magic number reads as a file in clear (the storage hands it over as it
          // is, see encrypted-storage.ts); every other change is refused.
          if (at < 4) return;
          await expect(decrypt(damaged, [A])).rejects.toThrow(FileDecryptionError);
          await expect(decryptBuffer(damaged, staticKeyring([A], 'test'))).rejects.toThrow(
            FileDecryptionError,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a file cut short, at a segment boundary too, or with a segment added', async () => {
    const sealed = await encryptBuffer(randomBytes(2 * SEGMENT_BYTES + 5), A);
    const boundary = HEADER_BYTES + 2 * (SEGMENT_BYTES + 16);
    await expect(decrypt(sealed.subarray(0, boundary), [A])).rejects.toThrow(
      'damaged or cut short',
    );
    await expect(
      decryptBuffer(sealed.subarray(0, boundary), staticKeyring([A], 'test')),
    ).rejects.toThrow('damaged or cut short');
    await expect(decrypt(sealed.subarray(0, sealed.length - 1), [A])).rejects.toThrow(
      FileDecryptionError,
    );
    await expect(decrypt(sealed.subarray(0, HEADER_BYTES + 3), [A])).rejects.toThrow(
      FileDecryptionError,
    );
    const longer = Buffer.concat([sealed, sealed.subarray(HEADER_BYTES, HEADER_BYTES + 40)]);
    await expect(decrypt(longer, [A])).rejects.toThrow(FileDecryptionError);
  });

  it('refuses, before reading on, a file under a key not held', async () => {
    const sealed = await encryptBuffer(Buffer.from('secret'), A);
    const { head, rest } = await readHead(cut(sealed, []));
    await expect(decryptingChunks(head, rest, staticKeyring([B], 'test'))).rejects.toThrow(
      `master key ${A.id}, which this server does not hold`,
    );
  });

  it('moves a file to another master key by its header alone', async () => {
    const plain = randomBytes(SEGMENT_BYTES + 3);
    const sealed = await encryptBuffer(plain, A);
    const header = await rewrapHeader(
      sealed.subarray(0, HEADER_BYTES),
      staticKeyring([A], 'test'),
      B,
    );
    const moved = Buffer.concat([header, sealed.subarray(HEADER_BYTES)]);
    expect(headerKeyId(moved)).toBe(B.id);
    expect((await decrypt(moved, [B])).equals(plain)).toBe(true);
    await expect(decrypt(moved, [A])).rejects.toThrow(FileDecryptionError);
  });

  it('names a key by an id that does not reveal it, the same for hex and base64', () => {
    const key = randomBytes(32);
    const [fromHex] = parseMasterKeys(key.toString('hex'), 'test');
    const [fromBase64] = parseMasterKeys(` ${key.toString('base64')}\n`, 'test');
    expect(fromHex!.id).toBe(fromBase64!.id);
    expect(fromHex!.id).toBe(masterKeyId(key));
    expect(fromHex!.id).toMatch(/^[0-9a-f]{16}$/);
    expect(key.toString('hex')).not.toContain(fromHex!.id);
  });

  it('refuses a key that is not 32 bytes, saying how to make one', () => {
    for (const bad of ['short', 'a'.repeat(63), `${'A'.repeat(42)}==`, ''])
      expect(() => parseMasterKeys(bad, 'DATA_ENCRYPTION_KEY')).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => parseMasterKeys('a'.repeat(62), 'DATA_ENCRYPTION_KEY')).toThrow(
      'openssl rand -base64 32',
    );
    const two = parseMasterKeys(`${'c'.repeat(64)}, ${'d'.repeat(64)}`, 'x');
    expect(two.map((k) => k.id)).toEqual([masterOf('c').id, masterOf('d').id]);
  });
});
