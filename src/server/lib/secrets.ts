import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// The secrets we issue (applicant access tokens, resume codes, staff sessions and login
// challenges) and how they are stored and compared, written once.

/** What every token we issue looks like when it comes back: base64url, 20 to 200 characters. */
export const TOKEN_SHAPE = '[A-Za-z0-9_-]{20,200}';

/** 256 random bits as base64url (43 characters): shown once, stored only as its sha256Hex. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 hex. Enough for random secrets of 80+ bits (tokens, codes, challenges, recovery codes):
 * a leaked table cannot be reversed by guessing, unlike a password table, so no slow hash.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * Whether two secrets are equal, in time that does not depend on where they differ. Strings are
 * compared as bytes in `encoding` (utf8, or hex for digests); a length difference is not hidden,
 * as the lengths are public (a digest's, a signature's).
 */
export function constantTimeEqual(
  given: string,
  expected: string,
  encoding: 'utf8' | 'hex' = 'utf8',
): boolean {
  const a = Buffer.from(given, encoding);
  const b = Buffer.from(expected, encoding);
  return a.length === b.length && timingSafeEqual(a, b);
}
