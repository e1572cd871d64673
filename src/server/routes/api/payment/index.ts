import { publicOriginFor } from '@/server/lib/public-origin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@/domain/errors';
import {
  ZCreatePaymentRequest,
  ZCreatePaymentResponse,
  ZPaymentStatusQuery,
  ZPaymentStatusResponse,
} from '@/domain/schemas/payment';
import { HttpError } from '@/server/lib/http-errors';
import { rateLimits } from '@/server/lib/rate-limits';
import { applicantAccess } from '@/server/plugins/applicant-access';
import { createPayment } from '@/server/services/payments/create-payment';
import { getPaymentStatus } from '@/server/services/payments/get-payment-status';
import webhookRoutes from './webhook';

const ZCreatePaymentFailure = z.union([ZCreatePaymentResponse, ZErrorBody]);

/** Call 5 of the described service and the payment status read, under /api/payment. */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create',
    {
      schema: {
        body: ZCreatePaymentRequest,
        // Failures keep the described { success: false, error } beside the refusal body; a
        // malformed body gets the refusal body alone from the error handler.
        response: {
          200: ZCreatePaymentResponse,
          '4xx': ZCreatePaymentFailure,
          '5xx': ZCreatePaymentFailure,
        },
      },
      config: rateLimits.createPayment,
      // preHandler, not preValidation: the body is validated first, as it always was here.
      preHandler: applicantAccess('body'),
      // Call 5 answers refusals (access included) as { success: false, error } with the HTTP
      // status; anything else goes on to the app's error handler.
      errorHandler: (err, _request, reply) => {
        if (!(err instanceof HttpError)) throw err;
        return reply
          .status(err.statusCode as 400)
          .send({ success: false as const, error: err.message, ...err.toBody() });
      },
    },
    async (request) => {
      const { redirectUrl } = await createPayment({
        db: app.db,
        provider: app.payments,
        application: request.application,
        sessionScope: request.applicantSession.scope,
        publicUrl: publicOriginFor(request, app.config),
        log: request.log,
      });
      return { success: true as const, redirectUrl };
    },
  );

  app.get(
    '/status',
    {
      schema: { querystring: ZPaymentStatusQuery, response: { 200: ZPaymentStatusResponse } },
      config: rateLimits.paymentStatus,
      preHandler: applicantAccess('query'),
    },
    async (request) =>
      getPaymentStatus({
        db: app.db,
        provider: app.payments,
        application: request.application,
        publicUrl: app.config.PUBLIC_URL,
        log: request.log,
      }),
  );

  await app.register(webhookRoutes);
};

export default paymentRoutes;
