import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { StartupError } from './startup-error';

// One process at a time on an embedded database (docs/decisions/0010-hardening.md): PGlite has no
// locking of its own, and two processes writing one directory lose data. The lock is a file created
// atomically ('wx') holding the owner's pid; a lock whose process is gone is taken over.

export const LOCK_FILE = 'data-dir.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  command: string;
  startedAt: string;
}

export class DataDirLockedError extends StartupError {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) ? (owner as LockOwner) : undefined;
  } catch {
    return undefined; // unreadable or half written: treated as stale
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false; // a previous life of this pid (a container restart)
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

function lockedMessage(dataDir: string, lockPath: string, owner: LockOwner): string {
  const where = owner.hostname === hostname() ? '' : ` on host ${owner.hostname}`;
  return [
    `DATA_DIR ${dataDir} is in use by another process: pid ${owner.pid}${where} ` +
      `(${owner.command}, started ${owner.startedAt}).`,
    'Two processes on one embedded database lose data, so this one will not start.',
    'Stop the other process first, or give this one its own DATA_DIR.',
    `If no such process is running, delete ${lockPath} and start again.`,
  ].join('\n');
}

/** Takes the lock or throws DataDirLockedError naming the process that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    command:
      process.argv
        .slice(1)
        .map((a) => path.basename(a))
        .join(' ') || 'node',
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return heldLock(lockPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(lockPath);
    if (owner && (owner.hostname !== me.hostname || isRunning(owner.pid))) {
      throw new DataDirLockedError(lockedMessage(dataDir, lockPath, owner));
    }
    takeOverStale(lockPath, owner?.pid);
  }
  throw new DataDirLockedError(
    `Could not take the lock ${lockPath}; another process keeps taking it.`,
  );
}

/**
 * Moves the stale lock aside by rename (atomic) and checks that what moved is the stale one: if
 * another process took it over in between, its fresh lock is put back and we try again.
 */
function takeOverStale(lockPath: string, stalePid: number | undefined): void {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return; // gone already: someone else took it over; the next attempt sees their lock
  }
  const moved = readOwner(aside);
  if (moved && moved.pid !== stalePid) {
    try {
      renameSync(aside, lockPath);
    } catch {
      /* if that fails, the next attempt sorts it out */
    }
    return;
  }
  unlinkSync(aside);
}

function heldLock(lockPath: string): DataDirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    // Only our own lock: never delete one another process took over.
    if (readOwner(lockPath)?.pid === process.pid) unlinkSync(lockPath);
  };
  process.on('exit', release);
  return { path: lockPath, release };
}
