import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ClientOptions {
  /** The Vite build output (dist/client). Absent in API-only tests. */
  clientDir: string;
}

/** Serves the built React app; every non-API GET that is not a file gets index.html (SPA fallback). */
export default fp<ClientOptions>(async function clientPlugin(app: FastifyInstance, opts) {
  const indexPath = path.join(opts.clientDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath) : undefined;

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      // Files are listed once at start-up, so unknown paths fall through to the SPA handler below.
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ clientDir: opts.clientDir }, 'no client build found; serving the API only');
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (indexHtml && wantsPage) {
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(indexHtml);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
});
