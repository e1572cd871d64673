import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '@/server/lib/http-errors';
import { ZDocumentView } from '@/domain/documents';
import { ZApplicationView } from '@/domain/schemas';
import { rateLimits } from '@/server/lib/rate-limits';
import { sendFile } from '@/server/lib/send-file';
import { completeApplication } from '@/server/services/documents/complete-application';
import { deleteDocument } from '@/server/services/documents/delete-document';
import { listDocuments } from '@/server/services/documents/document-view';
import { readDocumentFile } from '@/server/services/documents/read-document-file';
import { multipartLimits } from '@/server/services/documents/receive-upload';
import { uploadDocument } from '@/server/services/documents/upload-document';
import { requireUploadOpen } from '@/server/services/documents/upload-errors';

const ZDocumentParams = z.object({ id: z.string(), documentId: z.string() });
const ZFileQuery = z.object({ variant: z.enum(['original', 'prepared']).default('original') });

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

  app.get('', { schema: { response: { 200: z.array(ZDocumentView) } } }, async (request) =>
    listDocuments({ db: app.db, applicationId: request.application.id }),
  );

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
