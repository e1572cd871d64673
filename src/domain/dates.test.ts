import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  compareIsoDates,
  daysBetween,
  isValidIsoDate,
  todayIso,
} from '@/domain/dates';

// Any real calendar date between 1900 and 2199, as an ISO string.
const isoDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('isValidIsoDate', () => {
  it.each(['2025-01-01', '2024-02-29', '2000-02-29', '1919-12-31', '2045-06-30'])(
    'accepts %s',
    (s) => {
      expect(isValidIsoDate(s)).toBe(true);
    },
  );

  it.each([
    '2025-02-30',
    '2025-02-29', // not a leap year
    '1900-02-29', // century, not a leap year
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '0000-01-01',
    '2025-1-01',
    '2025/01/01',
    ' 2025-01-01',
    '2025-01-01T00:00:00Z',
    '',
    'yesterday',
  ])('rejects %j', (s) => {
    expect(isValidIsoDate(s)).toBe(false);
  });

  it('accepts every date a UTC Date prints', () => {
    fc.assert(fc.property(isoDate, (s) => isValidIsoDate(s)));
  });

  it('rejects day 30/31 in months that are too short', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1901, max: 2199 }),
        fc.integer({ min: 1, max: 12 }),
        (year, month) => {
          const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
          const mm = String(month).padStart(2, '0');
          expect(isValidIsoDate(`${year}-${mm}-${lastDay}`)).toBe(true);
          if (lastDay < 31) expect(isValidIsoDate(`${year}-${mm}-${lastDay + 1}`)).toBe(false);
        },
      ),
    );
  });
});

describe('todayIso', () => {
  it('uses the UTC calendar day, whatever the local zone', () => {
    expect(todayIso(new Date('2025-03-01T23:30:00-05:00'))).toBe('2025-03-02');
    expect(todayIso(new Date('2025-03-02T00:30:00+05:30'))).toBe('2025-03-01');
  });
});

describe('addMonths / addYears / addDays', () => {
  it('clamps to the end of shorter months', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
  });

  it('moves 29 February to 28 February in non-leap years', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-06-10', 1)).toBe('2026-06-10');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('always yields valid dates', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -240, max: 240 }), (s, n) => {
        expect(isValidIsoDate(addMonths(s, n))).toBe(true);
        expect(isValidIsoDate(addDays(s, n))).toBe(true);
      }),
    );
  });

  it('throws on invalid input rather than guessing', () => {
    expect(() => addMonths('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('daysBetween / compareIsoDates', () => {
  it('counts whole days', () => {
    expect(daysBetween('2025-01-01', '2025-01-01')).toBe(0);
    expect(daysBetween('2025-01-01', '2025-01-31')).toBe(30);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-31', '2025-01-01')).toBe(-30);
  });

  it('is the inverse of addDays', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -1000, max: 1000 }), (s, n) => {
        expect(daysBetween(s, addDays(s, n))).toBe(n);
      }),
    );
  });

  it('orders dates consistently with daysBetween', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        expect(compareIsoDates(a, b)).toBe(Math.sign(daysBetween(b, a)) || 0);
      }),
    );
  });
});
