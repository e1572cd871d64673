import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appVersion } from '@/server/version';

const ZHealthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['pglite', 'postgres']),
  /** The package version (package.json). */
  version: z.string(),
  /** The git commit this server was built from, or `unknown` (src/server/version.ts). */
  commit: z.string(),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. No database round trip, so a load balancer may call it often.
  app.get('/health', { schema: { response: { 200: ZHealthResponse } } }, async () => ({
    status: 'ok' as const,
    database: app.database.kind,
    ...appVersion(),
  }));

  // Readiness: the database answers too; 503 (without details) when it does not.
  app.get(
    '/health/ready',
    { schema: { response: { 200: ZHealthResponse, 503: ZHealthResponse } } },
    async (request, reply) => {
      const database = app.database.kind;
      try {
        await app.database.ping();
        return { status: 'ok' as const, database, ...appVersion() };
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        return reply.status(503).send({ status: 'error' as const, database, ...appVersion() });
      }
    },
  );
};

export default healthRoutes;
