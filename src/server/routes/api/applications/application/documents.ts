import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '@/server/lib/http-errors';
import { ZDocumentView, type TDocumentView } from '@/domain/documents';
import { passportFields } from '@/domain/passport-check';
import { ZApplicationView } from '@/domain/schemas';
import { rateLimits } from '@/server/lib/rate-limits';
import { sendFile } from '@/server/lib/send-file';
import { completeApplication } from '@/server/services/documents/complete-application';
import { deleteDocument } from '@/server/services/documents/delete-document';
import { listDocuments } from '@/server/services/documents/document-view';
import { readDocumentFile } from '@/server/services/documents/read-document-file';
import { applyPassportFix } from '@/server/services/documents/passport-check/apply-passport-fix';
import { multipartLimits } from '@/server/services/documents/receive-upload';
import { uploadDocument } from '@/server/services/documents/upload-document';
import { requireUploadOpen } from '@/server/services/documents/upload-errors';

const ZDocumentParams = z.object({ id: z.string(), documentId: z.string() });
const ZPassportFix = z.object({
  fields: z.array(z.enum(passportFields)).min(1).max(passportFields.length),
});
const ZFileQuery = z.object({ variant: z.enum(['original', 'prepared']).default('original') });

/**
 * What a passport's check read is the passport's content: a session that may not open the
 * passport (one opened by an emailed link, docs/requirements/applicant-sessions.md) sees only
 * whether each detail matches, not the passport's values.
 */
function withinScope(document: TDocumentView, scope: 'full' | 'emailed'): TDocumentView {
  if (scope === 'full' || !document.passportCheck) return document;
  const fields = document.passportCheck.fields.map((f) => ({ ...f, passport: '' }));
  return { ...document, passportCheck: { ...document.passportCheck, fields } };
}

/**
 * /api/applications/:id/documents (docs/requirements/documents.md). Registered inside the
 * application plugin, whose access hook has already admitted the token holder and put the
 * application on `request.application`; multipart is parsed only in this scope.
 */
const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: multipartLimits });

  app.post(
    '',
    { schema: { response: { 201: ZDocumentView } }, config: rateLimits.uploadDocument },
    async (request, reply) => {
      requireUploadOpen(request.application);
      try {
        const document = await uploadDocument({
          db: app.db,
          storage: app.storage,
          log: request.log,
          heavyWork: app.heavyWork,
          application: request.application,
          request,
        });
        return await reply.status(201).send(document);
      } catch (err) {
        // Refused mid-body (too large): do not read the rest of what the client is sending.
        if ((err as { statusCode?: number }).statusCode === 413) {
          reply.header('connection', 'close');
        }
        throw err;
      }
    },
  );

  app.get('', { schema: { response: { 200: z.array(ZDocumentView) } } }, async (request) => {
    const list = await listDocuments({ db: app.db, applicationId: request.application.id });
    return list.map((document) => withinScope(document, request.applicantSession.scope));
  });

  app.get(
    '/:documentId/file',
    { schema: { params: ZDocumentParams, querystring: ZFileQuery } },
    async (request, reply) => {
      // Passports and photos open only to a full session (docs/requirements/applicant-sessions.md).
      if (request.applicantSession.scope !== 'full') {
        throw new HttpError('application.session_limited');
      }
      const file = await readDocumentFile({
        db: app.db,
        storage: app.storage,
        application: request.application,
        documentId: request.params.documentId,
        variant: request.query.variant,
      });
      return sendFile(reply, file, { noStore: true });
    },
  );

  app.post(
    '/:documentId/passport-fix',
    {
      schema: {
        params: ZDocumentParams,
        body: ZPassportFix,
        response: { 200: ZDocumentView },
      },
      config: rateLimits.uploadDocument,
    },
    async (request) =>
      withinScope(
        await applyPassportFix({
          db: app.db,
          applicationId: request.application.id,
          documentId: request.params.documentId,
          fields: request.body.fields,
          ip: request.ip,
        }),
        request.applicantSession.scope,
      ),
  );

  app.delete(
    '/:documentId',
    { schema: { params: ZDocumentParams }, config: rateLimits.uploadDocument },
    async (request, reply) => {
      await deleteDocument({
        db: app.db,
        storage: app.storage,
        application: request.application,
        documentId: request.params.documentId,
      });
      return reply.status(204).send();
    },
  );
};

/** POST /api/applications/:id/complete: paid -> under_review once every document is in. */
export const completeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/complete',
    { schema: { response: { 200: ZApplicationView } }, config: rateLimits.completeApplication },
    async (request) =>
      completeApplication({
        db: app.db,
        publicUrl: app.config.PUBLIC_URL,
        application: request.application,
      }),
  );
};

export default documentsRoutes;
