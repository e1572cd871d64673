import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '@/server/plugins/staff-auth';
import { recordAudit, staffAuditActions } from '@/server/services/audit/record-audit';
import { revokeStaffSession } from '@/server/services/staff/staff-sessions';
import applicationActionsRoutes from './application-actions';
import applicationsReadRoutes from './applications-read';
import erasureRequestsRoutes from './erasure-requests';

/**
 * Staff routes. Registered through staffOnly (routes/api/index.ts), so every route here and in
 * any plugin registered here needs a staff session; `staffOf(request)` is the staff member.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(applicationActionsRoutes, { prefix: '/applications' });
  await app.register(applicationsReadRoutes);
  await app.register(erasureRequestsRoutes);

  app.get(
    '/me',
    { schema: { response: { 200: z.object({ username: z.string() }) } } },
    async (request) => ({ username: staffOf(request).username }),
  );

  app.post(
    '/logout',
    { schema: { response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => {
      const staff = staffOf(request);
      await revokeStaffSession({ db: app.db, sessionId: staff.sessionId, staffUserId: staff.id });
      await recordAudit({
        db: app.db,
        staffUserId: staff.id,
        action: staffAuditActions.logout,
        detail: { username: staff.username },
        ip: request.ip,
        now: app.clock(),
      });
      return { success: true as const };
    },
  );
};

export default adminRoutes;
