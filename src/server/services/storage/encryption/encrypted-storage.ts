import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '../storage';
import {
  decryptBuffer,
  decryptingChunks,
  encryptBuffer,
  encryptChunks,
  headerKeyId,
  isSealed,
  readHead,
  rewrapHeader,
} from './file-cipher';
import type { Keyring, MasterKey } from './keyring';

/**
 * A FileStorage that encrypts every file it writes and decrypts every file it reads, over any
 * driver (disk or S3): callers see plaintext, the store holds only ciphertext
 * (docs/decisions/0038-encryption-at-rest.md). Streams stay streams, one 64 KiB segment at a time.
 * A file stored in clear before encryption existed still reads; npm run rotate-key encrypts it.
 */
export function createEncryptedStorage(inner: FileStorage, keyring: Keyring): FileStorage {
  /** The plaintext of a stored file, from its first bytes on; fails early on a key not held. */
  const plaintext = async (stored: AsyncIterable<Uint8Array>): Promise<Readable> => {
    const { head, rest } = await readHead(stored);
    if (!isSealed(head)) return Readable.from(prepend(head, rest));
    return Readable.from(await decryptingChunks(head, rest, keyring));
  };

  return {
    async put(data, options) {
      return inner.put(await encryptBuffer(data, await keyring.current()), options);
    },
    async putStream(source, options) {
      const hash = createHash('sha256');
      let size = 0;
      const counted = (async function* count() {
        for await (const chunk of source) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      })();
      const { key } = await inner.putStream(
        encryptChunks(counted, await keyring.current()),
        options,
      );
      return { key, size, sha256: hash.digest('hex') };
    },
    async replace(key, source) {
      await inner.replace(key, encryptChunks(source, await keyring.current()));
    },
    async get(key) {
      return decryptBuffer(await inner.get(key), keyring);
    },
    async getStream(key) {
      const stored = await inner.getStream(key);
      try {
        return await plaintext(stored);
      } catch (err) {
        stored.destroy();
        throw err;
      }
    },
    delete: (key) => inner.delete(key),
    deletePartial: (key) => inner.deletePartial(key),
    list: (area) => inner.list(area),
  };
}

async function* prepend(first: Buffer, rest: AsyncIterator<Uint8Array>) {
  if (first.length > 0) yield first;
  for (;;) {
    const next = await rest.next();
    if (next.done) return;
    yield next.value;
  }
}

/** What rotating one stored file did. */
export type RewrapOutcome = 'rewrapped' | 'encrypted' | 'current' | 'gone';

/**
 * Puts one stored file under `to`: a sealed file under another key gets a new header (the data
 * key re-wrapped; the rest copied as it is), a file in clear is encrypted. Reads never stop:
 * the store swaps the whole file at once, and both keys open it meanwhile.
 */
export async function rewrapStoredFile(
  inner: FileStorage,
  key: string,
  keyring: Keyring,
  to: MasterKey,
): Promise<RewrapOutcome> {
  let stored: Readable;
  try {
    stored = await inner.getStream(key);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  const { head, rest } = await readHead(stored);
  let outcome: RewrapOutcome;
  let content: AsyncIterable<Uint8Array>;
  if (!isSealed(head)) {
    outcome = 'encrypted';
    content = encryptChunks(prepend(head, rest), to);
  } else if (headerKeyId(head) === to.id) {
    stored.destroy();
    return 'current';
  } else {
    outcome = 'rewrapped';
    const header = await rewrapHeader(head, keyring, to);
    content = (async function* copy() {
      yield header;
      yield* prepend(Buffer.alloc(0), rest);
    })();
  }
  try {
    await inner.replace(key, content);
  } catch (err) {
    stored.destroy();
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  return outcome;
}
