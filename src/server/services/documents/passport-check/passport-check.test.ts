// The passport check's rules without OCR: the zone's lines parsed and validated, and the
// comparison with the traveller's details (docs/requirements/documents.md, "Passport check").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '@/domain/dates';
import type { MrzReading, PassportField } from '@/domain/passport-check';
import {
  checkDigit,
  mrzLines,
  typedDetailsFor,
  type PassportFacts,
} from '@/server/test-support/passport-fixtures';
import { compareFields, countryOfZone, passportCheckView, zoneSpellings } from './compare-passport';
import { findTd3, parseTd3 } from './mrz-lines';

const today = '2026-11-27';
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const word = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...letters), minLength: min, maxLength: max });
const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const yymmdd = (fromYear: number, toYear: number) =>
  fc
    .record({
      year: fc.integer({ min: fromYear, max: toYear }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(
      ({ year, month, day }) =>
        `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`,
    );

const arbitraryFacts: fc.Arbitrary<PassportFacts> = fc
  .record({
    surname: fc.array(word(2, 10), { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
    givenNames: fc.array(word(2, 9), { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
    documentNumber: fc.oneof(
      digits(9),
      fc.tuple(word(1, 2), digits(7)).map(([a, b]) => a + b),
    ),
    nationality: fc.constantFrom('GBR', 'D', 'FRA', 'USA', 'IND', 'JPN', 'BRA', 'NGA'),
    dateOfBirth: yymmdd(1950, 2008),
    sex: fc.constantFrom('M' as const, 'F' as const),
    expiryDate: yymmdd(2028, 2036),
  })
  // The zone's name field holds 39 characters (surname, "<<", given names); longer names are
  // truncated by the issuer, which this property does not model.
  .filter((f) => f.surname.length + 2 + f.givenNames.length <= 39)
  .map((f) => ({ ...f, issuingState: f.nationality }));

const readingOf = (facts: PassportFacts): MrzReading => {
  const zone = parseTd3(...mrzLines(facts));
  if (!zone) throw new Error(`fixture zone does not validate: ${mrzLines(facts).join(' ')}`);
  return { ...zone, surnameCertain: true, givenNamesCertain: true };
};

describe('the zone (ICAO 9303 TD3)', () => {
  it('computes check digits as the standard does', () => {
    // ICAO 9303 part 3's worked example.
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
  });

  it('reads back every field of a generated zone', () => {
    fc.assert(
      fc.property(arbitraryFacts, (facts) => {
        const reading = readingOf(facts);
        expect(reading).toMatchObject({
          documentNumber: facts.documentNumber,
          surname: facts.surname,
          givenNames: facts.givenNames,
          dateOfBirth: facts.dateOfBirth,
          expiryDate: facts.expiryDate,
          sex: facts.sex,
        });
      }),
    );
  });

  it('refuses a zone with any one digit of number or dates misread', () => {
    fc.assert(
      fc.property(
        arbitraryFacts,
        fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 26),
        fc.integer({ min: 1, max: 9 }),
        (facts, column, shift) => {
          const [first, second] = mrzLines(facts);
          const original = second[column]!;
          // Digits only: a letter misread as another 10 or 20 values away (U for A) weighs the
          // same in the check digit, the ambiguity compare-passport.ts handles.
          fc.pre(/\d/.test(original));
          const changed = String((Number(original) + shift) % 10);
          const misread = second.slice(0, column) + changed + second.slice(column + 1);
          expect(parseTd3(first, misread)).toBeUndefined();
        },
      ),
    );
  });

  it('fits a line whose run of fillers OCR counted one or two off', () => {
    const facts: PassportFacts = {
      surname: 'SMITH',
      givenNames: 'JOHN',
      documentNumber: '501234567',
      nationality: 'GBR',
      issuingState: 'GBR',
      dateOfBirth: '850312',
      sex: 'M',
      expiryDate: '310115',
    };
    const [first, second] = mrzLines(facts);
    const shortFirst = first.slice(0, 42);
    const longSecond = second.slice(0, 30) + '<<' + second.slice(30);
    expect(parseTd3(shortFirst, longSecond)).toMatchObject({ documentNumber: '501234567' });
    expect(findTd3(['SOME HEADER TEXT', first + '<', second])?.reading.surname).toBe('SMITH');
  });
});

describe('the comparison with the typed details', () => {
  it('finds every detail matching when the traveller typed what the passport says', () => {
    fc.assert(
      fc.property(arbitraryFacts, (facts) => {
        const fields = compareFields(readingOf(facts), typedDetailsFor(facts, today), today);
        expect(fields.map((f) => [f.field, f.state])).toEqual(
          fields.map((f) => [f.field, 'match']),
        );
      }),
    );
  });

  // A wrong value in any one field is never reported as matching: the property behind "0 false
  // matches" in the benchmark.
  const wrongValue: Record<PassportField, (typed: string) => string> = {
    passportNumber: (v) => (v.endsWith('1') ? `${v.slice(0, -1)}2` : `${v.slice(0, -1)}1`),
    lastName: (v) => `${v}s`,
    firstName: (v) => v.slice(0, -1) || 'X',
    nationality: (v) => (v === 'FR' ? 'BE' : 'FR'),
    dateOfBirth: (v) => addMonths(v, 1),
    gender: (v) => (v === 'male' ? 'female' : 'male'),
    passportExpiryDate: (v) => addMonths(v, -12),
  };

  it('reports a wrong value in any one field as a mismatch of that field only', () => {
    fc.assert(
      fc.property(
        arbitraryFacts,
        fc.constantFrom(...(Object.keys(wrongValue) as PassportField[])),
        (facts, field) => {
          const typed = typedDetailsFor(facts, today);
          const wrong = { ...typed, [field]: wrongValue[field](typed[field]) };
          const states = Object.fromEntries(
            compareFields(readingOf(facts), wrong, today).map((f) => [f.field, f.state]),
          );
          for (const other of Object.keys(wrongValue))
            expect(states[other]).toBe(other === field ? 'mismatch' : 'match');
        },
      ),
    );
  });

  it('never reports a name read with uncertainty as matching, nor offers to take it', () => {
    const flags = { lastName: 'surnameCertain', firstName: 'givenNamesCertain' } as const;
    fc.assert(
      fc.property(arbitraryFacts, fc.constantFrom(...Object.keys(flags)), (facts, field) => {
        const flag = flags[field as keyof typeof flags];
        const reading = { ...readingOf(facts), [flag]: false };
        const view = passportCheckView(
          { outcome: 'read', reading, ms: 1 },
          typedDetailsFor(facts, today),
          today,
        );
        const uncertain = view.fields.find((f) => f.field === field);
        expect(uncertain).toMatchObject({ state: 'uncertain', fixable: false });
        expect(view.outcome).toBe('uncertain');
      }),
    );
  });

  it('calls a number uncertain where its check digit cannot tell the reading from the typed one', () => {
    // G (16) and 6 are 10 apart: a zone read as Y6... validates as YG... does.
    const facts: PassportFacts = {
      surname: 'IVANOVA',
      givenNames: 'OLGA',
      documentNumber: 'Y65540834',
      nationality: 'FRA',
      issuingState: 'FRA',
      dateOfBirth: '850312',
      sex: 'F',
      expiryDate: '310115',
    };
    const typed = { ...typedDetailsFor(facts, today), passportNumber: 'YG5540834' };
    const number = compareFields(readingOf(facts), typed, today)[0]!;
    expect(number).toMatchObject({ state: 'uncertain', fixable: false });
    // A real slip (two digits swapped) is a mismatch with the passport's number to take.
    const swapped = { ...typed, passportNumber: 'Y65540843' };
    expect(compareFields(readingOf(facts), swapped, today)[0]).toMatchObject({
      state: 'mismatch',
      fixable: true,
    });
  });

  it('writes names as a zone does (ICAO 9303 transliteration)', () => {
    expect(zoneSpellings('Müller')).toEqual(expect.arrayContaining(['MUELLER', 'MULLER']));
    expect(zoneSpellings("O'Brien")).toEqual(['OBRIEN']);
    expect(zoneSpellings('Jean-Pierre')).toEqual(['JEAN<PIERRE']);
    expect(zoneSpellings('  José  María ')).toEqual(['JOSE<MARIA']);
    expect(zoneSpellings('Straße')).toEqual(['STRASSE']);
    expect(zoneSpellings('Øre')).toEqual(['OERE']);
  });

  it("knows the zone's own country codes", () => {
    expect(countryOfZone('D<<')).toBe('DE');
    expect(countryOfZone('GBD')).toBe('GB');
    expect(countryOfZone('RKS')).toBe('XK');
    expect(countryOfZone('IND')).toBe('IN');
    expect(countryOfZone('XXA')).toBeUndefined();
  });

  it("compares a name cut at the zone's 39 characters with its beginning", () => {
    const facts: PassportFacts = {
      surname: 'VANDERBERGHEHOOGSTRATEN',
      givenNames: 'MARIA ALEXANDRA',
      documentNumber: '501234567',
      nationality: 'NLD',
      issuingState: 'NLD',
      dateOfBirth: '850312',
      sex: 'F',
      expiryDate: '310115',
    };
    const reading = readingOf(facts);
    expect(`${reading.surname}<<${reading.givenNames}`.length).toBeLessThan(41);
    const typed = typedDetailsFor(facts, today);
    const fields = compareFields(reading, typed, today);
    expect(fields.find((f) => f.field === 'firstName')?.state).toBe('match');
  });

  it('catches an expired passport, and one expiring within 6 months of arrival', () => {
    const facts: PassportFacts = {
      surname: 'SMITH',
      givenNames: 'ANNA',
      documentNumber: '501234567',
      nationality: 'GBR',
      issuingState: 'GBR',
      dateOfBirth: '850312',
      sex: 'F',
      expiryDate: '270301',
    };
    const record = { outcome: 'read' as const, reading: readingOf(facts), ms: 1 };
    const typed = typedDetailsFor(facts, today);
    expect(passportCheckView(record, { ...typed, dateOfArrival: '2026-12-20' }, today).expiry).toBe(
      'expiresTooSoon',
    );
    expect(passportCheckView(record, { ...typed, dateOfArrival: '2026-08-01' }, today).expiry).toBe(
      'valid',
    );
    expect(passportCheckView(record, typed, '2027-03-02').expiry).toBe('expired');
    // Typed later than the passport says: differing, but not offered, as taking it would fail.
    const later = { ...typed, passportExpiryDate: '2031-01-15', dateOfArrival: '2026-12-20' };
    const expiryRow = passportCheckView(record, later, today).fields.at(-1);
    expect(expiryRow).toMatchObject({ state: 'mismatch', fixable: false });
  });
});
