import { and, count, gte, sql } from 'drizzle-orm';
import type {
  TSupportMessageRequest,
  TSupportMessageResponse,
} from '@/domain/schemas/support-message';
import { randomUUID } from 'node:crypto';
import {
  supportConversations,
  supportMessages,
  type Database,
  type DatabaseExecutor,
} from '@/server/db';
import { recordAudit } from '@/server/services/audit/record-audit';
import { queueEmail } from '@/server/services/mail/outbox';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { supportReference } from './reference';
import { answerDueAt, matchingApplication, supportAudit } from './support-inbox';

/**
 * The acknowledgement goes to an address the visitor typed, so the form could be used to send
 * our mail to a stranger. Besides the per-IP rate limit on the route, one address gets at most
 * this many acknowledgements a day; the message itself is always stored and forwarded.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

export interface SubmitSupportMessageInput extends TSupportMessageRequest {
  ip: string | null;
}

async function recentMessagesFrom(tx: DatabaseExecutor, email: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        sql`lower(${supportMessages.email}) = ${email.toLowerCase()}`,
        gte(supportMessages.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.n ?? 0;
}

export interface SubmitSupportMessageOptions {
  db: Database;
  supportInbox: string;
  input: SubmitSupportMessageInput;
  now?: Date;
}

/**
 * Stores a contact-form message or a chat hand-off as a new conversation of the support inbox
 * (docs/requirements/support-inbox.md) and, in the same transaction, queues it to the support
 * mailbox (English, reply-to the sender) and an acknowledgement to the sender in their language.
 */
export async function submitSupportMessage({
  db,
  supportInbox,
  input,
  now = new Date(),
}: SubmitSupportMessageOptions): Promise<TSupportMessageResponse> {
  const reference = await db.transaction(async (tx) => {
    const earlier = await recentMessagesFrom(tx, input.email);
    const application = await matchingApplication(tx, input.applicationNumber, input.email);
    // The conversation takes its first message's id: the reference names both.
    const id = randomUUID();
    await tx.insert(supportConversations).values({
      id,
      channel: input.channel,
      email: input.email,
      subject: input.subject,
      language: input.language,
      applicationNumber: input.applicationNumber,
      applicationId: application?.id ?? null,
      state: 'open',
      createdAt: now,
      lastMessageAt: now,
      dueAt: answerDueAt(now),
    });
    await tx.insert(supportMessages).values({
      id,
      conversationId: id,
      direction: 'in',
      name: input.name,
      email: input.email,
      subject: input.subject,
      applicationNumber: input.applicationNumber,
      message: input.message,
      language: input.language,
      ip: input.ip,
      createdAt: now,
    });
    const reference = supportReference(id);
    if (application) {
      // On the application's timeline; the subject only, never the text.
      await recordAudit({
        db: tx,
        staffUserId: null,
        action: supportAudit.received,
        applicationId: application.id,
        detail: { conversation: reference, subject: input.subject, channel: input.channel },
        now,
      });
    }

    await queueEmail(tx, {
      idempotencyKey: `support-message:${id}`,
      to: supportInbox,
      template: 'support-message',
      language: 'en',
      payload: {
        name: input.name,
        email: input.email,
        subject: input.subject,
        applicationNumber: input.applicationNumber,
        message: input.message,
      },
    });
    if (earlier < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY) {
      await queueEmail(tx, {
        idempotencyKey: `support-acknowledgement:${id}`,
        to: input.email,
        template: 'support-acknowledgement',
        language: input.language,
        payload: { reference },
      });
    }
    return reference;
  });
  notifyMailWorker();
  return { success: true, reference };
}
