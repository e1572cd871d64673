import type { PGlite } from '@electric-sql/pglite';
import type { ChangeCounter } from './kept-results';

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

const PARSE = 0x50; // 'P'
const SYNC = 0x53; // 'S'

export interface EmbeddedReadCache extends ChangeCounter {
  /** Keep the results of this statement text (a SELECT that reads tables only, no volatile function). */
  cacheResultsOf(sqlText: string): void;
}

const CAUGHT_UP = Promise.resolve(true);

/** Call once on a fresh client, before any query: wraps its `execProtocolRawSync`. */
export function installEmbeddedReadCache(client: PGlite): EmbeddedReadCache {
  let generation = 0;
  const statements = new Set<string>();
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

  return {
    cacheResultsOf: (sqlText) => {
      statements.add(sqlText);
      byteLengths.add(Buffer.byteLength(sqlText));
    },
    generation: () => generation,
    // Every statement runs in this process: once issued, nothing that ran before is uncounted.
    caughtUp: () => CAUGHT_UP,
    active: () => true,
  };
}

/** Whether the buffer is exactly one protocol message: its type, then its own length. */
function isOneMessage(message: Uint8Array): boolean {
  if (message.length < 5) return false;
  const declared = new DataView(message.buffer, message.byteOffset, 5).getInt32(1);
  return message.length === 1 + declared;
}
