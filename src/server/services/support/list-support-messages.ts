import { and, desc, isNull, lt, type SQL } from 'drizzle-orm';
import { supportMessages, type DatabaseExecutor, type SupportMessage } from '@/server/db';

export interface ListSupportMessagesOptions {
  /** Newest first; at most 200 per page. */
  limit?: number;
  /** Only messages received before this instant (the previous page's last createdAt). */
  before?: Date;
  /** Only messages no one has handled yet. */
  unhandledOnly?: boolean;
}

export const MAX_SUPPORT_PAGE = 200;

/** Support messages for the staff dashboard, newest first. */
export async function listSupportMessages(
  db: DatabaseExecutor,
  { limit = 50, before, unhandledOnly = false }: ListSupportMessagesOptions = {},
): Promise<SupportMessage[]> {
  const conditions: SQL[] = [];
  if (before) conditions.push(lt(supportMessages.createdAt, before));
  if (unhandledOnly) conditions.push(isNull(supportMessages.handledAt));
  return db
    .select()
    .from(supportMessages)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(Math.min(Math.max(1, Math.floor(limit)), MAX_SUPPORT_PAGE));
}
