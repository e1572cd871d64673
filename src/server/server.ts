import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { loadConfig, ConfigError, type Config } from '@/server/config';
import { buildApp } from '@/server/app';
import { accountingDocumentPdf } from '@/server/services/accounting/document-files';
import { runPrimary, serverProcessCount } from '@/server/cluster';
import type { DatabaseHandle } from '@/server/db';
import { serializeError } from '@/server/lib/safe-error';
import { HttpError } from '@/server/lib/http-errors';
import { loggerOptions, wantsPrettyLogs } from '@/server/logger';
import { startBanner, type BannerFacts } from '@/server/start-banner';
import { appVersion } from '@/server/version';
import { startControlSocket } from '@/server/data-dir/backup/control-socket';
import { openConfiguredDatabase } from '@/server/data-dir/open-database';
import { StartupError } from '@/server/data-dir/startup-error';
import { startDocumentSweep } from '@/server/services/documents/sweep-document-storage';
import { createMailDelivery } from '@/server/services/mail/mail-delivery';
import { startRetentionPurge } from '@/server/services/retention/purge-expired';
import { reapplyErasures } from '@/server/services/data-rights/erase-application';
import { sealLegacyRowsAtStart } from '@/server/services/storage/encryption/seal-legacy-rows';
import { openFileStorage } from '@/server/services/storage/storage-from-config';
import { ensureFirstStaffUser } from '@/server/services/staff/ensure-first-staff-user';

/**
 * Reads config; then either serves (one process: opens and migrates the database, listens, and
 * runs the email outbox worker) or, with WEB_CONCURRENCY above 1 on PostgreSQL, migrates once
 * and forks that many server processes (cluster.ts), each serving as above without migrating.
 */
async function main() {
  const config = loadConfig();
  const processes = serverProcessCount(config);
  if (cluster.isPrimary && processes.count > 1) return startPrimary(config, processes.count);
  return serve(config, processes.warning);
}

/** Work done once per start, before anything serves: migrations, then the first staff account. */
async function startPrimary(config: Config, count: number) {
  const log = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, wantsPrettyLogs(config.LOG_FORMAT)),
  }).log;
  // A wrong encryption key refuses to start before the database is migrated: nothing changes.
  await openFileStorage(config);
  const { database, warnings, afterClose } = await openConfiguredDatabase(config);
  let createdStaff: BannerFacts['createdStaff'];
  try {
    for (const warning of warnings) log.warn(warning);
    createdStaff = await createFirstStaff(database, config, log);
  } finally {
    await database.close();
    await afterClose();
  }
  runPrimary({ count, entry: fileURLToPath(import.meta.url), log });
  printBanner(config, { database: database.kind, createdStaff, processes: count });
}

async function serve(config: Config, warning: string | undefined) {
  const worker = cluster.isWorker;
  // A wrong encryption key refuses to start before the database is migrated: nothing changes.
  const openedStorage = await openFileStorage(config);
  const { database, warnings, afterClose } = await openConfiguredDatabase(config, {
    migrate: !worker,
  });
  const app = await buildApp({ config, database, ownsDatabase: true, openedStorage });
  let createdStaff: BannerFacts['createdStaff'];
  if (!worker) {
    for (const message of [...warnings, ...(warning ? [warning] : [])]) app.log.warn(message);
    createdStaff = await createFirstStaff(database, config, app.log);
    // Applications recorded as erased whose rows came back (a restored database): erased again
    // before anyone can read them (docs/requirements/privacy.md, "Backups").
    await reapplyErasures(database.db, app.storage, app.log);
  }
  // Uploads a crash interrupted: partial files and files whose row was never written. Safe in
  // several processes at once (it leaves recent files alone), as is the purge.
  const stopSweep = await startDocumentSweep(database.db, app.storage, app.log);
  // Values written before their columns were sealed (docs/decisions/0039-sealed-columns.md).
  void sealLegacyRowsAtStart(database.db).then(
    (counts) => {
      if (counts && Object.values(counts).some((n) => n > 0)) app.log.info(counts, 'rows sealed');
    },
    (err: unknown) => app.log.error({ err }, 'sealing rows written in clear failed'),
  );
  const stopPurge = startRetentionPurge(database.db, app.storage, app.log);
  // Several workers share the outbox: each claims its rows with SKIP LOCKED (services/mail/).
  const mail = createMailDelivery({
    config,
    db: database.db,
    storage: app.storage,
    keyring: app.fileKeyring,
    logger: app.log,
    renderAccountingDocument: async (applicationId, documentId) =>
      (
        await accountingDocumentPdf({
          db: database.db,
          heavyWork: app.heavyWork,
          applicationId,
          documentId,
        })
      ).pdf,
  });

  // Embedded database only: npm run backup asks this process for the snapshot (data-dir/backup/).
  const control = await startControlSocket({ dataDir: config.DATA_DIR, database, log: app.log });

  const shutdown = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C reaches a worker twice: directly and from the primary.
    if (app.draining.started) return;
    app.draining.started = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight finish (new ones get 503, so a load balancer's readiness check fails
    // over); one that hangs past the grace period does not keep the process alive.
    setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    stopSweep();
    // The mail worker and the retention run stop first: both still need the database that
    // app.close() closes.
    Promise.all([mail.stop(), stopPurge()])
      .finally(() => control.close())
      .finally(() => app.close())
      .then(afterClose)
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutdown);
  // From the signal on, a new request is refused at once (a load balancer fails over) while
  // those in flight finish; app.close(), which refuses them too, waits for the mail worker.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!app.draining.started) {
      done();
      return;
    }
    reply
      .status(503)
      .header('Connection', 'close')
      .header('Retry-After', '5')
      .send(new HttpError('server.unavailable').toBody());
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  mail.start();
  app.log.info(
    {
      database: database.kind,
      url: config.PUBLIC_URL,
      ...appVersion(),
      ...(worker ? { worker: cluster.worker?.id } : {}),
    },
    'ready',
  );
  if (!worker) printBanner(config, { database: database.kind, createdStaff, processes: 1 });
}

/** How long a stopping process waits for requests in flight (docs/deploy.md says 30 s). */
const SHUTDOWN_GRACE_MS = 25_000;

/** On a terminal (or LOG_FORMAT=pretty), the human start banner; JSON logs say 'ready' instead. */
function printBanner(config: Config, facts: Omit<BannerFacts, 'version'>) {
  if (wantsPrettyLogs(config.LOG_FORMAT))
    console.log(startBanner(config, { ...facts, version: appVersion() }));
}

async function createFirstStaff(
  database: DatabaseHandle,
  config: Config,
  log: FastifyBaseLogger,
): Promise<BannerFacts['createdStaff']> {
  const firstStaff = await ensureFirstStaffUser({
    db: database.db,
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
  });
  if (!firstStaff.created) return undefined;
  log.info({ username: firstStaff.username }, 'created the first staff account');
  // Printed this once and never stored in plain text (README, Configuration); on a terminal the
  // start banner shows it instead.
  if (firstStaff.generatedPassword && !wantsPrettyLogs(config.LOG_FORMAT)) {
    console.log(
      `\nFirst staff account: ${firstStaff.username} / ${firstStaff.generatedPassword}\n` +
        'Sign in at /admin/login and enrol an authenticator app; this password is not shown again.\n',
    );
  }
  return { username: firstStaff.username, generatedPassword: firstStaff.generatedPassword };
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof StartupError) console.error(err.message);
  else console.error(serializeError(err));
  process.exit(1);
});
