import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

// The embedded database's cache of pure reads (docs/decisions/0052-embedded-read-cache.md).
//
// PGlite runs in this process and no other process opens its data directory (the DATA_DIR
// lock), so this process sees every statement that could change the data: each reaches
// PostgreSQL through `execProtocolRawSync`, one protocol message at a time, synchronously, one
// statement after another under PGlite's own lock. Every message moves a counter before it runs,
// except the messages of a statement registered as cacheable (a SELECT that only reads tables),
// recognised by the text of its Parse message and followed until its Sync.
//
// A cacheable statement's result is kept with the counter's value when the statement was
// issued, and only if the counter still has that value when the result arrives: no other
// statement (nor a transaction's BEGIN or COMMIT) ran in between. Later calls with
// the same statement and parameters get it back while the counter keeps that value, so while
// nothing else has run since: exactly what running the statement again would return.
// Concurrent calls that find no result join the one in flight, if nothing else ran since it
// was issued.

/** Results kept at most per statement; beyond it the oldest is dropped (a flood of made-up tokens). */
const MAX_ENTRIES = 1_000;

const PARSE = 0x50; // 'P'
const SYNC = 0x53; // 'S'

interface Entry {
  generation: number;
  result: Results<unknown>;
}
interface Pending {
  generation: number;
  result: Promise<Results<unknown>>;
}
interface Statement {
  kept: Map<string, Entry>;
  pending: Map<string, Pending>;
}

export interface EmbeddedReadCache {
  /** Keep the results of this statement text (a SELECT that reads tables only, no volatile function). */
  cacheResultsOf(sqlText: string): void;
}

/** Call once on a fresh client, before any query: wraps its `query` and `execProtocolRawSync`. */
export function installEmbeddedReadCache(client: PGlite): EmbeddedReadCache {
  let generation = 0;
  const statements = new Map<string, Statement>();
  // The Parse message's text is compared only when its length is one of theirs.
  const byteLengths = new Set<number>();
  const decoder = new TextDecoder();
  let inPureStatement = false;

  /** Whether this Parse message's statement text is a cacheable one. */
  function parsesCacheable(message: Uint8Array): boolean {
    const nameEnd = message.indexOf(0, 5);
    if (nameEnd < 0) return false;
    const textEnd = message.indexOf(0, nameEnd + 1);
    if (textEnd < 0 || !byteLengths.has(textEnd - nameEnd - 1)) return false;
    return statements.has(decoder.decode(message.subarray(nameEnd + 1, textEnd)));
  }

  // Every statement PGlite runs, whichever method sent it, reaches the WebAssembly here,
  // synchronously: no other code runs while a message executes.
  const execProtocolRawSync = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message) => {
    // PGlite sends one message per call; a buffer holding more is counted, whatever it starts with.
    const single = isOneMessage(message);
    if (message[0] === PARSE) inPureStatement = single && parsesCacheable(message);
    if (!inPureStatement || !single) generation++;
    if (message[0] === SYNC) inPureStatement = false;
    return execProtocolRawSync(message);
  };

  const query = client.query.bind(client);
  client.query = async <T>(sqlText: string, params?: unknown[], options?: QueryOptions) => {
    const statement = statements.get(sqlText);
    const key = statement && cacheKey(params, options);
    if (!statement || key === undefined) return query<T>(sqlText, params, options);
    const kept = statement.kept.get(key);
    // Kept results are frozen, so whoever reads one cannot change it for the next caller.
    if (kept?.generation === generation) return kept.result as Results<T>;
    const inFlight = statement.pending.get(key);
    if (inFlight?.generation === generation) return (await inFlight.result) as Results<T>;
    const issuedAt = generation;
    const result = query<T>(sqlText, params, options);
    const pending = { generation: issuedAt, result };
    statement.pending.set(key, pending);
    try {
      const rows = await result;
      if (generation === issuedAt) keep(statement, key, { generation: issuedAt, result: rows });
      return rows;
    } finally {
      if (statement.pending.get(key) === pending) statement.pending.delete(key);
    }
  };

  return {
    cacheResultsOf: (sqlText) => {
      if (statements.has(sqlText)) return;
      statements.set(sqlText, { kept: new Map(), pending: new Map() });
      byteLengths.add(Buffer.byteLength(sqlText));
    },
  };
}

/** Whether the buffer is exactly one protocol message: its type, then its own length. */
function isOneMessage(message: Uint8Array): boolean {
  if (message.length < 5) return false;
  const declared = new DataView(message.buffer, message.byteOffset, 5).getInt32(1);
  return message.length === 1 + declared;
}

function keep(statement: Statement, key: string, entry: Entry) {
  const { kept } = statement;
  kept.delete(key);
  if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
  deepFreeze(entry.result);
  kept.set(key, entry);
}

/**
 * The parameters and the row mode; undefined (not kept) when a parameter is not a string,
 * number, boolean or null, or when the options carry anything but the row mode and value
 * parsers (drizzle passes the same parsers for a given statement).
 */
function cacheKey(params: unknown[] = [], options?: QueryOptions) {
  const parts: string[] = [options?.rowMode ?? 'object'];
  for (const param of params) {
    if (param === null) parts.push('n');
    else if (typeof param === 'string') parts.push(`s${param}`);
    else if (typeof param === 'number' || typeof param === 'boolean') parts.push(`v${param}`);
    else return undefined;
  }
  if (options && Object.keys(options).some((k) => k !== 'rowMode' && k !== 'parsers')) {
    return undefined;
  }
  // Unambiguous: JSON of an array of strings.
  return JSON.stringify(parts);
}

function deepFreeze<T>(value: T): T {
  // A typed array cannot be frozen; bytes are not among what the cached statements select.
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
