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

/**
 * The upsert every limited request runs, prepared once per database (a named statement on
 * PostgreSQL): neither drizzle nor PostgreSQL builds or plans it per request
 * (docs/decisions/0021-server-throughput.md).
 */
const prepared = new WeakMap<Database, ReturnType<typeof prepareCount>>();
function prepareCount(db: Database) {
  return db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('windowStart'),
      count: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count })
    .prepare('rate_limit_count');
}

/** The count of `key` in the window that holds `now`, after adding one; atomic. */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ current: number; ttl: number }> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareCount(db)));
  const [row] = await statement.execute({ key, windowStart: new Date(windowStart) });
  return { current: row?.count ?? 1, ttl: windowStart + windowMs - now };
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
