import { protocol, type PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheResults, createDatabase, type DatabaseHandle } from './client';

// The embedded database keeps the results of registered reads until anything else runs
// (embedded-read-cache.ts). What it returns must always be what running the read would.

const READ = 'select id, v, tags from cache_t where id = $1';
// The same statement under another text: never kept, so it shows what the table holds now.
const FRESH = 'select id, v, tags  from cache_t where id = $1';
const IDS = [1, 2] as const;

describe('the embedded read cache', () => {
  let handle: DatabaseHandle;
  let client: PGlite;
  /** How many times READ was sent to PGlite (its Parse messages). */
  let readsRun = 0;

  beforeAll(async () => {
    handle = await createDatabase({ dataDir: 'memory://', databaseUrl: '' });
    if (handle.driver.kind !== 'pglite') throw new Error('expected PGlite');
    client = handle.driver.client;
    await client.exec(
      `create table cache_t (id int primary key, v int not null, tags jsonb not null);
       insert into cache_t values (1, 0, '["a"]'), (2, 0, '["b"]');`,
    );
    cacheResults(handle.db, statement);
    const inner = client.execProtocolStream.bind(client);
    const text = new TextEncoder().encode(READ);
    client.execProtocolStream = async (message, ...rest) => {
      if (message[0] === 0x50 && Buffer.from(message).includes(text)) readsRun += 1;
      return inner(message, ...rest);
    };
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await client.query('update cache_t set v = 0');
    readsRun = 0;
  });

  // As drizzle's prepared statements are: `execute` with named parameters, kept by cacheResults.
  const statement = {
    getQuery: () => ({ sql: READ }),
    execute: (values?: Record<string, unknown>) => client.query<{ v: number }>(READ, [values?.id]),
  };
  const read = (id: number) => statement.execute({ id }) as ReturnType<typeof statement.execute>;

  it('answers a repeated read without running it, and runs it again after a write', async () => {
    const first = await read(1);
    const second = await read(1);
    expect(second).toBe(first);
    expect(readsRun).toBe(1);
    // Another key is its own entry.
    expect((await read(2)).rows).toEqual([{ id: 2, v: 0, tags: ['b'] }]);
    expect(readsRun).toBe(2);

    await client.query('update cache_t set v = 5 where id = 2');
    expect((await read(1)).rows[0]!.v).toBe(0);
    expect((await read(2)).rows[0]!.v).toBe(5);
    expect(readsRun).toBe(4);
  });

  it('stops keeping a read once any other statement has run, whichever way it was sent', async () => {
    const writes: Array<() => Promise<unknown>> = [
      () => client.query('update cache_t set v = v + 1 where id = 1'),
      () => client.exec('update cache_t set v = v + 1 where id = 1'),
      () => client.sql`update cache_t set v = v + 1 where id = 1`,
      () => handle.db.execute(sql`update cache_t set v = v + 1 where id = 1`),
      () => client.transaction((tx) => tx.query('update cache_t set v = v + 1 where id = 1')),
    ];
    for (const [i, write] of writes.entries()) {
      expect((await read(1)).rows[0]!.v).toBe(i);
      await write();
      expect((await read(1)).rows[0]!.v).toBe(i + 1);
    }
  });

  it('counts a buffer of several messages that starts with the kept read', async () => {
    expect((await read(1)).rows[0]!.v).toBe(0);
    // The kept read's Parse, then a whole update, sent as one buffer (PGlite itself never does).
    const messages = [
      protocol.serialize.parse({ text: READ }),
      protocol.serialize.sync(),
      protocol.serialize.parse({ text: 'update cache_t set v = 4 where id = 1' }),
      protocol.serialize.bind({ values: [] }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
    const buffer = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
    messages.reduce((at, m) => (buffer.set(m, at), at + m.length), 0);
    await client.runExclusive(() => client.execProtocol(buffer));
    expect((await read(1)).rows[0]!.v).toBe(4);
  });

  it('hands out frozen results, so a caller cannot change what the next one gets', async () => {
    const { rows } = await read(1);
    expect(Object.isFrozen(rows[0])).toBe(true);
    expect(Reflect.set(rows[0]!, 'v', 9)).toBe(false);
    expect(Reflect.set(Reflect.get(rows[0]!, 'tags') as string[], 0, 'z')).toBe(false);
    expect((await read(1)).rows[0]).toEqual({ id: 1, v: 0, tags: ['a'] });
  });

  it('runs a read once for a crowd of callers', async () => {
    await client.query('update cache_t set v = 1 where id = 1');
    const crowd = await Promise.all(Array.from({ length: 50 }, () => read(1)));
    expect(readsRun).toBe(1);
    expect(new Set(crowd.map((r) => r.rows[0]!.v))).toEqual(new Set([1]));

    // A read issued while a write waits its turn may see the table before it (neither has
    // answered yet); a read issued once the write has answered sees it.
    await client.query('update cache_t set v = 2 where id = 1');
    const during = read(1);
    const write = client.query('update cache_t set v = 3 where id = 1');
    expect([2, 3]).toContain((await during).rows[0]!.v);
    await write;
    expect((await read(1)).rows[0]!.v).toBe(3);
  });

  it('sees what a transaction committed and nothing of one rolled back', async () => {
    await read(1);
    await client.transaction(async (tx) => {
      await tx.query('update cache_t set v = 7 where id = 1');
      // Inside the transaction, the read sees its own change.
      expect((await tx.query<{ v: number }>(READ, [1])).rows[0]!.v).toBe(7);
    });
    expect((await read(1)).rows[0]!.v).toBe(7);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('update cache_t set v = 8 where id = 1');
        await tx.query<{ v: number }>(READ, [1]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await read(1)).rows[0]!.v).toBe(7);
  });

  it('is never behind the table, whatever runs beside it (property)', async () => {
    type Step = (id: number) => Promise<unknown>;
    const steps: Record<string, Step> = {
      read: (id) => read(id),
      update: (id) => client.query('update cache_t set v = v + 1 where id = $1', [id]),
      exec: (id) => client.exec(`update cache_t set v = v + 10 where id = ${id}`),
      drizzle: (id) => handle.db.execute(sql`update cache_t set v = v + 100 where id = ${id}`),
      committed: (id) =>
        client.transaction(async (tx) => {
          await tx.query(READ, [id]);
          await tx.query('update cache_t set v = v + 1000 where id = $1', [id]);
        }),
      rolledBack: (id) =>
        client
          .transaction(async (tx) => {
            await tx.query('update cache_t set v = v + 5 where id = $1', [id]);
            await tx.rollback();
          })
          .catch(() => undefined),
      tags: (id) =>
        client.query(`update cache_t set tags = tags || '["t"]'::jsonb where id = $1`, [id]),
    };
    const step = fc.record({
      kind: fc.constantFrom(...Object.keys(steps)),
      id: fc.constantFrom(...IDS),
    });
    // A chain runs its steps one after another; a batch runs its chains at once.
    const chain = fc.array(step, { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(chain, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        async (batches) => {
          await client.query(`update cache_t set v = 0, tags = '[]'`);
          for (const batch of batches) {
            await Promise.all(
              batch.map(async (steps_) => {
                for (const { kind, id } of steps_) await steps[kind]!(id);
              }),
            );
            // Once a batch has finished, the kept reads are the table's.
            for (const id of IDS) {
              // The kept read first: the fresh one, another statement, would end its keeping.
              const kept = await read(id);
              expect(kept.rows).toEqual((await client.query(FRESH, [id])).rows);
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
