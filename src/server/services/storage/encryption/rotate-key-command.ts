import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from '@/server/config';
import type { CommandContext } from '@/server/data-dir/backup/commands';
import { DataDirLockedError } from '@/server/data-dir/lock';
import { openConfiguredDatabase } from '@/server/data-dir/open-database';
import { StartupError } from '@/server/data-dir/startup-error';
import { serverTimeouts } from '@/server/lib/timeouts';
import type { FileStorage } from '../storage';
import { storedFilesFromConfig } from '../storage-from-config';
import { COLUMN_KEY_CHECK_MS, loadColumnKey, rewrapColumnKey } from './column-key';
import { checkKeyringOpensStore, rotateStoredFiles, type RotationCounts } from './key-rotation';
import {
  fileKeyring,
  KEY_FILE,
  KEY_FILE_CHECK_MS,
  newMasterKeyText,
  resolveKeyring,
  writeKeyFile,
  type Keyring,
} from './keyring';

// `npm run rotate-key` (scripts/rotate-key.ts), apart from the process so tests can run it.
// docs/decisions/0038-encryption-at-rest.md describes the steps.

const rotateKeyUsage = `Usage: npm run rotate-key            (key in DATA_DIR/encryption.key)
       npm run rotate-key -- --generate   (print a new key for DATA_ENCRYPTION_KEY)

Puts every stored file under a new master key while the service runs: each file's data key is
re-wrapped (the file itself is not re-encrypted), and files stored in clear are encrypted.

With the key file (DATA_ENCRYPTION_KEY unset), the command makes the new key, adds it to the
file where running servers pick it up within a second, re-wraps every file, waits until no
upload begun under the old key can still be running, checks again, and drops the old key.

With DATA_ENCRYPTION_KEY: set it to "<new>,<old>" on every instance (restart them), run this
command with the same value, then set it to "<new>" alone.

In production, from the build: node dist/server/rotate-key.js [--generate] (docs/deploy.md).`;

export interface RotateKeyOptions {
  /** How long after the key change an upload begun under the old key may still finish. */
  settleMs?: number;
}

/** Uploads run at most the request timeout; a server notices a new key file within a second. */
const SETTLE_MS = serverTimeouts.requestMs + serverTimeouts.checkEveryMs + KEY_FILE_CHECK_MS;

const describeCounts = (c: RotationCounts) =>
  `${c.rewrapped} re-wrapped, ${c.encrypted} encrypted from clear, ${c.current} already under ` +
  `the new key`;

/** `npm run rotate-key`; returns the exit code. */
export async function runRotateKeyCommand(
  args: string[],
  ctx: CommandContext,
  { settleMs = SETTLE_MS }: RotateKeyOptions = {},
): Promise<number> {
  if (args.some((a) => a === '--help' || a === '-h' || a === 'help')) {
    ctx.print(rotateKeyUsage);
    return 0;
  }
  if (args.length === 1 && args[0] === '--generate') {
    ctx.print(newMasterKeyText());
    return 0;
  }
  if (args.length > 0) {
    ctx.printError(rotateKeyUsage);
    return 2;
  }
  try {
    const config = loadConfig(ctx.env);
    const stored = storedFilesFromConfig(config);
    const { keyring } = await resolveKeyring({
      configured: config.DATA_ENCRYPTION_KEY,
      dataDir: config.DATA_DIR,
      mayCreate: async () => false,
    });
    await checkKeyringOpensStore(stored, keyring);
    if (config.DATA_ENCRYPTION_KEY) {
      const counts = await rotateStoredFiles(stored, keyring);
      await rewrapDatabaseColumnKey(config, keyring, ctx);
      const current = await keyring.current();
      ctx.print(
        `Every stored file is under master key ${current.id} (the first of DATA_ENCRYPTION_KEY): ` +
          `${describeCounts(counts)}. Once every instance runs with the new key, the others ` +
          `can be removed from DATA_ENCRYPTION_KEY.`,
      );
      return 0;
    }
    return await rotateKeyFile(
      stored,
      keyring,
      path.join(config.DATA_DIR, KEY_FILE),
      ctx,
      settleMs,
      (newKeyring) => rewrapDatabaseColumnKey(config, newKeyring, ctx),
    );
  } catch (err) {
    if (!(err instanceof ConfigError || err instanceof StartupError)) throw err;
    ctx.printError(err.message);
    return 1;
  }
}

async function rotateKeyFile(
  stored: FileStorage,
  oldKeyring: Keyring,
  file: string,
  ctx: CommandContext,
  settleMs: number,
  rewrapColumns: (keyring: Keyring) => Promise<void>,
): Promise<number> {
  const newKey = newMasterKeyText();
  const oldKeys = await oldKeyring.all();
  // Old keys stay readable until every file is moved; the new one encrypts from now on.
  await writeKeyFile(
    file,
    [newKey, ...oldKeys.map((k) => k.key.toString('base64'))],
    `rotation started ${new Date().toISOString()}`,
  );
  const changedAt = Date.now();
  const keyring = await fileKeyring(file);
  const current = await keyring.current();
  ctx.print(`New master key ${current.id} added to ${file}; moving the stored files to it.`);
  await sleep(2 * KEY_FILE_CHECK_MS); // every running server has seen the new key
  const first = await rotateStoredFiles(stored, keyring);
  ctx.print(`First pass: ${describeCounts(first)}.`);
  const wait = changedAt + settleMs - Date.now();
  if (wait > 0) {
    ctx.print(`Waiting ${Math.ceil(wait / 1000)} s for uploads begun under the old key to finish.`);
    await sleep(wait);
  }
  const last = await rotateStoredFiles(stored, keyring);
  ctx.print(`Last pass: ${describeCounts(last)}.`);
  await rewrapColumns(keyring);
  await writeKeyFile(file, [newKey], `rotated ${new Date().toISOString()}`);
  ctx.print(
    `Done: every stored file is under master key ${current.id}; the old key is removed from ` +
      `${file}. Backups made before today still need the old key: keep it with them.`,
  );
  return 0;
}

/**
 * The database's column key (column-key.ts) under the keyring's current master key. An embedded
 * database a running server holds is left to that server, which re-wraps it within seconds of
 * seeing the new key (and needs no old key to do so).
 */
async function rewrapDatabaseColumnKey(
  config: Config,
  keyring: Keyring,
  ctx: CommandContext,
): Promise<void> {
  if (!config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'pglite'))) return;
  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    opened = await openConfiguredDatabase(config, { migrate: false });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    await sleep(2 * COLUMN_KEY_CHECK_MS);
    ctx.print(
      "The embedded database is in use: the running server re-wraps the database's column key " +
        'under the new master key itself.',
    );
    return;
  }
  try {
    const db = opened.database.db;
    const [table] = (
      await db.execute<{ found: string | null }>(
        sql`select to_regclass('column_keys')::text as found`,
      )
    ).rows;
    if (!table?.found) return; // not migrated yet: the server makes the key at its start
    const under = await rewrapColumnKey(db, keyring, await loadColumnKey(db, keyring));
    ctx.print(`The database's column key is under master key ${under}.`);
  } finally {
    await opened.database.close();
    await opened.afterClose();
  }
}
