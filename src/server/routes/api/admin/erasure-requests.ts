import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminErasures, ZCompleteErasureRequest } from '@/domain/schemas/data-rights';
import { staffAccess } from '@/domain/staff-roles';
import { rateLimits } from '@/server/lib/rate-limits';
import { staffOf } from '@/server/plugins/staff-auth';
import { completeErasureRequest } from '@/server/services/data-rights/erase-application';
import { listErasures } from '@/server/services/data-rights/list-erasures';

/**
 * Erasures on the staff dashboard (docs/requirements/privacy.md, "Access and erasure"): the open
 * requests with their due dates and the latest erasures; completing a request erases the
 * application as the traveller's own erasure does. Registered inside the admin routes.
 */
const erasureRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/erasure-requests',
    {
      schema: { response: { 200: ZAdminErasures } },
      config: { ...rateLimits.staffRead, staffRoles: staffAccess.admin },
    },
    async () => listErasures(app.db),
  );

  app.post(
    '/erasure-requests/:id/complete',
    {
      config: { staffRoles: staffAccess.admin },
      schema: {
        params: z.object({ id: z.string().max(100) }),
        body: ZCompleteErasureRequest,
        response: { 200: ZAdminErasures },
      },
    },
    async (request) => {
      await completeErasureRequest({
        db: app.db,
        storage: app.storage,
        provider: app.payments,
        log: request.log,
        requestId: request.params.id,
        staffUserId: staffOf(request).id,
        note: request.body.note,
        ip: request.ip,
        now: app.clock(),
      });
      return listErasures(app.db);
    },
  );
};

export default erasureRequestsRoutes;
