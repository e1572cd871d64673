import { loadConfig, ConfigError } from '@/server/config';
import { buildApp } from '@/server/app';
import { createDatabase, migrateDatabase } from '@/server/db';
import { createMailDelivery } from '@/server/services/mail/mail-delivery';

/** Reads config, migrates, listens, and runs the email outbox worker beside the HTTP server. */
async function main() {
  const config = loadConfig();
  const database = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
  });
  await migrateDatabase(database);
  const app = await buildApp({ config, database, ownsDatabase: true });
  const mail = createMailDelivery({
    config,
    db: database.db,
    storage: app.storage,
    logger: app.log,
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      // The worker stops first: it still needs the database that app.close() closes.
      mail
        .stop()
        .finally(() => app.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
  await app.listen({ host: config.HOST, port: config.PORT });
  mail.start();
  app.log.info({ database: database.kind, url: config.PUBLIC_URL }, 'ready');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
