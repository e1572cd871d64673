// DATA_DIR's lock and modes (docs/decisions/0010-hardening.md), with real server processes: one
// process at a time on an embedded database (a second server or the migrate script refuses, naming
// the first; a dead owner's lock is taken over), a damaged database stops with a way to recover,
// and nothing under DATA_DIR is readable by other users.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServer, runTs, type RunningProcess } from '@/server/test-support/mail/child-process';
import { LOCK_FILE } from './lock';
import { prepareDataDir } from './permissions';

let parent: string;
let dataDir: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'evisa-datadir-'));
  dataDir = path.join(parent, 'data'); // does not exist yet: the server creates it
});
afterAll(() => rm(parent, { recursive: true, force: true }));

const READY = '"msg":"ready"';
const env = () => ({ DATA_DIR: dataDir });

async function startServer(): Promise<{ server: RunningProcess; url: string }> {
  const server = runServer(env());
  await server.waitForOutput(READY, 90_000);
  const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
  if (!url) throw new Error(`no address in:\n${server.output()}`);
  return { server, url };
}

async function stop(server: RunningProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
}

async function everyPath(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  return [dir, ...names.map((name) => path.join(dir, name))];
}

describe('one process per embedded database', () => {
  it(
    'refuses a second server and the migrate script while one runs; its files stay private',
    { timeout: 180_000 },
    async () => {
      const { server: first, url } = await startServer();
      const lock = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'));
      expect(lock.pid).toBe(first.child.pid);

      for (const second of [runServer(env()), runTs('scripts/migrate.ts', env())]) {
        expect((await second.exited).code).toBe(1);
        expect(second.output()).toContain(`is in use by another process: pid ${first.child.pid}`);
        expect(second.output()).toContain(`delete ${path.join(dataDir, LOCK_FILE)}`);
      }

      // Something written through the server (a row, its outbox email as an .eml file).
      const res = await fetch(`${url}/api/support/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Priya',
          email: 'priya@example.com',
          subject: 'Dates',
          message: 'Hello there, a question about my dates.',
          language: 'en',
        }),
      });
      expect(res.status).toBe(201);
      await stop(first);

      await expect(stat(path.join(dataDir, LOCK_FILE))).rejects.toThrow(); // released on exit
      const open: string[] = [];
      for (const file of await everyPath(dataDir)) {
        const { mode } = await stat(file);
        if (mode & 0o077)
          open.push(`${(mode & 0o777).toString(8)} ${path.relative(dataDir, file)}`);
      }
      expect(open).toEqual([]);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect((await everyPath(path.join(dataDir, 'pglite'))).length).toBeGreaterThan(100);
    },
  );

  it('takes over the lock of a process that is gone', { timeout: 120_000 }, async () => {
    const dead = spawnSync(process.execPath, ['-e', '']);
    expect(dead.status).toBe(0);
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid: dead.pid, hostname: hostname(), command: 'old', startedAt: '' }),
    );
    const { server } = await startServer();
    const lock = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8'));
    expect(lock.pid).toBe(server.child.pid);
    await stop(server);
  });

  it(
    'stops with a clear message and a way to recover when the database is damaged',
    { timeout: 120_000 },
    async () => {
      await writeFile(path.join(dataDir, 'pglite', 'global', 'pg_control'), Buffer.alloc(100, 7));
      const server = runServer(env());
      expect((await server.exited).code).toBe(1);
      const output = server.output();
      expect(output).toContain(
        `The embedded database in ${path.join(dataDir, 'pglite')} could not be opened`,
      );
      expect(output).toContain('To recover: stop every process using this DATA_DIR');
      expect(output).toContain(`mv ${path.join(dataDir, 'pglite')}`);
      expect(output).not.toMatch(/^\s+at /m); // no stack dump
      await expect(stat(path.join(dataDir, LOCK_FILE))).rejects.toThrow();
    },
  );
});

describe('DATA_DIR permissions', () => {
  it('creates DATA_DIR 0700 and warns about one that other users can read', async () => {
    const fresh = path.join(parent, 'fresh', 'nested');
    expect(await prepareDataDir(fresh)).toBeUndefined();
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);

    const shared = await mkdtemp(path.join(parent, 'shared-'));
    const { chmod } = await import('node:fs/promises');
    await chmod(shared, 0o755);
    const warning = await prepareDataDir(shared);
    expect(warning).toContain(`DATA_DIR ${shared} is accessible by other users (mode 755)`);
    expect(warning).toContain(`chmod -R go-rwx ${shared}`);
  });
});
