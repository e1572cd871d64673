import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '@/server/lib/secrets';
import {
  ACCOUNTING_DOWNLOAD_PATH,
  ADD_ON_DOWNLOAD_PATH,
  EVISA_DOWNLOAD_PATH,
  EVISA_LINK_TTL_MINUTES,
  TRAVELLER_EVISA_DOWNLOAD_PATH,
} from '@/domain/status-check';

// Short-lived links to an approved applicant's e-visa (docs/requirements/status-check.md).
// The token names the document and its expiry and carries an HMAC-SHA256 over both, so the
// server keeps no state: `<documentId>.<expiry seconds>.<base64url signature>`. A traveller's
// own e-visa link names the traveller (applicant) instead, under another purpose, so neither
// kind of token passes as the other and no id can be swapped in without the secret. A receipt's
// or credit note's link (docs/requirements/receipts.md) is made the same way under a third
// purpose, and a delivered extra's (docs/requirements/add-ons.md) under a fourth.

export const EVISA_LINK_SECRET_FILE = 'evisa-link-secret';
export const EVISA_LINK_TTL_MS = EVISA_LINK_TTL_MINUTES * 60 * 1000;

const TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([1-9][0-9]{0,11})\.[A-Za-z0-9_-]{43}$/;

/** What a token opens: an application's e-visa document, or one traveller's e-visa. */
type Purpose =
  'evisa-link:v1' | 'traveller-evisa-link:v1' | 'accounting-link:v1' | 'add-on-link:v1';

function signature(secret: string, id: string, expiresAt: number, purpose: Purpose): string {
  // The purpose is part of the signed text, so no other HMAC made with this secret can pass.
  return createHmac('sha256', secret).update(`${purpose}:${id}:${expiresAt}`).digest('base64url');
}

function tokenFor(secret: string, id: string, expiresAt: number, purpose: Purpose): string {
  return `${id}.${expiresAt}.${signature(secret, id, expiresAt, purpose)}`;
}

/** A token for `id` under `purpose`, valid for EVISA_LINK_TTL_MS from `now`. */
function signFor(purpose: Purpose, secret: string, id: string, now: Date): string {
  const expiresAt = Math.floor((now.getTime() + EVISA_LINK_TTL_MS) / 1000);
  return tokenFor(secret, id.toLowerCase(), expiresAt, purpose);
}

/** A token for the document, valid for EVISA_LINK_TTL_MS from `now`. */
export const signEvisaToken = (o: { secret: string; documentId: string; now: Date }): string =>
  signFor('evisa-link:v1', o.secret, o.documentId, o.now);

/** A token for one traveller's own e-visa, valid for EVISA_LINK_TTL_MS from `now`. */
export const signTravellerEvisaToken = (o: {
  secret: string;
  applicantId: string;
  now: Date;
}): string => signFor('traveller-evisa-link:v1', o.secret, o.applicantId, o.now);

/** A token for a receipt, invoice or credit note, valid for EVISA_LINK_TTL_MS from `now`. */
export const signAccountingToken = (o: { secret: string; documentId: string; now: Date }): string =>
  signFor('accounting-link:v1', o.secret, o.documentId, o.now);

/** A token for a delivered extra (add-ons.md), valid for EVISA_LINK_TTL_MS from `now`. */
export const signAddOnToken = (o: { secret: string; documentId: string; now: Date }): string =>
  signFor('add-on-link:v1', o.secret, o.documentId, o.now);

export function addOnLinkPath(token: string): string {
  return `${ADD_ON_DOWNLOAD_PATH}${token}`;
}

/** The extra's document a link names, or undefined (as verifyEvisaToken). */
export function verifyAddOnToken(options: {
  secret: string;
  token: string;
  now: Date;
}): string | undefined {
  return verify(options, 'add-on-link:v1');
}

export function accountingLinkPath(token: string): string {
  return `${ACCOUNTING_DOWNLOAD_PATH}${token}`;
}

/** The accounting document a receipt link names, or undefined (as verifyEvisaToken). */
export function verifyAccountingToken(options: {
  secret: string;
  token: string;
  now: Date;
}): string | undefined {
  return verify(options, 'accounting-link:v1');
}

export function travellerEvisaLinkPath(token: string): string {
  return `${TRAVELLER_EVISA_DOWNLOAD_PATH}${token}`;
}

export function evisaLinkPath(token: string): string {
  return `${EVISA_DOWNLOAD_PATH}${token}`;
}

/**
 * The document a token names, or undefined when it is malformed, forged, altered or expired.
 * The whole token is rebuilt and compared, so even a change that decodes to the same bytes
 * (base64's spare bits) is refused.
 */
export function verifyEvisaToken(options: {
  secret: string;
  token: string;
  now: Date;
}): string | undefined {
  return verify(options, 'evisa-link:v1');
}

/** The traveller a traveller's e-visa token names, or undefined (as verifyEvisaToken). */
export function verifyTravellerEvisaToken(options: {
  secret: string;
  token: string;
  now: Date;
}): string | undefined {
  return verify(options, 'traveller-evisa-link:v1');
}

function verify(
  { secret, token, now }: { secret: string; token: string; now: Date },
  purpose: Purpose,
): string | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const id = match[1]!;
  const expiresAt = Number(match[2]);
  if (!constantTimeEqual(token, tokenFor(secret, id, expiresAt, purpose))) return undefined;
  return expiresAt * 1000 > now.getTime() ? id : undefined;
}
