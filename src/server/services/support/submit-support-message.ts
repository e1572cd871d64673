import { and, count, gte, sql } from 'drizzle-orm';
import type {
  TSupportMessageRequest,
  TSupportMessageResponse,
} from '@/domain/schemas/support-message';
import { supportMessages, type Database, type DatabaseExecutor } from '@/server/db';
import { queueEmail } from '@/server/services/mail/outbox';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';

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

/**
 * Stores a contact-form message and, in the same transaction, queues it to the support inbox
 * (English, reply-to the sender) and an acknowledgement to the sender in their language.
 */
export interface SubmitSupportMessageOptions {
  db: Database;
  supportInbox: string;
  input: SubmitSupportMessageInput;
}

export async function submitSupportMessage({
  db,
  supportInbox,
  input,
}: SubmitSupportMessageOptions): Promise<TSupportMessageResponse> {
  const reference = await db.transaction(async (tx) => {
    const earlier = await recentMessagesFrom(tx, input.email);
    const [stored] = await tx
      .insert(supportMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        applicationNumber: input.applicationNumber,
        message: input.message,
        language: input.language,
        ip: input.ip,
      })
      .returning({ id: supportMessages.id });
    if (!stored) throw new Error('support message insert returned no row');

    await queueEmail(tx, {
      idempotencyKey: `support-message:${stored.id}`,
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
        idempotencyKey: `support-acknowledgement:${stored.id}`,
        to: input.email,
        template: 'support-acknowledgement',
        language: input.language,
        payload: { reference: supportReference(stored.id) },
      });
    }
    return supportReference(stored.id);
  });
  notifyMailWorker();
  return { success: true, reference };
}

/** The short reference the sender is given: the message id's first eight hex digits. */
export function supportReference(messageId: string): string {
  return messageId.replaceAll('-', '').slice(0, 8).toUpperCase();
}
