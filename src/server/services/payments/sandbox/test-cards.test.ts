import { describe, expect, it } from 'vitest';
import { checkCard } from './test-cards';

const now = new Date('2026-06-15T00:00:00Z');
const valid = { expiry: '06/26', cvc: '123', cardName: 'Ada Lovelace' };

describe('sandbox card check', () => {
  it('maps each listed test card to its behaviour, with or without spaces', () => {
    expect(checkCard({ ...valid, cardNumber: '4242424242424242' }, now)).toEqual({
      ok: true,
      behaviour: 'succeeds',
    });
    expect(checkCard({ ...valid, cardNumber: '4000 0000 0000 0002' }, now)).toEqual({
      ok: true,
      behaviour: 'declined',
    });
    expect(checkCard({ ...valid, cardNumber: '4000-0027-6000-3184' }, now)).toEqual({
      ok: true,
      behaviour: 'requires_3ds',
    });
  });

  it('refuses other numbers, past expiry, bad CVC and a missing name', () => {
    const result = checkCard(
      { cardNumber: '5555555555554444', expiry: '05/26', cvc: '12', cardName: '' },
      now,
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual([
        'cardName',
        'cardNumber',
        'cvc',
        'expiry',
      ]);
    expect(checkCard({ ...valid, cardNumber: '4242', expiry: '13/30' }, now).ok).toBe(false);
    expect(checkCard({ ...valid, cardNumber: '4242424242424242', expiry: '07/2031' }, now).ok).toBe(
      true,
    );
  });
});
