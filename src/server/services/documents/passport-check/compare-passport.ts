// The passport's zone against what the traveller typed (docs/requirements/documents.md,
// "Passport check"). Pure: the reading is stored on the document row, the comparison is made
// each time it is shown, so a corrected detail shows as matching at once.
import countries from 'i18n-iso-countries';
import {
  birthIso,
  expiryAgainstArrival,
  expiryIso,
  fixableFields,
  type MrzReading,
  type PassportCheckRecord,
  type PassportField,
  type TFieldComparison,
  type TPassportCheckView,
} from '@/domain/passport-check';

/** Details as stored (step 2); any may be missing on an old or partial row. */
export type TypedDetails = Partial<Record<PassportField | 'dateOfArrival', unknown>>;

/** Zone codes that are not a country (ICAO 9303 part 3): never compared. */
const NOT_A_COUNTRY = new Set(['XXA', 'XXB', 'XXC', 'XXX', 'UNO', 'UNA', 'UNK', 'XOM', 'XPO']);
/** Zone codes that differ from ISO 3166 alpha-3, and the British nationals' codes. */
const SPECIAL_CODES: Readonly<Record<string, string>> = {
  D: 'DE',
  RKS: 'XK',
  GBD: 'GB',
  GBN: 'GB',
  GBO: 'GB',
  GBP: 'GB',
  GBS: 'GB',
};

/** The country id (ISO alpha-2, as the form stores it) a zone code stands for. */
export function countryOfZone(code: string): string | undefined {
  const clean = code.replace(/</g, '');
  if (NOT_A_COUNTRY.has(clean)) return undefined;
  return SPECIAL_CODES[clean] ?? countries.alpha3ToAlpha2(clean);
}

// ICAO 9303 part 3's transliteration of Latin letters; where it allows two spellings (Ä as AE or
// A), both are tried.
const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  Ä: ['AE', 'A'],
  Ö: ['OE', 'O'],
  Ü: ['UE', 'U'],
  Å: ['AA', 'A'],
  Æ: ['AE'],
  Ø: ['OE'],
  Œ: ['OE'],
  ß: ['SS'],
  ẞ: ['SS'],
  Þ: ['TH'],
  Ð: ['D'],
  Đ: ['D'],
  Ł: ['L'],
  Ħ: ['H'],
  Ŋ: ['N'],
};
const MAX_SPELLINGS = 16;

/** The ways a typed name may be written in a zone: letters A-Z, words joined by `<`. */
export function zoneSpellings(typed: string): string[] {
  const upper = typed.toLocaleUpperCase('en');
  let spellings = [''];
  for (const char of upper) {
    const options = SPELLINGS[char] ?? [char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')];
    spellings = spellings.flatMap((s) => options.map((o) => s + o)).slice(0, MAX_SPELLINGS);
  }
  return [
    ...new Set(
      spellings.map((s) =>
        s
          // An apostrophe is left out; every other separator (space, hyphen, comma) is a filler.
          .replace(/['’‘`]/g, '')
          .replace(/[^A-Z]+/g, '<')
          .replace(/^<+|<+$/g, ''),
      ),
    ),
  ];
}

/** The zone's names field holds 39 characters; longer names are cut (ICAO 9303 part 4). */
const NAMES_LENGTH = 39;

function compareNames(
  reading: MrzReading,
  details: TypedDetails,
): Pick<TFieldComparison, 'state'>[] {
  const surname = reading.surname.replace(/ /g, '<');
  const given = reading.givenNames.replace(/ /g, '<');
  const cut = `${surname}<<${given}`.length >= NAMES_LENGTH;
  const typedLast = typeof details.lastName === 'string' ? zoneSpellings(details.lastName) : [];
  const typedFirst = typeof details.firstName === 'string' ? zoneSpellings(details.firstName) : [];
  // A cut field ends in the given names; the surname is cut only when it fills the field alone.
  const lastMatches = typedLast.some(
    (s) => s === surname || (cut && given === '' && s.startsWith(surname)),
  );
  const firstMatches = typedFirst.some((s) => s === given || (cut && given && s.startsWith(given)));
  const state = (matches: boolean, certain: boolean) =>
    !certain ? 'uncertain' : matches ? 'match' : 'mismatch';
  return [
    { state: state(lastMatches, reading.surnameCertain) },
    { state: state(firstMatches, reading.givenNamesCertain) },
  ];
}

// ICAO 9303 character values: digits as themselves, A-Z as 10-35, the filler 0.
const charValue = (c: string) => (/\d/.test(c) ? Number(c) : c === '<' ? 0 : c.charCodeAt(0) - 55);

/**
 * The number's check digit weighs characters by value modulo 10, so a letter and a digit 10,
 * 20 or 30 apart (G and 6, S and 8, L and 1, ...) give the same digit: a reading that differs
 * from the typed number only in such places is as valid as the typed number, and the page alone
 * cannot say which is right. That is uncertain, never a match and never a fix to take.
 */
function numberState(reading: MrzReading, details: TypedDetails): TFieldComparison['state'] {
  const typed = typedPassportNumber(details.passportNumber);
  const read = reading.documentNumber;
  if (typed === read) return 'match';
  if (typed.length !== read.length) return 'mismatch';
  const indistinct = [...typed].every(
    (c, i) => c === read[i] || (charValue(c) - charValue(read[i]!)) % 10 === 0,
  );
  return indistinct ? 'uncertain' : 'mismatch';
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const typedPassportNumber = (value: unknown) => text(value).toUpperCase().replace(/[\s-]/g, '');
const genderOfSex = { M: 'male', F: 'female', X: 'other' } as const;

/** Each compared detail: the passport's value in the form's format and the state. */
export function compareFields(
  reading: MrzReading,
  details: TypedDetails,
  today: string,
): TFieldComparison[] {
  const [last, first] = compareNames(reading, details);
  const country = countryOfZone(reading.nationality);
  const birth = birthIso(reading.dateOfBirth, today);
  const expiry = /^\d{6}$/.test(reading.expiryDate) ? expiryIso(reading.expiryDate) : undefined;
  const rows: [PassportField, string | undefined, boolean, TFieldComparison['state']?][] = [
    ['passportNumber', reading.documentNumber, false, numberState(reading, details)],
    ['lastName', reading.surname, false, last!.state],
    ['firstName', reading.givenNames, false, first!.state],
    ['nationality', country, text(details.nationality) === country],
    ['dateOfBirth', birth, text(details.dateOfBirth) === birth],
    ['gender', genderOfSex[reading.sex], text(details.gender) === genderOfSex[reading.sex]],
    ['passportExpiryDate', expiry, text(details.passportExpiryDate) === expiry],
  ];
  return rows.map(([field, passport, same, state]) => {
    const resolved = state ?? (passport === undefined ? 'unknown' : same ? 'match' : 'mismatch');
    return {
      field,
      state: resolved,
      passport: passport ?? '',
      typed:
        field === 'passportNumber' ? typedPassportNumber(details[field]) : text(details[field]),
      fixable: resolved === 'mismatch' && fixableFields.includes(field),
    };
  });
}

/** The check as the traveller and staff see it, from the stored record and today's details. */
export function passportCheckView(
  record: PassportCheckRecord,
  details: TypedDetails,
  today: string,
): TPassportCheckView {
  if (record.outcome !== 'read') return { outcome: record.outcome, fields: [] };
  const fields = compareFields(record.reading, details, today);
  const expiry = /^\d{6}$/.test(record.reading.expiryDate)
    ? expiryAgainstArrival(
        expiryIso(record.reading.expiryDate),
        text(details.dateOfArrival) || undefined,
        today,
      )
    : undefined;
  // A passport that expires too soon is the problem itself: its expiry date is not offered, as
  // taking it would break the rule it fails.
  if (expiry && expiry !== 'valid')
    for (const f of fields) if (f.field === 'passportExpiryDate') f.fixable = false;
  const outcome = fields.some((f) => f.state === 'mismatch')
    ? 'mismatch'
    : fields.some((f) => f.state === 'uncertain')
      ? 'uncertain'
      : 'matched';
  return { outcome, fields, ...(expiry ? { expiry } : {}) };
}
