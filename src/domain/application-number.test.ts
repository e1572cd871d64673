import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationNumberAlphabet,
  applicationNumberFromBytes,
  displayApplicationNumber,
  formatApplicationNumber,
  isApplicationNumber,
  normalizeApplicationNumber,
} from '@/domain/application-number';

describe('alphabet', () => {
  it('has 32 distinct unambiguous symbols', () => {
    expect(new Set(applicationNumberAlphabet).size).toBe(32);
    expect(applicationNumberAlphabet).not.toMatch(/[01OI]/);
    expect(applicationNumberAlphabet).toMatch(/^[A-Z2-9]+$/);
  });
});

describe('formatApplicationNumber / isApplicationNumber', () => {
  it('builds EV + year + 8 characters', () => {
    expect(formatApplicationNumber(2026, 'K7QX3M9A')).toBe('EV2026K7QX3M9A');
    expect(isApplicationNumber('EV2026K7QX3M9A')).toBe(true);
  });

  it.each(['K7QX3M9', 'K7QX3M9AB', 'K7QX3M0A', 'K7QXOM9A', 'k7qx3m9a', 'K7QX3M1A', 'K7QXIM9A'])(
    'refuses the random part %j',
    (random) => {
      expect(() => formatApplicationNumber(2026, random)).toThrow(RangeError);
    },
  );

  it.each([999, 10000, 2026.5])('refuses the year %s', (year) => {
    expect(() => formatApplicationNumber(year, 'K7QX3M9A')).toThrow(RangeError);
  });

  it.each([
    '',
    'EV2026K7QX3M9',
    'EV2026K7QX3M9AA',
    'ev2026K7QX3M9A',
    'EV26K7QX3M9A',
    'VISA-EV2026K7QX3M9A',
    'EV2026K7QX3M0A',
  ])('does not recognise %j', (s) => {
    expect(isApplicationNumber(s)).toBe(false);
  });
});

describe('applicationNumberFromBytes', () => {
  it('maps bytes by their low 5 bits', () => {
    const bytes = new Uint8Array([0, 31, 32, 255, 1, 33, 224, 8]);
    expect(applicationNumberFromBytes(2026, bytes)).toBe('EV20262Z2Z332A');
  });

  it('always gives a valid number, and distinct bytes (mod 32) give distinct numbers', () => {
    const bytes = fc.uint8Array({ minLength: 8, maxLength: 16 });
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 9999 }), bytes, bytes, (year, a, b) => {
        const na = applicationNumberFromBytes(year, a);
        expect(isApplicationNumber(na)).toBe(true);
        const sameSymbols = [...a.subarray(0, 8)].every((x, i) => (x & 31) === ((b[i] ?? 0) & 31));
        expect(na === applicationNumberFromBytes(year, b)).toBe(sameSymbols);
      }),
    );
  });

  it('is unbiased: each symbol is hit by exactly 8 of the 256 byte values', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte++) {
      const symbol = applicationNumberFromBytes(2026, new Uint8Array(8).fill(byte)).charAt(6);
      counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
  });

  it('needs 8 bytes', () => {
    expect(() => applicationNumberFromBytes(2026, new Uint8Array(7))).toThrow(RangeError);
  });
});

describe('display and normalise', () => {
  it('prefixes VISA- for the done screen, N/A without a number', () => {
    expect(displayApplicationNumber('EV2026K7QX3M9A')).toBe('VISA-EV2026K7QX3M9A');
    expect(displayApplicationNumber(undefined)).toBe('N/A');
    expect(displayApplicationNumber('')).toBe('N/A');
  });

  it('accepts what people paste', () => {
    expect(normalizeApplicationNumber('  ev2026k7qx3m9a ')).toBe('EV2026K7QX3M9A');
    expect(normalizeApplicationNumber('VISA-EV2026K7QX3M9A')).toBe('EV2026K7QX3M9A');
  });
});
