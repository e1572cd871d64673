import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/server/config';
import { startS3Server, type S3Server } from '@/server/test-support/s3';
import { openFileStorage } from './storage-from-config';

let s3: S3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-storage-config-'));
});
afterAll(async () => {
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('S3 configuration', () => {
  it('is optional: no S3_BUCKET, no S3, and the defaults', () => {
    const c = loadConfig({});
    expect(c.S3_BUCKET).toBeUndefined();
    expect(c.S3_REGION).toBe('us-east-1');
    expect(c.S3_FORCE_PATH_STYLE).toBe(false);
    expect(loadConfig({ S3_BUCKET: '', S3_REGION: '' })).toMatchObject({
      S3_BUCKET: undefined,
      S3_REGION: 'us-east-1',
    });
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'evisa-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'evisa/',
      }),
    ).toMatchObject({
      S3_BUCKET: 'evisa-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'evisa/',
    });
  });

  it('refuses a key id without its secret, a bad endpoint and a bad prefix', () => {
    const error = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      return 'no error';
    };
    expect(error({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toContain(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(error({ S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT');
    expect(error({ S3_PREFIX: '../up' })).toContain('S3_PREFIX');
    expect(error({ S3_FORCE_PATH_STYLE: 'yes' })).toContain('S3_FORCE_PATH_STYLE');
  });
});

describe('openFileStorage', () => {
  it('writes to DATA_DIR/files without S3_BUCKET, encrypted under a generated key file', async () => {
    const { storage, warnings } = await openFileStorage(loadConfig({ DATA_DIR: dataDir }));
    const key = await storage.put(Buffer.from('on disk'), { area: 'documents' });
    const stored = readFileSync(path.join(dataDir, 'files', key));
    expect(stored.includes('on disk')).toBe(false);
    expect((await storage.get(key)).toString()).toBe('on disk');
    expect(existsSync(path.join(dataDir, 'encryption.key'))).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('warns in production when the key lies in DATA_DIR', async () => {
    const { warnings } = await openFileStorage(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }),
    );
    expect(warnings.join(' ')).toContain('DATA_ENCRYPTION_KEY is not set');
  });

  it('asks for DATA_ENCRYPTION_KEY when instances share a bucket and a database', async () => {
    const shared = { DATA_DIR: dataDir, ...s3.env, DATABASE_URL: 'postgres://db.internal/evisa' };
    await expect(openFileStorage(loadConfig(shared))).rejects.toThrow(
      'S3_BUCKET and DATABASE_URL are set, so instances share the files: set DATA_ENCRYPTION_KEY',
    );
  });

  it('writes to the bucket, under S3_PREFIX, with S3_BUCKET', async () => {
    const { storage } = await openFileStorage(
      loadConfig({ DATA_DIR: dataDir, ...s3.env, S3_PREFIX: 'evisa' }),
    );
    const key = await storage.put(Buffer.from('in the bucket'), { area: 'documents' });
    const head = await s3
      .client()
      .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `evisa/${key}` }));
    // The header (79 bytes) and one segment's tag (16) around the 13 bytes of text.
    expect(head.ContentLength).toBe('in the bucket'.length + 79 + 16);
    expect(existsSync(path.join(dataDir, 'files', key))).toBe(false);
    expect((await storage.get(key)).toString()).toBe('in the bucket');
  });
});
