// A PostgreSQL cluster of the chaos run's own: a fresh data directory in /tmp, a free port,
// trust authentication on 127.0.0.1, started and stopped with pg_ctl. Never the machine's
// shared server: that one is not restarted by this script. PostgreSQL refuses to run as root,
// so as root the commands run as the `postgres` OS user (runuser), in a directory it owns.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../security/server';

const BIN = process.env.CHAOS_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

function run(command: string, args: string[]): string {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]]
    : [path.join(BIN, command), args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface PrivatePostgres {
  url: string;
  start(): void;
  /** `immediate`: as a crash would (no checkpoint, connections cut); `fast`: a clean stop. */
  stop(mode?: 'immediate' | 'fast'): void;
  remove(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'evisa-chaos-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const db: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () =>
      void run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']),
    stop: (mode = 'immediate') => void run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    async remove() {
      try {
        db.stop('fast');
      } catch {
        // already stopped
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  db.start();
  return db;
}
