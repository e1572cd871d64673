import { desc, eq } from 'drizzle-orm';
import type { TStaffChangeRequest } from '@/domain/change-requests';
import { changeRequests, staffUsers, type DatabaseExecutor } from '@/server/db';
import { itemsOf, toItemView } from './items';

/**
 * The change requests of an application as the staff detail lists them, newest first: who asked
 * and when, the reminders sent, and per item what changed (docs/requirements/change-requests.md).
 */
export async function staffChangeRequestsOf(
  db: DatabaseExecutor,
  applicationId: string,
): Promise<TStaffChangeRequest[]> {
  const requests = await db
    .select({ request: changeRequests, createdBy: staffUsers.username })
    .from(changeRequests)
    .leftJoin(staffUsers, eq(staffUsers.id, changeRequests.createdBy))
    .where(eq(changeRequests.applicationId, applicationId))
    .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id));
  const items = await itemsOf(
    db,
    requests.map((r) => r.request.id),
  );
  return requests.map(({ request, createdBy }) => ({
    id: request.id,
    createdAt: request.createdAt.toISOString(),
    createdBy,
    state: request.state,
    completedAt: request.completedAt?.toISOString() ?? null,
    remindersSent: request.remindersSent,
    items: items
      .filter((row) => row.item.requestId === request.id)
      .map((row) => ({
        ...toItemView(row),
        newDocumentId: row.item.newDocumentId,
        oldDocumentIds: row.item.oldDocumentIds,
        oldValue: row.item.oldValue,
        newValue: row.item.newValue,
      })),
  }));
}
