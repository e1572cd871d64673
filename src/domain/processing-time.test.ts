import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, todayIso } from '@/domain/dates';
import {
  arrivalInWindow,
  dueAt,
  endOfUkDay,
  expectedBy,
  isBusinessDay,
  processingHolidays,
  speedProblem,
  ukDateAndHour,
} from '@/domain/processing-time';
import { processingTimes } from '@/domain/visa';

// 2026-11-23 is a Monday; the UK is on GMT in November, so 10:00Z is 10:00 in London.
const monday = (time = '10:00') => new Date(`2026-11-23T${time}:00Z`);
const none = new Set<string>();

describe('expectedBy', () => {
  it('counts business days from the day the documents are complete, before noon UK time', () => {
    expect(expectedBy(monday(), 'normal', none)).toBe('2026-11-30');
    expect(expectedBy(monday(), 'urgent', none)).toBe('2026-11-25');
    expect(expectedBy(monday(), 'super-urgent', none)).toBe('2026-11-23');
  });

  it('starts the next business day from noon, and after a weekend', () => {
    expect(expectedBy(monday('12:00'), 'super-urgent', none)).toBe('2026-11-24');
    expect(expectedBy(monday('11:59'), 'super-urgent', none)).toBe('2026-11-23');
    // Friday afternoon, and all of Saturday, count from Monday.
    expect(expectedBy(new Date('2026-11-27T15:00:00Z'), 'super-urgent', none)).toBe('2026-11-30');
    expect(expectedBy(new Date('2026-11-28T09:00:00Z'), 'urgent', none)).toBe('2026-12-02');
  });

  it('reads the cut-off in UK time, summer time included', () => {
    // 11:30Z is 12:30 in London in July (BST): after the cut-off.
    expect(ukDateAndHour(new Date('2026-07-06T11:30:00Z'))).toEqual({
      date: '2026-07-06',
      hour: 12,
    });
    expect(expectedBy(new Date('2026-07-06T11:30:00Z'), 'super-urgent', none)).toBe('2026-07-07');
    // 23:30Z on Sunday is already Monday 00:30 in London.
    expect(ukDateAndHour(new Date('2026-07-05T23:30:00Z')).date).toBe('2026-07-06');
  });

  it('skips the holidays of the data file', () => {
    expect(processingHolidays.has('2026-12-25')).toBe(true);
    // Thursday 24 December, two business days: Christmas and the Boxing Day holiday (Monday 28)
    // are not worked, so Tuesday 29 and Wednesday 30.
    expect(expectedBy(new Date('2026-12-24T09:00:00Z'), 'urgent')).toBe('2026-12-30');
  });

  const instant = fc
    .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 1) })
    .map((ms) => new Date(ms));
  const holidays = fc
    .uniqueArray(fc.integer({ min: 0, max: 720 }), { maxLength: 40 })
    .map((offsets) => new Set(offsets.map((n) => addDays('2026-01-01', n))));

  it('remembers by the hour what the clock reads the same all hour (property)', () => {
    // The direct reading, as the remembered one must give it, across summer-time changes.
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    const direct = (at: Date) => {
      const [d = '', t = ''] = london.format(at).split(', ');
      const [day, month, year] = d.split('/');
      return { date: `${year}-${month}-${day}`, hour: Number(t.slice(0, 2)) };
    };
    fc.assert(
      fc.property(instant, fc.constantFrom(...processingTimes), (at, speed) => {
        expect(ukDateAndHour(at)).toEqual(direct(at));
        // The default holidays take the remembered path; a copy of them does not.
        expect(expectedBy(at, speed)).toBe(expectedBy(at, speed, new Set(processingHolidays)));
      }),
      { numRuns: 2000 },
    );
    // The hour the clocks go forward and the one they go back, minute by minute.
    for (const start of ['2026-03-29T00:00:00Z', '2026-10-25T00:00:00Z']) {
      for (let minute = 0; minute < 180; minute += 1) {
        const at = new Date(Date.parse(start) + minute * 60_000);
        expect(ukDateAndHour(at)).toEqual(direct(at));
      }
    }
  });

  it('never falls on a weekend or holiday, nor before the request (property)', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...processingTimes), holidays, (now, speed, days) => {
        const date = expectedBy(now, speed, days);
        expect(isBusinessDay(date, days)).toBe(true);
        expect(date >= ukDateAndHour(now).date).toBe(true);
        // And a faster speed is never later.
        expect(expectedBy(now, 'super-urgent', days) <= expectedBy(now, 'urgent', days)).toBe(true);
        expect(expectedBy(now, 'urgent', days) <= expectedBy(now, 'normal', days)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('dueAt', () => {
  it('is the end of the expected-by day in London, in winter and in summer time', () => {
    // November: GMT, so midnight in London is midnight UTC.
    expect(dueAt(monday(), 'normal', none).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    // July: BST, so midnight in London is 23:00 UTC the day before.
    expect(endOfUkDay('2026-07-07').toISOString()).toBe('2026-07-07T23:00:00.000Z');
    // The clocks change on the last Sundays of March and October.
    expect(endOfUkDay('2026-03-28').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(endOfUkDay('2026-03-29').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(endOfUkDay('2026-10-24').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(endOfUkDay('2026-10-25').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  const instant = fc
    .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 1) })
    .map((ms) => new Date(ms));

  it('falls just after the last moment of the expected-by day in the UK (property)', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...processingTimes), (completeAt, speed) => {
        const day = expectedBy(completeAt, speed, none);
        const due = dueAt(completeAt, speed, none);
        expect(ukDateAndHour(due)).toEqual({ date: addDays(day, 1), hour: 0 });
        expect(ukDateAndHour(new Date(due.getTime() - 1)).date).toBe(day);
        expect(due.getTime()).toBeGreaterThan(completeAt.getTime());
      }),
      { numRuns: 300 },
    );
  });
});

describe('the trip', () => {
  it('must arrive 4 to 120 days from today', () => {
    const now = monday();
    const today = todayIso(now);
    expect(arrivalInWindow(addDays(today, 3), now)).toBe(false);
    expect(arrivalInWindow(addDays(today, 4), now)).toBe(true);
    expect(arrivalInWindow(addDays(today, 120), now)).toBe(true);
    expect(arrivalInWindow(addDays(today, 121), now)).toBe(false);
  });

  it('refuses a speed that cannot deliver before arrival, naming the one that can', () => {
    // Arrival on Friday 27: Normal (Monday 30) is too late, Urgent (Wednesday 25) is in time.
    expect(speedProblem('2026-11-27', 'normal', monday(), none)).toEqual({
      expectedBy: '2026-11-30',
      suggestion: 'urgent',
    });
    expect(speedProblem('2026-11-27', 'urgent', monday(), none)).toBeUndefined();
    // Arrival on the expected day itself is too late: the e-Visa must be in hand before.
    expect(speedProblem('2026-11-25', 'urgent', monday(), none)).toEqual({
      expectedBy: '2026-11-25',
      suggestion: 'super-urgent',
    });
    expect(speedProblem('2026-11-23', 'urgent', monday(), none)?.suggestion).toBeNull();
  });

  it('suggests the slowest speed that is in time (property)', () => {
    const arrivalOffset = fc.integer({ min: 0, max: 20 });
    fc.assert(
      fc.property(arrivalOffset, fc.constantFrom(...processingTimes), (offset, speed) => {
        const now = monday();
        const arrival = addDays(todayIso(now), offset);
        const problem = speedProblem(arrival, speed, now, none);
        if (!problem) {
          expect(expectedBy(now, speed, none) < arrival).toBe(true);
          return;
        }
        expect(problem.expectedBy >= arrival).toBe(true);
        if (problem.suggestion) {
          expect(expectedBy(now, problem.suggestion, none) < arrival).toBe(true);
          expect(daysBetween(todayIso(now), arrival)).toBeGreaterThan(0);
        }
      }),
    );
  });
});
