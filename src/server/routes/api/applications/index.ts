import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ZCreateApplicationRequest,
  ZCreateApplicationResponse,
  ZResumeLinkRequest,
  ZResumeSessionRequest,
  ZResumeSessionResponse,
  ZSuccessResponse,
} from '@/domain/schemas';
import { rateLimits } from '@/server/lib/rate-limits';
import { createApplication } from '@/server/services/applications/create-application';
import {
  limitPerApplicationNumber,
  requestResumeLink,
  RESUME_LINK_REQUEST_MIN_MS,
  ResumeLinkRequestLimited,
  runDetached,
  settleResumeLinkRequests,
} from '@/server/services/applications/request-resume-link';
import { exchangeResumeCode } from '@/server/services/applications/resume-codes';
import applicationRoutes from './application';
import dataRightsRoutes from './data-rights';
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

  // "Lost your link?": a new resume link for the email and number, without the token. The
  // answer is the same, after the same time, whether they match an application or not
  // (docs/requirements/lost-link-and-device-applications.md).
  app.post(
    '/resume-link-requests',
    {
      schema: { body: ZResumeLinkRequest, response: { 202: ZSuccessResponse } },
      config: rateLimits.resumeLinkRequest,
    },
    async (request, reply) => {
      const { email, applicationNumber } = request.body;
      try {
        await limitPerApplicationNumber(app.db, applicationNumber);
      } catch (error) {
        if (error instanceof ResumeLinkRequestLimited)
          reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      const started = performance.now();
      const lookUp = requestResumeLink({ db: app.db, email, applicationNumber }).catch(
        (err: unknown) => request.log.error({ err }, 'resume link request failed'),
      );
      runDetached(app.db, lookUp);
      await sleep(Math.max(0, RESUME_LINK_REQUEST_MIN_MS - (performance.now() - started)));
      return reply.status(202).send({ success: true });
    },
  );
  // A look-up still running when the server stops finishes (and queues its email) first.
  app.addHook('onClose', () => settleResumeLinkRequests(app.db));

  // Public look-ups by application number (calls 15, 16): outside the token-guarded /:id plugin.
  await app.register(statusRoutes);
  // The traveller's rights from the status page: outside it too (an emailed code, no token).
  await app.register(dataRightsRoutes);

  // Everything after creation acts on one application and needs its token.
  await app.register(applicationRoutes, { prefix: '/:id' });
};

export default applicationsRoutes;
