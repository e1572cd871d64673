import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '@/server/db';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: DatabaseHandle['db'];
  }
}

/** Makes the database handle available to routes; the caller owns opening and migrating it. */
export default fp<{ database: DatabaseHandle; closeOnShutdown: boolean }>(
  async function databasePlugin(app: FastifyInstance, opts) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
  },
);
