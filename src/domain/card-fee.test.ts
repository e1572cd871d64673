import { describe, expect, it } from 'vitest';
import { cardFeeShare, cardFeeText } from '@/domain/card-fee';

// The card processing fee's share and how the legal texts state it (docs/requirements/refunds.md).

describe('cardFeeText', () => {
  it('states the percentage and the fixed part as the language writes them', () => {
    expect(cardFeeText({ percent: 2.9, fixedCents: 30 }, 'USD', 'en')).toBe('2.9% + $0.30');
    expect(cardFeeText({ percent: 3, fixedCents: 0 }, 'USD', 'en')).toBe('3%');
    expect(cardFeeText({ percent: 0, fixedCents: 50 }, 'USD', 'en')).toBe('$0.50');
    expect(cardFeeText({ percent: 0, fixedCents: 0 }, 'USD', 'en')).toBe('0%');
    // German writes a decimal comma and a space before the percent sign.
    expect(cardFeeText({ percent: 2.9, fixedCents: 0 }, 'USD', 'de')).toBe('2,9\u00a0%');
  });
});

describe('cardFeeShare', () => {
  it('is the percentage of what the traveller paid plus the fixed part divided among the group', () => {
    expect(cardFeeShare({ percent: 2.9, fixedCents: 30 }, 11_900, 2)).toBe(360);
    expect(cardFeeShare({ percent: 0, fixedCents: 30 }, 11_900, 3)).toBe(10);
    expect(cardFeeShare({ percent: 0, fixedCents: 0 }, 11_900, 1)).toBe(0);
    // A group of none or a negative amount cannot make the share negative or divide by zero.
    expect(cardFeeShare({ percent: 2, fixedCents: 30 }, -5, 0)).toBe(30);
  });
});
