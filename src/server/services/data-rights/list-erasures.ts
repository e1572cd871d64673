import { asc, desc, eq } from 'drizzle-orm';
import type { TAdminErasure, TAdminErasures } from '@/domain/schemas/data-rights';
import { erasureRequests, staffUsers, type DatabaseExecutor } from '@/server/db';

// The staff dashboard's erasures (docs/requirements/privacy.md, "Access and erasure"): every open
// request, the one due first on top, and the latest completed erasures, newest first.

/** Completed erasures listed. */
const COMPLETED_ERASURES_SHOWN = 50;

const view = (
  row: typeof erasureRequests.$inferSelect,
  completedBy: string | null,
): TAdminErasure => ({
  id: row.id,
  applicationId: row.applicationId,
  applicationNumber: row.applicationNumber,
  state: row.state,
  requestedAt: row.requestedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  completedBy,
  note: row.note,
});

export async function listErasures(db: DatabaseExecutor): Promise<TAdminErasures> {
  const select = () =>
    db
      .select({ row: erasureRequests, completedBy: staffUsers.username })
      .from(erasureRequests)
      .leftJoin(staffUsers, eq(staffUsers.id, erasureRequests.completedBy));
  const [open, completed] = await Promise.all([
    select()
      .where(eq(erasureRequests.state, 'open'))
      .orderBy(asc(erasureRequests.dueAt), asc(erasureRequests.id)),
    select()
      .where(eq(erasureRequests.state, 'completed'))
      .orderBy(desc(erasureRequests.completedAt), desc(erasureRequests.id))
      .limit(COMPLETED_ERASURES_SHOWN),
  ]);
  return {
    open: open.map((r) => view(r.row, r.completedBy)),
    completed: completed.map((r) => view(r.row, r.completedBy)),
  };
}

/** The application's open erasure request, for its detail page; null when there is none. */
export async function openErasureOf(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<{ id: string; requestedAt: string; dueAt: string } | null> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.applicationId, applicationId))
    .orderBy(desc(erasureRequests.requestedAt));
  if (!row || row.state !== 'open') return null;
  return { id: row.id, requestedAt: row.requestedAt.toISOString(), dueAt: row.dueAt.toISOString() };
}
