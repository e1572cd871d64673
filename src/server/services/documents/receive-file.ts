import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '@/server/lib/http-errors';
import { stripMetadata } from './strip-metadata';
import {
  StorageError,
  type FileStorage,
  type StoredStream,
} from '@/server/services/storage/storage';

// The streaming half of every multipart upload (applicants' documents, staff's e-visa): read the
// body part by part, decide the type from the first bytes, pipe the rest into storage, cut off at
// the size limit, and leave nothing in storage on any refusal.

/** What a kind of upload accepts and how it refuses. */
export interface FileRules<Mime extends string> {
  area: string;
  /** Accepted types, decided from the content, and the extension each is stored under. */
  extensions: Readonly<Record<Mime, string>>;
  tooLarge(): HttpError;
  invalidType(): HttpError;
  /** A body that is not a complete multipart request, or has no file. */
  malformed(): HttpError;
}

export interface StoredFile<Mime extends string> {
  mimeType: Mime;
  stored: StoredStream;
}

// file-type's own advice for how many leading bytes identify every type it knows.
const SNIFF_BYTES = 4100;

/**
 * Reads the whole multipart body; `onFile` handles the (single) file part and returns what it
 * stored. The body is read to its end, so a truncated or malformed request is refused rather
 * than kept; on any refusal the stored file is deleted.
 */
export async function receiveSingleFile<T extends { stored: StoredStream }>(
  request: FastifyRequest,
  options: {
    limits: object;
    malformed(): HttpError;
    onFile(part: MultipartFile): Promise<T>;
    /** The text fields beside the file (in any order); without it they are ignored. */
    onField?(name: string, value: string, truncated: boolean): void;
  },
  storage: FileStorage,
): Promise<T> {
  const asClientError = (err: unknown): unknown => {
    // Errors of the multipart parser itself (no boundary, cut-off body) are the client's: 400.
    const status = (err as { statusCode?: number }).statusCode;
    return status !== undefined && status < 500 && status !== 406 ? err : options.malformed();
  };
  let received: T | undefined;
  try {
    let parts: ReturnType<FastifyRequest['parts']>;
    try {
      parts = request.parts({ limits: options.limits });
    } catch (err) {
      throw asClientError(err);
    }
    for (;;) {
      const next = await parts.next().catch((err: unknown) => Promise.reject(asClientError(err)));
      if (next.done) break;
      if (next.value.type !== 'file') {
        const { fieldname, value, valueTruncated } = next.value;
        options.onField?.(fieldname, typeof value === 'string' ? value : '', valueTruncated);
        continue;
      }
      received = await options.onFile(next.value);
    }
  } catch (err) {
    if (received) await storage.delete(received.stored.key);
    throw err;
  }
  if (!received) throw options.malformed();
  return received;
}

/**
 * Streams one file part into storage once its first bytes show an accepted type. Busboy's
 * `limit` destroys the stream at the size limit, so no more of the request is read.
 */
export async function storeFilePart<Mime extends string>(
  file: MultipartFile['file'],
  storage: FileStorage,
  rules: FileRules<Mime>,
): Promise<StoredFile<Mime>> {
  try {
    file.once('limit', () => file.destroy(rules.tooLarge()));
    const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head = await sourceErrors(readHead(chunks), rules);
    const mimeType = (await fileTypeFromBuffer(head))?.mime;
    if (mimeType === undefined || !Object.hasOwn(rules.extensions, mimeType)) {
      throw rules.invalidType();
    }
    const accepted = mimeType as Mime;
    // Stored without the photo's hidden metadata (place, device, XMP): strip-metadata.ts.
    const stored = await sourceErrors(
      storage.putStream(stripMetadata(accepted, rest(head, chunks)), {
        area: rules.area,
        extension: rules.extensions[accepted],
      }),
      rules,
    );
    if (file.truncated) {
      await storage.delete(stored.key);
      throw rules.tooLarge(); // belt and braces
    }
    return { mimeType: accepted, stored };
  } finally {
    // Whatever happened, busboy must not wait for a reader that is gone.
    if (!file.readableEnded) file.destroy();
  }
}

/** A request that ends mid-file is the client's fault (400); a disk or S3 error stays a 500. */
function sourceErrors<T>(work: Promise<T>, rules: Pick<FileRules<string>, 'malformed'>) {
  return work.catch((err: unknown) => {
    const storeFailed = err instanceof StorageError || (err as { syscall?: string }).syscall;
    if (err instanceof HttpError || storeFailed) throw err;
    throw rules.malformed();
  });
}

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head);
}

async function* rest(head: Buffer, chunks: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head;
  for (;;) {
    const next = await chunks.next();
    if (next.done) return;
    yield next.value;
  }
}
