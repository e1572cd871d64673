import { describe, it, expect } from 'vitest';
import { isCountryCode } from './countries';
import { eligibleCountries, eligibleCountryIds, isEligibleCountry } from './eligible-countries';

describe('eligible countries', () => {
  it('lists 32 unique ids', () => {
    expect(eligibleCountryIds).toHaveLength(32);
    expect(new Set(eligibleCountryIds).size).toBe(32);
  });

  it('uses only ids from the country list', () => {
    for (const id of eligibleCountryIds) expect(isCountryCode(id), id).toBe(true);
  });

  it('excludes nationalities that cannot get an e-Visa', () => {
    expect(isEligibleCountry('PK')).toBe(false);
    expect(isEligibleCountry('IN')).toBe(false);
    expect(isEligibleCountry('ZZ')).toBe(false);
  });

  it('includes widely travelled nationalities', () => {
    for (const id of ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'IT', 'ES', 'NL', 'JP']) {
      expect(isEligibleCountry(id), id).toBe(true);
    }
  });

  it('returns the country objects sorted by name', () => {
    const list = eligibleCountries();
    expect(list.map((c) => c.id).sort()).toEqual([...eligibleCountryIds].sort());
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
