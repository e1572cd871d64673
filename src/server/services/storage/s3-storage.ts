import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkStorageArea,
  checkStorageKey,
  isStorageKey,
  missingFileError,
  newStorageKey,
  StorageError,
  type FileStorage,
} from './storage';

/**
 * S3's smallest multipart part (the last may be smaller). A streamed write holds at most about
 * one part in memory, never the whole file; a file up to this size goes up in one PutObject.
 */
export const S3_PART_BYTES = 5 * 1024 * 1024;

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Prepended to every key (`evisa/` puts `documents/ab/...` at `evisa/documents/ab/...`). */
  prefix?: string;
}

export interface S3Settings {
  S3_BUCKET: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PREFIX?: string;
}

/**
 * The client for the configured bucket. Without S3_ACCESS_KEY_ID the SDK finds credentials
 * itself (AWS_* variables, a profile, an instance or task role).
 */
export function createS3Client(settings: Omit<S3Settings, 'S3_BUCKET' | 'S3_PREFIX'>): S3Client {
  return new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  });
}

/** The S3 driver from the S3_* settings (docs/decisions/0023-s3-storage.md). */
export function s3StorageFromSettings(settings: S3Settings): FileStorage {
  return createS3Storage({
    client: createS3Client(settings),
    bucket: settings.S3_BUCKET,
    prefix: settings.S3_PREFIX,
  });
}

/** A missing object, as S3 says it for GetObject (NoSuchKey) and HEAD-style calls (NotFound). */
function isMissingObject(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Files as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), under the same
 * random keys as on disk. Objects only ever appear whole: a streamed write is a multipart upload
 * that S3 shows only once completed, and is aborted when its source fails.
 */
export function createS3Storage({ client, bucket, prefix }: S3StorageOptions): FileStorage {
  const trimmed = prefix?.replace(/^\/+|\/+$/g, '') ?? '';
  const base = trimmed ? `${trimmed}/` : '';
  const objectKey = (key: string) => `${base}${checkStorageKey(key)}`;

  const open = async (key: string): Promise<Readable> => {
    const Key = objectKey(key);
    try {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      // In Node the body is the response (an IncomingMessage): it streams, nothing is buffered.
      if (!(Body instanceof Readable)) throw new StorageError(`no readable body for ${key}`);
      return Body;
    } catch (err) {
      if (isMissingObject(err)) throw missingFileError(key);
      throw err;
    }
  };

  /**
   * Streams `source` into the object `Key`; the object appears (or changes) only once whole.
   * A failed new object is removed in case its completion did happen; a replaced one is kept.
   */
  const upload = async (
    Key: string,
    source: AsyncIterable<Uint8Array>,
    { replacing = false } = {},
  ): Promise<{ size: number; sha256: string }> => {
    const hash = createHash('sha256');
    let size = 0;
    let sourceFailure: { error: unknown } | undefined;
    const body = Readable.from(
      (async function* count() {
        try {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        } catch (error) {
          sourceFailure = { error };
          throw error;
        }
      })(),
    );
    // One part at a time: memory stays at about one part whatever the file's size. Parts are
    // left to us on error, so the abort below runs, and its failure cannot hide the cause.
    const multipart = new Upload({
      client,
      params: { Bucket: bucket, Key, Body: body },
      partSize: S3_PART_BYTES,
      queueSize: 1,
      leavePartsOnError: true,
    });
    try {
      await multipart.done();
    } catch (err) {
      body.destroy(); // stop reading the source (the request) when the store gave up
      // Abort the multipart upload (its parts would otherwise be kept, unseen, until the
      // bucket's lifecycle rule), and remove the object in case a completion that reported
      // an error did happen. Both are best effort: the object never existed, or is gone.
      await Promise.all([
        multipart.uploadId
          ? client
              .send(
                new AbortMultipartUploadCommand({
                  Bucket: bucket,
                  Key,
                  UploadId: multipart.uploadId,
                }),
              )
              .catch(() => undefined)
          : undefined,
        replacing
          ? undefined
          : client.send(new DeleteObjectCommand({ Bucket: bucket, Key })).catch(() => undefined),
      ]);
      if (sourceFailure) throw sourceFailure.error;
      throw new StorageError(`could not store ${Key}`, { cause: err });
    }
    return { size, sha256: hash.digest('hex') };
  };

  return {
    async put(data, { area, extension }) {
      const key = newStorageKey(area, extension);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data }));
      return key;
    },

    async putStream(source, { area, extension }) {
      const key = newStorageKey(area, extension);
      return { key, ...(await upload(objectKey(key), source)) };
    },

    async replace(key, source) {
      const Key = objectKey(key);
      // Never brings back an object deleted before the rewrite began (S3 has no rename: a
      // delete during the upload itself can still lose to it; the document sweep removes such
      // an object, which nothing references).
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      } catch (err) {
        if (isMissingObject(err)) throw missingFileError(key);
        throw err;
      }
      await upload(Key, source, { replacing: true });
    },

    async get(key) {
      const stream = await open(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    // The object is requested here, so a missing one fails before a response starts.
    getStream: open,

    async delete(key) {
      // S3 answers 204 for a key that is not there: deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async deletePartial(key) {
      // Nothing to do: an unfinished upload is no object and list() never reports one. Uploads
      // cut off by a crash are removed by the bucket's AbortIncompleteMultipartUpload rule.
      checkStorageKey(key);
    },

    async *list(area) {
      const Prefix = `${base}${checkStorageArea(area)}/`;
      for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(base.length);
          if (!key || !isStorageKey(key)) continue; // not ours: never touched
          // No date would be odd; "now" keeps such an object out of the sweep's reach.
          yield { key, partial: false, modifiedAt: object.LastModified ?? new Date() };
        }
      }
    },
  };
}
