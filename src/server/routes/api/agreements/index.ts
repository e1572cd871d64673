import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_SIGNATURE_DATA_URL_LENGTH,
  ZSendConfirmationRequest,
  ZSendConfirmationResponse,
  ZSignAgreementRequest,
  ZSignAgreementResponse,
} from '@/domain/schemas';
import { parseWith } from '@/server/lib/http-errors';
import { rateLimits } from '@/server/lib/rate-limits';
import { applicantAccess } from '@/server/plugins/applicant-access';
import { signAgreement } from '@/server/services/agreements/sign-agreement';
import { sendApplicationConfirmation } from '@/server/services/applications/send-application-confirmation';

const MAX_USER_AGENT = 500;

/**
 * Calls 3 and 4 of the described service at their described paths, with the application id in
 * the body; both act only on what is on record. The access hook runs before the body is
 * validated, so without the token a caller learns nothing.
 */
const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-signed-agreement',
    {
      schema: { response: { 200: ZSignAgreementResponse } },
      config: rateLimits.signAgreement,
      // Room for the largest signature the schema accepts, so it gets its own message, not a 413.
      bodyLimit: MAX_SIGNATURE_DATA_URL_LENGTH + 64 * 1024,
      preValidation: applicantAccess('body'),
    },
    async (request) => {
      const body = parseWith(ZSignAgreementRequest, request.body);
      return signAgreement({
        db: app.db,
        storage: app.storage,
        heavyWork: app.heavyWork,
        application: request.application,
        signerName: body.customerName,
        signatureDataUrl: body.signatureDataUrl,
        ipAddress: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
      });
    },
  );

  app.post(
    '/send-application-confirmation',
    {
      schema: { response: { 200: ZSendConfirmationResponse } },
      config: rateLimits.sendConfirmation,
      preValidation: applicantAccess('body'),
    },
    async (request) => {
      parseWith(ZSendConfirmationRequest, request.body);
      return sendApplicationConfirmation({
        db: app.db,
        application: request.application,
      });
    },
  );
};

export default agreementsRoutes;
