import { randomBytes } from 'node:crypto';
import { copyFile, link, lstat, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { BACKUP_STAGING, isExcludedTopLevel, isPartialFile } from './layout';

/** A file of DATA_DIR as it goes into the archive. */
export interface DataFile {
  /** Path inside DATA_DIR, with `/` separators (`files/documents/ab/<hex>.pdf`). */
  relative: string;
  /** Where to read it: the file itself, or its hard link in the staging directory. */
  source: string;
  size: number;
  mtime: Date;
}

/** DATA_DIR at one moment: the database dump, and the files as they were at that moment. */
export interface Snapshot {
  takenBy: 'server' | 'offline';
  createdAt: Date;
  /** `dumpDataDir('none')`: a tar of the PGlite data directory. */
  database: Buffer;
  counts: { applications: number; documents: number };
  lastMigrationAt: number | null;
  files: DataFile[];
  /** Removes the staging links (a server's snapshot); a no-op offline. Call once sent. */
  release(): Promise<void>;
}

/**
 * Takes the snapshot inside one PGlite transaction, which holds PGlite's transaction lock: no
 * other query or transaction of this process runs until it ends, so nothing commits between
 * the row counts, the dump and the list of files.
 *
 * `link` (the running server): files are hard-linked into DATA_DIR/.backup-staging while the
 * lock is held. Files are deleted only after the row naming them is deleted and committed, which
 * cannot happen meanwhile, so every file a row of the dump names is in the staging directory
 * even if it is deleted a moment later; files written later are not, and need not be. Offline
 * (the command holding the DATA_DIR lock), nothing else runs and the files are read in place.
 */
export async function takeSnapshot({
  client,
  dataDir,
  link: useLinks,
}: {
  client: PGlite;
  dataDir: string;
  link: boolean;
}): Promise<Snapshot> {
  const staging = useLinks
    ? path.join(dataDir, BACKUP_STAGING, randomBytes(8).toString('hex'))
    : undefined;
  const release = async () => {
    if (staging) await rm(staging, { recursive: true, force: true });
  };
  try {
    return await client.transaction(async (tx) => {
      // The dump then needs no replay of the write-ahead log on restore.
      await tx.exec('checkpoint');
      const { rows } = await tx.query<{
        applications: number;
        documents: number;
        last_migration: string | null;
      }>(
        `select (select count(*) from applications)::int as applications,
                (select count(*) from documents)::int as documents,
                (select max(created_at) from drizzle.__drizzle_migrations)::text as last_migration`,
      );
      const row = rows[0]!;
      // dumpDataDir waits for PGlite's query lock, which this transaction does not hold between
      // its queries; it is taken by no one else while the transaction lock is ours.
      const dump = await client.dumpDataDir('none');
      const found = await listDataFiles(dataDir);
      const files = staging ? await stageFiles(found, staging) : found;
      return {
        takenBy: useLinks ? ('server' as const) : ('offline' as const),
        createdAt: new Date(),
        database: Buffer.from(await dump.arrayBuffer()),
        counts: { applications: row.applications, documents: row.documents },
        lastMigrationAt: row.last_migration === null ? null : Number(row.last_migration),
        files,
        release,
      };
    });
  } catch (err) {
    await release();
    throw err;
  }
}

/**
 * Every regular file of DATA_DIR that a backup keeps: files/, mail/, the generated secrets and
 * whatever else is there, but not the database, the lock, the socket, staging directories,
 * symbolic links or `.partial` writes in progress. Sorted, so archives list files alike.
 */
async function listDataFiles(dataDir: string): Promise<DataFile[]> {
  const found: DataFile[] = [];
  const walk = async (relative: string) => {
    const dir = path.join(dataDir, relative);
    const entries = await readdir(dir, { withFileTypes: true }).catch((err: unknown) => {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    });
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && isExcludedTopLevel(entry.name)) continue;
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile() && !isPartialFile(entry.name)) {
        const stats = await lstat(path.join(dataDir, name)).catch(() => undefined);
        if (stats?.isFile()) {
          found.push({
            relative: name,
            source: path.join(dataDir, name),
            size: stats.size,
            mtime: stats.mtime,
          });
        }
      }
    }
  };
  await walk('');
  return found.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
}

/** Why a file system may refuse a hard link; the file is copied instead. */
const NO_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK']);

/** Hard links (copies where the file system has none) of `files` under `staging`. */
async function stageFiles(files: DataFile[], staging: string): Promise<DataFile[]> {
  const staged: DataFile[] = [];
  const made = new Set<string>();
  for (const file of files) {
    const target = path.join(staging, file.relative);
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      made.add(dir);
    }
    try {
      await link(file.source, target).catch((err: NodeJS.ErrnoException) => {
        if (!NO_LINK.has(err.code ?? '')) throw err;
        return copyFile(file.source, target);
      });
    } catch (err) {
      // Deleted since it was listed: its row was deleted before the snapshot.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const stats = await lstat(target);
    staged.push({ ...file, source: target, size: stats.size, mtime: stats.mtime });
  }
  return staged;
}
