import { safeErrorMessage } from '@/server/lib/safe-error';

/** A failure that retrying cannot fix (unknown template, malformed payload): fail the row at once. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

const MAX_ERROR_LENGTH = 500;

/**
 * The error as stored in `last_error` and logged: one line, truncated, with credentials in URLs
 * and email addresses removed (SMTP replies often echo the recipient).
 */
export function describeError(err: unknown): string {
  const raw =
    err instanceof Error
      ? `${err.name === 'Error' ? '' : `${err.name}: `}${safeErrorMessage(err)}`
      : String(err);
  const clean = raw
    .replace(/\/\/[^/\s@]*:[^/\s@]*@/g, '//[redacted]@')
    .replace(/\b(auth(?:orization)?|pass(?:word)?)\b\s*[:=]\s*\S+/gi, '$1=[redacted]')
    .replace(/[^\s<>"'(),;:/[\]]+@[^\s<>"'(),;:/[\]]+\.[^\s<>"'(),;:/[\]]+/g, '[address]')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > MAX_ERROR_LENGTH ? `${clean.slice(0, MAX_ERROR_LENGTH - 1)}…` : clean;
}
