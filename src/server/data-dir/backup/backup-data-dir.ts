import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { appPaths } from '@/server/app-paths';
import { createDatabase, type DatabaseHandle } from '@/server/db';
import { DataDirLockedError, LOCK_FILE, lockDataDir, type DataDirLock } from '../lock';
import { prepareDataDir, restrictNewFiles, restrictTree } from '../permissions';
import { packArchive, readArchive } from './archive';
import { requestServerBackup } from './control-socket';
import {
  BackupError,
  CONTROL_SOCKET,
  DATABASE_ENTRY,
  RESTORE_STAGING_PREFIX,
  type BackupManifest,
} from './layout';
import { takeSnapshot } from './snapshot';
import { encryptChunks } from '@/server/services/storage/encryption/file-cipher';
import { KEY_FILE, type Keyring } from '@/server/services/storage/encryption/keyring';

// `npm run backup` and `npm run restore` for the embedded database and local files
// (docs/decisions/0025-backup-restore.md). commands.ts adds the command line around these.

const PGLITE_DIR = 'pglite';

export interface BackupResult {
  file: string;
  /** The master key the archive is encrypted under. */
  keyId: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes a backup of DATA_DIR to `output` (`<output>.partial` first, renamed once the whole
 * archive has been read back and checked). From the running server through its socket when one
 * runs; otherwise the command takes the DATA_DIR lock and opens the database itself.
 */
export async function backupDataDir({
  dataDir,
  output,
  keyring,
}: {
  dataDir: string;
  output: string;
  /** The archive is encrypted under its current key (the key itself is never in a backup). */
  keyring: Keyring;
}): Promise<BackupResult> {
  const file = path.resolve(output);
  if (await exists(file)) throw new BackupError(`${file} exists already; name a new file.`);
  if (!(await isDirectory(path.dirname(file))))
    throw new BackupError(`The folder ${path.dirname(file)} does not exist.`);
  const partial = `${file}.partial`;

  let offline: { database: DatabaseHandle; lock: DataDirLock } | undefined;
  let archive = await requestServerBackup(dataDir);
  try {
    if (!archive) {
      offline = await openOffline(dataDir);
      const snapshot = await takeSnapshot({
        client: clientOf(offline.database),
        dataDir,
        link: false,
      });
      archive = packArchive(snapshot);
    }
    await pipeline(
      encryptChunks(archive, await keyring.current()),
      createWriteStream(partial, { mode: 0o600 }),
    );
    const manifest = await readArchive(partial, {}, keyring).catch((err: unknown) => {
      throw err instanceof BackupError && !offline
        ? new BackupError(`${err.message}\nDid the server stop during the backup? Try again.`)
        : err;
    });
    await rename(partial, file);
    return { file, keyId: (await keyring.current()).id, bytes: (await stat(file)).size, manifest };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    if (offline) {
      await offline.database.close();
      await restrictTree(dataDir);
      offline.lock.release();
    }
  }
}

/** With no server answering: the command opens the database itself, under the DATA_DIR lock. */
async function openOffline(dataDir: string) {
  const pgliteDir = path.join(dataDir, PGLITE_DIR);
  if (!(await exists(path.join(pgliteDir, 'PG_VERSION'))))
    throw new BackupError(
      `There is no embedded database in ${pgliteDir}: nothing to back up. Is DATA_DIR right?`,
    );
  restrictNewFiles();
  let lock: DataDirLock;
  try {
    lock = lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupError(
      `${err.message}\nThat process does not answer on ${path.join(dataDir, CONTROL_SOCKET)} ` +
        '(only the server takes backups while it runs): run the backup once it has finished.',
    );
  }
  try {
    return { database: await createDatabase({ dataDir: pgliteDir }), lock };
  } catch (err) {
    lock.release();
    throw err;
  }
}

function clientOf(database: DatabaseHandle) {
  if (database.driver.kind !== 'pglite') throw new Error('expected the embedded database');
  return database.driver.client;
}

export interface RestoreResult {
  dataDir: string;
  manifest: BackupManifest;
}

/**
 * Restores an archive into an empty or absent DATA_DIR. Everything is unpacked and checked in
 * DATA_DIR/.restore-<random> first (names, sizes, checksums, the database opened and its rows
 * counted against the manifest), under the DATA_DIR lock so no server starts meanwhile, and
 * only then moved into place; a refusal or failure leaves DATA_DIR as it was (absent or empty).
 * Migrations are not run here: the next start applies those the backup's version lacked.
 */
export async function restoreDataDir({
  dataDir,
  archive,
  keyring,
  keyFileText,
  migrationsFolder = appPaths().migrations,
}: {
  dataDir: string;
  archive: string;
  /** Opens an encrypted archive (one in clear needs none). */
  keyring?: Keyring;
  /** A key file given to the command: written into DATA_DIR for the server to start with. */
  keyFileText?: string;
  migrationsFolder?: string;
}): Promise<RestoreResult> {
  const archivePath = path.resolve(archive);
  if (!(await stat(archivePath).catch(() => undefined))?.isFile())
    throw new BackupError(`${archivePath} is not a file.`);
  const dirStats = await stat(dataDir).catch(() => undefined);
  if (dirStats && !dirStats.isDirectory())
    throw new BackupError(`DATA_DIR ${dataDir} is not a directory.`);
  if (dirStats) await refuseNonEmpty(dataDir);

  restrictNewFiles();
  await prepareDataDir(dataDir);
  let lock: DataDirLock | undefined;
  const staging = path.join(dataDir, `${RESTORE_STAGING_PREFIX}${randomBytes(6).toString('hex')}`);
  const moved: string[] = [];
  try {
    lock = lockDataDir(dataDir);
    await refuseNonEmpty(dataDir, [LOCK_FILE]); // nothing arrived between the check and the lock
    await mkdir(path.join(staging, 'data'), { recursive: true, mode: 0o700 });
    const newestKnown = await newestMigration(migrationsFolder);
    let dump: Buffer | undefined;
    const madeDirs = new Set<string>();
    const manifest = await readArchive(
      archivePath,
      {
        manifest(m) {
          if (
            newestKnown !== undefined &&
            m.lastMigrationAt !== null &&
            m.lastMigrationAt > newestKnown
          )
            throw new BackupError(
              `${archivePath} comes from a newer version of the app (app ${m.appVersion}, its ` +
                'database has migrations this one does not know): restore it with that version.',
            );
        },
        database(data) {
          dump = data;
        },
        async file(relative, content, mtime, signal) {
          const target = path.join(staging, 'data', ...relative.split('/'));
          const dir = path.dirname(target);
          if (!madeDirs.has(dir)) {
            await mkdir(dir, { recursive: true, mode: 0o700 });
            madeDirs.add(dir);
          }
          // 'wx': a name met twice, or a file where a folder was made, fails instead of replacing.
          await pipeline(content, createWriteStream(target, { flags: 'wx', mode: 0o600 }), {
            signal,
          });
          await utimes(target, mtime, mtime);
        },
      },
      keyring,
    );
    if (keyFileText !== undefined)
      await writeFile(path.join(staging, 'data', KEY_FILE), keyFileText, { mode: 0o600 });
    if (!dump) throw new BackupError(`${archivePath} has no ${DATABASE_ENTRY}.`);
    await loadDatabase(path.join(staging, PGLITE_DIR), dump, manifest, archivePath);
    await restrictTree(staging);

    // Into place: the database, then every top-level entry of data/ (files/, mail/, secrets).
    await rename(path.join(staging, PGLITE_DIR), path.join(dataDir, PGLITE_DIR));
    moved.push(PGLITE_DIR);
    for (const name of await readdir(path.join(staging, 'data'))) {
      await rename(path.join(staging, 'data', name), path.join(dataDir, name));
      moved.push(name);
    }
    await rm(staging, { recursive: true, force: true });
    lock.release();
    return { dataDir, manifest };
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    for (const name of moved) await rm(path.join(dataDir, name), { recursive: true, force: true });
    lock?.release();
    // An absent DATA_DIR that this restore created goes again.
    if (!dirStats) await rmdir(dataDir).catch(() => undefined);
    throw err;
  }
}

async function refuseNonEmpty(dataDir: string, allowed: string[] = []) {
  const entries = (await readdir(dataDir)).filter((name) => !allowed.includes(name));
  if (entries.length === 0) return;
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? ', ...' : '');
  const held = entries.includes(LOCK_FILE)
    ? ` A process may be using it (${path.join(dataDir, LOCK_FILE)} exists).`
    : '';
  throw new BackupError(
    `DATA_DIR ${dataDir} is not empty (${shown}).${held}\n` +
      'A backup is restored into an empty or absent DATA_DIR only: stop the server, move the ' +
      `current one aside (mv ${dataDir} ${dataDir}.old), then restore again.`,
  );
}

/** Opens the dump as a database in `pgliteDir` and checks its rows against the manifest. */
async function loadDatabase(
  pgliteDir: string,
  dump: Buffer,
  manifest: BackupManifest,
  archivePath: string,
) {
  let database: DatabaseHandle;
  try {
    database = await createDatabase({
      dataDir: pgliteDir,
      pgliteSnapshot: new Blob([dump as Buffer<ArrayBuffer>]),
    });
  } catch (err) {
    throw new BackupError(
      `The database in ${archivePath} could not be opened: ${err instanceof Error ? err.message : String(err)}.`,
    );
  }
  try {
    const { rows } = await database.db.execute<{ applications: number; documents: number }>(
      sql`select (select count(*) from applications)::int as applications,
                 (select count(*) from documents)::int as documents`,
    );
    const found = rows[0];
    const expected = manifest.counts;
    if (found?.applications !== expected.applications || found.documents !== expected.documents)
      throw new BackupError(
        `The database in ${archivePath} holds ${found?.applications} applications and ` +
          `${found?.documents} documents where its manifest lists ${expected.applications} and ` +
          `${expected.documents}.`,
      );
  } finally {
    await database.close();
  }
}

/** `when` of the newest migration this app ships, or undefined without a journal to read. */
async function newestMigration(migrationsFolder: string): Promise<number | undefined> {
  try {
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries?: { when?: number }[] };
    const whens = (journal.entries ?? []).map((e) => e.when ?? 0);
    return whens.length > 0 ? Math.max(...whens) : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined)) !== undefined;
}

async function isDirectory(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => undefined))?.isDirectory() ?? false;
}
