import type { FastifyPluginAsync } from 'fastify';
import agreementsRoutes from './agreements';
import applicationsRoutes from './applications';
import healthRoutes from './health';
import paymentRoutes from './payment';
import supportRoutes from './support';

/** Everything under /api. Unknown API paths get a JSON 404, never the SPA page. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `No API route matches ${request.method} ${request.url.split('?')[0]}` });
  });
  await app.register(healthRoutes);
  await app.register(applicationsRoutes, { prefix: '/applications' });
  // SPEC.md's paths for calls 3 and 4 (/api/send-signed-agreement, /api/send-application-confirmation).
  await app.register(agreementsRoutes);
  await app.register(paymentRoutes, { prefix: '/payment' });
  await app.register(supportRoutes, { prefix: '/support' });
};

export default apiRoutes;
