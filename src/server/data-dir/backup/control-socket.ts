import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@/server/db';
import { packArchive } from './archive';
import { BACKUP_STAGING, BackupError, CONTROL_SOCKET } from './layout';
import { takeSnapshot, type Snapshot } from './snapshot';

// PGlite is one process's: a backup command cannot open the database while the server runs. The
// server answers it on a Unix socket in DATA_DIR instead (docs/decisions/0025-backup-restore.md).
// Protocol: the client sends one JSON line, {"command":"backup"}; the server answers one JSON
// line, {"ok":true} followed by the gzipped archive until the connection ends, or
// {"ok":false,"error":"..."}. The client checks the whole archive, so a cut-off one is refused.

/** Unix socket paths are limited to about 107 bytes (sun_path); a longer one cannot listen. */
const MAX_SOCKET_PATH = 100;
const MAX_REQUEST_BYTES = 1024;

export interface ControlSocket {
  /** The socket's path, or undefined when none listens (PostgreSQL, or a path too long). */
  readonly path: string | undefined;
  /** Stops listening, ends a backup in progress and removes the socket file. */
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR/control.sock (mode 0600) when the database is the embedded one; call
 * while holding the DATA_DIR lock, which makes a socket file left by a crash safe to replace.
 */
export async function startControlSocket({
  dataDir,
  database,
  log,
}: {
  dataDir: string;
  database: DatabaseHandle;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}): Promise<ControlSocket> {
  if (database.driver.kind !== 'pglite') return { path: undefined, close: async () => {} };
  const client = database.driver.client;
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  // What a killed server left behind: its socket file and the links of a backup it was sending.
  await rm(socketPath, { force: true });
  await rm(path.join(dataDir, BACKUP_STAGING), { recursive: true, force: true });
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      { socket: socketPath },
      'DATA_DIR is too long a path for the backup socket: npm run backup works only with the ' +
        'server stopped',
    );
    return { path: undefined, close: async () => {} };
  }

  const connections = new Set<net.Socket>();
  let busy = false;
  const server = net.createServer((conn) => {
    connections.add(conn);
    conn.on('close', () => connections.delete(conn));
    conn.on('error', () => undefined); // a client gone mid-answer; the pipeline reports it
    void answer(conn);
  });

  async function answer(conn: net.Socket) {
    let request: { command?: unknown };
    try {
      request = JSON.parse(await readLine(conn)) as { command?: unknown };
    } catch {
      return reply(conn, { ok: false, error: 'expected one JSON line' });
    }
    if (request?.command !== 'backup')
      return reply(conn, {
        ok: false,
        error: `unknown command ${JSON.stringify(request?.command)}`,
      });
    if (busy) return reply(conn, { ok: false, error: 'a backup is already being taken' });
    busy = true;
    const started = Date.now();
    let snapshot: Snapshot | undefined;
    try {
      snapshot = await takeSnapshot({ client, dataDir, link: true });
    } catch (err) {
      busy = false;
      log.error({ err }, 'backup failed');
      return reply(conn, {
        ok: false,
        error: `the server could not take the snapshot: ${String(err)}`,
      });
    }
    try {
      conn.write(`${JSON.stringify({ ok: true })}\n`);
      await pipeline(packArchive(snapshot), conn);
      log.info(
        { ...snapshot.counts, files: snapshot.files.length, ms: Date.now() - started },
        'backup sent',
      );
    } catch (err) {
      conn.destroy();
      log.error({ err }, 'backup failed while sending');
    } finally {
      busy = false;
      await snapshot.release().catch(() => undefined);
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  server.on('error', (err) => log.error({ err }, 'backup socket failed'));

  let closing: Promise<void> | undefined;
  return {
    path: socketPath,
    close: () =>
      (closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const conn of connections) conn.destroy();
        await closed; // also removes the socket file
        await rm(socketPath, { force: true });
        await rm(path.join(dataDir, BACKUP_STAGING), { recursive: true, force: true });
      })()),
  };
}

function reply(conn: net.Socket, message: { ok: boolean; error?: string }) {
  conn.end(`${JSON.stringify(message)}\n`);
}

/** The first line a client sends (at most 1 KB). */
function readLine(conn: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) {
        cleanup();
        resolve(text.slice(0, end));
      } else if (text.length > MAX_REQUEST_BYTES) {
        cleanup();
        reject(new Error('request too long'));
      }
    };
    const onEnd = () => {
      cleanup();
      reject(new Error('no request'));
    };
    const cleanup = () => {
      conn.off('data', onData);
      conn.off('end', onEnd);
      conn.off('error', onEnd);
    };
    conn.on('data', onData);
    conn.on('end', onEnd);
    conn.on('error', onEnd);
  });
}

/**
 * Asks the server running on `dataDir` for a backup. Resolves to the archive's bytes as they
 * arrive, or undefined when no server listens there (no socket, or one a dead server left).
 */
export async function requestServerBackup(dataDir: string): Promise<Readable | undefined> {
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  const conn = await new Promise<net.Socket | undefined>((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.off('error', onError);
      resolve(socket);
    });
    const onError = (err: NodeJS.ErrnoException) => {
      const nobody = ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK', 'ENAMETOOLONG'];
      if (err.code && nobody.includes(err.code)) resolve(undefined);
      else if (err.code === 'EACCES')
        reject(
          new BackupError(
            `${socketPath} refuses this user: run the backup as the user the server runs as.`,
          ),
        );
      else reject(err);
    };
    socket.once('error', onError);
  });
  if (!conn) return undefined;
  conn.write(`${JSON.stringify({ command: 'backup' })}\n`);
  const chunks = conn[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let newline = -1;
  while (newline < 0) {
    const next = await chunks.next();
    if (next.done) throw new BackupError('The server closed the backup socket without answering.');
    head = Buffer.concat([head, next.value]);
    newline = head.indexOf(0x0a);
    if (newline < 0 && head.length > MAX_REQUEST_BYTES) {
      conn.destroy();
      throw new BackupError('The backup socket answered something other than a backup.');
    }
  }
  let answer: { ok?: unknown; error?: unknown };
  try {
    answer = JSON.parse(head.subarray(0, newline).toString('utf8')) as typeof answer;
  } catch {
    conn.destroy();
    throw new BackupError('The backup socket answered something other than a backup.');
  }
  if (answer.ok !== true) {
    conn.destroy();
    throw new BackupError(`The running server refused the backup: ${String(answer.error)}.`);
  }
  const rest = head.subarray(newline + 1);
  return Readable.from(
    (async function* () {
      try {
        if (rest.length > 0) yield rest;
        for (;;) {
          const next = await chunks.next();
          if (next.done) return;
          yield next.value;
        }
      } finally {
        conn.destroy();
      }
    })(),
  );
}
