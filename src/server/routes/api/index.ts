import type { FastifyPluginAsync } from 'fastify';
import { staffOnly } from '@/server/plugins/staff-auth';
import adminRoutes from './admin';
import adminLoginRoutes from './admin/login';
import agreementsRoutes from './agreements';
import applicationsRoutes from './applications';
import changeRequestRoutes from './change-requests';
import documentsRoutes from './documents';
import healthRoutes from './health';
import paymentRoutes from './payment';
import supportRoutes from './support';
import { HttpError } from '@/server/lib/http-errors';

/** Everything under /api. Unknown API paths get a JSON 404, never the SPA page. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    reply
      .status(404)
      .send(new HttpError('request.route_not_found', { method: request.method, path }).toBody());
  });
  await app.register(healthRoutes);
  await app.register(applicationsRoutes, { prefix: '/applications' });
  // The specification's paths for calls 3 and 4 (/api/send-signed-agreement, /api/send-application-confirmation).
  await app.register(agreementsRoutes);
  await app.register(paymentRoutes, { prefix: '/payment' });
  // The traveller's change link (docs/requirements/change-requests.md).
  await app.register(changeRequestRoutes, { prefix: '/change-requests' });
  await app.register(supportRoutes, { prefix: '/support' });
  // Staff: the two sign-in calls are public; everything else under /api/admin and
  // /api/documents is behind staffOnly (docs/decisions/0009-staff-sign-in.md).
  await app.register(adminLoginRoutes, { prefix: '/admin' });
  await app.register(staffOnly(adminRoutes), { prefix: '/admin' });
  await app.register(staffOnly(documentsRoutes), { prefix: '/documents' });
};

export default apiRoutes;
