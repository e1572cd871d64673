import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { dueAt } from '@/domain/processing-time';
import { applications, type Database } from '@/server/db';

/**
 * Sets `applications.due_at` where the documents were complete before the column existed
 * (migration 0015), by the rule the server uses from then on (dueAt: UK cut-off, business days,
 * the holiday list), which plain SQL cannot express without copying it. Runs after the
 * migrations at every start; rows that have a due date are left alone, so once the old rows are
 * filled it finds nothing. Returns how many it set.
 */
export async function backfillDueDates(db: Database): Promise<number> {
  const rows = await db
    .select({
      id: applications.id,
      processingTime: applications.processingTime,
      documentsCompletedAt: applications.documentsCompletedAt,
    })
    .from(applications)
    .where(and(isNotNull(applications.documentsCompletedAt), isNull(applications.dueAt)));
  for (const row of rows) {
    if (!row.documentsCompletedAt) continue;
    await db
      .update(applications)
      // updated_at kept as it is: filling a derived column is not a change to the application.
      .set({
        dueAt: dueAt(row.documentsCompletedAt, row.processingTime),
        updatedAt: sql`${applications.updatedAt}`,
      })
      .where(and(eq(applications.id, row.id), isNull(applications.dueAt)));
  }
  return rows.length;
}
