// The S3 driver against a real S3-compatible server (s3rver, started here on a free port): the
// shared FileStorage cases, then what is particular to S3 (multipart while reading, aborts,
// store failures, the key prefix).
import {
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '@/server/test-support/s3';
import {
  describeFileStorage,
  listed,
  MB,
  patternChunks,
  patternSha256,
  textChunks,
} from '@/server/test-support/storage-suite';
import { createEncryptedStorage } from './encryption/encrypted-storage';
import { parseMasterKeys, staticKeyring } from './encryption/keyring';
import { createS3Storage, S3_PART_BYTES } from './s3-storage';
import { StorageError } from './storage';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

describeFileStorage('S3 (s3rver)', () =>
  createS3Storage({ client: s3.client(), bucket: s3.bucket }),
);
describeFileStorage('S3 (s3rver), encrypted', () =>
  createEncryptedStorage(
    createS3Storage({ client: s3.client(), bucket: s3.bucket, prefix: 'encrypted' }),
    staticKeyring(parseMasterKeys('b'.repeat(64), 'test')),
  ),
);

/** Counts the commands a client has completed (or failed), by name. */
function countCommands(client: S3Client) {
  const done: string[] = [];
  const failed: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      try {
        const result = await next(args);
        done.push(context.commandName ?? '?');
        return result;
      } catch (err) {
        failed.push(context.commandName ?? '?');
        throw err;
      }
    },
    { step: 'initialize', name: 'countCommands' },
  );
  const count = (list: string[], name: string) => list.filter((n) => n === name).length;
  return {
    done: (name: string) => count(done, name),
    failed: (name: string) => count(failed, name),
  };
}

async function objectKeys(client: S3Client, Prefix = '') {
  const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix }));
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}

describe('S3 (s3rver): particular to S3', () => {
  it('sends a large stream in parts while reading it, never holding it whole', async () => {
    const client = s3.client();
    const commands = countCommands(client);
    const storage = createS3Storage({ client, bucket: s3.bucket });
    const total = 12 * MB;
    // The last chunk is only asked for after two whole parts have gone to the server: the
    // driver cannot have waited for the end of the stream to start sending.
    const partsSentBeforeLastChunk: number[] = [];
    const stored = await storage.putStream(
      patternChunks(total, {
        onChunk: (offset) => {
          if (offset + 256 * 1024 >= total) {
            partsSentBeforeLastChunk.push(commands.done('UploadPartCommand'));
          }
        },
      }),
      { area: 'multipart', extension: 'pdf' },
    );
    expect(partsSentBeforeLastChunk).toEqual([2]);
    expect(commands.done('UploadPartCommand')).toBe(Math.ceil(total / S3_PART_BYTES));
    expect(commands.done('CompleteMultipartUploadCommand')).toBe(1);
    expect(stored.sha256).toBe(await patternSha256(total));
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: stored.key }));
    expect(head.ContentLength).toBe(total);
  });

  it('aborts the multipart upload of a failing source and rethrows the source error', async () => {
    const client = s3.client();
    const commands = countCommands(client);
    const storage = createS3Storage({ client, bucket: s3.bucket });
    await expect(
      storage.putStream(patternChunks(12 * MB, { failAfter: 7 * MB }), { area: 'aborted' }),
    ).rejects.toThrow('client went away');
    expect(commands.done('UploadPartCommand')).toBe(1);
    // s3rver has no AbortMultipartUpload (it answers 405): the attempt is made all the same,
    // and its failure does not hide the source's error. Real S3 and MinIO drop the parts.
    expect(
      commands.done('AbortMultipartUploadCommand') + commands.failed('AbortMultipartUploadCommand'),
    ).toBe(1);
    expect(commands.done('CompleteMultipartUploadCommand')).toBe(0);
    expect(await objectKeys(client, 'aborted/')).toEqual([]);
  });

  it('reports a failing store as a StorageError, not as the source failing', async () => {
    const storage = createS3Storage({ client: s3.client(), bucket: 'no-such-bucket' });
    const source = textChunks(['a', 'b']);
    const failure = await storage.putStream(source, { area: 'documents' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StorageError);
    expect((failure as StorageError).cause).toMatchObject({ name: 'NoSuchBucket' });
    // A missing bucket is a broken deployment, not a missing file.
    const key = 'documents/00/00000000000000000000000000000000';
    await expect(storage.get(key)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(storage.get(key)).rejects.not.toMatchObject({ code: 'ENOENT' });
  });

  it('keeps its objects under the prefix and lists only keys it could have made', async () => {
    const client = s3.client();
    const storage = createS3Storage({ client, bucket: s3.bucket, prefix: '/tenant/one/' });
    const key = await storage.put(Buffer.from('mine'), { area: 'prefixed' });
    const streamed = await storage.putStream(textChunks(['also mine']), { area: 'prefixed' });
    expect(await objectKeys(client, 'tenant/')).toEqual(
      [`tenant/one/${key}`, `tenant/one/${streamed.key}`].sort(),
    );
    // Not ours: another prefix, and a name no key has.
    const put = (Key: string) =>
      client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'x' }));
    await put(`prefixed/${key.split('/').slice(1).join('/')}`);
    await put('tenant/one/prefixed/ab/not-a-key');
    expect((await listed(storage, 'prefixed')).map((e) => e.key)).toEqual(
      [key, streamed.key].sort(),
    );
    expect((await storage.get(key)).toString()).toBe('mine');
    await storage.delete(key);
    expect(await objectKeys(client, `tenant/one/${key}`)).toEqual([]);
  });
});
