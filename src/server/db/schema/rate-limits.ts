// Request counts of the per-route rate limits (docs/decisions/0014-rate-limits-in-database.md),
// kept in the database so every instance shares them and a restart does not reset them.
// No `@/` imports: drizzle-kit loads this file without our alias.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per key and fixed window: how many requests the key made in that window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The route and the client, e.g. `POST /api/status:203.0.113.7`. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    // The purge deletes by window alone.
    index('rate_limit_hits_window_start_idx').on(t.windowStart),
  ],
);
