import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rateLimitHits, type Database } from '@/server/db';

// A store for @fastify/rate-limit that keeps its counts in the database, so every instance
// shares one count and a restart does not reset it (docs/decisions/0014-rate-limits-in-database.md).
// Fixed windows: a count belongs to the window `floor(now / window)`, so a client can make up
// to twice the limit across a window boundary; the limits in lib/rate-limits.ts allow for it.

/** Every this many increments (per process), rows of windows long over are deleted. */
const PURGE_EVERY = 100;

interface RouteInfo {
  method?: string | string[];
  url?: string;
}
type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** The most hits one statement counts; more wait for the next. */
const MAX_BATCH = 500;

interface Hit {
  key: string;
  windowStart: number;
  resolve: (count: number) => void;
  reject: (err: unknown) => void;
}

/**
 * The hits to count, in one statement per batch: the first hit is sent at once, and hits that
 * arrive while a statement runs go together in the next. Each still gets its exact count (the
 * row's count after its own increment), as if counted one by one: under load the database runs
 * one statement and one commit for many hits instead of one each
 * (docs/decisions/0014-rate-limits-in-database.md).
 */
const batchers = new WeakMap<Database, (hit: Hit) => void>();
function batcherFor(db: Database) {
  let add = batchers.get(db);
  if (add) return add;
  const queue: Hit[] = [];
  let running = false;
  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      await countBatch(db, batch).catch((err: unknown) => {
        for (const hit of batch) hit.reject(err);
      });
    }
    running = false;
  }
  add = (hit: Hit) => {
    queue.push(hit);
    if (!running) void drain();
  };
  batchers.set(db, add);
  return add;
}

async function countBatch(db: Database, batch: Hit[]) {
  // One row per key and window, with how many hits it gets; in key order, so two processes
  // counting the same keys lock their rows in the same order (no deadlock).
  const groups = new Map<string, Hit[]>();
  for (const hit of batch) {
    const id = `${hit.windowStart}|${hit.key}`;
    const group = groups.get(id);
    if (group) group.push(hit);
    else groups.set(id, [hit]);
  }
  const rows = [...groups.values()]
    .map((hits) => ({
      key: hits[0]!.key,
      window_start: new Date(hits[0]!.windowStart).toISOString(),
      count: hits.length,
    }))
    .sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : a.window_start < b.window_start ? -1 : 1,
    );
  const result = await db.execute<{ window_ms: string; key: string; count: number }>(sql`
    insert into ${rateLimitHits} (key, window_start, count)
    select key, window_start, count
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as t(key text, window_start timestamptz, count integer)
     order by key, window_start
    on conflict (key, window_start) do update set count = ${rateLimitHits.count} + excluded.count
    returning (extract(epoch from window_start) * 1000)::bigint::text as window_ms, key, count`);
  for (const row of result.rows) {
    const hits = groups.get(`${row.window_ms}|${row.key}`);
    groups.delete(`${row.window_ms}|${row.key}`);
    // The row's count after the whole group: each hit gets the count after its own.
    hits?.forEach((hit, i) => hit.resolve(row.count - hits.length + 1 + i));
  }
  for (const hits of groups.values()) {
    for (const hit of hits) hit.reject(new Error('rate limit count: no row returned'));
  }
}

/** The count of `key` in the window that holds `now`, after adding one; atomic. */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const current = await new Promise<number>((resolve, reject) =>
    batcherFor(db)({ key, windowStart, resolve, reject }),
  );
  return { current, ttl: windowStart + windowMs - now };
}

/** Deletes the rows of windows that started more than `olderThanMs` ago. */
export async function purgeHits(db: Database, olderThanMs: number, now = Date.now()) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - olderThanMs)));
}

/**
 * The `store` option of @fastify/rate-limit: the plugin makes one with `new Store(options)`
 * and one per limited route with `child(routeOptions)`; each route's keys carry its method and
 * path, so two routes never share a count.
 */
export function databaseRateLimitStore(db: Database, log: FastifyBaseLogger) {
  const shared = { increments: 0, longestWindowMs: 0 };

  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, _max: number) {
      shared.longestWindowMs = Math.max(shared.longestWindowMs, timeWindow);
      countHit(db, `${this.route}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => {
          // The plugin runs with skipOnError: the request goes through (see the decision record).
          log.error({ err }, 'rate limit count failed; the request is let through');
          callback(err);
        },
      );
      if (++shared.increments % PURGE_EVERY === 0) {
        purgeHits(db, shared.longestWindowMs).catch((err: unknown) =>
          log.warn({ err }, 'purging old rate limit counts failed'),
        );
      }
    }

    // Typed as the route's options, but at run time the plugin passes its merged limit
    // options, with the route under `routeInfo` (node_modules/@fastify/rate-limit/index.js).
    child(routeOptions: object) {
      const { method, url } = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? {};
      const route = method && url ? `${[method].flat().join(',')} ${url}` : '';
      return new DatabaseRateLimitStore(routeOptions, route);
    }
  };
}
