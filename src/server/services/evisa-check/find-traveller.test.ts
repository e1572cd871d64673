import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compact, findTravellerInEVisa, foldText } from './find-traveller';

// The rules of docs/requirements/traveller-decisions.md, "The e-visa is checked against the
// traveller", on text as pdfjs gives it.

const john = { passportNumber: 'X1234567', firstName: 'John', lastName: 'Smith' };

const eta = (name: string, passport: string) =>
  [
    'Government of India',
    'Electronic Travel Authorization (ETA)',
    'Application ID : IN2026HJ0004567',
    `Name : ${name}`,
    `Passport Number : ${passport}`,
    'Date of Birth : 14/03/1985',
    'Nationality : UNITED KINGDOM',
    'This ETA is valid for the passport above.',
  ].join('\n');

describe('findTravellerInEVisa', () => {
  it('matches the traveller’s passport number and reports the surname', () => {
    expect(findTravellerInEVisa(eta('JOHN SMITH', 'X1234567'), john)).toEqual({
      outcome: 'matched',
      surnameFound: true,
    });
  });

  it('refuses another passport number beside a passport label, naming it', () => {
    expect(findTravellerInEVisa(eta('JOHN SMITH', 'X9876543'), john)).toEqual({
      outcome: 'other_passport',
      foundPassport: 'X9876543',
      surnameFound: true,
    });
  });

  it('reads the usual ways of writing the label', () => {
    for (const label of [
      'Passport No. : X9876543',
      'PASSPORT NO:X9876543',
      'Passport Number: x 987 6543',
      'PassportNo - X9876543',
      'Passport N° X9876543',
      'Passport: X9876543',
    ]) {
      expect(findTravellerInEVisa(`Name : JOHN SMITH\n${label}\n`, john), label).toMatchObject({
        outcome: 'other_passport',
        foundPassport: 'X9876543',
      });
    }
  });

  it('ignores passport labels whose value is not a number (type, dates, prose)', () => {
    const text = [
      'Passport Type : ORDINARY',
      'Passport Expiry Date : 12/05/2030',
      'Carry the passport above when you travel.',
      'Passport Number : X1234567 GBR',
    ].join('\n');
    expect(findTravellerInEVisa(text, john)).toEqual({ outcome: 'matched', surnameFound: false });
  });

  it('asks for a confirmation when neither the number nor anything else is found', () => {
    expect(findTravellerInEVisa('', john)).toEqual({ outcome: 'unverified', surnameFound: false });
    // The name alone: families share surnames, so it is not enough to send a visa on.
    expect(findTravellerInEVisa('Name : JOHN SMITH\nVisa granted', john)).toEqual({
      outcome: 'unverified',
      surnameFound: true,
    });
  });

  it('folds accents and case in names and numbers', () => {
    const maria = { passportNumber: 'ab-12 345', firstName: 'María', lastName: 'González' };
    expect(findTravellerInEVisa(eta('MARIA GONZALEZ', 'AB12345'), maria)).toEqual({
      outcome: 'matched',
      surnameFound: true,
    });
    expect(foldText('Gonzàlez Straße')).toBe('GONZALEZ STRASSE');
    expect(compact(' x-123 4567 ')).toBe('X1234567');
  });

  it('never matches a traveller without a passport number of five characters or more', () => {
    const nobody = { passportNumber: null, firstName: null, lastName: null };
    expect(findTravellerInEVisa('Passport : 1234', nobody).outcome).toBe('unverified');
    expect(findTravellerInEVisa('Ref A 123', { ...john, passportNumber: 'A-123' }).outcome).toBe(
      'unverified',
    );
  });
});

// Passport numbers as countries print them: up to three letters, then digits.
const passportNumber = fc
  .tuple(fc.stringMatching(/^[A-Z]{0,3}$/), fc.stringMatching(/^[0-9]{6,9}$/))
  .map(([letters, digits]) => letters + digits);

/** The number as a PDF may print it: random case, random spaces and hyphens between its characters. */
const printed = (number: string) =>
  fc
    .tuple(
      fc.array(fc.constantFrom('', '', '', ' ', '  ', '-'), {
        minLength: number.length,
        maxLength: number.length,
      }),
      fc.array(fc.boolean(), { minLength: number.length, maxLength: number.length }),
    )
    .map(([gaps, lower]) =>
      [...number]
        .map((c, i) => (i > 0 ? gaps[i]! : '') + (lower[i] ? c.toLowerCase() : c))
        .join(''),
    );

/** Lines that could surround the number; none is a passport label. */
const filler = fc.array(
  fc.constantFrom(
    'Government of India',
    'Electronic Travel Authorization',
    'Visa Type : e-TOURIST VISA',
    'Date of Birth : 14/03/1985',
    'Number of Entries : DOUBLE',
    'Nationality : UNITED KINGDOM',
    'Name : JOHN SMITH',
  ),
  { maxLength: 5 },
);

const travellerWith = (passport: string) => ({ ...john, passportNumber: passport });

describe('findTravellerInEVisa, for any passport number', () => {
  it('finds the traveller’s number printed with any spacing and case, labelled or not', () => {
    fc.assert(
      fc.property(
        passportNumber.chain((n) => fc.tuple(fc.constant(n), printed(n))),
        filler,
        filler,
        fc.constantFrom('Passport Number : ', 'Passport No. ', 'Reference ', ''),
        ([number, shown], before, after, label) => {
          const text = [...before, `${label}${shown}`, ...after].join('\n');
          expect(findTravellerInEVisa(text, travellerWith(number)).outcome).toBe('matched');
        },
      ),
    );
  });

  it('refuses a different number beside a passport label, and names it', () => {
    fc.assert(
      fc.property(
        passportNumber,
        passportNumber.chain((n) => fc.tuple(fc.constant(n), printed(n))),
        filler,
        (traveller, [other, shown], before) => {
          fc.pre(other !== traveller);
          const text = [...before, `Passport Number : ${shown}`, 'Date of Birth : 01/01/1990'];
          expect(findTravellerInEVisa(text.join('\n'), travellerWith(traveller))).toMatchObject({
            outcome: 'other_passport',
            foundPassport: other,
          });
        },
      ),
    );
  });

  it('does not take a longer number that contains the traveller’s for theirs', () => {
    fc.assert(
      fc.property(
        passportNumber,
        fc.stringMatching(/^[A-Z0-9]{1,3}$/),
        fc.stringMatching(/^[A-Z0-9]{0,3}$/),
        fc.boolean(),
        (number, head, tail, labelled) => {
          const longer = `${head}${number}${tail}`;
          const text = labelled ? `Passport Number : ${longer}` : `Reference ${longer} issued`;
          const finding = findTravellerInEVisa(text, travellerWith(number));
          expect(finding.outcome).toBe(labelled ? 'other_passport' : 'unverified');
        },
      ),
    );
  });
});
