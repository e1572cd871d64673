import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/server/config';
import { answerMetricsRequests } from '@/server/services/metrics/cluster-metrics';

// Several server processes on one port (node:cluster), for a machine with more than one core
// (docs/decisions/0021-server-throughput.md). The primary migrates the database and creates
// the first staff account, then forks the workers and only watches them: it serves nothing.
// Each worker is a whole server, as a second instance on the same PostgreSQL would be (rate
// limits, staff sessions and the mail outbox already live in the database and are shared).

/** How many server processes WEB_CONCURRENCY asks for, and why fewer when it cannot be had. */
export function serverProcessCount(
  config: Pick<Config, 'WEB_CONCURRENCY' | 'DATABASE_URL'>,
  cores = availableParallelism(),
): { count: number; warning?: string } {
  const asked = config.WEB_CONCURRENCY === 'auto' ? cores : (config.WEB_CONCURRENCY ?? 1);
  if (asked > 1 && !config.DATABASE_URL) {
    return {
      count: 1,
      warning:
        `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} ignored: the embedded database belongs to one ` +
        'process; set DATABASE_URL (PostgreSQL) to run several',
    };
  }
  return { count: asked };
}

/** Connections to PostgreSQL for the whole server, unless DATABASE_POOL_SIZE says otherwise. */
const DEFAULT_CONNECTIONS = 10;

/**
 * Each process's pool: DATABASE_POOL_SIZE, else 10 shared among the server processes (at least
 * 2 each). More connections than the database has cores to run them only queue inside it: on
 * the bench's 2 cores a read cost PostgreSQL about 100 µs of CPU with 4 connections per process,
 * 130 with 10 and 150 with 20 (docs/decisions/0021-server-throughput.md).
 */
export function databasePoolSize(
  config: Pick<Config, 'WEB_CONCURRENCY' | 'DATABASE_URL' | 'DATABASE_POOL_SIZE'>,
  cores = availableParallelism(),
): number {
  if (config.DATABASE_POOL_SIZE) return config.DATABASE_POOL_SIZE;
  const { count } = serverProcessCount(config, cores);
  return Math.max(2, Math.ceil(DEFAULT_CONNECTIONS / count));
}

/**
 * Workers get a 32 MB young-generation semi-space (V8's default is 16 MB) unless NODE_OPTIONS or
 * the primary's own flags choose one: a request allocates many short-lived objects, and fewer
 * scavenges took about 7% off the CPU time of a read, and its p99, on the bench (decision 0021).
 */
function workerExecArgv(): string[] {
  const flag = '--max-semi-space-size';
  const chosen = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) =>
    arg.includes(flag),
  );
  return chosen ? process.execArgv : [...process.execArgv, `${flag}=32`];
}

/** A worker that dies is replaced, unless workers die this often: then the primary gives up. */
const RESTART_WINDOW_MS = 60_000;
const MAX_RESTARTS_IN_WINDOW = 5;
/** How long workers get to finish their requests and mail after SIGTERM before SIGKILL. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * Forks `count` workers running `entry` and keeps them running; SIGINT or SIGTERM stops them
 * all (each finishes its requests and the email in flight) and then the primary exits.
 */
export function runPrimary({
  count,
  entry,
  log,
}: {
  count: number;
  entry: string;
  log: FastifyBaseLogger;
}): void {
  cluster.setupPrimary({ exec: entry, execArgv: workerExecArgv() });
  // A scrape of /metrics reaches one worker, which asks here for every worker's figures.
  answerMetricsRequests();
  let stopping = false;
  let failed = false;
  const restarts: number[] = [];

  const fork = () => {
    const worker = cluster.fork();
    log.info({ worker: worker.id, workerPid: worker.process.pid }, 'server process started');
    return worker;
  };
  const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason, workers: alive().length }, 'stopping the server processes');
    for (const worker of alive()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of alive()) {
        log.error({ worker: worker.id }, 'server process did not stop in time; killed');
        worker.process.kill('SIGKILL');
      }
    }, STOP_TIMEOUT_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // A worker stopped before its SIGTERM handler was in place dies of the signal: that is fine.
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (alive().length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS_IN_WINDOW) {
      log.fatal(
        { worker: worker.id, code, signal },
        `server processes exited ${restarts.length} times within a minute; giving up`,
      );
      failed = true;
      stop('restart limit');
      if (alive().length === 0) process.exit(1);
      return;
    }
    log.error({ worker: worker.id, code, signal }, 'server process exited; starting another');
    fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
  for (let i = 0; i < count; i++) fork();
}
