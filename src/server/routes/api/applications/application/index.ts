import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIso } from '@/domain/dates';
import { expectedDelivery } from '@/domain/processing-time';
import {
  makeUpdateApplicationRequestSchema,
  ZApplicationView,
  ZCreateApplicationRequest,
  ZEndSessionsResponse,
  ZSaveApplicantDraftsRequest,
  ZSuccessResponse,
} from '@/domain/schemas';
import { parseWith } from '@/server/lib/http-errors';
import { rateLimits } from '@/server/lib/rate-limits';
import { applicantAccess } from '@/server/plugins/applicant-access';
import { getApplicationView } from '@/server/services/applications/get-application';
import { requireDraft, requireUnpaid } from '@/server/services/applications/lock-draft';
import { saveApplicantDrafts } from '@/server/services/applications/save-applicant-drafts';
import { endOtherSessions } from '@/server/services/applications/end-sessions';
import { sendFileLink, sendResumeLink } from '@/server/services/applications/send-resume-link';
import { updateApplicants } from '@/server/services/applications/update-applicants';
import { updateApplication } from '@/server/services/applications/update-application';
import { ZAccountingDocumentView } from '@/domain/accounting';
import {
  accountingDocumentPdf,
  listAccountingDocuments,
  sendAccountingPdf,
} from '@/server/services/accounting/document-files';
import documentsRoutes, { completeRoute } from './documents';

const ZParams = z.object({ id: z.string() });
const view = { params: ZParams, response: { 200: ZApplicationView } };

/** The read's serialised answers, by the kept (frozen) application they were built from. */
const answers = new WeakMap<object, { delivery: string; body: string }>();

/**
 * /api/applications/:id and everything under it: the applicant's own application. The hook
 * below admits the token holder and puts the application on `request.application` for every
 * route registered here, including sub-plugins (register them here, e.g. documents).
 */
const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // preValidation: authorisation runs before any body is validated, so without the token a
  // caller learns nothing, not even which fields are wrong.
  const admit = applicantAccess('params');
  app.addHook('preValidation', admit);
  // And for calls with a body, once already when the request arrives: a made-up token or id
  // costs one indexed look-up and is refused before its body is read or parsed
  // (docs/requirements/limits.md). preValidation loads the application again, as it is then.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await admit(request);
  });

  // The read: its access check loads what the view shows, applicants and agreement included,
  // so it is one query.
  app.get('', { schema: view, config: { applicantView: true } }, async (request, reply) => {
    const { application, parts } = request.applicantView!;
    if (!Object.isFrozen(application))
      return getApplicationView({ db: app.db, application, parts });
    // A kept row (the read cache, docs/decisions/0054-shared-read-cache.md): its answer is
    // serialised once and sent again while the row is kept and its expected delivery, the one
    // part that moves with the clock, is the same.
    const delivery = JSON.stringify(expectedDelivery(application, new Date()));
    let answer = answers.get(application);
    if (answer?.delivery !== delivery) {
      const built = await getApplicationView({ db: app.db, application, parts });
      answer = { delivery: JSON.stringify(built.delivery), body: String(reply.serialize(built)) };
      answers.set(application, answer);
    }
    // Already serialised: a string sent as JSON is sent as it is (the schema typed the object).
    return reply.type('application/json; charset=utf-8').send(answer.body as never);
  });

  // The application's receipts and credit notes (docs/requirements/receipts.md).
  app.get(
    '/accounting-documents',
    { schema: { params: ZParams, response: { 200: z.array(ZAccountingDocumentView) } } },
    async (request) => listAccountingDocuments(app.db, request.application.id),
  );

  app.get(
    '/accounting-documents/:documentId/pdf',
    { schema: { params: ZParams.extend({ documentId: z.string() }) } },
    async (request, reply) => {
      return sendAccountingPdf(
        reply,
        await accountingDocumentPdf({
          db: app.db,
          heavyWork: app.heavyWork,
          applicationId: request.application.id,
          documentId: request.params.documentId,
        }),
      );
    },
  );

  app.patch('', { schema: view, config: rateLimits.editApplication }, async (request) => {
    requireUnpaid(request.application);
    return updateApplication({
      db: app.db,
      application: request.application,
      input: parseWith(ZCreateApplicationRequest, request.body),
    });
  });

  app.put('', { schema: view, config: rateLimits.editApplication }, async (request) => {
    requireUnpaid(request.application);
    const now = new Date();
    const schema = makeUpdateApplicationRequestSchema({
      today: todayIso(now),
      trip: { processingTime: request.application.processingTime, now },
    });
    return updateApplicants({
      db: app.db,
      application: request.application,
      input: parseWith(schema, request.body),
      now,
    });
  });

  app.put(
    '/applicants/draft',
    { schema: view, config: rateLimits.editApplication },
    async (request) => {
      requireDraft(request.application);
      return saveApplicantDrafts({
        db: app.db,
        application: request.application,
        input: parseWith(ZSaveApplicantDraftsRequest, request.body),
      });
    },
  );

  app.post(
    '/resume-link',
    {
      schema: { params: ZParams, response: { 200: ZSuccessResponse } },
      config: rateLimits.resumeLink,
    },
    async (request) =>
      sendResumeLink({
        db: app.db,
        application: request.application,
      }),
  );

  // The link that opens the uploaded files to a session from an older email
  // (docs/requirements/applicant-sessions.md); sent like the resume link, within its limits.
  app.post(
    '/file-link',
    {
      schema: { params: ZParams, response: { 200: ZSuccessResponse } },
      config: rateLimits.resumeLink,
    },
    async (request) => sendFileLink({ db: app.db, application: request.application }),
  );

  // "Sign out on other devices": every other key to the application ends now.
  app.post(
    '/sessions/end-others',
    {
      schema: { params: ZParams, response: { 200: ZEndSessionsResponse } },
      config: rateLimits.endSessions,
    },
    async (request) =>
      endOtherSessions({
        db: app.db,
        application: request.application,
        session: request.applicantSession,
        ip: request.ip,
      }),
  );

  await app.register(documentsRoutes, { prefix: '/documents' });
  await app.register(completeRoute);
};

export default applicationRoutes;
