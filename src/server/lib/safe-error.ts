// Errors as the logs see them: enough to find the fault, nothing a user typed. A failing query
// (drizzle, node-postgres, PGlite) carries its parameters (passport numbers, names, emails,
// resume links with tokens) in `params`, in its message and in the database's `detail`; only
// the statement's shape, the error code and the names of the objects involved are kept.

const MAX_QUERY_LENGTH = 2000;
const MAX_CAUSE_DEPTH = 5;
/** Fields that only ever hold values, never shape. */
const VALUE_FIELDS = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'internalQuery',
  'queryOptions',
  'hint',
  'position',
  'internalPosition',
]);
/** Database error fields that name things (SQLSTATE, constraint, table...), kept as they are. */
const NAME_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
];
/** Quoted words a database message may keep: they name objects, they are not values. */
const IDENTIFIER_BEFORE_QUOTE =
  /\b(constraint|relation|table|column|type|index|function|schema|encoding|database|role|sequence|view|trigger|extension|operator|savepoint|cursor|statement)\s*$/i;

type LoggableError = Error & Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A SQL text without its literals; values travel as $1, $2... and are dropped anyway. */
function queryShape(query: string): string {
  const shape = query.replace(/'(?:[^']|'')*'/g, "'?'");
  return shape.length > MAX_QUERY_LENGTH ? `${shape.slice(0, MAX_QUERY_LENGTH)}…` : shape;
}

/** Keeps quoted identifiers ('constraint "x_pkey"'), replaces quoted values ('uuid: "P123"'). */
function scrubDatabaseMessage(message: string): string {
  return message.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) =>
    IDENTIFIER_BEFORE_QUOTE.test(message.slice(0, offset)) ? quoted : '"[redacted]"',
  );
}

const isDatabaseError = (err: LoggableError) =>
  typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && 'severity' in err;

/** The message, safe to log: a failed query shows its shape only, a database error no values. */
export function safeErrorMessage(err: unknown): string {
  if (!(err instanceof Error)) return isObject(err) ? '[non-error object]' : String(err);
  const e = err as LoggableError;
  if (typeof e.query === 'string' && e.message.startsWith('Failed query:'))
    return `Failed query: ${queryShape(e.query)}`;
  if (isDatabaseError(e) || 'params' in e) return scrubDatabaseMessage(e.message);
  return e.message;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** pino's `err` serializer with the values taken out (see the file comment). */
export function serializeError(err: unknown, depth = 0): SerializedError {
  if (!(err instanceof Error))
    return { type: typeof err, message: safeErrorMessage(err), stack: '' };
  const e = err as LoggableError;
  const message = safeErrorMessage(e);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SerializedError = {
    type: e.constructor?.name ?? e.name,
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
  if (typeof e.query === 'string') out.query = queryShape(e.query);
  if (Array.isArray(e.params)) out.paramCount = e.params.length;
  for (const name of NAME_FIELDS) {
    if (typeof e[name] === 'string' || typeof e[name] === 'number') out[name] = e[name];
  }
  // Other own fields (a status code, an HTTP error's code) are kept when they are plain
  // numbers or short names; strings that may hold text go through nothing.
  for (const [key, value] of Object.entries(e)) {
    if (key in out || VALUE_FIELDS.has(key) || key === 'cause' || key === 'query') continue;
    if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'string' && /^[\w.:-]{1,64}$/.test(value)) out[key] = value;
  }
  if (e.cause !== undefined && depth < MAX_CAUSE_DEPTH)
    out.cause = serializeError(e.cause, depth + 1);
  if (err instanceof AggregateError && depth < MAX_CAUSE_DEPTH)
    out.errors = err.errors.map((inner: unknown) => serializeError(inner, depth + 1));
  return out;
}
