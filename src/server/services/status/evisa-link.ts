import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '@/server/lib/secrets';
import { EVISA_DOWNLOAD_PATH, EVISA_LINK_TTL_MINUTES } from '@/domain/status-check';

// Short-lived links to an approved applicant's e-visa (docs/requirements/status-check.md).
// The token names the document and its expiry and carries an HMAC-SHA256 over both, so the
// server keeps no state: `<documentId>.<expiry seconds>.<base64url signature>`.

export const EVISA_LINK_SECRET_FILE = 'evisa-link-secret';
export const EVISA_LINK_TTL_MS = EVISA_LINK_TTL_MINUTES * 60 * 1000;

const TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([1-9][0-9]{0,11})\.[A-Za-z0-9_-]{43}$/;

function signature(secret: string, documentId: string, expiresAt: number): string {
  // The purpose is part of the signed text, so no other HMAC made with this secret can pass.
  return createHmac('sha256', secret)
    .update(`evisa-link:v1:${documentId}:${expiresAt}`)
    .digest('base64url');
}

function tokenFor(secret: string, documentId: string, expiresAt: number): string {
  return `${documentId}.${expiresAt}.${signature(secret, documentId, expiresAt)}`;
}

/** A token for the document, valid for EVISA_LINK_TTL_MS from `now`. */
export function signEvisaToken({
  secret,
  documentId,
  now,
}: {
  secret: string;
  documentId: string;
  now: Date;
}): string {
  const expiresAt = Math.floor((now.getTime() + EVISA_LINK_TTL_MS) / 1000);
  return tokenFor(secret, documentId.toLowerCase(), expiresAt);
}

export function evisaLinkPath(token: string): string {
  return `${EVISA_DOWNLOAD_PATH}${token}`;
}

/**
 * The document a token names, or undefined when it is malformed, forged, altered or expired.
 * The whole token is rebuilt and compared, so even a change that decodes to the same bytes
 * (base64's spare bits) is refused.
 */
export function verifyEvisaToken({
  secret,
  token,
  now,
}: {
  secret: string;
  token: string;
  now: Date;
}): string | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const documentId = match[1]!;
  const expiresAt = Number(match[2]);
  if (!constantTimeEqual(token, tokenFor(secret, documentId, expiresAt))) return undefined;
  return expiresAt * 1000 > now.getTime() ? documentId : undefined;
}
