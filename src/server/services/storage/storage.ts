import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredStream {
  key: string;
  size: number;
  sha256: string;
}

/** A file found in an area: committed under its key, or a `.partial` left by a write in progress or a crash. */
export interface StorageEntry {
  key: string;
  partial: boolean;
  modifiedAt: Date;
}

/**
 * Where files live: local disk (`createLocalStorage`, below) or an S3-compatible bucket
 * (`createS3Storage`, s3-storage.ts). Keys are random and opaque; callers never choose a path.
 * Reading a key with nothing stored rejects with `code: 'ENOENT'` in both.
 */
export interface FileStorage {
  put(data: Buffer, options: { area: string; extension?: string }): Promise<string>;
  /**
   * Streams the source into storage, hashing and counting it on the way; the key exists only
   * once every byte is written (on disk, `<key>.partial` renamed to `<key>`; in S3, a multipart
   * upload completed), so a key that exists always names a whole file. A failing source leaves
   * nothing behind and rejects with the source's own error.
   */
  putStream(
    source: AsyncIterable<Uint8Array>,
    options: { area: string; extension?: string },
  ): Promise<StoredStream>;
  /**
   * Writes new content under an existing key, atomically: readers see the old file or the new
   * one, never a mix. Rejects with ENOENT when the key holds nothing (a file deleted is never
   * brought back by a rewrite that started after it). Used by npm run rotate-key.
   */
  replace(key: string, source: AsyncIterable<Uint8Array>): Promise<void>;
  get(key: string): Promise<Buffer>;
  getStream(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /**
   * Every file of an area, committed and partial, for clean-up after a crash (S3 lists no
   * partials: an unfinished multipart upload is no object).
   */
  list(area: string): AsyncIterable<StorageEntry>;
  /** Removes what a write of `key` left behind (its `.partial`). */
  deletePartial(key: string): Promise<void>;
}

/** Every area files are stored in (npm run rotate-key and the start-up key check go through them). */
export const STORAGE_AREAS = ['documents', 'signatures', 'agreements'] as const;

const KEY_PATTERN = /^[a-z-]+\/[0-9a-f]{2}\/[0-9a-f]{32}(\.[a-z0-9]{1,5})?$/;
const AREA_PATTERN = /^[a-z-]+$/;
const PARTIAL = '.partial';

/** True for a key this storage could have made (`<area>/<2 hex>/<32 hex>[.ext]`). */
export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/** The key itself, or an error when it is not one of ours (so no caller can name a path). */
export function checkStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
  return key;
}

export function checkStorageArea(area: string): string {
  if (!AREA_PATTERN.test(area)) throw new Error('invalid storage area');
  return area;
}

/** A new random key in `area`; an unsafe extension is dropped. */
export function newStorageKey(area: string, extension?: string): string {
  checkStorageArea(area);
  const name = randomBytes(16).toString('hex');
  const ext = extension && /^[a-z0-9]{1,5}$/.test(extension) ? `.${extension}` : '';
  return `${area}/${name.slice(0, 2)}/${name}${ext}`;
}

/**
 * The store itself failed (not the source being written): a server error, never the client's
 * fault. The local driver's disk errors say so by their `syscall`; other drivers throw this.
 */
export class StorageError extends Error {
  override name = 'StorageError';
}

/** What every driver throws for a key with nothing stored: the error `fs` gives, ENOENT. */
export function missingFileError(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOENT: no such file in storage, '${key}'`), {
    code: 'ENOENT',
    errno: -2,
  });
}

/** Local disk under DATA_DIR/files: outside any web root, random names, no user input in paths. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkStorageKey(key));
  const prepare = async (key: string) => {
    const file = resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    return file;
  };

  return {
    async put(data, { area, extension }) {
      const key = newStorageKey(area, extension);
      await writeFile(await prepare(key), data, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async putStream(source, { area, extension }) {
      const key = newStorageKey(area, extension);
      const file = await prepare(key);
      const partial = `${file}${PARTIAL}`;
      const hash = createHash('sha256');
      let size = 0;
      // flush: the bytes reach the disk before the rename makes the key exist.
      const sink = createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true });
      try {
        await pipeline(
          source,
          async function* count(chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              size += chunk.length;
              yield chunk;
            }
          },
          sink,
        );
        await rename(partial, file);
      } catch (err) {
        // A source that fails at once can beat the sink's open: wait until the sink has
        // opened and closed, or the partial would appear after we removed it.
        if (!sink.closed) await once(sink, 'close').catch(() => undefined);
        await rm(partial, { force: true });
        throw err;
      }
      return { key, size, sha256: hash.digest('hex') };
    },
    async replace(key, source) {
      const file = resolve(key);
      await stat(file);
      const partial = `${file}${PARTIAL}`;
      const sink = createWriteStream(partial, { mode: 0o600, flush: true });
      try {
        await pipeline(source, sink);
        await stat(file); // deleted while we wrote: leave it deleted
        await rename(partial, file);
      } catch (err) {
        if (!sink.closed) await once(sink, 'close').catch(() => undefined);
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      return readFile(resolve(key));
    },
    async getStream(key) {
      const file = resolve(key);
      await stat(file); // a missing file fails here, not later mid-response
      return createReadStream(file);
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deletePartial(key) {
      await rm(`${resolve(key)}${PARTIAL}`, { force: true });
    },
    async *list(area) {
      checkStorageArea(area);
      const buckets = await readdir(path.join(root, area)).catch(() => [] as string[]);
      for (const bucket of buckets) {
        const names = await readdir(path.join(root, area, bucket)).catch(() => [] as string[]);
        for (const name of names) {
          const partial = name.endsWith(PARTIAL);
          const key = `${area}/${bucket}/${partial ? name.slice(0, -PARTIAL.length) : name}`;
          if (!KEY_PATTERN.test(key)) continue; // not ours: never touched
          const info = await stat(path.join(root, key + (partial ? PARTIAL : ''))).catch(
            () => undefined,
          );
          if (info) yield { key, partial, modifiedAt: info.mtime };
        }
      }
    },
  };
}
