import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '@/server/db';
import { HttpError } from '@/server/lib/http-errors';
import { constantTimeEqual, sha256Hex } from '@/server/lib/secrets';
import {
  readOperationalSnapshot,
  type OperationalSnapshot,
} from '@/server/services/metrics/operational-snapshot';
import {
  figuresFromPrimary,
  inCluster,
  shareWithPrimary,
} from '@/server/services/metrics/cluster-metrics';
import { appVersion } from '@/server/version';

/** Where Prometheus scrapes each instance (docs/deploy.md, "Monitoring"). */
const METRICS_PATH = '/metrics';
/** The route label of requests no route matched: one label, never the raw URL. */
const UNMATCHED_ROUTE = 'unmatched';
/** A scrape does not wait longer than this for the database; the gauges then say it failed. */
const DATABASE_READ_MS = 3000;

export interface MetricsOptions {
  /** METRICS_TOKEN; unset, /metrics answers 404 like an unknown API path and nothing is counted. */
  token: string | undefined;
  database: DatabaseHandle;
}

/**
 * GET /metrics in Prometheus's text format (prom-client), behind `Authorization: Bearer
 * <METRICS_TOKEN>`: requests by route pattern, method and status, their latency, this process's
 * own figures (CPU, memory, event loop), the database pool, and the outbox and payment figures,
 * read from the database at each scrape (docs/decisions/0044-metrics-and-version.md).
 */
export default fp<MetricsOptions>(async function metricsPlugin(app: FastifyInstance, opts) {
  if (!opts.token) {
    // The same answer as any unknown API path: nothing says that metrics exist here.
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) =>
      reply.status(404).send(
        new HttpError('request.route_not_found', {
          method: request.method,
          path: METRICS_PATH,
        }).toBody(),
      ),
    );
    return;
  }
  // The token's digest is compared with the given one's: the time taken says nothing of either.
  const expectedDigest = sha256Hex(opts.token);
  // This process's own figures (requests, CPU, memory, its pool), summed over the processes of
  // a cluster; and the database's, which every process reads alike, shown once.
  const registry = new Registry();
  const shared = new Registry();
  const metrics = defineMetrics(registry, shared, opts.database);
  const clustered = inCluster();
  if (clustered) shareWithPrimary(registry);

  app.addHook('onResponse', (request, reply, done) => {
    countRequest(metrics, request, reply);
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!constantTimeEqual(sha256Hex(given), expectedDigest, 'hex')) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(new HttpError('request.metrics_token_required').toBody());
    }
    await readDatabaseGauges(metrics, opts.database, (err) =>
      request.log.warn({ err }, 'metrics: the database figures could not be read'),
    );
    let processes = clustered ? await figuresFromPrimary() : undefined;
    if (clustered && processes === undefined) {
      request.log.warn('metrics: the primary did not sum the processes; this process alone');
    }
    processes ??= await registry.metrics();
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(`${processes}${await shared.metrics()}`);
  });
});

type Metrics = ReturnType<typeof defineMetrics>;

function defineMetrics(registry: Registry, shared: Registry, database: DatabaseHandle) {
  // Node's process figures under their usual names (process_*, nodejs_*): per process, summed
  // over a cluster's processes (prom-client aggregates each as it should be).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const once = [shared];
  const { version, commit } = appVersion();
  new Gauge({
    name: 'evisa_build_info',
    help: 'The running version and git commit (always 1).',
    labelNames: ['version', 'commit'],
    registers: once,
  }).set({ version, commit }, 1);

  const pool = database.driver.kind === 'postgres' ? database.driver.pool : undefined;
  // The embedded database is one connection inside this process: no pool to wait for.
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  poolGauge('evisa_database_pool_max', 'Connections this process may open.', () =>
    pool ? (pool.options.max ?? 10) : 1,
  );
  poolGauge('evisa_database_pool_connections', 'Connections open now.', () =>
    pool ? pool.totalCount : 1,
  );
  if (pool) {
    poolGauge('evisa_database_pool_idle', 'Open connections not in use.', () => pool.idleCount);
    poolGauge(
      'evisa_database_pool_waiting',
      'Queries waiting for a connection (the pool is exhausted).',
      () => pool.waitingCount,
    );
  }

  return {
    requests: new Counter({
      name: 'evisa_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    duration: new Histogram({
      name: 'evisa_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    databaseUp: new Gauge({
      name: 'evisa_database_up',
      help: '1 when the last scrape read the database figures below, 0 when it could not.',
      registers: once,
    }),
    outboxDepth: new Gauge({
      name: 'evisa_email_outbox_depth',
      help: 'Emails waiting to be sent (pending or being sent); the same on every instance.',
      registers: once,
    }),
    outboxOldest: new Gauge({
      name: 'evisa_email_outbox_oldest_age_seconds',
      help: 'Seconds since the oldest email still waiting was queued; 0 when none waits.',
      registers: once,
    }),
    emailsFailed: new Gauge({
      name: 'evisa_emails_failed',
      help: 'Emails the outbox gave up on (status failed); the same on every instance.',
      registers: once,
    }),
    payments: new Gauge({
      name: 'evisa_payments',
      help: 'Payments by status; the same on every instance.',
      labelNames: ['status'],
      registers: once,
    }),
  };
}

function countRequest(metrics: Metrics, request: FastifyRequest, reply: FastifyReply) {
  // The pattern (/api/applications/:id), never the URL: the label set stays small.
  const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
  // Scrapes are not counted: they would swamp the figures of the requests that matter.
  if (route === METRICS_PATH) return;
  const labels = { method: request.method, route };
  metrics.requests.inc({ ...labels, status: String(reply.statusCode) });
  metrics.duration.observe(labels, reply.elapsedTime / 1000);
}

async function readDatabaseGauges(
  metrics: Metrics,
  database: DatabaseHandle,
  onError: (err: unknown) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${DATABASE_READ_MS} ms`)),
      DATABASE_READ_MS,
    );
  });
  let snapshot: OperationalSnapshot;
  try {
    snapshot = await Promise.race([readOperationalSnapshot(database.db), timeout]);
  } catch (err) {
    onError(err);
    // The last figures stay: a gap in the database is not a drop in the queue.
    metrics.databaseUp.set(0);
    return;
  } finally {
    clearTimeout(timer);
  }
  metrics.databaseUp.set(1);
  metrics.outboxDepth.set(snapshot.outboxDepth);
  metrics.outboxOldest.set(snapshot.outboxOldestAgeSeconds);
  metrics.emailsFailed.set(snapshot.emailsFailed);
  for (const [status, count] of Object.entries(snapshot.payments)) {
    metrics.payments.set({ status }, count);
  }
}
