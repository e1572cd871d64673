import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';

export type TestDatabaseHandle = DatabaseHandle & {
  /** PostgreSQL: the throwaway database's URL, to open a second connection; PGlite: undefined. */
  databaseUrl?: string;
};

export interface TestDatabaseOptions {
  /** Apply the migrations before returning (default true); false gives an empty database. */
  migrate?: boolean;
}

/**
 * An isolated database per caller: a fresh `t_<random>` database on the server named by
 * DATABASE_URL (dropped on close), or an in-memory PGlite when DATABASE_URL is unset.
 */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<TestDatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const migrate = options.migrate ?? true;
  if (!serverUrl) {
    return migrate
      ? createDatabase({ pgliteSnapshot: await migratedPgliteSnapshot() })
      : createDatabase({});
  }
  return createThrowawayPostgres(
    serverUrl,
    migrate ? await migratedPostgresTemplate(serverUrl) : undefined,
  );
}

async function createThrowawayPostgres(
  serverUrl: string,
  template?: string,
): Promise<TestDatabaseHandle> {
  const name = `t_${randomBytes(8).toString('hex')}`; // hex only: safe to splice into DDL
  await withAdmin(serverUrl, (admin) =>
    admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  let inner: DatabaseHandle;
  try {
    inner = await createDatabase({ databaseUrl });
  } catch (err) {
    await dropDatabase(serverUrl, name);
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    ...inner,
    databaseUrl,
    close: () => (closing ??= inner.close().finally(() => dropDatabase(serverUrl, name))),
  };
}

function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE ends connections a test forgot to close, so a leak cannot block the drop.
  return withAdmin(serverUrl, (admin) =>
    admin.query(`drop database if exists "${name}" with (force)`),
  );
}

async function withAdmin(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** Advisory lock key under which one process at a time builds the migrated template. */
const TEMPLATE_LOCK = 0x7e5_7a11;

/**
 * Migrating a fresh PostgreSQL database took up to a second for every test file; copying a
 * migrated template (CREATE DATABASE ... TEMPLATE) takes a fraction of that. The template is
 * named by the migration files and the PGlite build (as the PGlite snapshot below), made once by
 * whichever worker comes first (under an advisory lock, built under a temporary name and renamed
 * when complete, so no one copies half a template). Nothing connects to it after it is built,
 * which CREATE DATABASE requires. A template stays on the server for the next run; one is made
 * per set of migrations (drop old `tpl_` databases at will: the next run makes what it needs).
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `tpl_${(await snapshotKey(path.resolve(process.cwd(), 'migrations'))).slice(0, 24)}`;
  const exists = (admin: pg.Client) =>
    admin
      .query('select 1 from pg_database where datname = $1', [name])
      .then((r) => (r.rowCount ?? 0) > 0);
  let ready = false;
  await withAdmin(serverUrl, async (admin) => {
    ready = await exists(admin);
  });
  if (ready) return name;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists(admin)) return;
      const building = `tpl_building_${randomBytes(8).toString('hex')}`;
      await admin.query(`create database "${building}"`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const handle = await createDatabase({ databaseUrl: url.toString() });
        try {
          await migrateDatabase(handle);
        } finally {
          await handle.close();
        }
        await admin.query(`alter database "${building}" rename to "${name}"`);
      } catch (err) {
        await admin.query(`drop database if exists "${building}" with (force)`);
        throw err;
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

/**
 * Booting an empty PGlite cluster takes over a second; loading a dump of a migrated one is
 * several times faster. The dump is cached on disk, keyed by the migration files and the PGlite
 * build, so test files and workers share it and a new migration makes a new dump.
 */
async function migratedPgliteSnapshot(): Promise<Blob> {
  const migrationsFolder = path.resolve(process.cwd(), 'migrations');
  const cacheFile = path.join(
    tmpdir(),
    'evisa-pglite-snapshots',
    `${await snapshotKey(migrationsFolder)}.tar.gz`,
  );
  const cached = await readFile(cacheFile).catch(() => undefined);
  if (cached) return new Blob([cached]);

  const fresh = await createDatabase({});
  try {
    await migrateDatabase(fresh, { migrationsFolder });
    if (fresh.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await fresh.driver.client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Write then rename, so a reader in another worker never sees half a file.
    await mkdir(path.dirname(cacheFile), { recursive: true });
    const partial = `${cacheFile}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, cacheFile);
    return new Blob([bytes]);
  } finally {
    await fresh.close();
  }
}

async function snapshotKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256');
  const pgliteManifest = path.resolve('node_modules/@electric-sql/pglite/package.json');
  hash.update(await readFile(pgliteManifest));
  const files = (await readdir(migrationsFolder, { recursive: true })).filter(
    (f) => f.endsWith('.sql') || f.endsWith('.json'),
  );
  for (const file of files.sort()) {
    hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 32);
}
