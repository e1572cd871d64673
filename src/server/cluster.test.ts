// Several server processes (WEB_CONCURRENCY, node:cluster; decision 0021): how many, and on
// PostgreSQL the real server's primary migrating once, forking, replacing a worker that dies
// and stopping every worker on SIGTERM.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { databasePoolSize, serverProcessCount } from '@/server/cluster';
import { runServer, type RunningProcess } from '@/server/test-support/mail/child-process';
import { createTestDatabase, type TestDatabaseHandle } from '@/server/test-support/test-database';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/evisa';
const METRICS_TOKEN = 'cluster-test-metrics-token-0123456789abcdef';
const count = (env: Record<string, string>, cores = 4) =>
  serverProcessCount(loadConfig(env), cores);

describe('WEB_CONCURRENCY', () => {
  it('is one process unless asked; a number, or auto for one per core, on PostgreSQL', () => {
    expect(count({})).toEqual({ count: 1 });
    expect(count({ DATABASE_URL: POSTGRES })).toEqual({ count: 1 });
    expect(count({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '3' })).toEqual({ count: 3 });
    expect(count({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: 'auto' }, 2)).toEqual({ count: 2 });
  });

  it('stays one process on the embedded database, and says why', () => {
    const { count: n, warning } = count({ WEB_CONCURRENCY: 'auto' });
    expect(n).toBe(1);
    expect(warning).toMatch(/embedded database belongs to one process.*DATABASE_URL/);
  });

  it('refuses anything but a whole number from 1 to 64 or auto', () => {
    for (const value of ['0', '65', '1.5', 'two', '-1']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(
        /WEB_CONCURRENCY: must be a whole number from 1 to 64, or auto/,
      );
    }
  });
});

describe('DATABASE_POOL_SIZE', () => {
  const pool = (env: Record<string, string>, cores = 4) => databasePoolSize(loadConfig(env), cores);

  it('shares 10 connections among the server processes, at least 2 each, unless set', () => {
    expect(pool({ DATABASE_URL: POSTGRES })).toBe(10);
    expect(pool({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: 'auto' }, 2)).toBe(5);
    expect(pool({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '3' })).toBe(4);
    expect(pool({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: 'auto' }, 16)).toBe(2);
    expect(pool({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: 'auto', DATABASE_POOL_SIZE: '8' })).toBe(
      8,
    );
  });

  it('refuses anything but a whole number from 1 to 200', () => {
    for (const value of ['0', '201', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(
        /DATABASE_POOL_SIZE: must be a whole number from 1 to 200/,
      );
    }
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)('two server processes on PostgreSQL', () => {
  let database: TestDatabaseHandle;
  let dataDir: string;
  let server: RunningProcess;
  const occurrences = (text: string) => server.output().split(text).length - 1;
  const until = async (what: string, condition: () => boolean, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out: ${what}\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const port = () =>
    /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output())?.[1] ?? '';
  const workerPids = () =>
    [...server.output().matchAll(/"workerPid":(\d+)/g)].map((match) => Number(match[1]));
  const running = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    dataDir = await mkdtemp(path.join(tmpdir(), 'evisa-cluster-'));
    server = runServer({
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
      ADMIN_PASSWORD: 'two processes, one port',
      METRICS_TOKEN,
    });
    await until('two ready workers', () => occurrences('"msg":"ready"') === 2);
  }, 120_000);
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    for (const pid of workerPids()) if (running(pid)) process.kill(pid, 'SIGKILL');
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates and creates the first staff account once, in the primary, then serves', async () => {
    expect(occurrences('created the first staff account')).toBe(1);
    expect(occurrences('server process started')).toBe(2);
    const res = await fetch(`http://127.0.0.1:${port()}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  });

  it('shows on /metrics the figures of both processes, whichever answers the scrape', async () => {
    const base = `http://127.0.0.1:${port()}`;
    // A new connection each time: the primary hands connections to the workers in turn.
    const get = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { headers: { connection: 'close', ...headers } });
    const scrape = async () => {
      const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(res.status).toBe(200);
      return res.text();
    };
    // Readiness: liveness (/api/health) is answered ahead of the pipeline and not counted.
    const readyAnswered = (text: string) =>
      Number(
        /^evisa_http_requests_total\{(?=[^}]*method="GET")(?=[^}]*route="\/api\/health\/ready")(?=[^}]*status="200")[^}]*\} (\d+)$/m.exec(
          text,
        )?.[1] ?? 0,
      );
    const before = readyAnswered(await scrape());
    for (let i = 0; i < 10; i++) expect((await get('/api/health/ready')).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      // Each scrape, whichever process takes it, counts the requests both answered.
      const text = await scrape();
      expect(readyAnswered(text) - before).toBe(10);
      // Each process's pool summed (5 connections each); the database's figures shown once.
      expect(text).toMatch(/^evisa_database_pool_max 10$/m);
      expect(text.split('# TYPE evisa_email_outbox_depth gauge').length - 1).toBe(1);
      expect(text.split('# TYPE evisa_build_info gauge').length - 1).toBe(1);
    }
  });

  it('gives workers a 32 MB young generation', async () => {
    for (const pid of workerPids()) {
      const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
      expect(args).toContain('--max-semi-space-size=32');
    }
  });

  it('replaces a worker that dies', async () => {
    const [victim] = workerPids();
    process.kill(victim!, 'SIGKILL');
    await until('a third worker ready', () => occurrences('"msg":"ready"') === 3);
    expect(server.output()).toContain('server process exited; starting another');
    expect(workerPids().filter(running)).toHaveLength(2);
  }, 120_000);

  it('stops every worker on SIGTERM, each finishing its work, and exits 0', async () => {
    const pids = workerPids().filter(running);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(occurrences('"msg":"shutting down"')).toBe(2);
    expect(pids.filter(running)).toEqual([]);
  }, 60_000);
});
