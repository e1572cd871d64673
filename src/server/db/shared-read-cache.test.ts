import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  generateAccessToken,
  requireApplicantView,
} from '@/server/services/applications/access-token';
import { checkApplicationStatus } from '@/server/services/status/check-status';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';
import { cacheResults, sharedReadCacheOf } from './client';

// PostgreSQL keeps the results of registered reads while nothing they read has changed, in any
// process (shared-read-cache.ts, docs/decisions/0054-shared-read-cache.md). What it hands out
// must always be what running the read would return, whoever wrote, however soon after.
//
// PostgreSQL only: the embedded database has its own cache (embedded-read-cache.test.ts).

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.log('shared-read-cache.test.ts: skipped, it needs PostgreSQL (DATABASE_URL)');

const READ = 'select id, v, tags from cache_t where id = $1';

describe.runIf(onPostgres)('the shared read cache on PostgreSQL', () => {
  let handle: TestDatabaseHandle;
  let pool: pg.Pool;
  /** Another process's connection: its writes reach this one only through the triggers. */
  let other: pg.Client;
  /** Queries the pool ran (each takes a connection from it). */
  let ran = 0;

  // As drizzle's prepared statements are: `execute` with named parameters, kept by cacheResults.
  const statement = {
    getQuery: () => ({ sql: READ }),
    execute: async (values?: Record<string, unknown>) =>
      (await pool.query<{ v: number }>({ name: 'cache_t_read', text: READ }, [values?.id])).rows,
  };
  const read = (id: number) => statement.execute({ id }) as ReturnType<typeof statement.execute>;
  /** A write with triggers off (replica mode: an operator's bulk load, say): nothing notifies. */
  const withoutTriggers = async (statement: string) => {
    await other.query("set session_replication_role = 'replica'");
    try {
      await other.query(statement);
    } finally {
      await other.query("set session_replication_role = 'origin'");
    }
  };
  const listening = async () => {
    const cache = sharedReadCacheOf(handle.db)!;
    for (let i = 0; i < 200 && !cache.active(); i++) await new Promise((r) => setTimeout(r, 25));
    expect(cache.active()).toBe(true);
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    if (handle.driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
    pool = handle.driver.pool;
    other = new pg.Client({ connectionString: handle.databaseUrl });
    other.on('error', () => undefined);
    await other.connect();
    await other.query(
      `create table cache_t (id int primary key, v int not null, tags jsonb not null);
       insert into cache_t values (1, 0, '["a"]'), (2, 0, '["b"]');
       create trigger cache_t_reads_changed after insert or update or delete or truncate
         on cache_t for each statement execute function applicant_reads_changed();`,
    );
    cacheResults(handle.db, statement);
    pool.on('acquire', () => (ran += 1));
    await listening();
  });
  afterAll(async () => {
    await other?.end();
    await handle?.close();
  });
  beforeEach(async () => {
    await other.query('update cache_t set v = 0');
    await listening();
    // That update's notification counted, so the test's first read can be kept.
    expect(await sharedReadCacheOf(handle.db)!.caughtUp()).toBe(true);
    ran = 0;
  });

  it('answers a repeated read without running it; another connection’s write is seen at once', async () => {
    const first = await read(1);
    expect(await read(1)).toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(ran).toBe(1);
    expect(await read(2)).not.toBe(first);
    expect(ran).toBe(2);
    // Each write commits on another connection, and the very next read must see it: no waiting.
    for (let v = 1; v <= 40; v++) {
      await other.query('update cache_t set v = $1 where id = 1', [v]);
      expect((await read(1))[0]!.v).toBe(v);
      expect((await read(1))[0]!.v).toBe(v);
    }
    expect(ran).toBe(42);
  });

  it('runs a crowd of reads once, and keeps reading through a rolled-back write', async () => {
    const crowd = await Promise.all(Array.from({ length: 50 }, () => read(2)));
    expect(new Set(crowd).size).toBe(1);
    expect(ran).toBe(1);
    await other.query('begin');
    await other.query('update cache_t set v = 9');
    await other.query('rollback');
    expect((await read(2))[0]!.v).toBe(0);
    expect(ran).toBe(1);
  });

  it('keeps a result only while changes notify: a write without triggers is not seen until one does', async () => {
    await read(1);
    // The cache cannot know of it.
    await withoutTriggers('update cache_t set v = 7 where id = 1');
    expect((await read(1))[0]!.v).toBe(0);
    await other.query('notify applicant_reads');
    expect((await read(1))[0]!.v).toBe(7);
  });

  it('keeps nothing while its listening connection is lost, and listens again', async () => {
    await read(1);
    const { rows } = await other.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database()
         and pid <> pg_backend_pid() and query in ('SELECT pg_backend_pid() AS pid')`,
    );
    expect(rows).toHaveLength(1);
    await other.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await withoutTriggers('update cache_t set v = 3 where id = 1');
    // Lost, not yet listening again: the read runs (and does not fail).
    expect((await read(1))[0]!.v).toBe(3);
    await listening();
    const before = ran;
    await read(1);
    await read(1);
    expect(ran).toBe(before + 1);
  });

  it('never hands out a result older than a write that committed before the read began (property)', async () => {
    let value = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('read', 'read', 'write', 'pool-write'), {
          minLength: 1,
          maxLength: 30,
        }),
        async (ops) => {
          // Values only grow: a read must see at least what was committed when it started.
          let committed = value;
          await Promise.all(
            ops.map(async (op, i) => {
              await new Promise((r) => setTimeout(r, i % 3));
              if (op === 'read') {
                const floor = committed;
                const [row] = await read(1);
                expect(row!.v).toBeGreaterThanOrEqual(floor);
                return;
              }
              const next = ++value;
              const writer = op === 'write' ? other : pool;
              await writer.query('update cache_t set v = greatest(v, $1) where id = 1', [next]);
              committed = Math.max(committed, next);
            }),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('every table the registered statements read notifies when it changes', async () => {
    const id = randomUUID();
    await expect(
      requireApplicantView(handle.db, id, `Bearer ${generateAccessToken().token}`),
    ).rejects.toThrow();
    await expect(
      checkApplicationStatus({
        db: handle.db,
        email: 'nobody@example.com',
        applicationNumber: 'X',
        eVisaUrlFor: String,
        travellerEVisaUrlFor: String,
        accountingUrlFor: String,
        addOnUrlFor: String,
      }),
    ).rejects.toThrow();
    const texts = sharedReadCacheOf(handle.db)!
      .statementTexts()
      .filter((t) => t !== READ);
    expect(texts).toHaveLength(2);
    const tables = new Set(
      texts.flatMap((text) =>
        [...text.matchAll(/\b(?:from|join)\s+"?(\w+)"?/gi)].map((m) => m[1]!),
      ),
    );
    expect([...tables].sort()).toEqual(
      ['agreements', 'applicant_sessions', 'applicants', 'applications', 'documents'].sort(),
    );
    const { rows } = await other.query<{ table: string }>(
      `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
         join pg_proc p on p.oid = t.tgfoid
        where p.proname = 'applicant_reads_changed' and not t.tgisinternal`,
    );
    const notifying = new Set(rows.map((r) => r.table));
    for (const table of tables) expect(notifying, table).toContain(table);
  });

  it('stops keeping for good when another session answers the listening connection (a pooler)', async () => {
    const own = await createTestDatabase();
    const realQuery = pg.Client.prototype.query;
    let foreign = false;
    // A pooler in transaction mode hands each query to whichever session is free: seen here as
    // a process id that is not the listening session's.
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const answer = Reflect.apply(realQuery, this, args) as unknown;
      if (!foreign || args[0] !== 'SELECT pg_backend_pid() AS pid') return answer;
      return (answer as Promise<pg.QueryResult<{ pid: number }>>).then((result) => ({
        ...result,
        rows: [{ pid: result.rows[0]!.pid + 1 }],
      }));
    } as typeof realQuery);
    try {
      if (own.driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const ownPool = own.driver.pool;
      const text = 'select $1::int as v';
      const run = vi.fn(
        async (values?: Record<string, unknown>) => (await ownPool.query(text, [values?.id])).rows,
      );
      const ownStatement = { getQuery: () => ({ sql: text }), execute: run };
      cacheResults(own.db, ownStatement);
      const cache = sharedReadCacheOf(own.db)!;
      for (let i = 0; i < 200 && !cache.active(); i++) await new Promise((r) => setTimeout(r, 25));
      expect(cache.active()).toBe(true);
      foreign = true;
      expect(await cache.caughtUp()).toBe(false);
      expect(cache.active()).toBe(false);
      // It does not listen again, and every read runs its statement.
      await new Promise((r) => setTimeout(r, 600));
      expect(cache.active()).toBe(false);
      const before = run.mock.calls.length;
      await ownStatement.execute({ id: 1 });
      await ownStatement.execute({ id: 1 });
      expect(run.mock.calls.length - before).toBe(2);
    } finally {
      spy.mockRestore();
      await own.close();
    }
  });
});
