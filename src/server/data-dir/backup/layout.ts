import path from 'node:path';
import { StartupError } from '../startup-error';
import { KEY_FILE } from '@/server/services/storage/encryption/keyring';
import { LOCK_FILE } from '../lock';

// What a backup of DATA_DIR holds and where (docs/decisions/0025-backup-restore.md).

/** A reason a backup or restore cannot go ahead that the operator can fix; printed as is. */
export class BackupError extends StartupError {
  override name = 'BackupError';
}

/** The running server's socket for backups, in DATA_DIR (mode 0600; only with PGlite). */
export const CONTROL_SOCKET = 'control.sock';
/** Hard links of the files at the moment of a server's snapshot, removed when sent. */
export const BACKUP_STAGING = '.backup-staging';
/** Where a restore unpacks before moving anything into place. */
export const RESTORE_STAGING_PREFIX = '.restore-';

export const ARCHIVE_FORMAT = 'india-evisa-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** The PGlite data directory as `dumpDataDir()` makes it (a tar, compressed by the archive). */
export const DATABASE_ENTRY = 'database.tar';
/** Everything else of DATA_DIR (files/, mail/, the generated secrets) under this prefix. */
export const DATA_PREFIX = 'data/';

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  /** 'server': taken by the running server; 'offline': by the command, the server stopped. */
  takenBy: 'server' | 'offline';
  /** `created_at` of the last migration applied (drizzle's journal `when`), or null. */
  lastMigrationAt: number | null;
  database: { bytes: number; sha256: string };
  /** Rows at the moment of the snapshot, checked again after a restore. */
  counts: { applications: number; documents: number };
  /** The `data/` entries: their number and total size. */
  data: { files: number; bytes: number };
}

/**
 * Top-level names in DATA_DIR that a backup leaves out: the database (it travels as the dump;
 * also `pglite.damaged` and the like, set aside by hand), the lock, the socket, staging, and the
 * master key (a backup is encrypted under it: with it inside, a thief would hold both).
 */
export function isExcludedTopLevel(name: string): boolean {
  return (
    name.startsWith('pglite') ||
    name === KEY_FILE ||
    name.startsWith(`${KEY_FILE}.`) ||
    name === LOCK_FILE ||
    name.startsWith(`${LOCK_FILE}.`) ||
    name === CONTROL_SOCKET ||
    name === BACKUP_STAGING ||
    name.startsWith(RESTORE_STAGING_PREFIX)
  );
}

/** A write in progress (uploads and mail are written as `<name>.partial`, then renamed). */
export const isPartialFile = (name: string) => name.endsWith('.partial');

/**
 * The relative path inside DATA_DIR of an archive's `data/` entry, or undefined when the name
 * is not a plain relative path to a file we would back up: absolute, `..` or `.` segments,
 * empty segments, backslashes or control characters, or a name a backup leaves out.
 */
export function dataEntryPath(entryName: string): string | undefined {
  if (!entryName.startsWith(DATA_PREFIX)) return undefined;
  const relative = entryName.slice(DATA_PREFIX.length);
  if (relative === '' || relative.length > 1024) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(relative)) return undefined;
  if (path.posix.isAbsolute(relative) || path.win32.isAbsolute(relative)) return undefined;
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return undefined;
  if (isExcludedTopLevel(segments[0]!) || isPartialFile(relative)) return undefined;
  return relative;
}
