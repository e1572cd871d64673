import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/domain/i18n/languages';
import { formatMoney } from '@/domain/money';

const spaces = /[\s\u00a0\u202f]/g;

/** The site's English form as it was written by hand before Intl did it: '-$1,234.05'. */
function handWritten(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = abs % 100;
  return `${sign}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

describe('formatMoney', () => {
  it('writes an amount the way each language does', () => {
    const shown = Object.fromEntries(
      languageCodes.map((code) => [code, formatMoney(139600, 'USD', code).replace(spaces, ' ')]),
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
    expect(formatMoney(6950, 'USD', 'de')).toBe('69,50\u00a0$');
  });

  it('writes English (and Arabic) exactly as the site always did', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(formatMoney(cents, 'USD', 'en')).toBe(handWritten(cents));
        expect(formatMoney(cents, 'USD', 'ar')).toBe(handWritten(cents));
      }),
    );
  });

  it('keeps the amount: its digits read back as the cents, in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...languageCodes),
        (cents, code) => {
          const digits = formatMoney(cents, 'USD', code).replace(/\D/g, '');
          const expected =
            cents % 100 === 0
              ? String(cents / 100)
              : `${Math.floor(cents / 100)}${String(cents % 100).padStart(2, '0')}`;
          expect(digits).toBe(expected);
        },
      ),
    );
  });

  it('shows the cents when asked, other currencies by their symbol, unknown codes as given', () => {
    expect(formatMoney(23800, 'USD', 'en', { alwaysCents: true })).toBe('$238.00');
    expect(formatMoney(23800, 'usd', 'en')).toBe('$238');
    expect(formatMoney(1050, 'EUR', 'de')).toBe('10,50\u00a0€');
    expect(formatMoney(1050, 'not a code', 'en')).toBe('10.50 NOT A CODE');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(1.5, 'USD', 'en')).toThrow(RangeError);
  });
});
