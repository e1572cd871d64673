import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '@/server/lib/secrets';
import { WebhookVerificationError } from '../provider';

// The sandbox gateway signs like Stripe does: HMAC-SHA256 over `${timestamp}.${rawBody}`, sent
// as `X-Sandbox-Signature: t=<unix seconds>,v1=<hex>`. The timestamp is signed, so an old
// webhook cannot be replayed later with a fresh one.

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Older (or further in the future) than this, a signed webhook is refused. */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const unixNow = () => Math.floor(Date.now() / 1000);

function hmac(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function signSandboxPayload(
  secret: string,
  rawBody: Buffer | string,
  timestamp: number = unixNow(),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

export function verifySandboxSignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: number = unixNow(),
): void {
  if (!header) throw new WebhookVerificationError('Missing webhook signature');
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [key, value] = item.trim().split('=', 2);
    if (key && value) parts.set(key, [...(parts.get(key) ?? []), value]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) {
    throw new WebhookVerificationError('Malformed webhook signature');
  }
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookVerificationError('Webhook timestamp is outside the tolerance');
  }
  const expected = hmac(secret, timestamp, rawBody);
  const matches = signatures.some((candidate) => constantTimeEqual(candidate, expected, 'hex'));
  if (!matches) throw new WebhookVerificationError('Invalid webhook signature');
}
