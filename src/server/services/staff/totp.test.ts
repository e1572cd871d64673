import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateTotpSecret, matchTotpStep, totpCodeAt, totpUri } from './totp';

const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP', () => {
  it('matches RFC 6238 test vector (SHA-1, 59 s)', () => {
    // RFC 6238 appendix B: secret '12345678901234567890', T = 59 -> 94287082 (8 digits); 6 digits: 287082.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCodeAt(secret, at(59))).toBe('287082');
    expect(matchTotpStep(secret, '287082', at(59))).toBe(1);
  });

  it('accepts one step either side and names the step the code belongs to', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 4_000_000_000 }),
        fc.integer({ min: -3, max: 3 }),
        (t, offset) => {
          const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
          const now = at(t);
          const code = totpCodeAt(secret, at(t + offset * 30));
          const step = matchTotpStep(secret, code, now);
          const nowStep = Math.floor(t / 30);
          if (Math.abs(offset) <= 1) expect(step).toBe(nowStep + offset);
          // A different step's code rarely collides by chance (one in a million per step).
          else if (step !== null) expect(Math.abs(step - nowStep)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses anything but six digits', () => {
    const secret = generateTotpSecret();
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456'])
      expect(matchTotpStep(secret, code, new Date())).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URL apps can read', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(totpUri(secret, 'alice'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toContain('alice');
  });
});
