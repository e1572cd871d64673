import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits as base64url: session tokens and login challenges. */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 hex. Enough for random secrets of 80+ bits (tokens, challenges, recovery codes): a
 * leaked table cannot be reversed by guessing, unlike a password table, so no slow hash.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
