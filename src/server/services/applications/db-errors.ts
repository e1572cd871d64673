/**
 * The PostgreSQL error under a driver error: drizzle wraps it (DrizzleQueryError.cause), and
 * pg and PGlite both expose `code` and `constraint` on the original.
 */
function postgresError(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if (
      typeof e === 'object' &&
      'code' in e &&
      typeof e.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(e.code)
    ) {
      return e as { code?: string; constraint?: string };
    }
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const pgError = postgresError(err);
  return pgError?.code === '23505' && pgError.constraint === constraint;
}
