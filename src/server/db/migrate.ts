import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { appPaths } from '../app-paths';
import type { DatabaseHandle } from './client';

export interface MigrateOptions {
  /** Defaults to the app's migrations folder (app-paths.ts), wherever the process started. */
  migrationsFolder?: string;
}

/** Any fixed 64-bit number works; it only has to be the same in every process of this app. */
const MIGRATION_LOCK_KEY = 7_311_908_245_106_031n;

// drizzle's migrator reads the last applied migration before opening its transaction, so two
// runs at once could both apply the same files. Runs on one handle queue here; runs from other
// processes queue on a PostgreSQL advisory lock.
const inFlight = new WeakMap<DatabaseHandle, Promise<void>>();

/** Applies pending migrations; a no-op when none are pending, so it runs on every start. */
export function migrateDatabase(
  handle: DatabaseHandle,
  options: MigrateOptions = {},
): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? appPaths().migrations;
  const previous = inFlight.get(handle) ?? Promise.resolve();
  const run = previous
    .catch(() => undefined) // a failed earlier run must not block a retry
    .then(() =>
      handle.driver.kind === 'postgres'
        ? migrateLocked(handle.driver.pool, migrationsFolder)
        : migrateEmbedded(handle.driver.client, migrationsFolder),
    );
  inFlight.set(handle, run);
  return run;
}

async function migrateEmbedded(client: PGlite, migrationsFolder: string): Promise<void> {
  // PGlite has a single connection owned by this process, so the in-process queue suffices.
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

async function migrateLocked(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  // The lock is per session, so the lock and the migration share one dedicated connection.
  const client = await pool.connect();
  let healthy = true;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()])
        .catch(() => {
          healthy = false;
        });
    }
  } catch (err) {
    healthy = false;
    throw err;
  } finally {
    // Destroying the connection (release(true)) ends its session and with it any lock still held.
    client.release(!healthy);
  }
}
