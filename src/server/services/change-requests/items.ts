import { asc, eq, inArray } from 'drizzle-orm';
import type { TChangeItemView } from '@/domain/change-requests';
import {
  applicants,
  changeRequestItems,
  type ChangeRequestItem,
  type DatabaseExecutor,
} from '@/server/db';

// The items of change requests with their traveller's position and first name, in the order the
// traveller's page and the staff detail list them: by traveller, documents before fields.

export interface ItemRow {
  item: ChangeRequestItem;
  position: number;
  firstName: string | null;
}

export async function itemsOf(db: DatabaseExecutor, requestIds: string[]): Promise<ItemRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select({
      item: changeRequestItems,
      position: applicants.position,
      firstName: applicants.firstName,
    })
    .from(changeRequestItems)
    .innerJoin(applicants, eq(applicants.id, changeRequestItems.applicantId))
    .where(inArray(changeRequestItems.requestId, requestIds))
    .orderBy(
      asc(applicants.position),
      asc(changeRequestItems.kind),
      asc(changeRequestItems.target),
    );
}

/** What the traveller's page shows of an item (and the staff detail, with more). */
export const toItemView = ({ item, position, firstName }: ItemRow): TChangeItemView => ({
  id: item.id,
  applicantId: item.applicantId,
  position,
  firstName,
  target: item.target,
  kind: item.kind,
  reason: item.reason,
  otherText: item.otherText,
  doneAt: item.doneAt?.toISOString() ?? null,
});
