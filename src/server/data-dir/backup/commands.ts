import { ConfigError, loadConfig, type Config } from '@/server/config';
import { StartupError } from '../startup-error';
import { backupDataDir, restoreDataDir } from './backup-data-dir';
import { BackupError, type BackupManifest } from './layout';
import { readFile } from 'node:fs/promises';
import {
  checkKeyringOpensStore,
  sampleStoredKeyIds,
} from '@/server/services/storage/encryption/key-rotation';
import {
  parseMasterKeys,
  resolveKeyring,
  staticKeyring,
  type Keyring,
} from '@/server/services/storage/encryption/keyring';
import { storedFilesFromConfig } from '@/server/services/storage/storage-from-config';

// The command lines of `npm run backup` and `npm run restore` (scripts/backup.ts and
// scripts/restore.ts), apart from the process, so tests can run them.

export const backupUsage = `Usage: npm run backup -- <file>

Writes a backup of DATA_DIR (the embedded database, uploaded files, .eml mail and the generated
secrets) to a new file, encrypted under the master key (DATA_ENCRYPTION_KEY, else
DATA_DIR/encryption.key), which the backup does not hold: keep a copy of the key apart from the
backups. Works while the server runs: the server takes the snapshot itself.

In production, from the build: node dist/server/backup.js <file> (docs/deploy.md).`;

export const restoreUsage = `Usage: npm run restore -- <file> [--key-file <encryption.key>]

Restores a backup made by npm run backup into DATA_DIR, which must be empty or absent. The key
the backup was made with comes from DATA_ENCRYPTION_KEY, or from the key file given (which is
then copied into DATA_DIR). Start the server afterwards: it applies any migrations the backup's
version lacked.

In production, from the build: node dist/server/restore.js <file> [--key-file <encryption.key>] (docs/deploy.md).`;

export interface CommandContext {
  env: NodeJS.ProcessEnv;
  print: (line: string) => void;
  printError: (line: string) => void;
}

const SEE = 'See "Backup and restore" in README.md and section 8 of docs/deploy.md.';

/** Why this command does not apply to the configured deployment, if it does not. */
function notEmbedded(config: Config, command: 'backup' | 'restore'): string | undefined {
  if (config.DATABASE_URL)
    return (
      `DATABASE_URL is set: the database is PostgreSQL, which npm run ${command} does not ` +
      `handle. Use PostgreSQL's own tools (pg_dump -Fc and pg_restore, or your provider's ` +
      `backups), and back up the files and DATA_DIR's secrets beside it. ${SEE}`
    );
  if (config.S3_BUCKET)
    return (
      `S3_BUCKET is set: the files are in the bucket, which npm run ${command} does not copy. ` +
      `Use the bucket's versioning or replication (or aws s3 sync), and PostgreSQL or a stopped ` +
      `server's DATA_DIR for the rest. ${SEE}`
    );
  return undefined;
}

/**
 * Parses `<file>` (and help, and `--key-file <path>` where allowed); returns the file and
 * options, or the exit code after printing usage.
 */
function fileArgument(
  args: string[],
  usage: string,
  ctx: CommandContext,
  { keyFile = false } = {},
): { file: string; keyFile?: string } | number {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h' || args[0] === 'help')) {
    ctx.print(usage);
    return 0;
  }
  const rest = [...args];
  let keyFilePath: string | undefined;
  const at = rest.indexOf('--key-file');
  if (keyFile && at >= 0) {
    keyFilePath = rest[at + 1];
    rest.splice(at, 2);
  }
  const [file] = rest;
  if (rest.length !== 1 || !file || file.startsWith('-') || (at >= 0 && !keyFilePath)) {
    ctx.printError(usage);
    return 2;
  }
  return { file, keyFile: keyFilePath };
}

function configOrExit(ctx: CommandContext, command: 'backup' | 'restore'): Config | number {
  let config: Config;
  try {
    config = loadConfig(ctx.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    ctx.printError(err.message);
    return 1;
  }
  const refusal = notEmbedded(config, command);
  if (refusal) {
    ctx.printError(refusal);
    return 1;
  }
  return config;
}

function describe(manifest: BackupManifest): string {
  const { applications, documents } = manifest.counts;
  return `${applications} applications, ${documents} documents, ${manifest.data.files} files`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `npm run backup -- <file>`; returns the exit code. */
export async function runBackupCommand(args: string[], ctx: CommandContext): Promise<number> {
  const parsed = fileArgument(args, backupUsage, ctx);
  if (typeof parsed === 'number') return parsed;
  const config = configOrExit(ctx, 'backup');
  if (typeof config === 'number') return config;
  try {
    const stored = storedFilesFromConfig(config);
    const { keyring } = await resolveKeyring({
      configured: config.DATA_ENCRYPTION_KEY,
      dataDir: config.DATA_DIR,
      mayCreate: async () => (await sampleStoredKeyIds(stored)).ids.size === 0,
    });
    await checkKeyringOpensStore(stored, keyring);
    const result = await backupDataDir({
      dataDir: config.DATA_DIR,
      output: parsed.file,
      keyring,
    });
    const by =
      result.manifest.takenBy === 'server' ? 'taken by the running server' : 'server not running';
    ctx.print(
      `Backup of ${config.DATA_DIR} written to ${result.file} (${megabytes(result.bytes)}, ${by}): ` +
        `${describe(result.manifest)}. Encrypted under master key ${result.keyId} ` +
        `(${keyring.source}), which the backup does not hold: keep a copy of that key apart ` +
        `from the backups, or they cannot be restored.`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof StartupError)) throw err;
    ctx.printError(err.message);
    return 1;
  }
}

/** `npm run restore -- <file>`; returns the exit code. */
export async function runRestoreCommand(args: string[], ctx: CommandContext): Promise<number> {
  const parsed = fileArgument(args, restoreUsage, ctx, { keyFile: true });
  if (typeof parsed === 'number') return parsed;
  const { file } = parsed;
  const config = configOrExit(ctx, 'restore');
  if (typeof config === 'number') return config;
  try {
    let keyring: Keyring | undefined;
    let keyFileText: string | undefined;
    if (parsed.keyFile) {
      keyFileText = await readFile(parsed.keyFile, 'utf8').catch(() => {
        throw new BackupError(`Cannot read the key file ${parsed.keyFile}.`);
      });
      keyring = staticKeyring(parseMasterKeys(keyFileText, parsed.keyFile), parsed.keyFile);
    } else if (config.DATA_ENCRYPTION_KEY) {
      keyring = staticKeyring(parseMasterKeys(config.DATA_ENCRYPTION_KEY, 'DATA_ENCRYPTION_KEY'));
    }
    const { manifest } = await restoreDataDir({
      dataDir: config.DATA_DIR,
      archive: file,
      keyring,
      keyFileText,
    });
    ctx.print(
      `Restored ${file} (made ${manifest.createdAt} by version ${manifest.appVersion}) into ` +
        `${config.DATA_DIR}: ${describe(manifest)}. Start the server as usual.`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof StartupError)) throw err;
    ctx.printError(err.message);
    return 1;
  }
}
