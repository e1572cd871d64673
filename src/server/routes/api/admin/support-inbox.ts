import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSIGN_TO_ME,
  ZSupportAssignRequest,
  ZSupportConversationDetail,
  ZSupportConversationList,
  ZSupportCounts,
  ZSupportListQuery,
  ZSupportReplyRequest,
  ZSupportStateRequest,
} from '@/domain/schemas/support-inbox';
import { staffAccess } from '@/domain/staff-roles';
import { rateLimits } from '@/server/lib/rate-limits';
import { staffOf } from '@/server/plugins/staff-auth';
import {
  assignConversation,
  getConversation,
  listConversations,
  replyToConversation,
  setConversationState,
  supportCounts,
} from '@/server/services/support/support-inbox';

const ZConversationParams = z.object({ id: z.string().max(100) });
const read = { ...rateLimits.staffRead, staffRoles: staffAccess.customerCare };
const write = { staffRoles: staffAccess.customerCare };

/**
 * The support inbox (docs/requirements/support-inbox.md): every role answers customers. Each
 * change answers with the conversation as it now is. Registered inside the admin routes.
 */
const supportInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const who = (request: Parameters<typeof staffOf>[0]) => ({
    db: app.db,
    staffUserId: staffOf(request).id,
    ip: request.ip,
    now: app.clock(),
  });
  const conversation = (request: Parameters<typeof staffOf>[0], id: string) =>
    getConversation({ ...who(request), conversationId: id });

  app.get(
    '/support/counts',
    { schema: { response: { 200: ZSupportCounts } }, config: read },
    async () => supportCounts(app.db, app.clock()),
  );

  app.get(
    '/support/conversations',
    {
      schema: { querystring: ZSupportListQuery, response: { 200: ZSupportConversationList } },
      config: read,
    },
    async (request) => listConversations({ ...who(request), ...request.query }),
  );

  app.get(
    '/support/conversations/:id',
    {
      schema: { params: ZConversationParams, response: { 200: ZSupportConversationDetail } },
      config: read,
    },
    async (request) => conversation(request, request.params.id),
  );

  app.post(
    '/support/conversations/:id/reply',
    {
      schema: {
        params: ZConversationParams,
        body: ZSupportReplyRequest,
        response: { 200: ZSupportConversationDetail },
      },
      config: write,
    },
    async (request) => {
      await replyToConversation({
        ...who(request),
        conversationId: request.params.id,
        reply: request.body,
        supportInbox: app.config.SUPPORT_INBOX,
      });
      return conversation(request, request.params.id);
    },
  );

  app.post(
    '/support/conversations/:id/state',
    {
      schema: {
        params: ZConversationParams,
        body: ZSupportStateRequest,
        response: { 200: ZSupportConversationDetail },
      },
      config: write,
    },
    async (request) => {
      await setConversationState({
        ...who(request),
        conversationId: request.params.id,
        state: request.body.state,
      });
      return conversation(request, request.params.id);
    },
  );

  app.post(
    '/support/conversations/:id/assign',
    {
      schema: {
        params: ZConversationParams,
        body: ZSupportAssignRequest,
        response: { 200: ZSupportConversationDetail },
      },
      config: write,
    },
    async (request) => {
      await assignConversation({
        ...who(request),
        conversationId: request.params.id,
        assignTo:
          request.body.staffUserId === ASSIGN_TO_ME
            ? staffOf(request).id
            : request.body.staffUserId,
      });
      return conversation(request, request.params.id);
    },
  );
};

export default supportInboxRoutes;
