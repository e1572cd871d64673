// Failures that mean a service the server depends on is out of reach for now (the database
// restarting, the bucket's endpoint down), not a fault in the request or the code: they are
// answered 503 server.unavailable with Retry-After (plugins/errors.ts), so clients and load
// balancers retry instead of treating them as bugs (docs/requirements/faults.md).
/** Socket errors: nobody listening, the connection cut, no route, a name that does not resolve. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's own: class 08 (connection exception), 57P01-57P03 (the server shutting down,
 * crashed, or still starting: "the database system is starting up"), 53300 (too many
 * connections).
 */
const DATABASE_CODE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** node-postgres says a connection died in words only. */
const POOL_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
/** An S3 answer of this status: the service itself says it cannot serve now. */
const UNAVAILABLE_STATUSES = new Set([500, 502, 503, 504]);
const MAX_DEPTH = 6;

/**
 * True when `err`, or an error it wraps (drizzle's query error, the storage driver's
 * StorageError), is one of these. A bucket that answers but refuses (no such bucket, access
 * denied) is a misconfiguration: it stays a 500.
 */
export function isUnavailableError(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > MAX_DEPTH) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || DATABASE_CODE.test(code)))
    return true;
  if (POOL_MESSAGE.test(err.message)) return true;
  const s3Status = (err as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
  if (typeof s3Status === 'number' && UNAVAILABLE_STATUSES.has(s3Status)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isUnavailableError(e, depth + 1)))
    return true;
  return isUnavailableError(err.cause, depth + 1);
}
