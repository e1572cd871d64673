// Turning OCR text into a validated passport machine-readable zone (ICAO 9303 part 4, TD3: two
// lines of 44 characters). docs/requirements/documents.md, "Passport check".
import { parse } from 'mrz';
import type { MrzReading } from '@/domain/passport-check';

/** A validated zone before its names are cross-read (read-mrz.ts adds the certainty). */
export type ZoneReading = Omit<MrzReading, 'surnameCertain' | 'givenNamesCertain'>;

const LINE = 44;
const MRZ_CHARS = /[^A-Z0-9<]/g;

/** An OCR line reduced to the MRZ alphabet. */
export const mrzText = (line: string) =>
  line.toUpperCase().replace(/\s+/g, '').replace(MRZ_CHARS, '');

/**
 * Line 1 ends with the name field's fillers; OCR often counts a run of `<` one or two off. The
 * tail is cut or padded to 44 only when what is cut is fillers.
 */
function fitFirstLine(line: string): string | undefined {
  if (line.length === LINE) return line;
  if (line.length < LINE) return line.endsWith('<') ? line.padEnd(LINE, '<') : undefined;
  const extra = line.slice(LINE);
  return /^[<]*$/.test(extra) || /<<$/.test(line.slice(0, LINE)) ? line.slice(0, LINE) : undefined;
}

/**
 * Line 2 has fixed positions: 28 characters of number, nationality, dates and sex, then the
 * personal number (14), its check digit and the composite check digit. A miscounted run of
 * fillers in the personal number is fitted back to 44.
 */
function fitSecondLine(line: string): string | undefined {
  if (line.length === LINE) return line;
  const head = line.slice(0, 28);
  const tail = line.slice(-2);
  const middle = line.slice(28, -2);
  if (head.length < 28 || !/^[<]*$/.test(middle.replace(/^[A-Z0-9]*/, ''))) return undefined;
  const kept = middle.replace(/<+$/, '');
  if (kept.length > 14) return undefined;
  return head + kept.padEnd(14, '<') + tail;
}

const sexOf = (value: string | null | undefined): ZoneReading['sex'] | undefined =>
  value === 'male' ? 'M' : value === 'female' ? 'F' : value === 'nonspecified' ? 'X' : undefined;

/** A valid TD3 reading of these two lines, or undefined (wrong shape or a check digit fails). */
export function parseTd3(first: string, second: string): ZoneReading | undefined {
  const l1 = fitFirstLine(first);
  const l2 = fitSecondLine(second);
  if (!l1 || !l2 || !l1.startsWith('P')) return undefined;
  let result;
  try {
    result = parse([l1, l2], { autocorrect: true });
  } catch {
    return undefined;
  }
  if (result.format !== 'TD3' || !result.valid) return undefined;
  const f = result.fields;
  const sex = sexOf(f.sex);
  if (!f.documentNumber || !f.lastName || !f.nationality || !f.birthDate || !f.expirationDate)
    return undefined;
  if (!sex) return undefined;
  return {
    documentNumber: result.documentNumber ?? f.documentNumber,
    issuingState: f.issuingState ?? '',
    surname: f.lastName,
    givenNames: f.firstName ?? '',
    nationality: f.nationality,
    dateOfBirth: f.birthDate,
    sex,
    expiryDate: f.expirationDate,
  };
}

/**
 * The first pair of consecutive OCR lines (each already reduced by mrzText) that forms a valid
 * TD3 zone, with the index of its first line.
 */
export function findTd3(
  lines: readonly string[],
): { reading: ZoneReading; firstLine: number; fitted: string } | undefined {
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const first = lines[i]!;
    if (!first.startsWith('P') || first.length < LINE - 8) continue;
    const reading = parseTd3(first, lines[i + 1]!);
    if (reading) return { reading, firstLine: i, fitted: fitFirstLine(first)! };
  }
  return undefined;
}
