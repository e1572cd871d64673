import { sql } from 'drizzle-orm';
import { applicationCounts, type Database } from '@/server/db';

// Applications per status without counting the applications table: triggers append each
// statement's changes to application_counts (migration 0028); a count is the sum of its rows
// (docs/decisions/0050-status-counts.md).

/** The applications per status, anonymised apart; only statuses with any are listed. */
export function readApplicationCounts(db: Database) {
  return db
    .select({
      status: applicationCounts.status,
      anonymised: applicationCounts.anonymised,
      total: sql<number>`sum(${applicationCounts.delta})::int`.mapWith(Number),
    })
    .from(applicationCounts)
    .groupBy(applicationCounts.status, applicationCounts.anonymised)
    .having(sql`sum(${applicationCounts.delta}) <> 0`);
}

/**
 * Folds the appended changes into one row per status, in one statement: a reader sees the
 * counts before or after, never half; two at once do not count a row twice (the second finds
 * the first's rows gone). Run by the hourly retention pass. Returns how many rows it folded.
 */
export async function compactApplicationCounts(db: Database): Promise<number> {
  const result = await db.execute<{ folded: number }>(sql`
    with folded as (delete from application_counts returning status, anonymised, delta),
    written as (
      insert into application_counts (status, anonymised, delta)
      select status, anonymised, sum(delta) from folded
      group by status, anonymised having sum(delta) <> 0
    )
    select count(*)::int as folded from folded`);
  return Number(result.rows[0]?.folded ?? 0);
}
