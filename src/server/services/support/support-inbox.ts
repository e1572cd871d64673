import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  SUPPORT_PAGE_SIZE,
  type SupportListFilter,
  type TSupportConversationDetail,
  type TSupportConversationList,
  type TSupportConversationSummary,
  type TSupportCounts,
  type ZSupportReplyRequest,
} from '@/domain/schemas/support-inbox';
import {
  applications,
  staffUsers,
  supportConversations,
  supportMessages,
  type Database,
  type DatabaseExecutor,
  type SupportConversation,
} from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { siteConfig } from '@/server/site-config';
import { recordAudit } from '@/server/services/audit/record-audit';
import { notifyMailWorker } from '@/server/services/mail/mail-worker';
import { queueEmail } from '@/server/services/mail/outbox';
import { supportReference } from './reference';

// The staff support inbox (docs/requirements/support-inbox.md): conversations opened by the
// contact form and the chat's hand-off, linked to an application only when the number the
// sender gave belongs to an application with the sender's email; replies go out by email.

export const supportAudit = {
  received: 'applicant.support_message',
  replied: 'support.replied',
  closed: 'support.closed',
  reopened: 'support.reopened',
  assigned: 'support.assigned',
  unassigned: 'support.unassigned',
} as const;

/** When an open conversation should be answered by: the support hours' promise, from now. */
export function answerDueAt(now: Date): Date {
  return new Date(now.getTime() + siteConfig().support.answerWithinHours * 3_600_000);
}

/**
 * The application a sender's number names, only when that application has the sender's email
 * (compared without case): a number alone would let anyone attach a message to a stranger's file.
 */
export async function matchingApplication(
  db: DatabaseExecutor,
  applicationNumber: string | null,
  email: string,
): Promise<{ id: string; applicationNumber: string } | null> {
  if (!applicationNumber) return null;
  const [row] = await db
    .select({ id: applications.id, applicationNumber: applications.applicationNumber })
    .from(applications)
    .where(
      and(
        eq(applications.applicationNumber, applicationNumber),
        sql`lower(${applications.email}) = ${email.toLowerCase()}`,
      ),
    );
  return row ?? null;
}

const overdueWhere = (now: Date) =>
  and(eq(supportConversations.state, 'open'), lt(supportConversations.dueAt, now));

/** The dashboard's figures: conversations waiting on staff, on the sender, and late ones. */
export async function supportCounts(db: DatabaseExecutor, now: Date): Promise<TSupportCounts> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${supportConversations.state} = 'open')`.mapWith(
        Number,
      ),
      waiting:
        sql<number>`count(*) filter (where ${supportConversations.state} = 'waiting')`.mapWith(
          Number,
        ),
      overdue: sql<number>`count(*) filter (where ${overdueWhere(now)})`.mapWith(Number),
    })
    .from(supportConversations)
    .where(inArray(supportConversations.state, ['open', 'waiting']));
  return { open: row?.open ?? 0, waiting: row?.waiting ?? 0, overdue: row?.overdue ?? 0 };
}

function filterWhere(filter: SupportListFilter, staffUserId: string): SQL | undefined {
  switch (filter) {
    case 'open':
    case 'waiting':
    case 'closed':
      return eq(supportConversations.state, filter);
    case 'mine':
      return and(
        eq(supportConversations.assignedTo, staffUserId),
        inArray(supportConversations.state, ['open', 'waiting']),
      );
    case 'all':
      return undefined;
  }
}

const summaryColumns = {
  conversation: supportConversations,
  applicationNumberLinked: applications.applicationNumber,
  assignee: staffUsers.username,
};

type SummaryRow = {
  conversation: SupportConversation;
  applicationNumberLinked: string | null;
  assignee: string | null;
};

/** The sender's name, from the first message they wrote (sealed there, so not copied). */
async function senderNames(
  db: DatabaseExecutor,
  conversationIds: string[],
): Promise<Map<string, string>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([supportMessages.conversationId], {
      conversationId: supportMessages.conversationId,
      name: supportMessages.name,
    })
    .from(supportMessages)
    .where(
      and(
        inArray(supportMessages.conversationId, conversationIds),
        eq(supportMessages.direction, 'in'),
      ),
    )
    .orderBy(supportMessages.conversationId, asc(supportMessages.createdAt));
  return new Map(rows.map((r) => [r.conversationId, r.name]));
}

function summaryOf(row: SummaryRow, name: string, now: Date): TSupportConversationSummary {
  const c = row.conversation;
  return {
    id: c.id,
    reference: supportReference(c.id),
    channel: c.channel === 'chat' ? 'chat' : 'form',
    state: c.state,
    name,
    email: c.email,
    subject: c.subject,
    language: c.language,
    applicationNumber: c.applicationNumber,
    application:
      c.applicationId && row.applicationNumberLinked
        ? { id: c.applicationId, applicationNumber: row.applicationNumberLinked }
        : null,
    assignee: row.assignee,
    createdAt: c.createdAt.toISOString(),
    lastMessageAt: c.lastMessageAt.toISOString(),
    dueAt: c.dueAt?.toISOString() ?? null,
    overdue: c.state === 'open' && c.dueAt !== null && c.dueAt < now,
  };
}

const withLinks = (db: DatabaseExecutor) =>
  db
    .select(summaryColumns)
    .from(supportConversations)
    .leftJoin(applications, eq(applications.id, supportConversations.applicationId))
    .leftJoin(staffUsers, eq(staffUsers.id, supportConversations.assignedTo));

export interface ListConversationsOptions {
  db: Database;
  filter: SupportListFilter;
  page: number;
  staffUserId: string;
  now: Date;
}

/** Open ones by when they are due (the most urgent first); the others by their last message. */
export async function listConversations({
  db,
  filter,
  page,
  staffUserId,
  now,
}: ListConversationsOptions): Promise<TSupportConversationList> {
  const where = filterWhere(filter, staffUserId);
  const order =
    filter === 'open'
      ? [asc(supportConversations.dueAt), asc(supportConversations.id)]
      : [desc(supportConversations.lastMessageAt), asc(supportConversations.id)];
  const [rows, [total], counts] = await Promise.all([
    withLinks(db)
      .where(where)
      .orderBy(...order)
      .limit(SUPPORT_PAGE_SIZE)
      .offset((page - 1) * SUPPORT_PAGE_SIZE),
    db.select({ n: count() }).from(supportConversations).where(where),
    supportCounts(db, now),
  ]);
  const names = await senderNames(
    db,
    rows.map((r) => r.conversation.id),
  );
  return {
    items: rows.map((r) => summaryOf(r, names.get(r.conversation.id) ?? '', now)),
    counts,
    total: total?.n ?? 0,
    page,
    pageSize: SUPPORT_PAGE_SIZE,
  };
}

async function findConversation(
  db: DatabaseExecutor,
  conversationId: string,
  lock = false,
): Promise<SupportConversation> {
  const id = z.uuid().safeParse(conversationId);
  if (!id.success) throw new HttpError('support.conversation_not_found');
  const query = db.select().from(supportConversations).where(eq(supportConversations.id, id.data));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError('support.conversation_not_found');
  return row;
}

export interface ConversationOptions {
  db: Database;
  conversationId: string;
  staffUserId: string;
  now: Date;
}

/** One conversation with every message, oldest first. */
export async function getConversation({
  db,
  conversationId,
  staffUserId,
  now,
}: ConversationOptions): Promise<TSupportConversationDetail> {
  const conversation = await findConversation(db, conversationId);
  const [[row], messages] = await Promise.all([
    withLinks(db).where(eq(supportConversations.id, conversation.id)),
    db
      .select({
        id: supportMessages.id,
        direction: supportMessages.direction,
        name: supportMessages.name,
        staff: staffUsers.username,
        subject: supportMessages.subject,
        message: supportMessages.message,
        createdAt: supportMessages.createdAt,
      })
      .from(supportMessages)
      .leftJoin(staffUsers, eq(staffUsers.id, supportMessages.staffUserId))
      .where(eq(supportMessages.conversationId, conversation.id))
      // A reply made in the same instant as its message still follows it ('in' < 'out').
      .orderBy(
        asc(supportMessages.createdAt),
        asc(supportMessages.direction),
        asc(supportMessages.id),
      ),
  ]);
  if (!row) throw new HttpError('support.conversation_not_found');
  const first = messages.find((m) => m.direction === 'in');
  return {
    ...summaryOf(row, first?.name ?? '', now),
    assignedToMe: conversation.assignedTo === staffUserId,
    messages: messages.map((m) => ({
      id: m.id,
      direction: m.direction,
      author: m.direction === 'out' ? (m.staff ?? m.name) : m.name,
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

interface StaffChange {
  db: Database;
  conversationId: string;
  staffUserId: string;
  ip: string | null;
  now: Date;
}

/** What a change records: an audit action and its detail. */
interface Done {
  action: string;
  detail?: Record<string, unknown>;
}

/** Runs a change on the locked conversation and records it for the audit and the timeline. */
async function changeConversation(
  options: StaffChange,
  change: (
    tx: DatabaseExecutor,
    conversation: SupportConversation,
  ) => Promise<Done | Done[] | null>,
): Promise<void> {
  await options.db.transaction(async (tx) => {
    const conversation = await findConversation(tx, options.conversationId, true);
    const done = await change(tx, conversation);
    for (const entry of done === null ? [] : [done].flat()) {
      await recordAudit({
        db: tx,
        staffUserId: options.staffUserId,
        action: entry.action,
        applicationId: conversation.applicationId,
        detail: { conversation: supportReference(conversation.id), ...entry.detail },
        ip: options.ip,
        now: options.now,
      });
    }
  });
}

export interface ReplyOptions extends StaffChange {
  reply: z.output<typeof ZSupportReplyRequest>;
  /** Where the traveller's answer goes: the support mailbox. */
  supportInbox: string;
}

/**
 * A staff reply: stored in the conversation, emailed in the sender's language with the
 * reference in its subject and a Reply-To of the support mailbox, so their answer reaches us.
 * The conversation then waits on the sender, or closes when the reply says so.
 */
export async function replyToConversation(options: ReplyOptions): Promise<void> {
  const { reply, now } = options;
  await changeConversation(options, async (tx, conversation) => {
    const [staff] = await tx
      .select({ username: staffUsers.username })
      .from(staffUsers)
      .where(eq(staffUsers.id, options.staffUserId));
    const messageId = randomUUID();
    await tx.insert(supportMessages).values({
      id: messageId,
      conversationId: conversation.id,
      direction: 'out',
      staffUserId: options.staffUserId,
      name: staff?.username ?? '',
      email: conversation.email,
      subject: reply.subject,
      message: reply.message,
      language: conversation.language,
      createdAt: now,
    });
    await queueEmail(tx, {
      idempotencyKey: `support-reply:${messageId}`,
      to: conversation.email,
      template: 'support-reply',
      language: conversation.language,
      applicationId: conversation.applicationId,
      payload: {
        reference: supportReference(conversation.id),
        subject: reply.subject,
        message: reply.message,
        replyTo: options.supportInbox,
      },
    });
    await tx
      .update(supportConversations)
      .set({
        state: reply.close ? 'closed' : 'waiting',
        dueAt: null,
        closedAt: reply.close ? now : null,
        lastMessageAt: now,
        // Whoever answers holds it, unless someone already does.
        assignedTo: conversation.assignedTo ?? options.staffUserId,
      })
      .where(eq(supportConversations.id, conversation.id));
    const replied = { action: supportAudit.replied, detail: { subject: reply.subject } };
    return reply.close ? [replied, { action: supportAudit.closed }] : replied;
  });
  notifyMailWorker();
}

/** Closes a conversation, or opens it again (then due within the support hours' promise). */
export async function setConversationState(
  options: StaffChange & { state: 'open' | 'closed' },
): Promise<void> {
  await changeConversation(options, async (tx, conversation) => {
    if (conversation.state === options.state) return null;
    const closing = options.state === 'closed';
    await tx
      .update(supportConversations)
      .set({
        state: options.state,
        closedAt: closing ? options.now : null,
        dueAt: closing ? null : answerDueAt(options.now),
      })
      .where(eq(supportConversations.id, conversation.id));
    return { action: closing ? supportAudit.closed : supportAudit.reopened };
  });
}

/** Gives a conversation to an active staff member, or releases it (`assignTo: null`). */
export async function assignConversation(
  options: StaffChange & { assignTo: string | null },
): Promise<void> {
  const { assignTo } = options;
  await changeConversation(options, async (tx, conversation) => {
    let username: string | null = null;
    if (assignTo !== null) {
      const id = z.uuid().safeParse(assignTo);
      const [member] = id.success
        ? await tx
            .select({ username: staffUsers.username })
            .from(staffUsers)
            .where(and(eq(staffUsers.id, id.data), isNull(staffUsers.disabledAt)))
        : [];
      if (!member) throw new HttpError('staff.member_not_found');
      username = member.username;
    }
    if (conversation.assignedTo === assignTo) return null;
    await tx
      .update(supportConversations)
      .set({ assignedTo: assignTo })
      .where(eq(supportConversations.id, conversation.id));
    return username
      ? { action: supportAudit.assigned, detail: { assignee: username } }
      : { action: supportAudit.unassigned };
  });
}
