import { randomUUID } from 'node:crypto';
import {
  supportConversations,
  supportMessages,
  type DatabaseExecutor,
  type NewSupportMessage,
  type SupportMessage,
} from '@/server/db';

/** A sender's message as tests write it: each opens its own conversation (closed: not the inbox's work). */
export type TestSupportMessage = Omit<NewSupportMessage, 'id' | 'conversationId'>;

/**
 * Stores messages the way the contact form does, without its emails: a conversation per
 * message, sharing the message's id (docs/requirements/support-inbox.md).
 */
export async function insertSupportMessages(
  db: DatabaseExecutor,
  rows: TestSupportMessage | TestSupportMessage[],
): Promise<SupportMessage[]> {
  const stored: SupportMessage[] = [];
  for (const row of Array.isArray(rows) ? rows : [rows]) {
    const id = randomUUID();
    await db.insert(supportConversations).values({
      id,
      email: row.email,
      subject: row.subject,
      language: row.language ?? 'en',
      applicationNumber: row.applicationNumber ?? null,
      state: 'closed',
      ...(row.createdAt ? { createdAt: row.createdAt, lastMessageAt: row.createdAt } : {}),
    });
    const [message] = await db
      .insert(supportMessages)
      .values({ ...row, id, conversationId: id })
      .returning();
    if (!message) throw new Error('support message insert returned no row');
    stored.push(message);
  }
  return stored;
}
