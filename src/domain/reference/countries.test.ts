import { describe, it, expect } from 'vitest';
import { countries, findByDialKey, findCountry, isCountryCode } from './countries';

const regionalIndicators = (id: string) =>
  String.fromCodePoint(...[...id].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 'A'.charCodeAt(0)));

describe('countries', () => {
  it('holds about 230 entries', () => {
    expect(countries.length).toBeGreaterThanOrEqual(225);
    expect(countries.length).toBeLessThanOrEqual(250);
  });

  it('has unique upper-case alpha-2 ids', () => {
    const ids = countries.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z]{2}$/);
  });

  it('has unique names and unique dial keys', () => {
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.dialKey)).size).toBe(countries.length);
  });

  it('is sorted by name', () => {
    const names = countries.map((c) => c.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en'));
    expect(names).toEqual(sorted);
  });

  it('has well-formed dial codes and dial keys derived from them', () => {
    for (const c of countries) {
      expect(c.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
      expect([c.dialCode, `${c.dialCode}-${c.id.toLowerCase()}`]).toContain(c.dialKey);
    }
  });

  it('gives every shared dial code exactly one owner with the bare key', () => {
    const byCode = new Map<string, string[]>();
    for (const c of countries)
      byCode.set(c.dialCode, [...(byCode.get(c.dialCode) ?? []), c.dialKey]);
    for (const [code, keys] of byCode) expect(keys.filter((k) => k === code)).toHaveLength(1);
  });

  it('gives flags made of the regional indicators of the id', () => {
    for (const c of countries) expect(c.flag).toBe(regionalIndicators(c.id));
  });

  it('has a non-empty name and nationality everywhere', () => {
    for (const c of countries) {
      expect(c.name.trim()).not.toBe('');
      expect(c.nationality.trim()).not.toBe('');
    }
  });

  it('knows the owners of shared dial codes', () => {
    expect(findByDialKey('+1')?.id).toBe('US');
    expect(findByDialKey('+1-ca')?.id).toBe('CA');
    expect(findByDialKey('+7')?.id).toBe('RU');
    expect(findByDialKey('+7-kz')?.id).toBe('KZ');
    expect(findByDialKey('+44')?.id).toBe('GB');
    expect(findByDialKey('+61')?.id).toBe('AU');
    expect(findByDialKey('+47')?.id).toBe('NO');
    expect(findByDialKey('+590')?.id).toBe('GP');
    expect(findByDialKey('+262')?.id).toBe('RE');
    expect(findByDialKey('+1-xx')).toBeUndefined();
  });

  it('finds countries by id', () => {
    expect(findCountry('GB')).toMatchObject({
      name: 'United Kingdom',
      dialCode: '+44',
      dialKey: '+44',
      flag: '🇬🇧',
      nationality: 'British',
    });
    expect(findCountry('IN')).toMatchObject({
      name: 'India',
      dialCode: '+91',
      nationality: 'Indian',
    });
    expect(findCountry('DE')?.nationality).toBe('German');
    expect(isCountryCode('US')).toBe(true);
    expect(isCountryCode('us')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('')).toBe(false);
  });
});
