import { describe, expect, it } from 'vitest';
import { isValidIsoDate } from '@/domain/dates';
import { dayOptions, joinDate, monthNames, splitDate, yearOptions } from './date-parts';

describe('three-select dates', () => {
  it('round-trips complete and half-picked values', () => {
    for (const value of ['1990-02-28', '-03-', '2024--', '--31', '2030-12-']) {
      expect(joinDate(splitDate(value))).toBe(value);
    }
    expect(joinDate(splitDate(''))).toBe('');
    expect(splitDate('garbage')).toEqual({ year: '', month: '', day: '' });
  });

  it('produces YYYY-MM-DD once all three parts are picked', () => {
    const value = joinDate({ year: '2026', month: '02', day: '09' });
    expect(value).toBe('2026-02-09');
    expect(isValidIsoDate(value)).toBe(true);
    // An impossible day is passed on as it is, for the schema to reject.
    expect(isValidIsoDate(joinDate({ year: '2026', month: '02', day: '30' }))).toBe(false);
    expect(isValidIsoDate(joinDate({ year: '', month: '02', day: '09' }))).toBe(false);
  });

  it('offers days 01-31, and years from this year + 20 down to 1919', () => {
    expect(dayOptions).toHaveLength(31);
    expect(dayOptions[0]).toBe('01');
    expect(dayOptions.at(-1)).toBe('31');
    const years = yearOptions(2026);
    expect(years[0]).toBe('2046');
    expect(years.at(-1)).toBe('1919');
    expect(years).toHaveLength(2046 - 1919 + 1);
  });

  it('names the months in the interface language', () => {
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('tr')[0]).toBe('Ocak');
    expect(monthNames('en')).toHaveLength(12);
  });
});
