/**
 * One-off after migration 0015: sets applications.due_at for applications whose documents were
 * complete before the column existed, by the same rule the server uses from then on
 * (dueAt in src/domain/processing-time.ts: UK cut-off, business days, the holiday list), which
 * plain SQL cannot express without copying the rule. Rows that already have a due_at are left
 * alone, so running it twice changes nothing. Stop the server first (it takes the DATA_DIR lock).
 * Run: npm run db:backfill-due-at
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { dueAt } from '../src/domain/processing-time';
import { ConfigError, loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/data-dir/open-database';
import { StartupError } from '../src/server/data-dir/startup-error';
import { applications } from '../src/server/db';

try {
  const { database, warnings, afterClose } = await openConfiguredDatabase(loadConfig());
  for (const warning of warnings) console.warn(warning);
  const { db } = database;
  const rows = await db
    .select({
      id: applications.id,
      processingTime: applications.processingTime,
      documentsCompletedAt: applications.documentsCompletedAt,
    })
    .from(applications)
    .where(and(isNotNull(applications.documentsCompletedAt), isNull(applications.dueAt)));
  for (const row of rows) {
    await db
      .update(applications)
      // updated_at kept as it is: filling a derived column is not a change to the application.
      .set({
        dueAt: dueAt(row.documentsCompletedAt!, row.processingTime),
        updatedAt: sql`${applications.updatedAt}`,
      })
      .where(and(eq(applications.id, row.id), isNull(applications.dueAt)));
  }
  console.log(`due_at set on ${rows.length} application(s) (${database.kind})`);
  await database.close();
  await afterClose();
} catch (err) {
  if (!(err instanceof ConfigError || err instanceof StartupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
