import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffAccess } from '@/domain/staff-roles';
import { rateLimits } from '@/server/lib/rate-limits';
import { staffOf } from '@/server/plugins/staff-auth';
import { readStaffDocument } from '@/server/services/admin/read-staff-file';
import { sendFile } from '@/server/lib/send-file';

const ZDownloadQuery = z.object({
  variant: z.enum(['original', 'prepared']).default('original'),
  disposition: z.enum(['inline', 'attachment']).default('inline'),
});

/**
 * Staff document downloads (call 10, `GET /api/documents/:id/download`). Registered through
 * staffOnly, so every route added here needs a staff session. Applicants upload under
 * /api/applications/:id/documents instead.
 */
const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:documentId/download',
    {
      schema: { params: z.object({ documentId: z.string() }), querystring: ZDownloadQuery },
      config: { ...rateLimits.staffRead, staffRoles: staffAccess.documents },
    },
    async (request, reply) => {
      const file = await readStaffDocument({
        db: app.db,
        storage: app.storage,
        documentId: request.params.documentId,
        variant: request.query.variant,
        reader: { staffUserId: staffOf(request).id, ip: request.ip, now: app.clock() },
      });
      return sendFile(reply, file, { disposition: request.query.disposition });
    },
  );
};

export default documentsRoutes;
