import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateApplicationRequest,
  ZCreateApplicationResponse,
  ZResumeSessionRequest,
  ZResumeSessionResponse,
} from '@/domain/schemas';
import { rateLimits } from '@/server/lib/rate-limits';
import { createApplication } from '@/server/services/applications/create-application';
import { exchangeResumeCode } from '@/server/services/applications/resume-codes';
import applicationRoutes from './application';
import statusRoutes from './status';

/** Applicant API (calls 1 and 2 of the described service, plus resume). */
const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: { body: ZCreateApplicationRequest, response: { 201: ZCreateApplicationResponse } },
      config: rateLimits.createApplication,
    },
    async (request, reply) =>
      reply.status(201).send(await createApplication({ db: app.db, input: request.body })),
  );

  // An emailed link's single-use code, exchanged for a new session (no bearer token yet).
  app.post(
    '/resume-sessions',
    {
      schema: { body: ZResumeSessionRequest, response: { 200: ZResumeSessionResponse } },
      config: rateLimits.resumeSession,
    },
    async (request) => {
      const session = await exchangeResumeCode({ db: app.db, code: request.body.code });
      return {
        id: session.applicationId,
        applicationNumber: session.applicationNumber,
        accessToken: session.accessToken,
      };
    },
  );

  // Public look-ups by application number (calls 15, 16): outside the token-guarded /:id plugin.
  await app.register(statusRoutes);

  // Everything after creation acts on one application and needs its token.
  await app.register(applicationRoutes, { prefix: '/:id' });
};

export default applicationsRoutes;
