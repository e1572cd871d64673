import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { createDatabase } from '@/server/db/client';
import { rateLimitHits } from '@/server/db';
import { countHit, purgeHits } from '@/server/lib/rate-limit-store';
import { rateLimits } from '@/server/lib/rate-limits';
import { buildTestApp } from '@/server/test-support/test-app';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';

// Rate limits hold across instances and restarts because their counts live in the database
// (docs/decisions/0014-rate-limits-in-database.md). Run on PostgreSQL too (DATABASE_URL) for
// real concurrency between connections.

const LIMIT = rateLimits.statusCheck.rateLimit.max;

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
const instance = () => buildTestApp({}, { database });

/** A status check from one address: counted by the statusCheck limit. */
const check = (t: TestApp, ip: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/applications/status?email=eve%40example.net&applicationNumber=IND1700000000000',
    remoteAddress: ip,
  });

const statuses = async (requests: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(requests)).map((res) => res.statusCode);
const count429 = (codes: number[]) => codes.filter((code) => code === 429).length;

describe('rate limits kept in the database', () => {
  it('two instances on one database share one limit', async () => {
    const [a, b] = [await instance(), await instance()];
    try {
      const half = Math.ceil(LIMIT / 2);
      const codes = [];
      for (let i = 0; i < half; i++) codes.push((await check(a, '198.51.100.1')).statusCode);
      for (let i = 0; i < half; i++) codes.push((await check(b, '198.51.100.1')).statusCode);
      // Each instance saw at most half the limit, yet together they passed it.
      expect(count429(codes)).toBe(2 * half - LIMIT);
      const over = await check(a, '198.51.100.1');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own count.
      expect((await check(b, '198.51.100.2')).statusCode).not.toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a restart keeps the count', async () => {
    const first = await instance();
    const codes = await statuses(Array.from({ length: LIMIT }, () => check(first, '198.51.100.3')));
    expect(count429(codes)).toBe(0);
    await first.close();
    const restarted = await instance();
    try {
      expect((await check(restarted, '198.51.100.3')).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('counts 50 concurrent requests on one key exactly, across two instances', async () => {
    const [a, b] = [await instance(), await instance()];
    try {
      const codes = await statuses(
        Array.from({ length: 50 }, (_, i) => check(i % 2 ? a : b, '198.51.100.4')),
      );
      expect(count429(codes)).toBe(50 - LIMIT);
      const rows = await database.db.select().from(rateLimitHits);
      const mine = rows.filter((row) => row.key.endsWith('|198.51.100.4'));
      expect(mine.map((row) => row.count)).toEqual([50]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('gives every route its own count', async () => {
    const t = await instance();
    try {
      await statuses(Array.from({ length: LIMIT + 1 }, () => check(t, '198.51.100.5')));
      const track = await t.app.inject({
        method: 'GET',
        url: '/api/applications/track/IND1700000000000',
        remoteAddress: '198.51.100.5',
      });
      expect(track.statusCode).not.toBe(429);
    } finally {
      await t.close();
    }
  });

  it('purges the counts of windows long over and keeps the current ones', async () => {
    const minute = 60_000;
    const now = Date.UTC(2026, 0, 1, 12, 0, 30);
    await countHit(database.db, 'purge|old', minute, now - 20 * minute);
    expect(await countHit(database.db, 'purge|new', minute, now)).toEqual({
      current: 1,
      ttl: 30_000,
    });
    await purgeHits(database.db, 10 * minute, now);
    const keys = (await database.db.select().from(rateLimitHits)).map((row) => row.key);
    expect(keys).toContain('purge|new');
    expect(keys).not.toContain('purge|old');
  });

  it('counts hits sent together exactly, as if one by one, from one process or two (property)', async () => {
    const minute = 60_000;
    const base = Date.UTC(2026, 0, 1, 12, 0, 0);
    // A second handle on the same database: another process counting beside this one.
    const second = database.databaseUrl
      ? await createDatabase({ databaseUrl: database.databaseUrl })
      : database;
    let run = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              key: fc.constantFrom('a', 'b', 'c'),
              // Either side of a window's end: one batch may hold two windows of one key.
              at: fc.constantFrom(base - 1, base, base + 1),
              other: fc.boolean(),
            }),
            { minLength: 1, maxLength: 60 },
          ),
          async (hits) => {
            run += 1;
            const results = await Promise.all(
              hits.map(({ key, at, other }) =>
                countHit((other ? second : database).db, `batch${run}|${key}`, minute, at),
              ),
            );
            const byRow = new Map<string, number[]>();
            hits.forEach(({ key, at }, i) => {
              const row = `${key}|${Math.floor(at / minute)}`;
              byRow.set(row, [...(byRow.get(row) ?? []), results[i]!.current]);
            });
            // Each of a row's n hits got one of 1..n: none counted twice or skipped.
            for (const counts of byRow.values()) {
              expect(counts.sort((x, y) => x - y)).toEqual(counts.map((_, i) => i + 1));
            }
          },
        ),
        { numRuns: 30 },
      );
    } finally {
      if (second !== database) await second.close();
    }
  });

  it('keeps the counts in an unlogged table: no write-ahead log per request (decision 0021)', async () => {
    const { rows } = await database.db.execute<{ persistence: string }>(
      sql`select relpersistence as persistence from pg_class where relname = 'rate_limit_hits'`,
    );
    expect(rows).toEqual([{ persistence: 'u' }]);
  });

  it('lets requests through when the database cannot count them', async () => {
    const own = await createTestDatabase();
    const t = await buildTestApp({}, { database: own });
    try {
      await own.db.execute(sql`drop table rate_limit_hits`);
      const codes = await statuses(
        Array.from({ length: LIMIT + 2 }, () => check(t, '198.51.100.6')),
      );
      expect(codes.every((code) => code === 404)).toBe(true);
    } finally {
      await t.close();
      await own.close();
    }
  });
});
