import { z } from 'zod';
import { ZSendCustomerEmailRequest } from './admin';
import { supportChannels } from './support-message';

// The staff support inbox's API (docs/requirements/support-inbox.md). Staff only; instants are
// ISO 8601 strings in UTC.

const supportStates = ['open', 'waiting', 'closed'] as const;

const instant = z.string();

/** The application a conversation is about: set only when its number and email both matched. */
const ZLinkedApplication = z.object({ id: z.string(), applicationNumber: z.string() }).nullable();

export const ZSupportConversationSummary = z.object({
  id: z.string(),
  reference: z.string(),
  channel: z.enum(supportChannels),
  state: z.enum(supportStates),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  language: z.string(),
  /** The number as the sender typed it, whether or not it matched. */
  applicationNumber: z.string().nullable(),
  application: ZLinkedApplication,
  assignee: z.string().nullable(),
  createdAt: instant,
  lastMessageAt: instant,
  dueAt: instant.nullable(),
  overdue: z.boolean(),
});
export type TSupportConversationSummary = z.infer<typeof ZSupportConversationSummary>;

export const ZSupportCounts = z.object({
  open: z.number().int(),
  waiting: z.number().int(),
  overdue: z.number().int(),
});
export type TSupportCounts = z.infer<typeof ZSupportCounts>;

export const supportListFilters = ['open', 'waiting', 'closed', 'mine', 'all'] as const;
export type SupportListFilter = (typeof supportListFilters)[number];

export const ZSupportListQuery = z.object({
  filter: z.enum(supportListFilters).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const SUPPORT_PAGE_SIZE = 50;

export const ZSupportConversationList = z.object({
  items: z.array(ZSupportConversationSummary),
  counts: ZSupportCounts,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TSupportConversationList = z.infer<typeof ZSupportConversationList>;

const ZSupportThreadMessage = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  /** The sender's name as typed, or the staff member's username for a reply. */
  author: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: instant,
});

export const ZSupportConversationDetail = ZSupportConversationSummary.extend({
  messages: z.array(ZSupportThreadMessage),
  /** Whether the signed-in member holds it. */
  assignedToMe: z.boolean(),
});
export type TSupportConversationDetail = z.infer<typeof ZSupportConversationDetail>;

/** A reply: emailed in the sender's language; `close` closes the conversation with it. */
export const ZSupportReplyRequest = ZSendCustomerEmailRequest.extend({
  close: z.boolean().default(false),
});
export type TSupportReplyRequest = z.input<typeof ZSupportReplyRequest>;

export const ZSupportStateRequest = z.object({ state: z.enum(['open', 'closed']) });
/** A member's id gives it to them, `'me'` to the signed-in member, `null` releases it. */
export const ZSupportAssignRequest = z.object({ staffUserId: z.string().max(100).nullable() });
export const ASSIGN_TO_ME = 'me';
