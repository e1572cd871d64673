import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/domain/i18n/languages';
import { formatUsd } from '@/domain/pricing';
import { formatPrice } from './money';

const spaces = /[\s\u00a0\u202f]/g;

describe('formatPrice', () => {
  it('writes a price the way each language does', () => {
    const shown = Object.fromEntries(
      languageCodes.map((code) => [code, formatPrice(139600, code).replace(spaces, ' ')]),
    );
    expect(shown).toEqual({
      en: '$1,396',
      tr: '$1.396',
      ar: '$1,396',
      hi: '$1,396',
      es: '1396 $',
      fr: '1 396 $',
      de: '1.396 $',
      zh: '$1,396',
      ja: '$1,396',
      ru: '1 396 $',
    });
    expect(formatPrice(6950, 'de')).toBe('69,50\u00a0$');
  });

  it('keeps the amount: its digits read back as the cents, in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...languageCodes),
        (cents, code) => {
          const digits = formatPrice(cents, code).replace(/\D/g, '');
          const expected =
            cents % 100 === 0
              ? String(cents / 100)
              : `${Math.floor(cents / 100)}${String(cents % 100).padStart(2, '0')}`;
          expect(digits).toBe(expected);
        },
      ),
    );
  });

  it('is the site-wide $ format in English and Arabic', () => {
    for (const cents of [0, 6900, 6950, 123456])
      for (const code of ['en', 'ar']) expect(formatPrice(cents, code)).toBe(formatUsd(cents));
  });
});
