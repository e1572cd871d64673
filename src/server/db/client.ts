import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import { serializeError } from '../lib/safe-error';
import { installEmbeddedReadCache, type EmbeddedReadCache } from './embedded-read-cache';
import { keepResultsOf, type CacheableStatement } from './kept-results';
import { createSharedReadCache, type SharedReadCache } from './shared-read-cache';
import * as schema from './schema';

export type Schema = typeof schema;
/** What both drivers' raw results share, so `db.execute()` returns typed `rows` on either. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export interface QueryRows<TRow> {
  rows: TRow[];
}
/** One type for both drivers, so services never care which one is running. */
export type Database = PgDatabase<QueryResultHKT, Schema>;
export type DatabaseTransaction = PgTransaction<
  QueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** For helpers that run inside or outside a transaction (a transaction is a Database too). */
export type DatabaseExecutor = Database | DatabaseTransaction;

export type DatabaseKind = 'pglite' | 'postgres';
/** The client under `db`, for the migrator and test helpers; services use `db`. */
export type DatabaseDriver =
  { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

// One interface rather than a union per driver: unions of handles trip up generic consumers
// such as Fastify's `decorate`.
export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  driver: DatabaseDriver;
  close(): Promise<void>;
  /** Throws when the database cannot answer a trivial query (used by /api/health). */
  ping(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** postgres://... selects PostgreSQL; otherwise PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined or 'memory://' keeps the data in memory. */
  dataDir?: string;
  /** PGlite only: start from a `dumpDataDir()` snapshot (the test helper's migrated template). */
  pgliteSnapshot?: Blob;
  /** Errors on idle pooled connections (server restart); unheard, they crash the process. */
  onPoolError?: (err: Error) => void;
  /** PostgreSQL only: the most connections this process opens (default 10). */
  poolSize?: number;
}

const MEMORY = 'memory://';

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return createPostgres(options.databaseUrl, options.onPoolError, options.poolSize);
  }
  return createPglite(options.dataDir, options.pgliteSnapshot);
}

async function createPostgres(
  databaseUrl: string,
  onPoolError?: (err: Error) => void,
  poolSize = 10,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const report =
    onPoolError ??
    ((err: Error) => console.error('PostgreSQL connection failed', serializeError(err)));
  // An idle connection's error reaches both listeners below: reported once.
  const reported = new WeakSet<Error>();
  const onError = (err: Error) => {
    if (reported.has(err)) return;
    reported.add(err);
    report(err);
  };
  pool.on('error', onError);
  // The pool listens for errors only on idle connections. One checked out (a transaction between
  // two statements) whose server goes away (a restart) would emit 'error' with no listener, which
  // ends the process; with this it is logged, its next query fails (503 server.unavailable) and
  // the pool drops it when it is released (docs/requirements/faults.md).
  pool.on('connect', (client) => client.on('error', onError));
  const readCache = createSharedReadCache({ connectionString: databaseUrl, onError });
  const db = drizzlePostgres({ client: pool, schema });
  readCaches.set(db, readCache);
  const handle: DatabaseHandle = {
    kind: 'postgres',
    db,
    driver: { kind: 'postgres', pool },
    close: once(async () => {
      await readCache.close();
      await pool.end();
    }),
    ping: () => ping(db),
  };
  try {
    await handle.ping(); // fail fast on a wrong URL instead of on the first request
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

async function createPglite(dataDir: string | undefined, snapshot?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir === undefined || dataDir === MEMORY;
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(
    inMemory ? MEMORY : dataDir,
    snapshot ? { loadDataDir: snapshot } : {},
  );
  yieldBetweenQueries(client);
  const readCache = installEmbeddedReadCache(client);
  const db = drizzlePglite({ client, schema });
  readCaches.set(db, readCache);
  return {
    kind: 'pglite',
    db,
    driver: { kind: 'pglite', client },
    close: once(() => client.close()),
    ping: () => ping(db),
  };
}

const readCaches = new WeakMap<Database, EmbeddedReadCache | SharedReadCache>();

/**
 * Keeps the results of this prepared statement while nothing it reads has changed. On the
 * embedded database, until any other statement runs (db/embedded-read-cache.ts); on PostgreSQL,
 * until a change to a table it reads commits, in any process (db/shared-read-cache.ts: each of
 * those tables needs the trigger of migration 0033). Only for a SELECT that reads tables and
 * calls no volatile function (now(), random()).
 */
export function cacheResults(
  db: Database,
  statement: CacheableStatement & { getQuery(): { sql: string } },
): void {
  const cache = readCaches.get(db);
  if (!cache) return;
  cache.cacheResultsOf(statement.getQuery().sql);
  keepResultsOf(statement, cache);
}

/** PostgreSQL's read cache under `db`, if any: for tests. */
export function sharedReadCacheOf(db: Database): SharedReadCache | undefined {
  const cache = readCaches.get(db);
  return cache && 'close' in cache ? cache : undefined;
}

/**
 * PGlite runs each protocol message synchronously on this thread, and starts the next queued
 * query in a microtask: a queue of hundreds of queries (a flood of sign-ins) ran as one block
 * and held every other request, /api/health included, for a second. Once the queries have had
 * the thread for a few milliseconds, the next one waits for the event loop's next turn, so
 * waiting I/O runs in between (docs/decisions/0033-embedded-database-yields.md).
 */
const PGLITE_SLICE_MS = 4;
function yieldBetweenQueries(client: PGlite) {
  const execProtocolStream = client.execProtocolStream.bind(client);
  let sliceStart = performance.now();
  client.execProtocolStream = async (...args) => {
    if (performance.now() - sliceStart > PGLITE_SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    return execProtocolStream(...args);
  };
}

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Closing twice (app shutdown and a test's own cleanup) must not throw. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}
