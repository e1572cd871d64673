// npm run bench: the server's throughput on PostgreSQL (targets: 0021-server-throughput.md). One
// run measures, with autocannon (100 connections, a warm-up, then BENCH_DURATION seconds each):
//   1. a bare node:http server answering a small JSON body (the ceiling on this machine);
//   2. GET /api/health on the built server (liveness, no database);
//   3. GET /api/applications/{id} with the applicant's bearer token, and the public status check;
// and 4. `pgbench -S` (select-only, as many clients as the server holds connections, -j 2) on
// the same database, the database's own ceiling for one-row reads at the server's concurrency. It creates a fresh database on the local PostgreSQL, starts the
// built server (`npm run build` first; BUILD_DIR is honoured) as production runs it (NODE_ENV
// production, the default log level, WEB_CONCURRENCY=auto unless BENCH_WEB_CONCURRENCY says
// otherwise), seeds 100,000 applications (as many rows as pgbench's accounts), prints each row
// with the server's and the database's CPU time per answer, its ratio and target, stops
// everything, drops the database, and exits 1 when a target is missed. BENCH_ONLY and
// BENCH_CPU_PROF help find where time goes. Method and choices:
// docs/decisions/0021-server-throughput.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { todayIso } from '@/domain/dates';
import { validApplicant, validCreateApplication } from '@/domain/test-support/fixtures';
import { databasePoolSize } from '@/server/cluster';
import { createDatabase, migrateDatabase, type Database } from '@/server/db';
import { loadColumnKey } from '@/server/services/storage/encryption/column-key';
import { resolveKeyring } from '@/server/services/storage/encryption/keyring';
import { runRetentionPass } from '@/server/services/retention/purge-expired';
import { sealLegacyRowsAtStart } from '@/server/services/storage/encryption/seal-legacy-rows';
import type { FileStorage } from '@/server/services/storage/storage';
import { seedApplications } from './seed-applications';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = 100;
/** As many applications as pgbench -i -s 1 makes accounts: both read one row of 100,000. */
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'dist');
const SERVER_URL =
  process.env.BENCH_SERVER_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
// As a deployment on PostgreSQL would run it: one server process per core (README, WEB_CONCURRENCY).
const WEB_CONCURRENCY = process.env.BENCH_WEB_CONCURRENCY ?? 'auto';
const SERVER_PROCESSES =
  WEB_CONCURRENCY === 'auto' ? availableParallelism() : Number(WEB_CONCURRENCY);
/**
 * BENCH_DATABASE=embedded: the server as `npm start` runs it with no DATABASE_URL (one process,
 * PGlite in its DATA_DIR, seeded before it starts). No pgbench row; the targets are the read's
 * own (EMBEDDED_TARGETS).
 */
const EMBEDDED = process.env.BENCH_DATABASE === 'embedded';
const EMBEDDED_TARGETS = { readPerSec: 2000, readP99Ms: 100 };

/** The connections the server's processes hold in all (cluster.ts, databasePoolSize). */
const SERVER_CONNECTIONS =
  SERVER_PROCESSES *
  databasePoolSize(
    {
      WEB_CONCURRENCY: SERVER_PROCESSES,
      DATABASE_URL: 'postgres://bench',
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE
        ? Number(process.env.DATABASE_POOL_SIZE)
        : undefined,
    },
    availableParallelism(),
  );
/** BENCH_ONLY=read,pgbench (say) measures only those rows, while looking for where time goes. */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'bare,health,read,status,pgbench').split(','));
const TARGETS = { healthOfBare: 0.5, readOfPgbench: 0.2, readP99Ms: 50 };

interface Row {
  name: string;
  reqPerSec: number;
  p99Ms: number;
  /** Answers that were not 2xx, errors and timeouts: a row with any is not a valid measure. */
  bad: number;
  /** CPU time the server's processes spent per answer: steadier than req/s on a busy machine. */
  cpuUsPerReq?: number;
  /** CPU time of the PostgreSQL backends serving the bench database, per answer. */
  dbCpuUsPerReq?: number;
  note?: string;
}

/** The process and its descendants (a cluster's workers). Linux /proc; empty elsewhere. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) children = children.concat(list.split(' ').map(Number));
    }
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

/** The PostgreSQL backends connected to one database (their titles name it). Linux /proc. */
function backendsOf(database: string): number[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `);
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** User + system CPU seconds of these processes so far (from /proc/<pid>/stat). */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, what: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await sleep(200);
  }
  throw new Error(`${what} did not answer ${url} within 60 s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A warm-up run (not counted), then the measured one. */
async function measure(
  key: string,
  name: string,
  url: string,
  options: { headers?: Record<string, string>; requests?: AutocannonRequest[] } = {},
  serverPid?: number,
  database?: string,
): Promise<Row> {
  if (!ONLY.has(key)) return skipped(name);
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, timeout: 10, ...options });
  await run(WARMUP);
  const pids = serverPid ? processTree(serverPid) : [];
  const backends = database ? backendsOf(database) : [];
  const cpuBefore = cpuSeconds(pids);
  const dbCpuBefore = cpuSeconds(backends);
  const result: AutocannonResult = await run(DURATION);
  const cpuUsed = cpuSeconds(pids) - cpuBefore;
  const dbCpuUsed = cpuSeconds(backends) - dbCpuBefore;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} × ${code}`);
  const row: Row = {
    name,
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuUsPerReq: pids.length ? (cpuUsed * 1e6) / result.requests.total : undefined,
    dbCpuUsPerReq: backends.length ? (dbCpuUsed * 1e6) / result.requests.total : undefined,
  };
  if (row.bad > 0) {
    row.note = [...codes, `${result.errors} errors`, `${result.timeouts} timeouts`].join(', ');
  }
  return row;
}

function skipped(name: string): Row {
  return {
    name,
    reqPerSec: Number.NaN,
    p99Ms: Number.NaN,
    bad: 0,
    note: 'not measured (BENCH_ONLY)',
  };
}

/** The ceiling: node:http in its own process answering what /api/health answers. */
async function bareNodeHttp(): Promise<Row> {
  if (!ONLY.has('bare')) return skipped('bare node:http');
  const port = await freePort();
  const body = JSON.stringify({ status: 'ok', database: 'postgres' });
  const code = `
    const body = ${JSON.stringify(body)};
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child, 'the bare node:http server');
    return await measure('bare', 'bare node:http', `http://127.0.0.1:${port}/`, {}, child.pid);
  } finally {
    await stop(child);
  }
}

async function startServer(url: string, dataDir: string) {
  const port = await freePort();
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  // As production runs it: NODE_ENV=production and the default log level (info), logs to a file.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    CLIENT_DIR: path.join(BUILD_DIR, 'client'),
    // The status check is limited per client address; behind the proxy production has, each
    // visitor has their own (the bench sends a different X-Forwarded-For per request).
    TRUST_PROXY: 'true',
  };
  delete env.LOG_LEVEL;
  delete env.PUBLIC_URL;
  env.WEB_CONCURRENCY = WEB_CONCURRENCY;
  // The embedded default, as a newcomer runs it: one process on PGlite in DATA_DIR.
  if (EMBEDDED) {
    delete env.DATABASE_URL;
    delete env.WEB_CONCURRENCY;
  }
  // BENCH_CPU_PROF=<dir>: each server process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const child = spawn(process.execPath, [...profile, path.join(BUILD_DIR, 'server/server.js')], {
    env,
    stdio: ['ignore', log, log],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, child, 'the server');
    // The first process answers before the others are up: wait for every one's 'ready' line.
    const deadline = Date.now() + 60_000;
    const ready = () => readFileSync(logFile, 'utf8').split('"msg":"ready"').length - 1;
    while (ready() < SERVER_PROCESSES && Date.now() < deadline) await sleep(200);
  } catch (err) {
    await stop(child);
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n'));
    throw err;
  }
  return { child, base: `http://127.0.0.1:${port}`, logFile };
}

/** An application with two saved applicants, made through the public API like a browser does. */
async function createApplication(base: string) {
  const created = await fetch(`${base}/api/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validCreateApplication({ numberOfApplicants: 2 })),
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { id, applicationNumber, accessToken } = (await created.json()) as {
    id: string;
    applicationNumber: string;
    accessToken: string;
  };
  const today = todayIso(new Date());
  const saved = await fetch(`${base}/api/applications/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      applicants: [
        validApplicant(today, { firstName: 'Jane', passportNumber: 'P12345670' }),
        validApplicant(today, { firstName: 'John', passportNumber: 'P12345671' }),
      ],
    }),
  });
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  return { id, applicationNumber, accessToken };
}

function findPgbench(): string {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin/pgbench')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin/pgbench') : 'pgbench';
}

function runPgbench(pgbench: string, args: string[]) {
  const result = spawnSync(pgbench, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${pgbench} ${args.join(' ')} failed:\n${result.stderr || result.error}`);
  }
  return result.stdout + result.stderr;
}

/** pgbench -S on the bench database; the p99 comes from its per-transaction log. */
async function pgbenchSelectOnly(pgbench: string, url: string, dir: string): Promise<Row> {
  if (!ONLY.has('pgbench')) return skipped('pgbench -S');
  // As many clients as the server holds connections (its processes' pools together): the
  // database's ceiling with the same concurrency inside it, whatever else is connected.
  const clients = SERVER_CONNECTIONS;
  const common = ['-S', '-n', '-c', String(clients), '-j', '2'];
  runPgbench(pgbench, [...common, '-T', String(WARMUP), url]);
  const logDir = path.join(dir, 'pgbench-log');
  rmSync(logDir, { recursive: true, force: true });
  spawnSync('mkdir', ['-p', logDir]);
  const out = runPgbench(pgbench, [
    ...common,
    '-T',
    String(DURATION),
    '-l',
    `--log-prefix=${path.join(logDir, 'tx')}`,
    url,
  ]);
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const latencies: number[] = [];
  for (const file of readdirSync(logDir)) {
    for (const line of readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
    }
  }
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)];
  return {
    name: `pgbench -S (${clients} clients)`,
    reqPerSec: tps,
    p99Ms: p99 ?? Number.NaN,
    bad: 0,
  };
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
const pct = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)}%` : 'n/a');

function printTable(rows: { row: Row; ratio?: string; target?: string; verdict?: string }[]) {
  const header = ['', 'req/s', 'p99 ms', 'CPU µs/req', 'DB µs/req', 'ratio', 'target', ''];
  const lines = rows.map(({ row, ratio = '', target = '', verdict = '' }) => [
    row.name,
    fmt(row.reqPerSec),
    fmt(row.p99Ms, 1),
    row.cpuUsPerReq === undefined ? '' : fmt(row.cpuUsPerReq),
    row.dbCpuUsPerReq === undefined ? '' : fmt(row.dbCpuUsPerReq),
    ratio,
    target,
    verdict,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i >= 5 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)));
  console.log(`\n${render(header).join('  ').trimEnd()}`);
  for (const line of lines) console.log(render(line).join('  ').trimEnd());
  for (const { row } of rows) if (row.note) console.log(`  ${row.name}: ${row.note}`);
}

/** The seeded rows are sealed and indexed with the server's column key, opened with its master key. */
async function seedWithServerKey(db: Database, dataDir: string, mayCreate: boolean) {
  const { keyring } = await resolveKeyring({
    configured: process.env.DATA_ENCRYPTION_KEY,
    dataDir,
    mayCreate: async () => mayCreate,
  });
  await loadColumnKey(db, keyring);
  await seedApplications(db, APPLICATIONS);
  await db.execute(sql`analyze`);
}

/** The read on the embedded default: one process, PGlite, the same seeded rows. */
async function embeddedBench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-embedded-'));
  console.log(
    `server bench, embedded database (PGlite, one process): ${CONNECTIONS} connections, ` +
      `${WARMUP} s warm-up + ${DURATION} s each, ${APPLICATIONS.toLocaleString('en-US')} applications`,
  );
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let failed: boolean;
  try {
    // Seeded before the server starts: the embedded database belongs to one process at a time.
    const seeding = await createDatabase({ dataDir: path.join(dir, 'pglite') });
    try {
      await migrateDatabase(seeding);
      await seedWithServerKey(seeding.db, dir, true);
      // The hourly job's pass over the seeded backlog, done here rather than by the server's
      // first pass beside the measure (on PostgreSQL the server starts before the seeding and
      // its first pass finds nothing); the seeded rows have no files, and the reminders it
      // queues count as sent, as the server's mail worker would have sent them long ago.
      const noFiles = { delete: async () => undefined } as unknown as FileStorage;
      await runRetentionPass(seeding.db, noFiles, { info: () => undefined, error: console.error });
      await seeding.db.execute(sql`update email_outbox set status = 'sent', sent_at = now()`);
      // And the start-up pass over values in clear, which finds none and records it, so the
      // server's start skips reading every sealed table while the read is measured.
      await sealLegacyRowsAtStart(seeding.db);
    } finally {
      await seeding.close();
    }
    server = await startServer('', dir);
    const { id, accessToken } = await createApplication(server.base);
    const read = await measure(
      'read',
      'GET /api/applications/{id}',
      `${server.base}/api/applications/${id}`,
      { headers: { authorization: `Bearer ${accessToken}` } },
      server.child.pid,
    );
    const ok =
      read.bad === 0 &&
      read.reqPerSec >= EMBEDDED_TARGETS.readPerSec &&
      read.p99Ms < EMBEDDED_TARGETS.readP99Ms;
    printTable([
      {
        row: read,
        target: `>= ${EMBEDDED_TARGETS.readPerSec} req/s, p99 < ${EMBEDDED_TARGETS.readP99Ms} ms`,
        verdict: ok ? 'PASS' : 'FAIL',
      },
    ]);
    failed = !ok;
  } finally {
    if (server) await stop(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

async function main() {
  const serverJs = path.join(BUILD_DIR, 'server/server.js');
  if (!existsSync(serverJs)) throw new Error(`no ${serverJs}: run npm run build first`);
  if (EMBEDDED) return embeddedBench();
  const pgbench = findPgbench();
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = databaseUrl(name);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
  console.log(
    `server bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s each, ` +
      `${APPLICATIONS.toLocaleString('en-US')} applications; ` +
      `WEB_CONCURRENCY=${WEB_CONCURRENCY} (${SERVER_PROCESSES} server processes); database ${name}`,
  );
  await admin((c) => c.query(`create database "${name}"`));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let failed: boolean;
  try {
    runPgbench(pgbench, ['-i', '-s', '1', '-q', url]);

    const bare = await bareNodeHttp();
    server = await startServer(url, dir);
    // Tables of a real size (the server migrated them), so the planner picks what production's
    // would, before any of the measured statements is first prepared.
    const seeding = await createDatabase({ databaseUrl: url });
    try {
      await seedWithServerKey(seeding.db, dir, false);
    } finally {
      await seeding.close();
    }
    const { id, applicationNumber, accessToken } = await createApplication(server.base);
    const health = await measure(
      'health',
      'GET /api/health',
      `${server.base}/api/health`,
      {},
      server.child.pid,
      name,
    );
    const read = await measure(
      'read',
      'GET /api/applications/{id}',
      `${server.base}/api/applications/${id}`,
      {
        headers: { authorization: `Bearer ${accessToken}` },
      },
      server.child.pid,
      name,
    );
    // Limited to 10 per 10 minutes per address: each request comes from its own address, so
    // this measures the look-up plus its rate-limit count, not a stream of 429s.
    let visitor = 0;
    const statusQuery = new URLSearchParams({
      email: validCreateApplication().email,
      applicationNumber,
    });
    const status = await measure(
      'status',
      'GET /api/applications/status',
      `${server.base}/api/applications/status?${statusQuery}`,
      {
        requests: [
          {
            setupRequest: (request) => {
              visitor++;
              const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
              return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
            },
          },
        ],
      },
      server.child.pid,
      name,
    );
    await stop(server.child);
    const logLines = readFileSync(server.logFile, 'utf8').split('\n').filter(Boolean).length;
    server = undefined;

    // After the server stops, so its pool does not take connections pgbench needs.
    const pgb = await pgbenchSelectOnly(pgbench, url, dir);

    const healthRatio = health.reqPerSec / bare.reqPerSec;
    const readRatio = read.reqPerSec / pgb.reqPerSec;
    const statusRatio = status.reqPerSec / pgb.reqPerSec;
    const healthOk = health.bad === 0 && healthRatio >= TARGETS.healthOfBare;
    const readOk =
      read.bad === 0 && readRatio >= TARGETS.readOfPgbench && read.p99Ms < TARGETS.readP99Ms;
    const statusOk =
      status.bad === 0 && statusRatio >= TARGETS.readOfPgbench && status.p99Ms < TARGETS.readP99Ms;
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    const readTarget = `>= ${pct(TARGETS.readOfPgbench)} of pgbench, p99 < ${TARGETS.readP99Ms} ms`;
    printTable([
      { row: bare },
      {
        row: health,
        ratio: `${pct(healthRatio)} of bare`,
        target: `>= ${pct(TARGETS.healthOfBare)} of bare`,
        verdict: verdict(healthOk),
      },
      {
        row: read,
        ratio: `${pct(readRatio)} of pgbench`,
        target: readTarget,
        verdict: verdict(readOk),
      },
      {
        row: status,
        ratio: `${pct(statusRatio)} of pgbench`,
        target: readTarget,
        verdict: verdict(statusOk),
      },
      { row: pgb },
    ]);
    console.log(`\nserver log: ${logLines} lines for the whole run`);
    // The target is the application read "or" the status check; both are shown.
    failed = !healthOk || !(readOk || statusOk);
  } finally {
    if (server) await stop(server.child);
    await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
