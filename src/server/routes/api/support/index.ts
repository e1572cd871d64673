import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSupportMessageRequest, ZSupportMessageResponse } from '@/domain/schemas/support-message';
import { rateLimits } from '@/server/lib/rate-limits';
import { submitSupportMessage } from '@/server/services/support/submit-support-message';

export const SUPPORT_MESSAGE_RATE_LIMIT = rateLimits.supportMessage.rateLimit;

/** The support page's contact form: stored, emailed, rate limited. */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/messages',
    {
      schema: { body: ZSupportMessageRequest, response: { 201: ZSupportMessageResponse } },
      config: rateLimits.supportMessage,
    },
    async (request, reply) =>
      reply.status(201).send(
        await submitSupportMessage({
          db: app.db,
          supportInbox: app.config.SUPPORT_INBOX,
          input: { ...request.body, ip: request.ip },
          now: app.clock(),
        }),
      ),
  );
};

export default supportRoutes;
