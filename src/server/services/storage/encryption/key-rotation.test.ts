import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createDatabase, migrateDatabase } from '@/server/db';
import { startS3Server, type S3Server } from '@/server/test-support/s3';
import { runServer } from '@/server/test-support/mail/child-process';
import { listed } from '@/server/test-support/storage-suite';
import { openFileStorage } from '../storage-from-config';
import { STORAGE_AREAS, type FileStorage } from '../storage';
import { createEncryptedStorage } from './encrypted-storage';
import { headerKeyId, readHead } from './file-cipher';
import { KEY_FILE, KeyringError, parseMasterKeys, staticKeyring } from './keyring';
import { loadColumnKey } from './column-key';
import { runRotateKeyCommand } from './rotate-key-command';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let s3: S3Server;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server('evisa-rotation');
});
afterAll(async () => {
  await s3?.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function freshEnv(driver: 'disk' | 'S3'): Promise<NodeJS.ProcessEnv> {
  const dir = await mkdtemp(path.join(tmpdir(), 'evisa-rotation-'));
  dirs.push(dir);
  const s3Env =
    driver === 'S3' ? { ...s3.env, S3_PREFIX: `run-${randomBytes(4).toString('hex')}` } : {};
  return { DATA_DIR: dir, ...s3Env };
}

async function* chunksOf(data: Buffer) {
  for (let at = 0; at < data.length; at += 50_000) yield data.subarray(at, at + 50_000);
}

async function storedKeyId(stored: FileStorage, key: string) {
  const stream = await stored.getStream(key);
  const { head } = await readHead(stream);
  stream.destroy();
  return headerKeyId(head);
}

/** Every stored object with its content's hash, as the store holds it. */
async function snapshot(stored: FileStorage) {
  const found: string[] = [];
  for (const area of STORAGE_AREAS)
    for (const entry of await listed(stored, area))
      found.push(`${entry.key} ${sha256(await stored.get(entry.key))}`);
  return found;
}

async function dataDirNames(dir: string) {
  return (await readdir(dir, { recursive: true })).sort();
}

describe.each(['disk', 'S3'] as const)('master key rotation on %s', (driver) => {
  it('moves every file to a new key while uploads and downloads run; all read afterwards', async () => {
    const env = await freshEnv(driver);
    const { storage, stored, keyring } = await openFileStorage(loadConfig(env));
    const oldId = (await keyring.current()).id;
    // A file from before encryption existed, stored as it came.
    const clear = Buffer.from('%PDF-1.7 stored in clear before encryption');
    const clearKey = await stored.put(clear, { area: 'documents', extension: 'pdf' });
    expect((await storage.get(clearKey)).equals(clear)).toBe(true);

    const files = new Map<string, string>([[clearKey, sha256(clear)]]);
    const upload = async () => {
      const data = randomBytes(60_000 + Math.floor(Math.random() * 150_000));
      const { key, sha256: hash } = await storage.putStream(chunksOf(data), {
        area: 'documents',
        extension: 'jpg',
      });
      expect(hash).toBe(sha256(data));
      files.set(key, hash);
    };
    for (let i = 0; i < 12; i += 1) await upload();
    await storage.put(Buffer.from('signature'), { area: 'signatures', extension: 'png' });

    let running = true;
    let uploads = 0;
    let downloads = 0;
    const traffic = Array.from({ length: 3 }, async () => {
      while (running) {
        // Enough uploads to land before, between and after the passes, not so many that the
        // passes grow without end.
        if (uploads < 45) {
          await upload();
          uploads += 1;
        }
        await sleep(40);
        const keys = [...files.keys()];
        const key = keys[Math.floor(Math.random() * keys.length)]!;
        const body: Buffer[] = [];
        for await (const chunk of await storage.getStream(key)) body.push(chunk as Buffer);
        expect(sha256(Buffer.concat(body))).toBe(files.get(key));
        downloads += 1;
      }
    });
    const printed: string[] = [];
    const code = await runRotateKeyCommand(
      [],
      { env, print: (l) => printed.push(l), printError: (l) => printed.push(`error: ${l}`) },
      { settleMs: 3000 },
    );
    running = false;
    await Promise.all(traffic);
    expect(printed.join('\n')).not.toContain('error:');
    expect(code).toBe(0);
    expect(uploads).toBeGreaterThan(3);
    expect(downloads).toBeGreaterThan(3);

    // The key file holds the new key alone, and every file opens with it alone.
    const keyFile = await readFile(path.join(env.DATA_DIR!, KEY_FILE), 'utf8');
    const keys = parseMasterKeys(keyFile, KEY_FILE);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.id).not.toBe(oldId);
    const onlyNew = createEncryptedStorage(stored, staticKeyring(keys, 'test'));
    for (const [key, hash] of files) {
      expect(sha256(await onlyNew.get(key))).toBe(hash);
      expect(await storedKeyId(stored, key)).toBe(keys[0]!.id);
    }
    expect((await stored.get(clearKey)).includes('%PDF')).toBe(false);
    const [signature] = await listed(stored, 'signatures');
    expect((await onlyNew.get(signature!.key)).toString()).toBe('signature');
    expect(printed.join('\n')).toMatch(/First pass: \d+ re-wrapped, 1 encrypted from clear/);
  }, 60_000);

  it('refuses to start with a wrong or missing key, saying so, and changes nothing', async () => {
    const env = await freshEnv(driver);
    const { storage, stored, keyring } = await openFileStorage(loadConfig(env));
    const id = (await keyring.current()).id;
    await storage.put(Buffer.from('passport'), { area: 'documents', extension: 'jpg' });
    const before = await snapshot(stored);
    const names = await dataDirNames(env.DATA_DIR!);

    const wrongKey = randomBytes(32).toString('base64');
    const wrong = openFileStorage(loadConfig({ ...env, DATA_ENCRYPTION_KEY: wrongKey }));
    await expect(wrong).rejects.toBeInstanceOf(KeyringError);
    await expect(wrong).rejects.toThrow(
      `Wrong encryption key: stored files are encrypted under master key ${id}`,
    );
    const printed: string[] = [];
    const context = {
      env: { ...env, DATA_ENCRYPTION_KEY: wrongKey },
      print: (l: string) => printed.push(l),
      printError: (l: string) => printed.push(l),
    };
    expect(await runRotateKeyCommand([], context)).toBe(1);
    expect(printed.join('\n')).toContain('Wrong encryption key');

    const keyFile = path.join(env.DATA_DIR!, KEY_FILE);
    await rename(keyFile, `${keyFile}.away`);
    await expect(openFileStorage(loadConfig(env))).rejects.toThrow(
      /The stored files are encrypted, but DATA_ENCRYPTION_KEY is not set and .*encryption\.key is missing/,
    );
    await rename(`${keyFile}.away`, keyFile);

    expect(await snapshot(stored)).toEqual(before);
    expect(await dataDirNames(env.DATA_DIR!)).toEqual(names);
    // The right key still opens everything.
    const { storage: again } = await openFileStorage(loadConfig(env));
    const [file] = await listed(stored, 'documents');
    expect((await again.get(file!.key)).toString()).toBe('passport');
  });
});

describe('the server with a wrong key', () => {
  it('exits at once with the reason, before its database is created or migrated', async () => {
    const env = await freshEnv('disk');
    const { storage } = await openFileStorage(loadConfig(env));
    await storage.put(Buffer.from('passport'), { area: 'documents', extension: 'jpg' });
    const names = await dataDirNames(env.DATA_DIR!);
    expect(names).not.toContain('pglite');
    const server = runServer({
      DATA_DIR: env.DATA_DIR,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('Wrong encryption key: stored files are encrypted under');
    expect(await dataDirNames(env.DATA_DIR!)).toEqual(names);
  }, 60_000);
});

describe('rotation with DATA_ENCRYPTION_KEY', () => {
  it('moves the files to the first key and keeps them readable by it alone', async () => {
    const env = await freshEnv('disk');
    const oldKey = randomBytes(32).toString('base64');
    const newKey = randomBytes(32).toString('hex');
    const { storage, stored } = await openFileStorage(
      loadConfig({ ...env, DATA_ENCRYPTION_KEY: oldKey }),
    );
    const key = await storage.put(Buffer.from('agreement'), { area: 'agreements' });
    // The embedded database's column key, sealed under the old key as a server would leave it.
    const pgliteDir = path.join(env.DATA_DIR!, 'pglite');
    const before = await createDatabase({ dataDir: pgliteDir });
    await migrateDatabase(before);
    const columnKey = await loadColumnKey(before.db, staticKeyring(parseMasterKeys(oldKey, 'x')));
    await before.close();
    const printed: string[] = [];
    const both = { ...env, DATA_ENCRYPTION_KEY: `${newKey},${oldKey}` };
    const ctx = {
      env: both,
      print: (l: string) => printed.push(l),
      printError: (l: string) => printed.push(l),
    };
    expect(await runRotateKeyCommand([], ctx)).toBe(0);
    expect(printed.join('\n')).toContain('1 re-wrapped');
    const { storage: onlyNew } = await openFileStorage(
      loadConfig({ ...env, DATA_ENCRYPTION_KEY: newKey }),
    );
    expect((await onlyNew.get(key)).toString()).toBe('agreement');
    const newId = parseMasterKeys(newKey, 'x')[0]!.id;
    expect(await storedKeyId(stored, key)).toBe(newId);
    // And the database's column key: it opens with the new key alone, the same secret.
    expect(printed.join('\n')).toContain(`column key is under master key ${newId}`);
    const after = await createDatabase({ dataDir: pgliteDir });
    try {
      const reopened = await loadColumnKey(after.db, staticKeyring(parseMasterKeys(newKey, 'x')));
      expect(reopened.id).toBe(columnKey.id);
    } finally {
      await after.close();
    }
    // No key file is made when the key comes from the environment.
    expect(await readdir(env.DATA_DIR!)).not.toContain(KEY_FILE);
    // --generate prints a key that DATA_ENCRYPTION_KEY accepts.
    printed.length = 0;
    expect(await runRotateKeyCommand(['--generate'], ctx)).toBe(0);
    expect(parseMasterKeys(printed[0]!, 'x')).toHaveLength(1);
  });
});
