import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ADMIN, E2E_REVIEWER } from './staff';

/** Finds a free TCP port on loopback. */
function freePort(): Promise<number> {
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
 * The staff accounts, added with the staff CLI as an operator would (before the server holds
 * DATA_DIR). The server would create E2E_ADMIN itself from ADMIN_USERNAME, but only when no
 * account exists, and the reviewer's comes first. On a reused PostgreSQL database an account
 * may exist already: its password and second factor are reset, so each spec enrols afresh.
 */
function addStaffAccounts(dataDir: string) {
  for (const account of [E2E_ADMIN, E2E_REVIEWER]) {
    const run = (...args: string[]) =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          STAFF_PASSWORD: account.password,
          TSX_TSCONFIG_PATH: 'tsconfig.node.json',
        },
        stdio: 'ignore',
      });
    try {
      run('add', account.username);
    } catch {
      run('password', account.username);
    }
    run('reset-mfa', account.username);
  }
}

/** Starts the built app on a free port with a fresh DATA_DIR; returns the teardown. */
export default async function globalSetup() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
  const serverEntry = path.join(buildDir, 'server', 'server.js');
  if (!existsSync(serverEntry)) throw new Error('Run `npm run build` before the end-to-end tests.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evisa-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  addStaffAccounts(dataDir);
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(buildDir, 'client'),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Tests speak as different visitors through X-Forwarded-For (support/test.ts).
      TRUST_PROXY: 'true',
      // As an operator would set them; the account exists already, so the start creates nobody.
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
