import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applicationRef } from './applications';
import { createdAt, id, oneOf, tstz } from './columns';
import { sealedText } from './sealed';
import { staffUsers } from './staff-users';

// The support inbox (docs/requirements/support-inbox.md): every contact-form message and every
// chat hand-off opens a conversation; staff replies are messages of the same conversation.

export const supportConversationStates = ['open', 'waiting', 'closed'] as const;
export type SupportConversationState = (typeof supportConversationStates)[number];
export const supportConversationChannels = ['form', 'chat'] as const;
export const supportMessageDirections = ['in', 'out'] as const;
export type SupportMessageDirection = (typeof supportMessageDirections)[number];

export const supportConversations = pgTable(
  'support_conversations',
  {
    /** The first message's id: the short reference the sender was given is made from it. */
    id: uuid('id').primaryKey(),
    channel: text('channel').notNull().default('form'),
    /** The sender's address as typed; nobody has verified it. */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    language: text('language').notNull().default('en'),
    /** The number as the sender typed it (normalised), whether or not it matched. */
    applicationNumber: text('application_number'),
    /** Set only when that number's application has the sender's email. */
    applicationId: applicationRef('set null'),
    state: text('state').$type<SupportConversationState>().notNull().default('open'),
    assignedTo: uuid('assigned_to').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: tstz('last_message_at').notNull().defaultNow(),
    /** When the sender should have an answer by; null while waiting on them or closed. */
    dueAt: tstz('due_at'),
    closedAt: tstz('closed_at'),
  },
  (t) => [
    check('support_conversations_state_check', oneOf(t.state, supportConversationStates)),
    check('support_conversations_channel_check', oneOf(t.channel, supportConversationChannels)),
    index('support_conversations_state_last_idx').on(t.state, t.lastMessageAt),
    index('support_conversations_application_id_idx').on(t.applicationId),
    index('support_conversations_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    /** 'in': from the sender (form or chat); 'out': a staff reply emailed to them. */
    direction: text('direction').$type<SupportMessageDirection>().notNull().default('in'),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    name: sealedText('support_messages', 'name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    // Free text as the customer typed it, so no foreign key.
    applicationNumber: text('application_number'),
    message: sealedText('support_messages', 'message').notNull(),
    language: text('language').notNull().default('en'),
    ip: text('ip'),
    createdAt: createdAt(),
    handledAt: tstz('handled_at'),
  },
  (t) => [
    check('support_messages_direction_check', oneOf(t.direction, supportMessageDirections)),
    index('support_messages_created_at_idx').on(t.createdAt),
    index('support_messages_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);

export type SupportConversation = typeof supportConversations.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;
export type NewSupportMessage = typeof supportMessages.$inferInsert;
