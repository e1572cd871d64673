// The passport check (docs/requirements/documents.md, "Passport check"): what the server read in
// a passport page's machine-readable zone, and how it compares with the traveller's details.
// Shared by the server (which reads and compares) and the web app (which shows the result).
import { z } from 'zod';
import { addMonths } from './dates';

/** What a validated TD3 zone says, as printed (dates YYMMDD, nationality ICAO alpha-3). */
export interface MrzReading {
  documentNumber: string;
  issuingState: string;
  surname: string;
  givenNames: string;
  nationality: string;
  dateOfBirth: string;
  sex: 'M' | 'F' | 'X';
  expiryDate: string;
  /**
   * Names carry no check digit: each name word is read by two OCR engines, and a name whose
   * readings differ is uncertain and never reported as matching (read-mrz.ts).
   */
  surnameCertain: boolean;
  givenNamesCertain: boolean;
}

/** What is stored on the passport's document row (sealed: it holds the passport's data). */
export type PassportCheckRecord =
  | { outcome: 'read'; reading: MrzReading; ms: number }
  /** Every pass ran and no two lines formed a zone whose check digits hold. */
  | { outcome: 'unreadable'; ms: number }
  /** The check did not run to the end: over its time, the server busy, or a fault. */
  | { outcome: 'unchecked'; reason: 'timeout' | 'busy' | 'error' };

/** The step-2 details the zone states, in the order they are shown. */
export const passportFields = [
  'passportNumber',
  'lastName',
  'firstName',
  'nationality',
  'dateOfBirth',
  'gender',
  'passportExpiryDate',
] as const;
export type PassportField = (typeof passportFields)[number];

/**
 * The agreement the traveller signed states every traveller's name: a name is never changed by
 * a click after payment (docs/decisions/0016-corrections-after-signing.md); staff correct it
 * with the traveller. The other details may be taken from the passport.
 */
export const fixableFields: readonly PassportField[] = [
  'passportNumber',
  'nationality',
  'dateOfBirth',
  'gender',
  'passportExpiryDate',
];

export const ZFieldComparison = z.object({
  field: z.enum(passportFields),
  /**
   * match: the same once both are written as the zone writes them; mismatch: different;
   * uncertain: a name the OCR engines read differently (never a match); unknown: the passport
   * does not state it in a comparable form (a nationality code such as XXA, a birth date with
   * unknown parts).
   */
  state: z.enum(['match', 'mismatch', 'uncertain', 'unknown']),
  /** The passport's value in the form's format: ISO dates, country id, gender value. */
  passport: z.string(),
  typed: z.string(),
  /** Whether "Use the passport's value" is offered. */
  fixable: z.boolean(),
});
export type TFieldComparison = z.infer<typeof ZFieldComparison>;

export const ZPassportCheckView = z.object({
  /**
   * matched: every stated detail agrees; mismatch: at least one differs; uncertain: none
   * differs but a name could not be read with certainty; unreadable: no zone found;
   * unchecked: the check did not finish (a person looks instead).
   */
  outcome: z.enum(['matched', 'mismatch', 'uncertain', 'unreadable', 'unchecked']),
  fields: z.array(ZFieldComparison),
  /** The passport's own expiry against the traveller's arrival (6 months' validity). */
  expiry: z.enum(['valid', 'expired', 'expiresTooSoon']).optional(),
});
export type TPassportCheckView = z.infer<typeof ZPassportCheckView>;

/** Months a passport must still be valid on arrival (the e-Visa's conditions). */
const PASSPORT_VALIDITY_MONTHS = 6;

/** YYMMDD of an expiry date: always this century (passports last at most ten years). */
export const expiryIso = (yymmdd: string) =>
  `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;

/**
 * YYMMDD of a birth date: the latest century that does not put it after `today` (ISO).
 * Undefined when the zone marks parts unknown (`<` or X).
 */
export function birthIso(yymmdd: string, today: string): string | undefined {
  if (!/^\d{6}$/.test(yymmdd)) return undefined;
  const yy = Number(yymmdd.slice(0, 2));
  const rest = `${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const recent = `20${String(yy).padStart(2, '0')}-${rest}`;
  return recent <= today ? recent : `19${String(yy).padStart(2, '0')}-${rest}`;
}

/** The passport's validity against the day of arrival (ISO dates). */
export function expiryAgainstArrival(
  expiry: string,
  arrival: string | undefined,
  today: string,
): 'valid' | 'expired' | 'expiresTooSoon' {
  if (expiry < today) return 'expired';
  if (arrival && expiry < addMonths(arrival, PASSPORT_VALIDITY_MONTHS)) return 'expiresTooSoon';
  return 'valid';
}
