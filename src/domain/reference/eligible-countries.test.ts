import { describe, expect, it } from 'vitest';
import {
  eVisaCountryIds,
  eVisaListChecked,
  ineligibility,
  isEVisaCountry,
} from '@/domain/eligibility';
import { isCountryCode } from './countries';
import { eligibleCountries } from './eligible-countries';

describe("India's e-Visa list", () => {
  it('holds about 160 unique countries of the shared list, dated', () => {
    expect(eVisaCountryIds.length).toBeGreaterThan(150);
    expect(new Set(eVisaCountryIds).size).toBe(eVisaCountryIds.length);
    for (const id of eVisaCountryIds) expect(isCountryCode(id), id).toBe(true);
    expect(eVisaListChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('never holds India or Pakistan', () => {
    expect(isEVisaCountry('IN')).toBe(false);
    expect(isEVisaCountry('PK')).toBe(false);
  });

  it('returns the country objects sorted by name', () => {
    const list = eligibleCountries();
    expect(list.map((c) => c.id).sort()).toEqual([...eVisaCountryIds].sort());
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('ineligibility', () => {
  it('accepts every nationality of the list with its own passport', () => {
    for (const id of eVisaCountryIds) {
      expect(ineligibility({ nationality: id, passportIssuingCountry: id }), id).toEqual({});
    }
  });

  it.each([
    ['a Pakistani', { nationality: 'PK', passportIssuingCountry: 'PK' }, 'pakistan', 'pakistan'],
    [
      'a Briton with a Pakistani passport',
      { nationality: 'GB', passportIssuingCountry: 'PK' },
      undefined,
      'pakistan',
    ],
    ['an Indian national', { nationality: 'IN', passportIssuingCountry: 'IN' }, 'indian', 'indian'],
    [
      'a national of a country off the list',
      { nationality: 'AF', passportIssuingCountry: 'AF' },
      'not_listed',
      'not_listed',
    ],
    [
      'a listed national with a passport off the list',
      { nationality: 'FR', passportIssuingCountry: 'SY' },
      undefined,
      'not_listed',
    ],
  ] as const)('refuses %s', (_who, traveller, nationality, passport) => {
    const problems = ineligibility(traveller);
    expect(problems.nationality).toBe(nationality);
    expect(problems.passportIssuingCountry).toBe(passport);
  });

  it('judges nothing not yet filled in', () => {
    expect(ineligibility({ nationality: '', passportIssuingCountry: undefined })).toEqual({});
  });
});
