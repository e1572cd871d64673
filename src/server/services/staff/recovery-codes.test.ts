import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateRecoveryCode,
  looksLikeRecoveryCode,
  normalizeRecoveryCode,
} from './recovery-codes';

describe('recovery codes', () => {
  it('are four groups of four unambiguous symbols', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateRecoveryCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
  });

  it('read the same however they are typed back', () => {
    fc.assert(
      fc.property(
        fc.constant(null).map(generateRecoveryCode),
        fc.boolean(),
        fc.boolean(),
        (code, lower, spaced) => {
          let typed = lower ? code.toLowerCase() : code;
          typed = spaced ? typed.replace(/-/g, ' ') : typed.replace(/-/g, '');
          expect(normalizeRecoveryCode(typed)).toBe(normalizeRecoveryCode(code));
          expect(looksLikeRecoveryCode(typed)).toBe(true);
        },
      ),
    );
  });

  it('are not mistaken for TOTP codes and vice versa', () => {
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode('')).toBe(false);
  });
});
