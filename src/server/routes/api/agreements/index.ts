import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_SIGNATURE_DATA_URL_LENGTH,
  ZSendConfirmationRequest,
  ZSignAgreementRequest,
} from '@/domain/schemas';
import { parseWith } from '@/server/lib/http-errors';
import { bearerToken, requireApplicationAccess } from '@/server/services/applications/access-token';
import { sendApplicationConfirmation } from '@/server/services/applications/send-application-confirmation';
import { signAgreement } from '@/server/services/agreements/sign-agreement';

const perTenMinutes = (max: number) => ({ rateLimit: { max, timeWindow: '10 minutes' } });
const MAX_USER_AGENT = 500;

/** The application id travels in the body in SPEC calls 3 and 4. */
function applicationIdOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'applicationId' in body
    ? body.applicationId
    : undefined;
}

/** SPEC calls 3 and 4 at their described paths; both act only on what is on record. */
const agreementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-signed-agreement',
    {
      config: perTenMinutes(30),
      // Room for the largest signature the schema accepts, so it gets its own message, not a 413.
      bodyLimit: MAX_SIGNATURE_DATA_URL_LENGTH + 64 * 1024,
    },
    async (request) => {
      const { authorization } = request.headers;
      const application = await requireApplicationAccess(
        app.db,
        applicationIdOf(request.body),
        authorization,
      );
      const body = parseWith(ZSignAgreementRequest, request.body);
      return signAgreement(
        { db: app.db, storage: app.storage, publicUrl: app.config.PUBLIC_URL },
        {
          application,
          accessToken: bearerToken(authorization) ?? '',
          signerName: body.customerName,
          signatureDataUrl: body.signatureDataUrl,
          ipAddress: request.ip,
          userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
        },
      );
    },
  );

  app.post('/send-application-confirmation', { config: perTenMinutes(30) }, async (request) => {
    const { authorization } = request.headers;
    const application = await requireApplicationAccess(
      app.db,
      applicationIdOf(request.body),
      authorization,
    );
    parseWith(ZSendConfirmationRequest, request.body);
    return sendApplicationConfirmation(
      app.db,
      app.config.PUBLIC_URL,
      application,
      bearerToken(authorization) ?? '',
    );
  });
};

export default agreementsRoutes;
