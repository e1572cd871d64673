import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  E2E_ADDONS,
  E2E_ADMIN,
  E2E_INBOX,
  E2E_MANAGER,
  E2E_REVIEWER,
  E2E_RIGHTS,
  E2E_SESSION,
} from './staff';

/** Finds a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become healthy in ${timeoutMs} ms`);
}

/**
 * The staff accounts, added with the staff command's own code as an operator would (before the server holds
 * DATA_DIR). The server would create E2E_ADMIN itself from ADMIN_USERNAME, but only when no
 * account exists, and the others come first. On a reused PostgreSQL database an account
 * may exist already: its password and second factor are reset, so each spec enrols afresh.
 * `env` is laid over this process's environment (undefined removes a variable: DATABASE_URL,
 * for a server on its own embedded database); `accounts` narrows them down.
 */
export function addStaffAccounts(
  dataDir: string,
  env: Record<string, string | undefined> = {},
  accounts: readonly { username: string; password: string }[] = [
    E2E_ADMIN,
    E2E_REVIEWER,
    E2E_SESSION,
    E2E_RIGHTS,
    E2E_MANAGER,
    E2E_INBOX,
    E2E_ADDONS,
  ],
) {
  // One process for them all (e2e/support/seed-staff.ts): the staff command's work, as an
  // operator would run it, without starting it once per account and step.
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/support/seed-staff.ts'], {
    env: withEnv({
      DATA_DIR: dataDir,
      E2E_STAFF_ACCOUNTS: JSON.stringify(accounts),
      TSX_TSCONFIG_PATH: 'tsconfig.node.json',
      ...env,
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** This process's environment with `env` laid over it; a variable set to undefined is removed. */
function withEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
  return merged;
}

export interface RunningServer {
  port: number;
  dataDir: string;
  /**
   * Stops the server and starts it again on the same port and DATA_DIR (so the same embedded
   * database), with `env` laid over the first start's; resolves once /api/health answers.
   */
  restart(env?: Record<string, string | undefined>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the built app on a free port with a fresh DATA_DIR and the given environment (on top
 * of this process's, so DATABASE_URL carries over); resolves once /api/health answers.
 * `prepare` runs on the data folder before the server holds it. A variable set to undefined
 * is removed from the environment (PUBLIC_URL, to run as a newcomer would).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  { port: chosenPort, prepare }: { port?: number; prepare?: (dataDir: string) => void } = {},
): Promise<RunningServer> {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
  const serverEntry = path.join(buildDir, 'server', 'server.js');
  if (!existsSync(serverEntry)) throw new Error('Run `npm run build` before the end-to-end tests.');
  const port = chosenPort ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evisa-e2e-'));
  prepare?.(dataDir);
  const base = {
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(buildDir, 'client'),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...env,
  };
  const launch = async (extra: Record<string, string | undefined>) => {
    const child = spawn(process.execPath, [serverEntry], {
      env: withEnv({ ...base, ...extra }),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    return child;
  };
  const halt = async (child: ChildProcess) => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  let child = await launch({});
  return {
    port,
    dataDir,
    async restart(extra = {}) {
      await halt(child);
      child = await launch(extra);
    },
    async stop() {
      await halt(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The environment that runs a server `days` ahead of the real clock: libfaketime (Debian's
 * faketime package, which .ci/run installs) preloaded, the wall clock moved, the monotonic
 * clock left alone so timers keep their pace. Throws when the library is missing, so a test
 * that needs it fails instead of passing on the real clock.
 */
export function clockMovedBy(days: number): Record<string, string> {
  const library = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
    .map((arch) => `/usr/lib/${arch}/faketime/libfaketime.so.1`)
    .find((file) => existsSync(file));
  if (!library) throw new Error('libfaketime is missing: apt-get install faketime');
  return { LD_PRELOAD: library, FAKETIME: `+${days}d`, DONT_FAKE_MONOTONIC: '1' };
}

/** Starts the app the specs share: PUBLIC_URL set to its 127.0.0.1 address; returns the teardown. */
export default async function globalSetup() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer(
    {
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      // Tests speak as different visitors through X-Forwarded-For (support/test.ts).
      TRUST_PROXY: 'true',
      // As an operator would set them; the account exists already, so the start creates nobody.
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    { port, prepare: addStaffAccounts },
  );
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
