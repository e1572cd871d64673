import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Database } from '@/server/db';
import { loadColumnKey } from '@/server/services/storage/encryption/column-key';
import { resolveKeyring } from '@/server/services/storage/encryption/keyring';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface RunningProcess {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  /** Resolves when a line containing `text` has been printed. */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
}

/**
 * Runs a TypeScript entry point the way `npm run dev` does (tsx with the server tsconfig), with
 * `env` on top of a clean environment: DATABASE_URL only when the test passes one; `args` after
 * the entry point.
 */
export function runTs(
  entry: string,
  env: Record<string, string | undefined>,
  args: string[] = [],
): RunningProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: repoRoot,
    env: { ...inherited, TSX_TSCONFIG_PATH: 'tsconfig.node.json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const onChunk = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout?.on('data', onChunk);
  child.stderr?.on('data', onChunk);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    exited,
    output: () => output,
    waitForOutput(text, timeoutMs = 20_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for "${text}"; output so far:\n${output}`));
        }, timeoutMs);
        function check() {
          if (!output.includes(text)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        }
        waiters.add(check);
        check();
        void exited.then(() => {
          if (!waiters.delete(check)) return;
          clearTimeout(timer);
          reject(new Error(`exited before "${text}":\n${output}`));
        });
      });
    },
  };
}

/** The real server (src/server/server.ts) on a free port. */
export function runServer(env: Record<string, string | undefined>): RunningProcess {
  return runTs('src/server/server.ts', {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    CLIENT_DIR: '/nonexistent-client',
    ...env,
  });
}

/**
 * Before a server process opens a database this test process writes sealed columns to: the
 * database's column key, sealed under the master key that server will read from DATA_DIR
 * (created here when missing), so both processes read each other's rows. The test process
 * adopts the key when the database already has one.
 */
export async function shareColumnKey(db: Database, dataDir: string): Promise<void> {
  const { keyring } = await resolveKeyring({
    configured: undefined,
    dataDir,
    mayCreate: async () => true,
  });
  await loadColumnKey(db, keyring);
}
