import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { MasterKey, Keyring } from './keyring';

// The format of a stored file (docs/decisions/0038-encryption-at-rest.md):
//
//   header (79 bytes)
//     magic        4   "EVA" 0x01
//     key id       8   the master key that wraps this file's data key
//     wrap nonce  12
//     data key    32   AES-256-GCM(master key, wrap nonce, aad = magic + key id)
//     wrap tag    16
//     nonce base   7   random per file
//   segments: each 64 KiB of plaintext (the last one shorter, possibly empty) encrypted with
//     AES-256-GCM under the data key, nonce = nonce base + segment number (uint32 BE) + 1 on
//     the last segment else 0, followed by its 16-byte tag.
//
// Every segment is authenticated on its own, so a file streams in both directions with one
// segment in memory; the last-segment flag makes a file cut at a segment boundary fail to
// read instead of reading short. Re-wrapping under a new master key changes the header only.

const MAGIC = Buffer.from([0x45, 0x56, 0x41, 0x01]);
const KEY_ID_BYTES = 8;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;
const NONCE_BASE_BYTES = 7;
export const HEADER_BYTES =
  MAGIC.length + KEY_ID_BYTES + NONCE_BYTES + DATA_KEY_BYTES + TAG_BYTES + NONCE_BASE_BYTES;
export const SEGMENT_BYTES = 64 * 1024;
const SEALED_SEGMENT_BYTES = SEGMENT_BYTES + TAG_BYTES;

/** A stored file that cannot be read: damaged, cut short, or under a master key not held. */
export class FileDecryptionError extends Error {
  override name = 'FileDecryptionError';
}

interface FileHeader {
  keyId: string;
  dataKey: Buffer;
  nonceBase: Buffer;
}

function sealHeader(master: MasterKey, dataKey: Buffer, nonceBase: Buffer): Buffer {
  const keyId = Buffer.from(master.id, 'hex');
  const wrapNonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', master.key, wrapNonce);
  cipher.setAAD(Buffer.concat([MAGIC, keyId]));
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([MAGIC, keyId, wrapNonce, wrapped, cipher.getAuthTag(), nonceBase]);
}

/** True when `head` starts like one of our files (anything else is a file stored in clear). */
export const isSealed = (head: Buffer) =>
  head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);

/** The master key id a header names. */
export function headerKeyId(header: Buffer): string {
  return header.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES).toString('hex');
}

async function openHeader(header: Buffer, keyring: Keyring): Promise<FileHeader> {
  if (header.length < HEADER_BYTES || !isSealed(header))
    throw new FileDecryptionError('not an encrypted file');
  const keyId = headerKeyId(header);
  const master = await keyring.find(keyId);
  if (!master)
    throw new FileDecryptionError(
      `the file is encrypted under master key ${keyId}, which this server does not hold`,
    );
  let at = MAGIC.length + KEY_ID_BYTES;
  const wrapNonce = header.subarray(at, (at += NONCE_BYTES));
  const wrapped = header.subarray(at, (at += DATA_KEY_BYTES));
  const tag = header.subarray(at, (at += TAG_BYTES));
  const nonceBase = Buffer.from(header.subarray(at, at + NONCE_BASE_BYTES));
  const decipher = createDecipheriv('aes-256-gcm', master.key, wrapNonce);
  decipher.setAAD(header.subarray(0, MAGIC.length + KEY_ID_BYTES));
  decipher.setAuthTag(tag);
  try {
    const dataKey = Buffer.concat([decipher.update(wrapped), decipher.final()]);
    return { keyId, dataKey, nonceBase };
  } catch {
    throw new FileDecryptionError(`the data key of the file does not open under ${keyId}`);
  }
}

/** The same file key under another master key: the header to write in place of `header`. */
export async function rewrapHeader(
  header: Buffer,
  keyring: Keyring,
  to: MasterKey,
): Promise<Buffer> {
  const { dataKey, nonceBase } = await openHeader(header, keyring);
  return sealHeader(to, dataKey, nonceBase);
}

function segmentNonce(base: Buffer, index: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(NONCE_BYTES);
  base.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_BASE_BYTES);
  nonce[NONCE_BYTES - 1] = last ? 1 : 0;
  return nonce;
}

function seal(dataKey: Buffer, nonceBase: Buffer, index: number, last: boolean, plain: Buffer) {
  const cipher = createCipheriv('aes-256-gcm', dataKey, segmentNonce(nonceBase, index, last));
  const body = cipher.update(plain);
  cipher.final();
  return Buffer.concat([body, cipher.getAuthTag()]);
}

function open(dataKey: Buffer, nonceBase: Buffer, index: number, last: boolean, sealed: Buffer) {
  if (sealed.length < TAG_BYTES) throw new FileDecryptionError('the file is cut short');
  const decipher = createDecipheriv('aes-256-gcm', dataKey, segmentNonce(nonceBase, index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
  try {
    decipher.final();
  } catch {
    throw new FileDecryptionError(`segment ${index} of the file is damaged or cut short`);
  }
  return plain;
}

const asBuffer = (chunk: Uint8Array) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/** Buffers chunks and hands out exact lengths, copying only what spans two chunks. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;
  push(chunk: Uint8Array) {
    if (chunk.length === 0) return;
    this.chunks.push(asBuffer(chunk));
    this.length += chunk.length;
  }
  take(n: number): Buffer {
    this.length -= n;
    const first = this.chunks[0];
    if (!first) return Buffer.alloc(0);
    if (first.length >= n) {
      if (first.length === n) this.chunks.shift();
      else this.chunks[0] = first.subarray(n);
      return first.subarray(0, n);
    }
    const out = Buffer.allocUnsafe(n);
    let filled = 0;
    while (filled < n) {
      const chunk = this.chunks[0]!;
      const used = Math.min(chunk.length, n - filled);
      chunk.copy(out, filled, 0, used);
      filled += used;
      if (used === chunk.length) this.chunks.shift();
      else this.chunks[0] = chunk.subarray(used);
    }
    return out;
  }
  rest(): Buffer {
    return this.take(this.length);
  }
}

/** Encrypts a stream of plaintext under a new data key wrapped by `master`. */
export async function* encryptChunks(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  master: MasterKey,
): AsyncGenerator<Buffer> {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const nonceBase = randomBytes(NONCE_BASE_BYTES);
  yield sealHeader(master, dataKey, nonceBase);
  const pending = new ByteQueue();
  let index = 0;
  for await (const chunk of source) {
    pending.push(chunk);
    // Keep at least one byte back: only the end of the source says which segment is last.
    while (pending.length > SEGMENT_BYTES)
      yield seal(dataKey, nonceBase, index++, false, pending.take(SEGMENT_BYTES));
  }
  yield seal(dataKey, nonceBase, index, true, pending.rest());
}

/** Encrypts a whole buffer at once (no stream: signatures, agreements, prepared copies). */
export async function encryptBuffer(data: Buffer, master: MasterKey): Promise<Buffer> {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  const nonceBase = randomBytes(NONCE_BASE_BYTES);
  const parts = [sealHeader(master, dataKey, nonceBase)];
  const segments = Math.max(1, Math.ceil(data.length / SEGMENT_BYTES));
  for (let index = 0; index < segments; index += 1) {
    const plain = data.subarray(index * SEGMENT_BYTES, (index + 1) * SEGMENT_BYTES);
    parts.push(seal(dataKey, nonceBase, index, index === segments - 1, plain));
  }
  return Buffer.concat(parts);
}

/**
 * Reads the header from the start of a stored file. Returns the header's bytes (or, for a file
 * stored in clear, whatever was read) and the iterator positioned after them.
 */
export async function readHead(
  source: AsyncIterable<Uint8Array>,
): Promise<{ head: Buffer; rest: AsyncIterator<Uint8Array> }> {
  const iterator = source[Symbol.asyncIterator]();
  let read: Buffer = Buffer.alloc(0);
  while (read.length < HEADER_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    read = read.length === 0 ? asBuffer(next.value) : Buffer.concat([read, next.value]);
    // A file in clear shows at its first bytes; do not wait for a whole header of it.
    if (read.length >= MAGIC.length && !isSealed(read)) break;
  }
  const cut = Math.min(HEADER_BYTES, read.length);
  return { head: read.subarray(0, cut), rest: prepend(read.subarray(cut), iterator) };
}

function prepend(first: Buffer, rest: AsyncIterator<Uint8Array>): AsyncIterator<Uint8Array> {
  let sentFirst = first.length === 0;
  return {
    async next() {
      if (!sentFirst) {
        sentFirst = true;
        return { done: false, value: first };
      }
      return rest.next();
    },
    async return(value?: unknown) {
      await rest.return?.(value);
      return { done: true, value: undefined };
    },
  };
}

/**
 * Decrypts a stored file, given its header (already read, see readHead) and the bytes after it.
 * Opens the header first, so a file under a key not held fails before anything is yielded.
 */
export async function decryptingChunks(
  head: Buffer,
  rest: AsyncIterator<Uint8Array>,
  keyring: Keyring,
): Promise<AsyncGenerator<Buffer>> {
  const { dataKey, nonceBase } = await openHeader(head, keyring);
  return (async function* decrypt() {
    const pending = new ByteQueue();
    let index = 0;
    try {
      for (;;) {
        const next = await rest.next();
        if (next.done) break;
        pending.push(next.value);
        while (pending.length > SEALED_SEGMENT_BYTES)
          yield open(dataKey, nonceBase, index++, false, pending.take(SEALED_SEGMENT_BYTES));
      }
    } finally {
      await rest.return?.();
    }
    yield open(dataKey, nonceBase, index, true, pending.rest());
  })();
}

/** Decrypts a whole sealed file held in memory; a buffer in clear comes back as it is. */
export async function decryptBuffer(stored: Buffer, keyring: Keyring): Promise<Buffer> {
  if (!isSealed(stored)) return stored;
  const { dataKey, nonceBase } = await openHeader(stored.subarray(0, HEADER_BYTES), keyring);
  const body = stored.subarray(HEADER_BYTES);
  const segments = Math.max(1, Math.ceil(body.length / SEALED_SEGMENT_BYTES));
  const parts: Buffer[] = [];
  for (let index = 0; index < segments; index += 1) {
    const sealed = body.subarray(index * SEALED_SEGMENT_BYTES, (index + 1) * SEALED_SEGMENT_BYTES);
    parts.push(open(dataKey, nonceBase, index, index === segments - 1, sealed));
  }
  return Buffer.concat(parts);
}
