import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
// Relative on purpose (see columns.ts): the columns carry the domain's own types.
import type { ApplicationStatus } from '../../../domain/status';

/**
 * The number of applications per status, kept as changes beside the applications so the
 * dashboard does not count a million rows on every list call (docs/decisions/0050-status-counts.md).
 * Triggers on `applications` append one row per status a statement changed (migration 0028):
 * append-only, so concurrent writers never wait on one another or deadlock. The count of a
 * status is the sum of its rows; `compactApplicationCounts` folds them into one row each.
 */
export const applicationCounts = pgTable('application_counts', {
  status: text('status').$type<ApplicationStatus>().notNull(),
  /** Made anonymous at the traveller's request (counted under its status, not in the queue). */
  anonymised: boolean('anonymised').notNull(),
  delta: integer('delta').notNull(),
});
