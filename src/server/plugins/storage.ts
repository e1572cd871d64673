import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '@/server/services/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export default fp<{ storage: FileStorage }>(async function storagePlugin(
  app: FastifyInstance,
  opts,
) {
  app.decorate('storage', opts.storage);
});
