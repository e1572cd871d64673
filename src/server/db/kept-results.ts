// Results of a registered statement kept under their parameters, each with the value of the
// database's change counter when the statement was issued, and the queries in flight. The counter
// is the embedded database's (docs/decisions/0052-embedded-read-cache.md) or PostgreSQL's
// (0054-shared-read-cache.md).

/** Results kept at most per statement; beyond it the oldest is dropped (a flood of made-up tokens). */
const MAX_ENTRIES = 1_000;

interface Kept<R> {
  generation: number;
  result: R;
}

interface KeptStatement<R> {
  kept: Map<string, Kept<R>>;
  pending: Map<string, Kept<Promise<R>>>;
}

function keptStatement<R>(): KeptStatement<R> {
  return { kept: new Map(), pending: new Map() };
}

/** Keeps a result, frozen so whoever reads it cannot change it for the next caller. */
function keep<R>(statement: KeptStatement<R>, key: string, entry: Kept<R>): void {
  const { kept } = statement;
  kept.delete(key);
  if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value!);
  deepFreeze(entry.result);
  kept.set(key, entry);
}

/**
 * Runs the statement and keeps its result if `current()` is still the counter it had when the
 * statement was issued; concurrent callers meanwhile find it in `pending`.
 */
async function runAndKeep<R>(
  statement: KeptStatement<R>,
  key: string,
  current: () => number,
  run: () => Promise<R>,
): Promise<R> {
  const issuedAt = current();
  const pending = { generation: issuedAt, result: run() };
  statement.pending.set(key, pending);
  try {
    const result = await pending.result;
    if (current() === issuedAt) keep(statement, key, { generation: issuedAt, result });
    return result;
  } finally {
    if (statement.pending.get(key) === pending) statement.pending.delete(key);
  }
}

/** What decides whether a kept result still holds: the database's own cache (embedded or shared). */
export interface ChangeCounter {
  /** Moves whenever anything a kept statement reads may have changed. */
  generation(): number;
  /**
   * Resolves true once every change committed before the call has moved the counter; false
   * when that cannot be known (then nothing is handed out or kept).
   */
  caughtUp(): Promise<boolean>;
  /** Whether results may be kept at all right now. */
  active(): boolean;
}

/** A prepared statement, as drizzle's `prepare()` returns it. */
export interface CacheableStatement {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Wraps the statement's `execute` so that its (mapped, frozen) result is kept under its
 * parameters, and handed out while the counter has not moved since the statement was issued.
 */
export function keepResultsOf(statement: CacheableStatement, counter: ChangeCounter): void {
  const execute = statement.execute.bind(statement);
  const results = keptStatement<unknown>();
  statement.execute = async (values) => {
    const key = cacheKey(values);
    if (key === undefined || !counter.active()) return execute(values);
    // A result kept, or a query in flight, since the last change counted...
    const current = () =>
      [results.kept.get(key), results.pending.get(key)].find(
        (entry) => entry?.generation === counter.generation(),
      );
    // ...handed out only if that still holds once every change committed before this call
    // has been counted.
    if (current() && (await counter.caughtUp())) {
      const found = current();
      if (found) return found.result;
    }
    if (!counter.active()) return execute(values);
    return runAndKeep(results, key, counter.generation, () => execute(values));
  };
}

/** The parameters by name; undefined (not kept) when one is not a string, number, boolean or null. */
function cacheKey(values: Record<string, unknown> = {}): string | undefined {
  const parts: string[] = [];
  for (const name of Object.keys(values).sort()) {
    const value = values[name];
    if (value === null) parts.push(name, 'n');
    else if (typeof value === 'string') parts.push(name, `s${value}`);
    else if (typeof value === 'number' || typeof value === 'boolean') parts.push(name, `v${value}`);
    else return undefined;
  }
  // Unambiguous: JSON of an array of strings.
  return JSON.stringify(parts);
}

/** Freezes the value and everything in it (but the bytes of a typed array, which cannot be). */
export function deepFreeze<T>(value: T): T {
  // A typed array cannot be frozen; bytes are not among what the cached statements select.
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
