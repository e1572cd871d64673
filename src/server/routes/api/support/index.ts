import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSupportMessageRequest } from '@/domain/schemas/support-message';
import { submitSupportMessage } from '@/server/services/support/submit-support-message';

/** A person rarely writes more than a couple of messages; this stops scripted floods. */
export const SUPPORT_MESSAGE_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** The support page's contact form (SPEC section 2; PRODUCT.md: stored, emailed, rate limited). */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/messages',
    { schema: { body: ZSupportMessageRequest }, config: { rateLimit: SUPPORT_MESSAGE_RATE_LIMIT } },
    async (request, reply) =>
      reply.status(201).send(
        await submitSupportMessage(app.db, app.config.SUPPORT_INBOX, {
          ...request.body,
          ip: request.ip,
        }),
      ),
  );
};

export default supportRoutes;
