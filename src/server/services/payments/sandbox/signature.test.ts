import { describe, expect, it } from 'vitest';
import { WebhookVerificationError } from '../provider';
import { signSandboxPayload, verifySandboxSignature } from './signature';

const secret = 'unit-test-secret-0123456789abcdef0123';
const body = Buffer.from('{"id":"evt_1"}');
const now = 1_800_000_000;

describe('sandbox webhook signatures', () => {
  it('verifies its own signature within five minutes either way', () => {
    for (const skew of [0, -299, 299]) {
      const header = signSandboxPayload(secret, body, now + skew);
      expect(() => verifySandboxSignature(secret, body, header, now)).not.toThrow();
    }
  });

  it('refuses stale, future, forged, malformed and missing signatures', () => {
    const cases = [
      signSandboxPayload(secret, body, now - 301),
      signSandboxPayload(secret, body, now + 301),
      signSandboxPayload('another-secret-0123456789abcdef0123', body, now),
      signSandboxPayload(secret, Buffer.from('{"id":"evt_2"}'), now),
      `t=${now},v1=zz`,
      `t=${now}`,
      'v1=abc',
      'garbage',
      undefined,
    ];
    for (const header of cases) {
      expect(() => verifySandboxSignature(secret, body, header, now)).toThrow(
        WebhookVerificationError,
      );
    }
  });

  it('accepts any one matching v1 among several (secret rotation)', () => {
    const good = signSandboxPayload(secret, body, now).split(',')[1];
    expect(() =>
      verifySandboxSignature(secret, body, `t=${now},v1=${'0'.repeat(64)},${good}`, now),
    ).not.toThrow();
  });
});
