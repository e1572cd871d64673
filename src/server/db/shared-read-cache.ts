import pg from 'pg';
import type { ChangeCounter } from './kept-results';

// PostgreSQL's cache of the applicant's pure reads, shared by every process and instance that
// writes to the database (docs/decisions/0054-shared-read-cache.md).
//
// Every table a kept statement reads has a statement trigger (migration 0033) that notifies
// the channel `applicant_reads` when a transaction that changed it commits. Each process listens
// on one connection of its own; each notification moves a counter. A result is kept with the
// counter's value when its statement was issued, and only if the counter has not moved by the
// time it arrives.
//
// Before a kept result (or a query in flight) is handed out, the listening connection is asked a
// trivial query (its session's process id, which must be the listening session's) sent after the
// request arrived (one for all the requests waiting meanwhile). A
// transaction that committed before then had signalled the listening session before that
// query reached it, and a session delivers its notifications before it answers: so once the
// answer is in, every change committed before the request is counted, and a result is handed
// out only if the counter has not moved since its statement was issued. That is what running the
// statement again would return, without running it.
//
// Whenever the listening connection is not there (starting, lost, reconnecting) nothing is kept
// or handed out: every read runs its statement.

const APPLICANT_READS_CHANNEL = 'applicant_reads';

const POOLED =
  'kept reads are off: the listening connection is answered by other sessions (DATABASE_URL ' +
  'goes through a pooler in transaction mode; see docs/deploy.md)';

/** The session's own process id: the same on every answer unless a pooler shares the connection. */
async function backendPid(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return rows[0]!.pid;
}

/** How long the listening connection may take to answer before it is given up and replaced. */
const BARRIER_TIMEOUT_MS = 2_000;
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 30_000;

export interface SharedReadCache extends ChangeCounter {
  /** Keep the results of this statement text (a SELECT that reads tables only, no volatile function). */
  cacheResultsOf(sqlText: string): void;
  /** Ends the listening connection; from then on every read runs its statement. */
  close(): Promise<void>;
  /** The registered statements' texts: for the test that each table they read notifies. */
  statementTexts(): string[];
}

export interface SharedReadCacheOptions {
  connectionString: string;
  onError: (err: Error) => void;
}

/** Listens only once a statement is registered (a one-off command never does). */
export function createSharedReadCache({
  connectionString,
  onError,
}: SharedReadCacheOptions): SharedReadCache {
  const statements = new Set<string>();
  let generation = 0;
  let listener: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let reconnectDelay = RECONNECT_FIRST_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let listenerPid: number | undefined;
  /** Set when the listening connection turned out to be shared (a pooler): no more listening. */
  let refused = false;

  // Kept results are handed out only under the counter's value they were kept with: moving it
  // forgets them all.
  const forgetEverything = () => void generation++;

  function lost(client: pg.Client, err?: Error) {
    if (listener !== client) return;
    listener = undefined;
    listening = false;
    forgetEverything();
    client.removeAllListeners('notification');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (err && !closed) onError(err);
    scheduleConnect();
  }

  function scheduleConnect() {
    if (closed || refused || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void connect();
    }, reconnectDelay);
    reconnectTimer.unref();
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
  }

  async function connect() {
    if (closed || listener) return;
    const client = new pg.Client({ connectionString, keepAlive: true });
    listener = client;
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === APPLICANT_READS_CHANNEL) generation++;
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${APPLICANT_READS_CHANNEL}`);
      const pid = await backendPid(client);
      if (listener !== client || closed) return;
      listenerPid = pid;
      forgetEverything();
      listening = true;
      reconnectDelay = RECONNECT_FIRST_MS;
    } catch (err) {
      lost(client, err instanceof Error ? err : new Error(String(err)));
    }
  }

  // The barrier: a trivial query on the listening connection, sent after the caller arrived.
  // One in flight at a time; callers that arrive meanwhile wait for the next one.
  let inFlight: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  function caughtUp(): Promise<boolean> {
    if (!inFlight) {
      const run = askListener();
      inFlight = run;
      void run.finally(() => {
        if (inFlight === run) inFlight = undefined;
      });
      return run;
    }
    queued ??= inFlight.then(() => {
      queued = undefined;
      return caughtUp();
    });
    return queued;
  }

  async function askListener(): Promise<boolean> {
    const client = listener;
    if (!client || !listening) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), BARRIER_TIMEOUT_MS);
    });
    try {
      const pid = await Promise.race([backendPid(client), timeout]);
      if (pid === false) {
        lost(client, new Error('the read cache listener did not answer in time'));
        return false;
      }
      // Another session answered: a pooler in transaction mode shares this connection, so the
      // session that listens is not the one asked, and notifications may never arrive. Kept
      // reads stay off for good (docs/deploy.md: PostgreSQL directly or a session-mode pooler).
      if (pid !== listenerPid) {
        refused = true;
        lost(client, new Error(POOLED));
        return false;
      }
      return listener === client && listening;
    } catch {
      return false; // the connection's own 'error' event replaces it
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    cacheResultsOf: (sqlText) => {
      statements.add(sqlText);
      void connect();
    },
    generation: () => generation,
    active: () => listening,
    close: async () => {
      closed = true;
      clearTimeout(reconnectTimer);
      const client = listener;
      listener = undefined;
      listening = false;
      forgetEverything();
      await client?.end().catch(() => undefined);
    },
    statementTexts: () => [...statements],
    caughtUp,
  };
}
