import { describe, it, expect } from 'vitest';
import { findPort, isEntryPort, isExitPort, ports, portsFor, type PortKind } from './ports';

const ofKind = (kind: PortKind) => ports.filter((p) => p.kind === kind);

describe('ports', () => {
  it('has 20 airports, 10 seaports and 7 land crossings', () => {
    expect(ofKind('airport')).toHaveLength(20);
    expect(ofKind('seaport')).toHaveLength(10);
    expect(ofKind('land')).toHaveLength(7);
    expect(ports).toHaveLength(37);
  });

  it('has unique codes', () => {
    expect(new Set(ports.map((p) => p.code)).size).toBe(ports.length);
  });

  it('uses IATA codes, IN UN/LOCODEs and kebab-case ids', () => {
    for (const p of ofKind('airport')) expect(p.code).toMatch(/^[A-Z]{3}$/);
    for (const p of ofKind('seaport')) expect(p.code).toMatch(/^IN[A-Z0-9]{3}$/);
    for (const p of ofKind('land')) expect(p.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('sorts each kind by city', () => {
    for (const kind of ['airport', 'seaport', 'land'] as const) {
      const cities = ofKind(kind).map((p) => p.city);
      expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('names every port and its city', () => {
    for (const p of ports) {
      expect(p.name.trim()).not.toBe('');
      expect(p.city.trim()).not.toBe('');
    }
  });

  it('includes the main airports and the named land crossings', () => {
    for (const code of ['DEL', 'BOM', 'CCU', 'MAA', 'BLR'])
      expect(findPort(code)?.kind).toBe('airport');
    expect(findPort('DEL')?.city).toBe('New Delhi');
    const landCities = ofKind('land').map((p) => p.city);
    for (const city of [
      'Amritsar',
      'Raxaul',
      'Siliguri',
      'Agartala',
      'Karimganj',
      'Dawki',
      'Moreh',
    ]) {
      expect(landCities).toContain(city);
    }
  });

  it('returns airports or seaports for the transportation choice', () => {
    expect(portsFor('airports')).toEqual(ofKind('airport'));
    expect(
      portsFor('seaports')
        .map((p) => p.code)
        .sort(),
    ).toEqual(['INBOM', 'INCOK', 'INMAA', 'INMRM', 'INNML']);
    expect(portsFor('seaports').map((p) => p.code)).toContain('INMAA');
  });

  it('allows entry only through airports and seaports', () => {
    expect(isEntryPort('DEL')).toBe(true);
    expect(isEntryPort('INCOK')).toBe(true);
    expect(isEntryPort('wagah')).toBe(false);
    // A real check post, but for departure only: e-Visa holders cannot arrive there.
    expect(isEntryPort('INVTZ')).toBe(false);
    expect(isExitPort('INVTZ')).toBe(true);
    expect(isEntryPort('XXX')).toBe(false);
    expect(isEntryPort('')).toBe(false);
  });

  it('allows exit through any check post', () => {
    expect(isExitPort('DEL')).toBe(true);
    expect(isExitPort('INMAA')).toBe(true);
    expect(isExitPort('wagah')).toBe(true);
    expect(isExitPort('raxaul')).toBe(true);
    expect(isExitPort('XXX')).toBe(false);
    expect(isExitPort('del')).toBe(false);
  });
});
