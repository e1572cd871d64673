import { addDays, daysBetween, todayIso } from '@/domain/dates';
import holidayData from '@/domain/reference/processing-holidays.json' with { type: 'json' };
import { awaitsDecision, isDecided, type ApplicationStatus } from '@/domain/status';
import { processingTimes, type ProcessingTime } from '@/domain/visa';

// When an e-Visa can be expected, and whether a trip leaves time for it
// (docs/requirements/processing-and-dates.md). Computed here once and shown everywhere the
// traveller or staff look: the payment summary, the confirmation, the status page, the emails.

/** Business days from complete documents to the e-Visa, by speed. */
const expectedBusinessDays: Readonly<Record<ProcessingTime, number>> = {
  normal: 5,
  urgent: 2,
  // Same day when the documents are complete before the cut-off, else the next business day.
  'super-urgent': 0,
};

/** Work that arrives at or after noon UK time (or on a day off) starts the next business day. */
const CUT_OFF_HOUR_UK = 12;
const UK_TIME_ZONE = 'Europe/London';

/** India's e-Visa window: arrival at least 4 and at most 120 days after the application. */
export const ARRIVAL_MIN_DAYS = 4;
export const ARRIVAL_MAX_DAYS = 120;

/** The days no application is processed beside weekends (a data file: holidays change yearly). */
export const processingHolidays: ReadonlySet<string> = new Set(holidayData.dates);

const ukParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

const HOUR_MS = 3_600_000;
/**
 * The instant's UTC hour, a key for what depends only on the UK date and hour: London is UTC+0
 * or UTC+1 and changes on a whole UTC hour, so every instant of one UTC hour has the same.
 */
const utcHour = (instant: Date) => Math.floor(instant.getTime() / HOUR_MS);

/** A small map that forgets everything when full: the keys in use are a few recent hours. */
function memo<K, V>(compute: (key: K) => V, limit = 512): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    if (known.size >= limit) known.clear();
    const value = compute(key);
    known.set(key, value);
    return value;
  };
}

const ukDateAndHourOf = memo((hour: number) => {
  const parts = ukParts.formatToParts(new Date(hour * HOUR_MS));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
});

/** The calendar date and hour of an instant in the UK. */
export function ukDateAndHour(instant: Date): { date: string; hour: number } {
  // Remembered by UTC hour: this runs on every application read (its expected-by date).
  return { ...ukDateAndHourOf(utcHour(instant)) };
}

/** Not a Saturday, a Sunday or a holiday. */
export function isBusinessDay(date: string, holidays: ReadonlySet<string> = processingHolidays) {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

function nextBusinessDayFrom(date: string, holidays: ReadonlySet<string>): string {
  let day = date;
  while (!isBusinessDay(day, holidays)) day = addDays(day, 1);
  return day;
}

/**
 * The date the e-Visa is expected by, for documents complete at `completeAt`: the clock starts
 * on that UK business day when it is before the cut-off, else on the next business day, and
 * runs the speed's business days. Never a weekend or holiday, never before `completeAt`.
 */
export function expectedBy(
  completeAt: Date,
  speed: ProcessingTime,
  holidays: ReadonlySet<string> = processingHolidays,
): string {
  if (holidays === processingHolidays) return expectedByHour(`${utcHour(completeAt)}:${speed}`);
  return computeExpectedBy(completeAt, speed, holidays);
}

// The same for every instant of one UTC hour (utcHour), so remembered by hour and speed.
const expectedByHour = memo((key: string) => {
  const [hour, speed] = key.split(':') as [string, ProcessingTime];
  return computeExpectedBy(new Date(Number(hour) * HOUR_MS), speed, processingHolidays);
});

function computeExpectedBy(
  completeAt: Date,
  speed: ProcessingTime,
  holidays: ReadonlySet<string>,
): string {
  const { date, hour } = ukDateAndHour(completeAt);
  const startsToday = isBusinessDay(date, holidays) && hour < CUT_OFF_HOUR_UK;
  let day = startsToday ? date : nextBusinessDayFrom(addDays(date, 1), holidays);
  for (let left = expectedBusinessDays[speed]; left > 0; left -= 1) {
    day = nextBusinessDayFrom(addDays(day, 1), holidays);
  }
  return day;
}

/** The instant a UK calendar day ends: midnight in London at the start of the next day. */
export function endOfUkDay(date: string): Date {
  const next = addDays(date, 1);
  const utcMidnight = new Date(`${next}T00:00:00Z`).getTime();
  // London is UTC+0 or UTC+1 (summer time): midnight there is 23:00 or 00:00 UTC.
  for (const offsetHours of [1, 0]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    const uk = ukDateAndHour(candidate);
    if (uk.date === next && uk.hour === 0) return candidate;
  }
  throw new RangeError(`No UK midnight found after ${date}`);
}

/**
 * The instant the work is due: the end, UK time, of the expected-by day for documents complete
 * at `completeAt` (the same rule as `expectedBy`). Stored as applications.due_at; the staff
 * work queue sorts by it and marks what is past it as overdue.
 */
export function dueAt(
  completeAt: Date,
  speed: ProcessingTime,
  holidays: ReadonlySet<string> = processingHolidays,
): Date {
  return endOfUkDay(expectedBy(completeAt, speed, holidays));
}

/** Whether an arrival date is inside India's window, counted from the UTC date of `now`. */
export function arrivalInWindow(arrival: string, now: Date): boolean {
  const days = daysBetween(todayIso(now), arrival);
  return days >= ARRIVAL_MIN_DAYS && days <= ARRIVAL_MAX_DAYS;
}

export interface SpeedProblem {
  /** When the chosen speed would deliver: on or after the arrival. */
  expectedBy: string;
  /** The slowest (cheapest) speed that delivers before the arrival; null when none can. */
  suggestion: ProcessingTime | null;
}

/**
 * Whether `speed` delivers before `arrival` when the documents are complete at `now` (the
 * earliest they can be): undefined when it does, else when it would and which speed could.
 */
export function speedProblem(
  arrival: string,
  speed: ProcessingTime,
  now: Date,
  holidays: ReadonlySet<string> = processingHolidays,
): SpeedProblem | undefined {
  const delivers = (s: ProcessingTime) => expectedBy(now, s, holidays) < arrival;
  if (delivers(speed)) return undefined;
  return {
    expectedBy: expectedBy(now, speed, holidays),
    suggestion: processingTimes.find(delivers) ?? null,
  };
}

/** The refusal for a speed too slow for an arrival: its code and params (docs/errors.md). */
export function speedRefusal(
  speed: ProcessingTime,
  arrival: string,
  problem: SpeedProblem,
):
  | { code: 'trip.too_soon'; params: { arrival: string } }
  | {
      code: 'trip.normal_too_slow' | 'trip.normal_too_slow_super_urgent' | 'trip.urgent_too_slow';
      params: { expectedBy: string; arrival: string };
    } {
  const { expectedBy, suggestion } = problem;
  if (!suggestion) return { code: 'trip.too_soon', params: { arrival } };
  const params = { expectedBy, arrival };
  if (speed === 'urgent') return { code: 'trip.urgent_too_slow', params };
  return suggestion === 'urgent'
    ? { code: 'trip.normal_too_slow', params }
    : { code: 'trip.normal_too_slow_super_urgent', params };
}

/** When the traveller can expect the e-Visa: a date, and whether the clock has started. */
export interface Delivery {
  /** 'YYYY-MM-DD': the day the e-Visa is expected by. */
  expectedBy: string;
  /**
   * False until every document is in: the date is then what it would be if they were
   * complete now, and it moves with each day they are not.
   */
  clockStarted: boolean;
}

/** The expected-by date of an application as it stands; null once it is decided. */
export function expectedDelivery(
  application: {
    status: ApplicationStatus;
    processingTime: ProcessingTime;
    documentsCompletedAt: Date | null;
  },
  now: Date,
): Delivery | null {
  if (isDecided(application.status)) return null;
  const { documentsCompletedAt: complete, processingTime } = application;
  if (complete && awaitsDecision(application.status)) {
    return { expectedBy: expectedBy(complete, processingTime), clockStarted: true };
  }
  return { expectedBy: expectedBy(now, processingTime), clockStarted: false };
}
