import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

// Everything under DATA_DIR is private to the server's user (docs/decisions/0010-hardening.md): the
// embedded database's write-ahead log holds emails and tokens, and PGlite creates its files 0666.

/** New files and directories of this process get no group or other permissions. */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** Creates DATA_DIR 0700; returns a warning when an existing one is open to other users. */
export async function prepareDataDir(dataDir: string): Promise<string | undefined> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { mode } = await stat(dataDir);
  if ((mode & 0o077) === 0) return undefined;
  const octal = (mode & 0o777).toString(8);
  return (
    `DATA_DIR ${dataDir} is accessible by other users (mode ${octal}); it holds personal data ` +
    `and secrets. Restrict it: chmod -R go-rwx ${dataDir}`
  );
}

/**
 * Takes group and other permissions off every file and directory under `dir`. PGlite sets its
 * files' modes itself (the umask does not reach them), so this runs after it opens and closes.
 */
export async function restrictTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) return;
      if (entry.isDirectory()) await restrictTree(full);
      const { mode } = await stat(full);
      if (mode & 0o077) await chmod(full, mode & 0o700);
    }),
  );
}
