// Whether an e-visa's text names the traveller it is about to be sent for
// (docs/requirements/traveller-decisions.md, "The e-visa is checked against the traveller").
// Pure and cheap: the text comes from the PDF in a heavy-work thread (extract-text.ts).

/** The traveller as the applicant row has them (the passport number opened from its seal). */
export interface EVisaTraveller {
  passportNumber: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type EVisaFinding =
  /** A passport number beside a passport label that is not the traveller's: never sent. */
  | { outcome: 'other_passport'; foundPassport: string; surnameFound: boolean }
  /** The traveller's passport number is in the text (their surname too, or not). */
  | { outcome: 'matched'; surnameFound: boolean }
  /** Neither number: a scan without text, or another layout; staff must confirm. */
  | { outcome: 'unverified'; surnameFound: boolean };

/** Upper case, accents folded (É -> E, ß -> SS), so names and numbers compare as printed. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .replace(/ß/g, 'SS');
}

/** Letters and digits only, folded: how a passport number or a name is compared. */
export const compact = (text: string) => foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** The words of the text: runs of letters and digits, folded; everything else separates. */
const tokensOf = (text: string) => foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** A passport number as printed: 5 to 20 letters and digits, at least one digit. */
const PASSPORT_LIKE = /^(?=[A-Z]*\d)[A-Z\d]{5,20}$/;

/** The words that may follow "PASSPORT" in a label before its value ("Passport No. :"). */
const LABEL_TAILS = new Set(['NO', 'NUMBER', 'NUM', 'NR', 'NUMERO', 'N']);
/** A label written as one word ("PassportNo:"). */
const JOINED_LABELS = new Set(['PASSPORTNO', 'PASSPORTNUMBER', 'PASSPORTNUM', 'PASSPORTNR']);

/** A passport number is at most this long: a label's value is not read further. */
const VALUE_MAX = 20;

/**
 * Whether the words from `start` on spell `wanted` exactly, word boundaries at both ends: "X123
 * 4567" spells X1234567, "X12345678" does not (one word, longer).
 */
function spellsAt(tokens: readonly string[], start: number, wanted: string): boolean {
  let joined = '';
  for (let i = start; i < tokens.length && joined.length < wanted.length; i++) {
    joined += tokens[i];
    if (!wanted.startsWith(joined)) return false;
  }
  return joined === wanted;
}

function spelledAnywhere(tokens: readonly string[], wanted: string): boolean {
  if (wanted.length === 0) return false;
  for (let i = 0; i < tokens.length; i++) {
    if (wanted.startsWith(tokens[i]!) && spellsAt(tokens, i, wanted)) return true;
  }
  return false;
}

/** Where each passport label's value starts: the word after "PASSPORT [NO|NUMBER]". */
function labelValueStarts(tokens: readonly string[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (JOINED_LABELS.has(token)) starts.push(i + 1);
    else if (token === 'PASSPORT')
      starts.push(LABEL_TAILS.has(tokens[i + 1] ?? '') ? i + 2 : i + 1);
  }
  return starts;
}

/**
 * The value of a label as a passport number, or undefined when it is none ("Passport Type :
 * ORDINARY", "Passport Expiry Date"): the words after it, joined ("X 987 6543"), up to a word of
 * four or more letters (the next label), a word of letters once digits came ("X9876543 GBR"),
 * or 20 characters; kept if that looks like a passport number.
 */
function labelValue(tokens: readonly string[], start: number): string | undefined {
  let value = '';
  for (let i = start; i < tokens.length; i++) {
    const token = tokens[i]!;
    const letters = /^\p{L}+$/u.test(token);
    if (letters && (token.length >= 4 || /\d/.test(value))) break;
    if (value.length + token.length > VALUE_MAX) break;
    value += token;
  }
  return PASSPORT_LIKE.test(value) ? value : undefined;
}

/**
 * Looks for the traveller in an e-visa's text. Another passport number beside a passport label
 * refuses the file, whatever else is found; else the traveller's number anywhere (as whole
 * words, spaces and case aside) matches; else it is unverified. The surname is reported, not
 * decisive: a name alone is too weak (families share it) to send a visa on.
 */
export function findTravellerInEVisa(text: string, traveller: EVisaTraveller): EVisaFinding {
  const tokens = tokensOf(text);
  const passport = compact(traveller.passportNumber ?? '');
  const surname = compact(traveller.lastName ?? '');
  const surnameFound = surname.length > 0 && spelledAnywhere(tokens, surname);
  for (const start of labelValueStarts(tokens)) {
    // The traveller's number right after the label, even when more follows on the line.
    if (passport && spellsAt(tokens, start, passport)) continue;
    const value = labelValue(tokens, start);
    if (value !== undefined && value !== passport) {
      return { outcome: 'other_passport', foundPassport: value, surnameFound };
    }
  }
  if (passport.length >= 5 && spelledAnywhere(tokens, passport)) {
    return { outcome: 'matched', surnameFound };
  }
  return { outcome: 'unverified', surnameFound };
}
