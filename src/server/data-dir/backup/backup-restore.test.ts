// A consistent backup of DATA_DIR taken while the server runs
// (docs/decisions/0025-backup-restore.md), restored into a fresh DATA_DIR, gives back the same
// applications, files and secrets; restore refuses what it must and leaves nothing behind when it
// does.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { applications } from '@/server/db';
import { SANDBOX_SECRET_FILE } from '@/server/services/payments/sandbox/secret';
import {
  EVISA_LINK_SECRET_FILE,
  signEvisaToken,
  verifyEvisaToken,
} from '@/server/services/status/evisa-link';
import {
  bearer,
  createApplicationViaApi,
  saveApplicants,
  type Created,
} from '@/server/test-support/applicant-api';
import { smallPdf, upload } from '@/server/test-support/documents';
import {
  encryptChunks,
  readHead,
  decryptingChunks,
} from '@/server/services/storage/encryption/file-cipher';
import {
  fileKeyring,
  KEY_FILE,
  parseMasterKeys,
  staticKeyring,
  type Keyring,
} from '@/server/services/storage/encryption/keyring';
import { LOCK_FILE } from '../lock';
import { openConfiguredDatabase } from '../open-database';
import { backupDataDir, restoreDataDir } from './backup-data-dir';
import { startControlSocket } from './control-socket';
import { BACKUP_STAGING, CONTROL_SOCKET, type BackupManifest } from './layout';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'evisa-backup-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** The app as the server runs it: DATA_DIR locked and migrated, the backup socket listening. */
async function startApp(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CLIENT_DIR: '/nonexistent-client',
    PUBLIC_URL: 'http://evisa.test',
  });
  const opened = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database: opened.database });
  const control = await startControlSocket({ dataDir, database: opened.database, log: app.log });
  return {
    app,
    db: opened.database.db,
    async close() {
      await control.close();
      await app.close();
      await opened.database.close();
      await opened.afterClose();
    },
  };
}
type RunningApp = Awaited<ReturnType<typeof startApp>>;

const view = async (app: RunningApp['app'], created: Created) => {
  const res = await app.inject({
    url: `/api/applications/${created.id}`,
    headers: bearer(created.accessToken),
  });
  return { status: res.statusCode, body: res.json() as unknown };
};
const download = (app: RunningApp['app'], created: Created, documentId: string) =>
  app.inject({
    url: `/api/applications/${created.id}/documents/${documentId}/file`,
    headers: bearer(created.accessToken),
  });

async function uploadPassport(t: RunningApp, created: Created): Promise<string> {
  await t.db
    .update(applications)
    .set({ status: 'paid', paidAt: new Date() })
    .where(eq(applications.id, created.id));
  const res = await upload(
    t.app,
    created.id,
    bearer(created.accessToken),
    { documentType: 'passport', applicant: 0 },
    { name: 'passport.pdf', type: 'application/pdf', data: await smallPdf() },
  );
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

let goodArchive: string;
/** The source DATA_DIR's key file, which the backups are encrypted under. */
let keyFileText: string;
let keyring: Keyring;
const sourceKeyring = async (dir: string) => fileKeyring(path.join(dir, KEY_FILE));

describe('a backup taken while the app runs, restored into a fresh DATA_DIR', () => {
  it('gives back the same applications, file bytes and secrets', { timeout: 120_000 }, async () => {
    const sourceDir = path.join(root, 'source');
    const source = await startApp(sourceDir);
    let sourceClosed = false;
    try {
      const first = await createApplicationViaApi(source.app, { numberOfApplicants: 1 });
      await saveApplicants(source.app, first, 1);
      const second = await createApplicationViaApi(source.app, {
        numberOfApplicants: 2,
        email: 'second@example.com',
      });
      await saveApplicants(source.app, second, 2);
      const documentId = await uploadPassport(source, first);
      const before = {
        first: await view(source.app, first),
        second: await view(source.app, second),
      };
      expect(before.first.status).toBe(200);
      const fileBefore = (await download(source.app, first, documentId)).rawPayload;
      expect(fileBefore.subarray(0, 5).toString()).toBe('%PDF-');
      const secrets = {
        evisa: await readFile(path.join(sourceDir, EVISA_LINK_SECRET_FILE), 'utf8'),
        sandbox: await readFile(path.join(sourceDir, SANDBOX_SECRET_FILE), 'utf8'),
      };
      const token = signEvisaToken({ secret: secrets.evisa.trim(), documentId, now: new Date() });

      // The server holds the DATA_DIR lock: the backup goes through its socket, as the command's.
      expect(await exists(path.join(sourceDir, CONTROL_SOCKET))).toBe(true);
      goodArchive = path.join(root, 'good.tar.gz');
      keyFileText = await readFile(path.join(sourceDir, KEY_FILE), 'utf8');
      keyring = staticKeyring(parseMasterKeys(keyFileText, KEY_FILE), 'test');
      const result = await backupDataDir({
        dataDir: sourceDir,
        output: goodArchive,
        keyring: await sourceKeyring(sourceDir),
      });
      expect(result.manifest).toMatchObject({
        takenBy: 'server',
        counts: { applications: 2, documents: 1 },
        data: { files: 3 }, // the passport and the two secrets, never the master key
      } satisfies Partial<Record<keyof BackupManifest, unknown>>);
      // Encrypted: no gzip, no PDF, no secret, no key to be read in the file.
      const raw = await readFile(goodArchive);
      expect(raw.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
      expect(raw.includes('%PDF')).toBe(false);
      // The database inside holds the travellers' passport numbers: not readable either.
      expect(raw.includes('P12345670')).toBe(false);
      expect(raw.includes(secrets.evisa.trim())).toBe(false);
      expect(raw.includes(keyFileText.split('\n')[1]!)).toBe(false);
      expect((await stat(goodArchive)).mode & 0o777).toBe(0o600);
      expect(await exists(`${goodArchive}.partial`)).toBe(false);
      expect(await readdir(path.join(sourceDir, BACKUP_STAGING))).toEqual([]); // links removed

      // Written after the snapshot: not in the backup.
      const later = await createApplicationViaApi(source.app);
      await source.close();
      sourceClosed = true;
      expect(await exists(path.join(sourceDir, CONTROL_SOCKET))).toBe(false);

      const restoredDir = path.join(root, 'restored'); // absent: the restore creates it
      const restored = await restoreDataDir({
        dataDir: restoredDir,
        archive: goodArchive,
        keyring,
        keyFileText,
      });
      expect(restored.manifest.counts).toEqual({ applications: 2, documents: 1 });
      expect((await readdir(restoredDir)).sort()).toEqual(
        ['encryption.key', 'evisa-link-secret', 'files', 'pglite', 'sandbox-webhook-secret'].sort(),
      );
      expect((await stat(restoredDir)).mode & 0o777).toBe(0o700);

      const target = await startApp(restoredDir);
      try {
        expect(await view(target.app, first)).toEqual(before.first);
        expect(await view(target.app, second)).toEqual(before.second);
        expect((await view(target.app, later)).status).not.toBe(200);
        const fileAfter = await download(target.app, first, documentId);
        expect(fileAfter.statusCode).toBe(200);
        expect(fileAfter.rawPayload.equals(fileBefore)).toBe(true);
        expect(await target.db.select({ id: applications.id }).from(applications)).toHaveLength(2);
      } finally {
        await target.close();
      }
      const restoredSecret = await readFile(path.join(restoredDir, EVISA_LINK_SECRET_FILE), 'utf8');
      expect(restoredSecret).toBe(secrets.evisa);
      expect(await readFile(path.join(restoredDir, SANDBOX_SECRET_FILE), 'utf8')).toBe(
        secrets.sandbox,
      );
      // A status link signed before the backup still verifies after the restore.
      expect(verifyEvisaToken({ secret: restoredSecret.trim(), token, now: new Date() })).toBe(
        documentId,
      );
    } finally {
      if (!sourceClosed) await source.close();
    }
  });

  it('is taken by the command itself when no server runs, under the DATA_DIR lock', async () => {
    const sourceDir = path.join(root, 'source');
    const output = path.join(root, 'offline.tar.gz');
    const result = await backupDataDir({
      dataDir: sourceDir,
      output,
      keyring: await sourceKeyring(sourceDir),
    });
    expect(result.manifest).toMatchObject({
      takenBy: 'offline',
      counts: { applications: 3, documents: 1 },
    });
    expect(await exists(path.join(sourceDir, LOCK_FILE))).toBe(false); // released
    await expect(
      backupDataDir({ dataDir: sourceDir, output, keyring: await sourceKeyring(sourceDir) }),
    ).rejects.toThrow(`${output} exists already`);
  });

  it('refuses while another process (not the server) holds the DATA_DIR lock', async () => {
    const sourceDir = path.join(root, 'source');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(
        path.join(sourceDir, LOCK_FILE),
        JSON.stringify({
          pid: other.pid,
          hostname: hostname(),
          command: 'staff.ts',
          startedAt: '',
        }),
      );
      const output = path.join(root, 'locked.tar.gz');
      await expect(
        backupDataDir({ dataDir: sourceDir, output, keyring: await sourceKeyring(sourceDir) }),
      ).rejects.toThrow(
        /is in use by another process: pid \d+[\s\S]*only the server takes backups while it runs/,
      );
      expect(await exists(output)).toBe(false);
      expect(await exists(`${output}.partial`)).toBe(false);
    } finally {
      other.kill();
      await rm(path.join(sourceDir, LOCK_FILE), { force: true });
    }
  });
});

/**
 * Rewrites an archive entry by entry: `edit` returns new bytes, or null to drop the entry. The
 * new archive is encrypted under the same key, or left in clear (as before encryption) when asked.
 */
async function rewriteArchive(
  from: string,
  to: string,
  edit: (name: string, data: Buffer) => Buffer | null,
  extra: { name: string; data?: Buffer; type?: 'file' | 'symlink'; linkname?: string }[] = [],
  { clear = false } = {},
) {
  const entries: { name: string; data: Buffer }[] = [];
  const extract = tar.extract();
  const opened = await readHead(createReadStream(from));
  const reading = pipeline(
    await decryptingChunks(opened.head, opened.rest, keyring),
    createGunzip(),
    extract,
  );
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
  }
  await reading;
  const master = await keyring.current();
  const pack = tar.pack();
  const gzip = createGzip();
  const writing = clear
    ? pipeline(pack, gzip, createWriteStream(to))
    : pipeline(pack, gzip, (source) => encryptChunks(source, master), createWriteStream(to));
  const add = (header: Partial<tar.Header> & { name: string }, data?: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry(header, data ?? Buffer.alloc(0), (err) => (err ? reject(err) : resolve())),
    );
  const [manifest, ...rest] = entries;
  await add({ name: manifest!.name }, edit(manifest!.name, manifest!.data) ?? Buffer.alloc(0));
  for (const e of extra) {
    await add({ name: e.name, type: e.type ?? 'file', linkname: e.linkname }, e.data);
  }
  for (const entry of rest) {
    const data = edit(entry.name, entry.data);
    if (data) await add({ name: entry.name }, data);
  }
  pack.finalize();
  await writing;
}

describe('restore refuses', () => {
  const target = () => path.join(root, `target-${Math.random().toString(16).slice(2)}`);

  it('an encrypted backup without its key, or with another key, leaving nothing behind', async () => {
    const dataDir = target();
    const id = (await keyring.current()).id;
    await expect(restoreDataDir({ dataDir, archive: goodArchive })).rejects.toThrow(
      `is encrypted under master key ${id}, which was not given`,
    );
    const other = staticKeyring(parseMasterKeys('e'.repeat(64), 'other'), 'other.key');
    await expect(restoreDataDir({ dataDir, archive: goodArchive, keyring: other })).rejects.toThrow(
      `which other.key does not hold`,
    );
    expect(await exists(dataDir)).toBe(false);
  });

  it(
    'nothing made before encryption: a backup in clear still restores',
    { timeout: 60_000 },
    async () => {
      const clear = path.join(root, 'clear.tar.gz');
      await rewriteArchive(goodArchive, clear, (_n, data) => data, [], { clear: true });
      expect((await readFile(clear)).subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(true);
      const dataDir = target();
      const { manifest } = await restoreDataDir({ dataDir, archive: clear });
      expect(manifest.counts).toEqual({ applications: 2, documents: 1 });
    },
  );

  it('a DATA_DIR that is not empty, touching nothing in it', async () => {
    const dataDir = target();
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'notes.txt'), 'keep me');
    await expect(restoreDataDir({ dataDir, archive: goodArchive, keyring })).rejects.toThrow(
      `DATA_DIR ${dataDir} is not empty (notes.txt)`,
    );
    expect(await readdir(dataDir)).toEqual(['notes.txt']);
  });

  it('restores into an empty DATA_DIR', { timeout: 60_000 }, async () => {
    const dataDir = target();
    await mkdir(dataDir);
    await restoreDataDir({ dataDir, archive: goodArchive, keyring });
    expect(await readdir(dataDir)).toContain('pglite');
  });

  it.each([
    ['a ../ path', 'data/../../escaped.txt'],
    ['a ../ path inside files/', 'data/files/../../../escaped.txt'],
    ['an absolute path', '/tmp/escaped.txt'],
    ['an absolute path under data/', 'data//tmp/escaped.txt'],
    ['a name outside data/', 'escaped.txt'],
    ['the database directory itself', 'data/pglite/global/pg_control'],
  ])('an archive with %s, leaving nothing behind', async (_what, name) => {
    const bad = path.join(root, `bad-${Math.random().toString(16).slice(2)}.tar.gz`);
    await rewriteArchive(goodArchive, bad, (_n, data) => data, [
      { name, data: Buffer.from('escaped') },
    ]);
    const dataDir = target();
    await expect(restoreDataDir({ dataDir, archive: bad, keyring })).rejects.toThrow(
      `has an unsafe or unexpected name`,
    );
    expect(await exists(dataDir)).toBe(false);
    expect(await exists(path.join(root, 'escaped.txt'))).toBe(false);
    expect(await exists('/tmp/escaped.txt')).toBe(false);
  });

  it('an archive with a symbolic link', async () => {
    const bad = path.join(root, 'symlink.tar.gz');
    await rewriteArchive(goodArchive, bad, (_n, data) => data, [
      { name: 'data/files/link', type: 'symlink', linkname: '/etc/passwd' },
    ]);
    const dataDir = target();
    await expect(restoreDataDir({ dataDir, archive: bad, keyring })).rejects.toThrow(
      'entry "data/files/link" is a symlink, not a file',
    );
    expect(await exists(dataDir)).toBe(false);
  });

  it.each([
    ['cut in the middle', (size: number) => Math.floor(size / 2)],
    ['missing its last bytes', (size: number) => size - 8],
  ])('a truncated archive (%s), leaving nothing behind', async (_what, cut) => {
    const truncated = path.join(root, `truncated-${Math.random().toString(16).slice(2)}.tar.gz`);
    await writeFile(truncated, await readFile(goodArchive));
    await truncate(truncated, cut((await stat(truncated)).size));
    const dataDir = target();
    await expect(restoreDataDir({ dataDir, archive: truncated, keyring })).rejects.toThrow(
      'is not a usable backup: it is damaged or incomplete',
    );
    expect(await exists(dataDir)).toBe(false);
    // An empty DATA_DIR stays empty.
    await mkdir(dataDir);
    await expect(restoreDataDir({ dataDir, archive: truncated, keyring })).rejects.toThrow();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('a backup whose file count does not match its manifest', async () => {
    const bad = path.join(root, 'missing-file.tar.gz');
    await rewriteArchive(goodArchive, bad, (name, data) =>
      name.startsWith('data/files/') ? null : data,
    );
    const dataDir = target();
    await expect(restoreDataDir({ dataDir, archive: bad, keyring })).rejects.toThrow(
      'it holds 2 files',
    );
    expect(await exists(dataDir)).toBe(false);
  });

  it('a backup from a newer version of the app', async () => {
    const newer = path.join(root, 'newer.tar.gz');
    await rewriteArchive(goodArchive, newer, (name, data) => {
      if (name !== 'manifest.json') return data;
      const manifest = JSON.parse(data.toString()) as BackupManifest;
      return Buffer.from(JSON.stringify({ ...manifest, lastMigrationAt: Date.now() * 10 }));
    });
    const dataDir = target();
    await expect(restoreDataDir({ dataDir, archive: newer, keyring })).rejects.toThrow(
      'comes from a newer version of the app',
    );
    expect(await exists(dataDir)).toBe(false);
  });
});
