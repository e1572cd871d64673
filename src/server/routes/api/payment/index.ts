import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreatePaymentRequest,
  ZCreatePaymentResponse,
  ZPaymentStatusQuery,
  ZPaymentStatusResponse,
} from '@/domain/schemas/payment';
import { HttpError } from '@/server/lib/http-errors';
import { requireApplicationAccess } from '@/server/services/applications/access-token';
import { createPayment } from '@/server/services/payments/create-payment';
import { getPaymentStatus } from '@/server/services/payments/get-payment-status';
import webhookRoutes from './webhook';

const ZCreatePaymentFailure = z.union([
  ZCreatePaymentResponse,
  z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() }),
]);

/** SPEC call 5 and the payment status read, under /api/payment. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create',
    {
      schema: {
        body: ZCreatePaymentRequest,
        // Failures keep SPEC's { success: false, error }; a malformed body gets the shared
        // { message, errors } shape from the error handler.
        response: {
          200: ZCreatePaymentResponse,
          '4xx': ZCreatePaymentFailure,
          '5xx': ZCreatePaymentFailure,
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      try {
        const application = await requireApplicationAccess(
          app.db,
          request.body.applicationId,
          request.headers.authorization,
        );
        const { redirectUrl } = await createPayment(app.db, app.payments, application, {
          publicUrl: app.config.PUBLIC_URL,
          log: request.log,
        });
        return { success: true as const, redirectUrl };
      } catch (err) {
        // SPEC call 5 answers failures as { success: false, error }, with the HTTP status.
        if (!(err instanceof HttpError)) throw err;
        return reply
          .status(err.statusCode as 400)
          .send({ success: false as const, error: err.message });
      }
    },
  );

  app.get(
    '/status',
    {
      schema: { querystring: ZPaymentStatusQuery, response: { 200: ZPaymentStatusResponse } },
      // Each read may ask the provider; this bounds what one client can make us send there.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const application = await requireApplicationAccess(
        app.db,
        request.query.applicationId,
        request.headers.authorization,
      );
      return getPaymentStatus(app.db, app.payments, application, {
        publicUrl: app.config.PUBLIC_URL,
        log: request.log,
      });
    },
  );

  await app.register(webhookRoutes);
};

export default paymentRoutes;
