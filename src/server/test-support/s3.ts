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
  atomicOverwrites(server);
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

/**
 * S3 replaces an object whole: a GET during a PUT of the same key reads the old object or the
 * new one. s3rver truncates the file and writes it in place, so such a GET can read a mix of
 * both (npm run rotate-key rewrites objects while they are read). Here a key's reads and writes
 * take turns: a write waits for the reads in progress to finish streaming, and the other way
 * round, as S3's atomic replacement looks from outside.
 */
const READ_TURN_MS = 2000;

function atomicOverwrites(server: S3rver) {
  const { store } = server;
  const turns = new Map<string, Promise<void>>();
  /** Waits for the key's turn; returns the function that ends it. */
  const take = async (bucket: string, key: string) => {
    const id = `${bucket}/${key}`;
    const before = turns.get(id) ?? Promise.resolve();
    let end!: () => void;
    const mine = new Promise<void>((resolve) => (end = resolve));
    const chained = before.then(() => mine);
    turns.set(id, chained);
    await before;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      end();
      if (turns.get(id) === chained) turns.delete(id);
    };
  };
  const put = store.putObject.bind(store);
  store.putObject = async (object) => {
    const release = await take(object.bucket, object.key);
    try {
      return await put(object);
    } finally {
      release();
    }
  };
  const get = store.getObject.bind(store);
  store.getObject = async (bucket, key, options) => {
    const release = await take(bucket, key);
    try {
      const object = await get(bucket, key, options);
      const content = object?.content;
      if (!content) release();
      else {
        for (const event of ['end', 'close', 'error']) content.once(event, release);
        // A client gone mid-read can leave s3rver's file stream paused for ever: its turn ends
        // anyway, so a writer never waits without end.
        setTimeout(release, READ_TURN_MS).unref();
      }
      return object;
    } catch (err) {
      release();
      throw err;
    }
  };
}
