import { loadConfig, ConfigError } from '@/server/config';
import { buildApp } from '@/server/app';
import { serializeError } from '@/server/lib/safe-error';
import { openConfiguredDatabase } from '@/server/data-dir/open-database';
import { StartupError } from '@/server/data-dir/startup-error';
import { startDocumentSweep } from '@/server/services/documents/sweep-document-storage';
import { createMailDelivery } from '@/server/services/mail/mail-delivery';
import { startRetentionPurge } from '@/server/services/retention/purge-expired';
import { ensureFirstStaffUser } from '@/server/services/staff/ensure-first-staff-user';

/** Reads config, opens and migrates the database, listens, and runs the email outbox worker. */
async function main() {
  const config = loadConfig();
  const { database, warnings, afterClose } = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, ownsDatabase: true });
  for (const warning of warnings) app.log.warn(warning);
  const firstStaff = await ensureFirstStaffUser({
    db: database.db,
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  if (firstStaff.created) {
    app.log.info({ username: firstStaff.username }, 'created the first staff account');
    // Printed this once and never stored in plain text (README, Configuration).
    if (firstStaff.generatedPassword) {
      console.log(
        `\nFirst staff account: ${firstStaff.username} / ${firstStaff.generatedPassword}\n` +
          'Sign in at /admin/login and enrol an authenticator app; this password is not shown again.\n',
      );
    }
  }
  // Uploads a crash interrupted: partial files and files whose row was never written.
  const stopSweep = await startDocumentSweep(database.db, app.storage, app.log);
  const stopPurge = await startRetentionPurge(database.db, app.log);
  const mail = createMailDelivery({
    config,
    db: database.db,
    storage: app.storage,
    logger: app.log,
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      stopSweep();
      stopPurge();
      // The worker stops first: it still needs the database that app.close() closes.
      mail
        .stop()
        .finally(() => app.close())
        .then(afterClose)
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
  if (err instanceof ConfigError || err instanceof StartupError) console.error(err.message);
  else console.error(serializeError(err));
  process.exit(1);
});
