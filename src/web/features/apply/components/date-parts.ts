/** A date picked in three selects; each part is '' until chosen. */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

const PARTIAL = /^(\d{4})?-(\d{2})?-(\d{2})?$/;

/**
 * Splits a form value into its parts. A complete value is YYYY-MM-DD; a half-picked one keeps
 * its chosen parts ('-03-' is March with no day or year yet), so a reload restores the selects.
 */
export function splitDate(value: string | undefined): DateParts {
  const match = PARTIAL.exec(value ?? '');
  return { year: match?.[1] ?? '', month: match?.[2] ?? '', day: match?.[3] ?? '' };
}

/** The form value for the parts: '' when nothing is picked, else YYYY-MM-DD with gaps. */
export function joinDate({ year, month, day }: DateParts): string {
  if (!year && !month && !day) return '';
  return `${year}-${month}-${day}`;
}

const FIRST_YEAR = 1919;
/** specification section 2: years from the current year + 20 down to 1919. */
export function yearOptions(currentYear: number): string[] {
  const years: string[] = [];
  for (let year = currentYear + 20; year >= FIRST_YEAR; year--) years.push(String(year));
  return years;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayOptions: readonly string[] = Array.from({ length: 31 }, (_, i) => pad(i + 1));
export const monthNumbers: readonly string[] = Array.from({ length: 12 }, (_, i) => pad(i + 1));

/** Month names in the interface language ('January', 'Ocak', 'يناير'). */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return monthNumbers.map((_, i) => format.format(Date.UTC(2000, i, 1)));
}
