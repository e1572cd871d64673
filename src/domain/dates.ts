// Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so the result never depends on the
// time zone of the machine (server in UTC, browser anywhere). A calendar date has no zone.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

interface Ymd {
  year: number;
  month: number; // 1-12
  day: number;
}

function parts(iso: string): Ymd | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

// setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
function utcDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

function format(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

function requireDate(iso: string): Ymd {
  const ymd = isValidIsoDate(iso) ? parts(iso) : undefined;
  if (!ymd) throw new RangeError(`Not a valid YYYY-MM-DD date: ${JSON.stringify(iso)}`);
  return ymd;
}

/** Exactly 10 characters, YYYY-MM-DD, and a real calendar day (2025-02-30 is not). */
export function isValidIsoDate(value: string): boolean {
  if (value.length !== 10) return false;
  const ymd = parts(value);
  if (!ymd || ymd.year < 1) return false;
  // Date rolls 2025-02-30 over to 2025-03-02; a real date survives the round trip unchanged.
  const date = utcDate(ymd.year, ymd.month - 1, ymd.day);
  return (
    date.getUTCFullYear() === ymd.year &&
    date.getUTCMonth() === ymd.month - 1 &&
    date.getUTCDate() === ymd.day
  );
}

/** The UTC calendar date of an instant. */
export function todayIso(now: Date): string {
  return format(now);
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = requireDate(iso);
  return format(utcDate(year, month - 1, day + days));
}

/** Adds calendar months; a day past the target month's end clamps to its last day (Jan 31 + 1 = Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = requireDate(iso);
  const firstOfTarget = utcDate(year, month - 1 + months, 1);
  const lastDay = utcDate(
    firstOfTarget.getUTCFullYear(),
    firstOfTarget.getUTCMonth() + 1,
    0,
  ).getUTCDate();
  return format(
    utcDate(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth(), Math.min(day, lastDay)),
  );
}

/** Adds calendar years; 29 February becomes 28 February in a non-leap year. */
export function addYears(iso: string, years: number): string {
  return addMonths(iso, years * 12);
}

/** Whole days from `from` to `to`: positive when `to` is later, 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  const a = requireDate(from);
  const b = requireDate(to);
  const diff =
    utcDate(b.year, b.month - 1, b.day).getTime() - utcDate(a.year, a.month - 1, a.day).getTime();
  return Math.round(diff / MS_PER_DAY);
}

/** -1, 0 or 1, for sorting. Valid ISO dates compare correctly as strings. */
export function compareIsoDates(a: string, b: string): -1 | 0 | 1 {
  requireDate(a);
  requireDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}
