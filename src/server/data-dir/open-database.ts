import path from 'node:path';
import { databasePoolSize } from '@/server/cluster';
import type { Config } from '@/server/config';
import { createDatabase, migrateDatabase, type DatabaseHandle } from '@/server/db';
import { backfillDueDates } from '@/server/services/admin/backfill-due-dates';
import { lockDataDir, type DataDirLock } from './lock';
import { prepareDataDir, restrictNewFiles, restrictTree } from './permissions';
import { StartupError } from './startup-error';

class DamagedDatabaseError extends StartupError {
  override name = 'DamagedDatabaseError';
}

export interface OpenedDatabase {
  database: DatabaseHandle;
  /** Things the operator should know (DATA_DIR open to other users), to log once a logger exists. */
  warnings: string[];
  /** Tightens file modes and releases the DATA_DIR lock; call after the database is closed. */
  afterClose(): Promise<void>;
}

/**
 * What every process that opens the configured database does first (the server, the migrate
 * script, any CLI): private file modes under DATA_DIR, the DATA_DIR lock when the database is
 * the embedded one, a clear stop when it cannot be opened, then pending migrations (unless
 * `migrate: false`: a cluster worker, whose primary migrated before forking it).
 */
export async function openConfiguredDatabase(
  config: Config,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<OpenedDatabase> {
  restrictNewFiles();
  const warning = await prepareDataDir(config.DATA_DIR);
  const embedded = !config.DATABASE_URL;
  const pgliteDir = path.join(config.DATA_DIR, 'pglite');
  const lock: DataDirLock | undefined = embedded ? lockDataDir(config.DATA_DIR) : undefined;
  try {
    const database = embedded
      ? await openEmbedded(pgliteDir)
      : await createDatabase({
          databaseUrl: config.DATABASE_URL,
          poolSize: databasePoolSize(config),
        });
    if (migrate) {
      await migrateDatabase(database);
      await backfillDueDates(database.db);
    }
    if (embedded) await restrictTree(config.DATA_DIR);
    return {
      database,
      warnings: warning ? [warning] : [],
      async afterClose() {
        if (embedded) await restrictTree(config.DATA_DIR);
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

async function openEmbedded(pgliteDir: string): Promise<DatabaseHandle> {
  try {
    return await createDatabase({ dataDir: pgliteDir });
  } catch (err) {
    // PGlite aborts (a WebAssembly RuntimeError) or fails to initialise on a damaged directory.
    const reason = err instanceof Error ? err.message : String(err);
    throw new DamagedDatabaseError(
      [
        `The embedded database in ${pgliteDir} could not be opened: ${reason}`,
        'It may be damaged (two servers on one DATA_DIR, a full disk, files edited by hand).',
        'To recover: stop every process using this DATA_DIR, then restore the directory from a',
        `backup, or move it aside (mv ${pgliteDir} ${pgliteDir}.damaged) to start with an empty`,
        'database; the moved directory keeps the old data for a later rescue.',
      ].join('\n'),
    );
  }
}
