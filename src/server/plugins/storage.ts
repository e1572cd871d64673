import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Keyring } from '@/server/services/storage/encryption/keyring';
import type { FileStorage } from '@/server/services/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /** The master keys of the files' encryption, when the app opened the configured store. */
    fileKeyring: Keyring | undefined;
  }
}

export default fp<{ storage: FileStorage; keyring?: Keyring }>(async function storagePlugin(
  app: FastifyInstance,
  opts,
) {
  app.decorate('storage', opts.storage);
  app.decorate('fileKeyring', opts.keyring);
});
