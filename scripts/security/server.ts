// Starts the built server for the attack suite: a free port, a fresh DATA_DIR, output captured.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseMasterKeys, staticKeyring } from '@/server/services/storage/encryption/keyring';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
const serverEntry = path.join(buildDir, 'server', 'server.js');

export interface StartedServer {
  url: string;
  dataDir: string;
  /** The database the server runs on: PostgreSQL when DATABASE_URL is set for the run. */
  database: 'pglite' | 'postgresql';
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The staff account the target starts with (a fresh, random password for each run). */
export const TARGET_ADMIN = {
  username: 'security-admin',
  password: `Sec-${randomBytes(18).toString('base64url')}`,
};

/**
 * The built server with `env` on top of a production-like environment; never waits for it.
 * It runs on the embedded database unless `env` names a DATABASE_URL.
 */
export function spawnServer(env: Record<string, string>): Omit<StartedServer, 'url' | 'database'> {
  if (!existsSync(serverEntry)) throw new Error('Run `npm run build` before `npm run security`.');
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'evisa-security-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CLIENT_DIR: path.join(buildDir, 'client'),
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { dataDir, child, output: () => output, exited };
}

/** The staff account, added with the staff CLI as an operator would (reset when it exists). */
function addTargetAdmin(dataDir: string, databaseUrl: string | undefined) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const run = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
      env: {
        ...inherited,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        DATA_DIR: dataDir,
        STAFF_PASSWORD: TARGET_ADMIN.password,
        TSX_TSCONFIG_PATH: 'tsconfig.node.json',
      },
      stdio: 'ignore',
    });
  try {
    run('add', TARGET_ADMIN.username);
  } catch {
    run('password', TARGET_ADMIN.username);
  }
  run('reset-mfa', TARGET_ADMIN.username);
}

/**
 * On PostgreSQL the run works in a database of its own on the same server (made here, dropped
 * by the function returned), so its targets' column key (docs/decisions/0039) is not left in
 * the database the browser tests use next with another key. Without DATABASE_URL: nothing.
 */
export async function useOwnDatabase(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return async () => {};
  const name = `security_${randomBytes(6).toString('hex')}`; // hex only: safe in DDL
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return async () => {
    process.env.DATABASE_URL = serverUrl;
    await admin(`drop database if exists "${name}" with (force)`);
  };
}

/**
 * One master key for every target of this run: on PostgreSQL they share one database, as the
 * instances of one deployment do, so they must share its key (docs/decisions/0039).
 */
const SHARED_MASTER_KEY = randomBytes(32).toString('base64');

/** The key a PostgreSQL target encrypts with (a PGlite target keeps its own in DATA_DIR). */
export const sharedKeyring = () =>
  staticKeyring(parseMasterKeys(SHARED_MASTER_KEY, 'the security run'));

/**
 * The target: the sandbox opted into on purpose, as a staging deployment would run it, with
 * one staff account; on PostgreSQL when this run has DATABASE_URL (CI's second pass), so the
 * races are tried where requests really overlap.
 */
export async function startTarget(env: Record<string, string> = {}): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evisa-security-'));
  addTargetAdmin(dataDir, databaseUrl);
  const server = spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    PAYMENT_PROVIDER: 'sandbox',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEY: SHARED_MASTER_KEY } : {}),
    ...env,
  });
  await waitHealthy(server, url);
  return { ...server, url, database: databaseUrl ? 'postgresql' : 'pglite' };
}

/** Resolves once the server answers /api/health; throws with its output if it never does. */
export async function waitHealthy(server: Omit<StartedServer, 'url' | 'database'>, url: string) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

/** Stops a started server and removes its DATA_DIR. */
export async function stopServer(server: Omit<StartedServer, 'url' | 'database'>) {
  if (server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await rm(server.dataDir, { recursive: true, force: true });
}
