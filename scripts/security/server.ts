// Starts the built server for the attack suite: a free port, a fresh DATA_DIR, output captured.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'dist');
const serverEntry = path.join(buildDir, 'server', 'server.js');

export interface StartedServer {
  url: string;
  dataDir: string;
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

/** The built server with `env` on top of a production-like environment; never waits for it. */
export function spawnServer(env: Record<string, string>): Omit<StartedServer, 'url'> {
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

/** The target: the sandbox opted into on purpose, as a staging deployment would run it. */
export async function startTarget(): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnServer({ PORT: String(port), PUBLIC_URL: url, PAYMENT_PROVIDER: 'sandbox' });
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { ...server, url };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
