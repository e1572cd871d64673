import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '@/server/lib/http-errors';
import { handlePaymentEvent } from '@/server/services/payments/handle-payment-event';
import { WebhookVerificationError } from '@/server/services/payments/provider';

const ZParams = z.object({ provider: z.string().max(40) });
const ZWebhookResponse = z.object({ received: z.literal(true) });

/**
 * POST /api/payment/webhook/:provider. Signatures are computed over the exact bytes sent, so
 * this scope replaces the JSON parser with one that keeps the raw Buffer.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/webhook/:provider',
    { schema: { params: ZParams, response: { 200: ZWebhookResponse } } },
    async (request) => {
      const provider = app.payments;
      if (request.params.provider !== provider.name)
        throw new HttpError('payment.unknown_provider');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

      let event;
      try {
        event = await provider.verifyWebhook(rawBody, request.headers);
      } catch (err) {
        if (!(err instanceof WebhookVerificationError)) throw err;
        request.log.warn(
          { provider: provider.name, reason: err.message },
          'payment webhook refused',
        );
        throw new HttpError('payment.webhook_invalid');
      }
      if (!event) return { received: true as const };

      const result = await handlePaymentEvent({
        db: app.db,
        provider,
        event,
        publicUrl: app.config.PUBLIC_URL,
        log: request.log,
      });
      request.log.info(
        { provider: provider.name, eventId: event.eventId, type: event.type, result },
        'payment webhook handled',
      );
      return { received: true as const };
    },
  );
};

export default webhookRoutes;
