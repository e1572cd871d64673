import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
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
  app.addHook('onListen', async () => answerLivenessFirst(app));

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

const LIVENESS_PATH = '/api/health';
/** What node:http writes for each answer itself. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * Once listening, `GET /api/health` (exactly that path) is answered ahead of Fastify's pipeline
 * with the status, headers and body the route gave when asked once through it: the answer never
 * changes while the process runs, and a probe then costs what node:http costs
 * (docs/decisions/0053-liveness-ahead-of-the-pipeline.md). Every other request, HEAD and a query
 * string included, goes through the pipeline as before, and so does this one once stopping.
 */
async function answerLivenessFirst(app: FastifyInstance) {
  const server = app.server;
  const listeners = server.listeners('request');
  // Not the one listener Fastify adds: leave the server as it is.
  if (listeners.length !== 1) return;
  const pipeline = listeners[0] as (req: IncomingMessage, res: ServerResponse) => void;
  const asked = await app.inject({ method: 'GET', url: LIVENESS_PATH });
  if (asked.statusCode !== 200) return;
  const headers = Object.fromEntries(
    Object.entries(asked.headers).filter(([name]) => !PER_ANSWER.has(name)),
  );
  const body = asked.rawPayload;
  const { draining } = app;
  server.removeListener('request', pipeline);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Once the process is stopping, the pipeline answers (503), so a load balancer fails over.
    if (req.url === LIVENESS_PATH && req.method === 'GET' && !draining.started) {
      res.writeHead(200, headers).end(body);
    } else pipeline.call(server, req, res);
  });
}
