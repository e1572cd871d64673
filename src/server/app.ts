import { drainRefusedBodies, JSON_BODY_LIMIT, registerJsonParser } from '@/server/lib/json-body';
import { serverTimeouts, type Timeouts } from '@/server/lib/timeouts';
import { canonicalRedirect, publicOriginFor } from '@/server/lib/public-origin';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '@/server/config';
import type { DatabaseHandle } from '@/server/db';
import { frameworkErrors } from '@/server/lib/framework-errors';
import { serializerCompiler } from '@/server/lib/response-serializer';
import { lazyChildLogger, loggerOptions, RequestLog, wantsPrettyLogs } from '@/server/logger';
import fastifyCompress from '@fastify/compress';
import clientPlugin from '@/server/plugins/client';
import siteRoutes from '@/server/routes/site';
import databasePlugin from '@/server/plugins/database';
import errorsPlugin from '@/server/plugins/errors';
import heavyWorkPlugin from '@/server/plugins/heavy-work';
import metricsPlugin from '@/server/plugins/metrics';
import paymentsPlugin from '@/server/plugins/payments';
import securityPlugin from '@/server/plugins/security';
import storagePlugin from '@/server/plugins/storage';
import apiRoutes from '@/server/routes/api';
import reminderRoutes from '@/server/routes/reminders';
import payRoutes from '@/server/routes/pay';
import type { PaymentProvider } from '@/server/services/payments/provider';
import { HeavyWork } from '@/server/services/heavy-work/heavy-work';
import type { FileStorage } from '@/server/services/storage/storage';
import type { Keyring } from '@/server/services/storage/encryption/keyring';
import {
  loadColumnKey,
  processKeyring,
  watchColumnKeyWrap,
} from '@/server/services/storage/encryption/column-key';
import { openFileStorage, type OpenedStorage } from '@/server/services/storage/storage-from-config';
import { fastifyTrustProxy } from './lib/trust-proxy';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database when the app closes (the server does; tests close their own). */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  /**
   * Defaults to the S3 bucket when S3_BUCKET is set, else local disk under DATA_DIR/files, with
   * encryption at rest (a wrong key refuses to build the app).
   */
  storage?: FileStorage;
  /** Defaults to the provider config resolves (PAYMENT_PROVIDER, or Stripe with its key). */
  paymentProvider?: PaymentProvider;
  /** The time staff sessions and sign-in codes are checked against (tests move it forward). */
  clock?: () => Date;
  /** Sees every route as it is registered (the staff guard test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
  /** The connection timeouts (lib/timeouts.ts); tests shorten them. */
  timeouts?: Timeouts;
  /** The worker pool for document preparation and agreement PDFs; tests pass tiny budgets. */
  heavyWork?: HeavyWork;
  /** The configured store, opened (and its key checked) before the database by server.ts. */
  openedStorage?: OpenedStorage;
}

/** Builds the app: external plugins, then app plugins, then routes. Does not listen. */
export async function buildApp({
  config,
  database,
  ownsDatabase = false,
  logger,
  storage,
  paymentProvider,
  clock = () => new Date(),
  onRoute,
  timeouts = serverTimeouts,
  heavyWork,
  openedStorage,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL, wantsPrettyLogs(config.LOG_FORMAT)),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    genReqId: () => randomUUID(),
    frameworkErrors,
    // Request lines at info only for failures and slow answers; every request at debug.
    logController: new RequestLog(),
    childLoggerFactory: lazyChildLogger,
  }).withTypeProvider<ZodTypeProvider>();

  registerJsonParser(app);
  drainRefusedBodies(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  // A page asked for on another host name (www vs bare, 127.0.0.1 vs localhost) goes to
  // PUBLIC_URL, where the browser keeps the application (lib/public-origin.ts).
  // Only when PUBLIC_URL is set; a callback hook, as every request passes it.
  if (config.PUBLIC_URL_CONFIGURED) {
    app.addHook('onRequest', (request, reply, done) => {
      const target = canonicalRedirect(request, config);
      if (target) reply.redirect(target, 301);
      else done();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  // Answers keep only the fields their schema declares (lib/response-serializer.ts).
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  // First, so its timing hook sees every route; GET /metrics needs METRICS_TOKEN
  // (docs/decisions/0044-metrics-and-version.md).
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN, database });
  // API answers and pages over 1 KB, by Accept-Encoding; the built files are sent in their
  // precompressed .br/.gz copies by the client plugin
  // (docs/decisions/0018-compression-and-site-files.md).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(securityPlugin, {
    https: config.PUBLIC_URL.startsWith('https:'),
    db: database.db,
  });
  await app.register(databasePlugin, { database, closeOnShutdown: ownsDatabase });
  let keyring: Keyring | undefined;
  if (!storage) {
    const opened = openedStorage ?? (await openFileStorage(config));
    storage = opened.storage;
    keyring = opened.keyring;
    for (const warning of opened.warnings) app.log.warn(warning);
  }
  await app.register(storagePlugin, { storage, keyring });
  // Sealed columns (docs/decisions/0039-sealed-columns.md): the database's column key, opened
  // with the master key (an injected store, in tests, has none: a key of this process serves).
  const columnKeyring = keyring ?? processKeyring();
  const columnKey = await loadColumnKey(database.db, columnKeyring);
  const stopRewrap = watchColumnKeyWrap(database.db, columnKeyring, columnKey, (err) =>
    app.log.error({ err }, 'the column key could not be re-wrapped under the new master key'),
  );
  app.addHook('onClose', async () => stopRewrap());
  await app.register(heavyWorkPlugin, {
    heavyWork: heavyWork ?? new HeavyWork({ threads: config.HEAVY_WORK_THREADS }),
  });
  app.decorate('config', config);
  app.decorate('clock', clock);
  // Set when the process starts to stop (server.ts) or the app closes: from then on nothing
  // answers that it is alive (routes/api/health), so a load balancer takes it out.
  const draining = { started: false };
  app.decorate('draining', draining);
  app.addHook('preClose', async () => {
    draining.started = true;
  });
  await app.register(paymentsPlugin, { provider: paymentProvider });

  await app.register(apiRoutes, { prefix: '/api' });
  // The sandbox gateway's hosted pages; before the client plugin and its SPA fallback.
  await app.register(payRoutes, { prefix: '/pay' });
  // A reminder's stop link: a page, not an API (docs/requirements/reminders.md).
  await app.register(reminderRoutes, { prefix: '/reminders' });
  await app.register(siteRoutes);
  await app.register(clientPlugin, {
    clientDir: config.CLIENT_DIR,
    publicOrigin: (request) => publicOriginFor(request, config),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: () => Date;
    draining: { started: boolean };
  }
}
