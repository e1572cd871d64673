// A real S3-compatible server for the S3 storage tests: s3rver, in this process, on a free port,
// over a temporary directory. No external service: CI runs these like any other test.
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Client } from '@/server/services/storage/s3-storage';

/** s3rver accepts any signature from its one built-in account. */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/**
 * `port` and `directory` bring a stopped server back where it was, with its objects (as
 * `npm run chaos` does); a directory passed in is left in place by close().
 */
export async function startS3Server(
  bucket = 'evisa-test',
  options: { port?: number; directory?: string } = {},
) {
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 'evisa-s3-')));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  keepDirectories(server);
  const { port } = await server.run();
  /** The S3_* variables that point the app at this server. */
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    ...CREDENTIALS,
  };
  return {
    bucket,
    env,
    /** Where s3rver keeps the bucket (objects as files, for tests that look behind the API). */
    directory,
    client: () =>
      createS3Client({ ...env, S3_FORCE_PATH_STYLE: true, S3_ENDPOINT: env.S3_ENDPOINT }),
    async close() {
      await server.close();
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

/**
 * s3rver keeps each key's first part as a directory and removes it when a delete leaves it
 * empty. A put of another key under the same part that has just made the directory then fails
 * to open its file, and s3rver, with no handler on that stream, throws out of the process: the
 * 10-minute chaos soak (uploads replacing documents) died of it. S3 has no directories; here a
 * delete removes the object's files and leaves the directory.
 */
function keepDirectories(server: S3rver) {
  const { store } = server;
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      (['object', 'object.md5', 'metadata.json'] as const).map((resource) =>
        unlink(store.getResourcePath(bucket, key, resource)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        }),
      ),
    );
  };
}
