import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIso } from '@/domain/dates';
import {
  makeUpdateApplicationRequestSchema,
  ZCreateApplicationRequest,
  ZSaveApplicantDraftsRequest,
} from '@/domain/schemas';
import { parseWith } from '@/server/lib/http-errors';
import { bearerToken, requireApplicationAccess } from '@/server/services/applications/access-token';
import { createApplication } from '@/server/services/applications/create-application';
import { getApplicationView } from '@/server/services/applications/get-application';
import { requireDraft } from '@/server/services/applications/lock-draft';
import { saveApplicantDrafts } from '@/server/services/applications/save-applicant-drafts';
import { sendResumeLink } from '@/server/services/applications/send-resume-link';
import { updateApplicants } from '@/server/services/applications/update-applicants';
import { updateApplication } from '@/server/services/applications/update-application';

const ZParams = z.object({ id: z.string() });
const perTenMinutes = (max: number) => ({ rateLimit: { max, timeWindow: '10 minutes' } });
// Autosave and corrections are frequent but token-bound; this only stops a runaway client.
const EDIT_LIMIT = perTenMinutes(300);

/** Applicant API (SPEC calls 1 and 2, plus resume). Every call after creation needs the token. */
const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authorisation runs before body validation: without the token a caller learns nothing.
  const access = (request: FastifyRequest<{ Params: { id: string } }>) =>
    requireApplicationAccess(app.db, request.params.id, request.headers.authorization);

  app.post(
    '/',
    { schema: { body: ZCreateApplicationRequest }, config: perTenMinutes(20) },
    async (request, reply) => reply.status(201).send(await createApplication(app.db, request.body)),
  );

  app.get('/:id', { schema: { params: ZParams } }, async (request) =>
    getApplicationView(app.db, await access(request)),
  );

  app.patch('/:id', { schema: { params: ZParams }, config: EDIT_LIMIT }, async (request) => {
    const application = await access(request);
    requireDraft(application);
    return updateApplication(
      app.db,
      application,
      parseWith(ZCreateApplicationRequest, request.body),
    );
  });

  app.put('/:id', { schema: { params: ZParams }, config: EDIT_LIMIT }, async (request) => {
    const application = await access(request);
    requireDraft(application);
    const now = new Date();
    const schema = makeUpdateApplicationRequestSchema({ today: todayIso(now) });
    return updateApplicants(app.db, application, parseWith(schema, request.body), now);
  });

  app.put(
    '/:id/applicants/draft',
    { schema: { params: ZParams }, config: EDIT_LIMIT },
    async (request) => {
      const application = await access(request);
      requireDraft(application);
      return saveApplicantDrafts(
        app.db,
        application,
        parseWith(ZSaveApplicantDraftsRequest, request.body),
      );
    },
  );

  app.post(
    '/:id/resume-link',
    { schema: { params: ZParams }, config: perTenMinutes(10) },
    async (request) => {
      const application = await access(request);
      const token = bearerToken(request.headers.authorization) ?? '';
      return sendResumeLink(app.db, app.config.PUBLIC_URL, application, token);
    },
  );
};

export default applicationsRoutes;
