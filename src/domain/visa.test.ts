import { describe, expect, it } from 'vitest';
import { formatCountryList, formatPeriod } from '@/domain/i18n/format-period';
import { isTouristValidity, touristValidities, touristValidityFacts } from '@/domain/visa';

// India's e-Tourist visa in its three validities (docs/requirements/tourist-validity.md).

describe('the e-Tourist visa validities', () => {
  it('are 30 days, 1 year and 5 years, in that order', () => {
    expect(touristValidities).toEqual(['30-days', '1-year', '5-years']);
    expect(touristValidities.map((v) => formatPeriod(touristValidityFacts[v].term, 'en'))).toEqual([
      '30 days',
      '1 year',
      '5 years',
    ]);
  });

  it('30 days: double entry, valid 30 days from arrival, the stay within them', () => {
    expect(touristValidityFacts['30-days']).toEqual({
      term: { count: 30, unit: 'day' },
      entryType: 'double',
      validity: { count: 30, unit: 'day' },
      validFrom: 'arrival',
      stayPerEntryDays: 30,
    });
  });

  it('1 year: multiple entries, 365 days from the grant, stays of 90 days (180 for some nationals)', () => {
    expect(touristValidityFacts['1-year']).toMatchObject({
      entryType: 'multiple',
      validity: { count: 365, unit: 'day' },
      validFrom: 'grant',
      stayPerEntryDays: 90,
      longerStay: { stayPerEntryDays: 180, nationalities: ['US', 'GB', 'CA', 'JP'] },
    });
  });

  it('5 years: multiple entries, 5 years from the grant, stays of 90 days (180 for some nationals)', () => {
    expect(touristValidityFacts['5-years']).toMatchObject({
      entryType: 'multiple',
      validity: { count: 5, unit: 'year' },
      validFrom: 'grant',
      stayPerEntryDays: 90,
      longerStay: { stayPerEntryDays: 180, nationalities: ['US', 'GB', 'CA', 'JP'] },
    });
  });

  it('knows its own values only', () => {
    expect(touristValidities.every(isTouristValidity)).toBe(true);
    for (const value of ['30 days', '1-Year', '', null, 30])
      expect(isTouristValidity(value)).toBe(false);
  });
});

describe('formatPeriod and formatCountryList', () => {
  it('write a period with the language’s own plural and digits', () => {
    expect(formatPeriod({ count: 1, unit: 'year' }, 'de')).toBe('1 Jahr');
    expect(formatPeriod({ count: 5, unit: 'year' }, 'ru')).toBe('5 лет');
    expect(formatPeriod({ count: 90, unit: 'day' }, 'fr')).toBe('90\u00a0jours');
    // Arabic keeps Latin digits, as every figure on the site does.
    expect(formatPeriod({ count: 30, unit: 'day' }, 'ar')).toMatch(/^30 /);
  });

  it('name the countries in the language', () => {
    expect(formatCountryList(['US', 'GB', 'CA', 'JP'], 'en')).toBe(
      'United States, United Kingdom, Canada, and Japan',
    );
    expect(formatCountryList(['CA', 'JP'], 'es')).toBe('Canadá y Japón');
  });
});
