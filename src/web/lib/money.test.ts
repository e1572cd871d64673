import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/domain/i18n/languages';
import { formatMoney } from '@/domain/money';
import { i18n } from '@/web/i18n/i18n';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it("is the domain's money format for US dollars, in the language asked for", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...languageCodes),
        (cents, code) => {
          expect(formatPrice(cents, code)).toBe(formatMoney(cents, 'USD', code));
        },
      ),
    );
    expect(formatPrice(139600, 'de')).toBe('1.396\u00a0$');
  });

  it("writes in the interface's language when none is given", () => {
    expect(formatPrice(139600)).toBe(formatMoney(139600, 'USD', i18n.language));
  });
});
