import fc from 'fast-check';
import { englishMessage, fieldProblem } from '@/domain/errors';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, daysBetween } from '@/domain/dates';
import { ports } from '@/domain/reference/ports';
import {
  makeApplicantDetailsSchema,
  makeUpdateApplicationRequestSchema,
  permanentCountryOf,
  type TApplicantDetailsInput,
} from '@/domain/schemas/applicant-details';
import { validApplicant } from '@/domain/test-support/fixtures';

const today = '2025-06-15';
const schema = makeApplicantDetailsSchema({ today });

/** Messages by dotted path for the fixture with `overrides` applied. */
function errorsOf(overrides: Partial<Record<keyof TApplicantDetailsInput, unknown>>, day = today) {
  const result = makeApplicantDetailsSchema({ today: day }).safeParse({
    ...validApplicant(day),
    ...overrides,
  });
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (errors[issue.path.join('.')] ??= []).push(fieldProblem(issue.message).message);
  return errors;
}

describe('the fixture', () => {
  it('is valid, trimmed, and strips unknown keys', () => {
    const parsed = schema.parse({ ...validApplicant(today), firstName: '  Jane ', step: 2 });
    expect(parsed.firstName).toBe('Jane');
    expect(parsed).not.toHaveProperty('step');
  });
});

describe('one failing case per field rule', () => {
  it.each([
    ['firstName', 'J', 'First name must be at least 2 characters'],
    ['firstName', '  J  ', 'First name must be at least 2 characters'],
    ['lastName', '', 'Last name must be at least 2 characters'],
    ['dateOfBirth', '', 'Enter the date of birth'],
    ['dateOfBirth', '1990-02-30', 'Please enter a valid date of birth'],
    ['dateOfBirth', '15/06/1990', 'Please enter a valid date of birth'],
    ['gender', '', 'Please select your gender'],
    ['gender', 'unknown', 'Please select your gender'],
    ['maritalStatus', undefined, 'Please select your marital status'],
    ['fatherName', 'J', "Enter the father's full name"],
    ['motherName', '', "Enter the mother's full name"],
    ['passportNumber', '1234', 'Passport number must be at least 5 characters'],
    ['passportIssueDate', '', "Enter the passport's date of issue"],
    ['passportIssueDate', '2020-13-01', 'Please enter a valid passport issue date'],
    ['passportIssueDate', '2025-06-16', 'Passport issue date cannot be in the future'],
    ['passportExpiryDate', '', "Enter the passport's date of expiry"],
    ['passportExpiryDate', '2030-02-29', 'Please enter a valid passport expiry date'],
    ['passportExpiryDate', '2025-12-14', 'Passport must be valid for at least 6 months from today'],
    ['dateOfArrival', '', 'Enter the date of arrival in India'],
    ['dateOfArrival', '2025-6-20', 'Please enter a valid arrival date'],
    ['dateOfArrival', '2025-06-17', 'Arrival date must be between 4 and 120 days from today'],
    ['dateOfDeparture', '', 'Enter the date of departure from India'],
    ['dateOfDeparture', '2025-07-32', 'Please enter a valid departure date'],
    ['purposeOfVisit', 'Tourism', 'Purpose of visit must be at least 10 characters'],
    ['presentAddress', 'Short', 'Present address must be at least 10 characters'],
    ['permanentAddress', '', 'Permanent address must be at least 10 characters'],
    ['employerAddress', 'Nowhere', 'Employer address must be at least 10 characters'],
    ['cityState', 'L', 'City/State must be at least 2 characters'],
    ['permanentCityState', '', 'Permanent city/state must be at least 2 characters'],
    ['occupation', 'X', 'Occupation must be at least 2 characters'],
    ['employerName', '', 'Employer name must be at least 2 characters'],
    ['visitedSaarcCountries', '', englishMessage('validation.yes_no_required')],
    ['criminalRecord', 'maybe', englishMessage('validation.yes_no_required')],
    ['deportationHistory', undefined, englishMessage('validation.yes_no_required')],
    ['nationality', 'XX', englishMessage('validation.country_invalid')],
    ['passportIssuingCountry', 'gb', englishMessage('validation.country_invalid')],
    ['permanentCountry', 'Narnia', englishMessage('validation.country_invalid')],
    ['entryPort', 'XYZ', englishMessage('validation.entry_port_invalid')],
    ['exitPort', 'XYZ', englishMessage('validation.exit_port_invalid')],
    ['emergencyContactPhone', 'call me', englishMessage('validation.phone_invalid')],
    ['religion', 'x'.repeat(501), 'Please use at most 500 characters'],
  ] as const)('%s = %j: %s', (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: [message] });
  });

  it.each([
    ['nationality', 'Enter the nationality'],
    ['placeOfBirth', 'Enter the place of birth'],
    ['religion', 'Enter the religion'],
    ['educationStatus', 'Choose the level of education'],
    ['fatherNationality', "Enter the father's nationality"],
    ['fatherPlaceOfBirth', "Enter the father's place of birth"],
    ['motherNationality', "Enter the mother's nationality"],
    ['motherPlaceOfBirth', "Enter the mother's place of birth"],
    ['passportIssuingCountry', 'Enter the country that issued the passport'],
    ['passportPlaceOfIssue', "Enter the passport's place of issue"],
    ['entryPort', 'Choose the port of entry'],
    ['exitPort', 'Choose the port of exit'],
    ['placesToVisit', 'Enter the places to visit'],
    ['zipCode', 'Enter the postal code'],
    ['country', 'Enter the country of the present address'],
    ['permanentZipCode', 'Enter the permanent postal code'],
    ['permanentCountry', 'Enter the country of the permanent address'],
  ] as const)('an empty %s: %s', (field, message) => {
    expect(errorsOf({ [field]: '' })).toEqual({ [field]: [message] });
    expect(errorsOf({ [field]: '   ' })).toEqual({ [field]: [message] });
  });

  it('a future date of birth', () => {
    const errors = errorsOf({ dateOfBirth: '2025-06-16', passportIssueDate: '2025-06-16' });
    expect(errors.dateOfBirth).toEqual([englishMessage('validation.date_of_birth_future')]);
  });
});

describe('entry and exit ports', () => {
  const land = ports.find((p) => p.kind === 'land');

  it('enters by airport or seaport only, exits anywhere', () => {
    for (const code of ['DEL', 'BOM', 'CCU', 'MAA', 'BLR', 'INMAA', 'INCOK', 'INBOM']) {
      expect(errorsOf({ entryPort: code, exitPort: code })).toEqual({});
    }
    expect(land).toBeDefined();
    expect(errorsOf({ entryPort: land?.code })).toEqual({
      entryPort: [englishMessage('validation.entry_port_invalid')],
    });
    expect(errorsOf({ exitPort: land?.code })).toEqual({});
  });
});

describe('permanent country', () => {
  it("defaults to 'Same as present' and resolves to the present country", () => {
    const { permanentCountry: _omit, ...rest } = validApplicant(today);
    const parsed = schema.parse(rest);
    expect(parsed.permanentCountry).toBe('Same as present');
    expect(permanentCountryOf(parsed)).toBe('GB');
    expect(permanentCountryOf(schema.parse({ ...rest, permanentCountry: 'US' }))).toBe('US');
  });
});

describe('details when the answer is yes', () => {
  it.each([
    [
      'visitedSaarcCountries',
      'saarcCountriesDetails',
      englishMessage('validation.saarc_countries_details_required'),
    ],
    [
      'criminalRecord',
      'criminalRecordDetails',
      englishMessage('validation.criminal_record_details_required'),
    ],
    [
      'deportationHistory',
      'deportationDetails',
      englishMessage('validation.deportation_details_required'),
    ],
  ] as const)('%s = yes requires %s', (question, details, message) => {
    expect(errorsOf({ [question]: 'yes' })).toEqual({ [details]: [message] });
    expect(errorsOf({ [question]: 'yes', [details]: ' Nepal 2023 ' })).toEqual({});
    expect(errorsOf({ [question]: 'yes', [details]: ' short ' })).toEqual({ [details]: [message] });
    expect(errorsOf({ [question]: 'no', [details]: undefined })).toEqual({});
  });
});

describe('date consistency (today 2025-06-15)', () => {
  const inconsistent = (errors: Record<string, string[]>) =>
    expect(errors.dateValidation).toEqual([englishMessage('validation.date_consistency')]);

  it('passport issued after birth', () => {
    const errors = errorsOf({ dateOfBirth: '2010-01-01', passportIssueDate: '2010-01-01' });
    expect(errors.passportIssueDate).toEqual([
      englishMessage('validation.passport_issue_after_birth'),
    ]);
    inconsistent(errors);
  });

  it('expiry after issue', () => {
    const errors = errorsOf({ passportIssueDate: '2024-01-01', passportExpiryDate: '2023-12-31' });
    expect(errors.passportExpiryDate).toEqual([
      englishMessage('validation.passport_expiry_after_issue'),
    ]);
    inconsistent(errors);
  });

  it('departure after arrival, at least 1 day, at most 180 days', () => {
    const arrival = '2025-07-01';
    const before = errorsOf({ dateOfArrival: arrival, dateOfDeparture: '2025-06-30' });
    expect(before.dateOfDeparture).toEqual([englishMessage('validation.departure_after_arrival')]);
    inconsistent(before);
    const sameDay = errorsOf({ dateOfArrival: arrival, dateOfDeparture: arrival });
    expect(sameDay.dateOfDeparture).toEqual([englishMessage('validation.stay_min')]);
    inconsistent(sameDay);
    const tooLong = errorsOf({ dateOfArrival: arrival, dateOfDeparture: addDays(arrival, 181) });
    expect(tooLong.dateOfDeparture).toEqual([englishMessage('validation.stay_max')]);
    inconsistent(tooLong);
    expect(errorsOf({ dateOfArrival: arrival, dateOfDeparture: addDays(arrival, 180) })).toEqual(
      {},
    );
    expect(errorsOf({ dateOfArrival: arrival, dateOfDeparture: addDays(arrival, 1) })).toEqual({});
  });

  it('passport valid beyond departure', () => {
    // Only reachable with a stay over 180 days while the passport covers 6 months after arrival.
    const errors = errorsOf({
      dateOfArrival: '2025-06-20',
      dateOfDeparture: '2025-12-25',
      passportExpiryDate: '2025-12-25',
    });
    expect(errors.passportExpiryDate).toEqual([
      englishMessage('validation.passport_valid_beyond_departure'),
    ]);
    expect(errors.dateOfDeparture).toEqual([englishMessage('validation.stay_max')]);
    inconsistent(errors);
  });

  it('passport valid 6 months after arrival (conditions of use)', () => {
    const errors = errorsOf({
      dateOfArrival: '2025-09-01',
      dateOfDeparture: '2025-09-10',
      passportExpiryDate: '2026-01-15',
    });
    expect(errors).toEqual({
      passportExpiryDate: [englishMessage('validation.passport_valid_six_months_after_arrival')],
      dateValidation: [englishMessage('validation.date_consistency')],
    });
  });

  it('the 6-month, 4-day and 120-day boundaries are inclusive', () => {
    const trip = { dateOfArrival: addDays(today, 4), dateOfDeparture: addDays(today, 14) };
    expect(errorsOf({ ...trip, passportExpiryDate: addMonths(addDays(today, 4), 6) })).toEqual({});
    const lastDay = addDays(today, 120);
    expect(
      errorsOf({
        dateOfArrival: lastDay,
        dateOfDeparture: addDays(lastDay, 5),
        passportExpiryDate: addYears(lastDay, 1),
      }),
    ).toEqual({});
  });

  it('rules against today alone do not add the form-level message', () => {
    expect(errorsOf({ dateOfArrival: '2025-06-14', dateOfDeparture: '2025-06-20' })).toEqual({
      dateOfArrival: [englishMessage('validation.arrival_window', WINDOW)],
    });
    expect(errorsOf({ dateOfArrival: '2025-10-14', dateOfDeparture: '2025-10-20' })).toEqual({
      dateOfArrival: [englishMessage('validation.arrival_window', WINDOW)],
    });
  });

  it('runs while other fields are still wrong', () => {
    const errors = errorsOf({
      religion: '',
      gender: '',
      dateOfArrival: '2025-07-01',
      dateOfDeparture: '2025-07-01',
    });
    expect(errors).toEqual({
      religion: ['Enter the religion'],
      gender: [englishMessage('validation.gender_required')],
      dateOfDeparture: [englishMessage('validation.stay_min')],
      dateValidation: [englishMessage('validation.date_consistency')],
    });
  });

  it('an empty form reports each field once', () => {
    const result = schema.safeParse({});
    const paths = (result.error?.issues ?? []).map((i) => i.path.join('.'));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('dateOfBirth');
    expect(paths).not.toContain('permanentCountry'); // defaults to 'Same as present'
  });

  it('refuses an invalid today', () => {
    expect(() => makeApplicantDetailsSchema({ today: '2025-02-30' })).toThrow(RangeError);
  });
});

describe('date rule properties', () => {
  // Any day from 2000 to 2090 as "today", leap days included.
  const anyToday = fc.integer({ min: 0, max: 90 * 366 }).map((n) => addDays('2000-01-01', n));

  it('any arrival within [today + 4, today + 120] and stay of 1-180 days passes', () => {
    fc.assert(
      fc.property(
        anyToday,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 180 }),
        (day, at, stay) => {
          const arrival = addDays(day, 4 + Math.floor(at * 116));
          const departure = addDays(arrival, stay);
          const errors = errorsOf(
            {
              dateOfArrival: arrival,
              dateOfDeparture: departure,
              passportExpiryDate: addYears(arrival, 1),
            },
            day,
          );
          expect(errors).toEqual({});
        },
      ),
    );
  });

  it('any stay over 180 days fails on dateOfDeparture', () => {
    fc.assert(
      fc.property(
        anyToday,
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 181, max: 2000 }),
        (day, offset, stay) => {
          const arrival = addDays(day, Math.min(offset, daysBetween(day, addYears(day, 1))));
          const errors = errorsOf(
            {
              dateOfArrival: arrival,
              dateOfDeparture: addDays(arrival, stay),
              passportExpiryDate: addYears(arrival, 10),
            },
            day,
          );
          expect(errors.dateOfDeparture).toEqual([englishMessage('validation.stay_max')]);
          expect(errors.dateValidation).toEqual([englishMessage('validation.date_consistency')]);
        },
      ),
    );
  });

  it('any arrival outside the window fails on dateOfArrival', () => {
    fc.assert(
      fc.property(
        anyToday,
        fc.integer({ min: 1, max: 3000 }),
        fc.boolean(),
        (day, distance, early) => {
          const arrival = early ? addDays(day, 4 - distance) : addDays(day, 120 + distance);
          const errors = errorsOf(
            {
              dateOfArrival: arrival,
              dateOfDeparture: addDays(arrival, 7),
              passportExpiryDate: addYears(arrival, 2),
            },
            day,
          );
          expect(errors.dateOfArrival).toEqual([
            englishMessage('validation.arrival_window', WINDOW),
          ]);
        },
      ),
    );
  });

  it('any passport expiring before today + 6 months fails', () => {
    fc.assert(
      fc.property(anyToday, fc.integer({ min: 1, max: 3000 }), (day, short) => {
        const errors = errorsOf({ passportExpiryDate: addDays(addMonths(day, 6), -short) }, day);
        expect(errors.passportExpiryDate).toHaveLength(1);
        expect(errors.passportExpiryDate?.[0]).toMatch(/^Passport /);
      }),
    );
  });

  it('any impossible calendar date is invalid, in every date field', () => {
    const impossible = fc
      .record({
        year: fc.integer({ min: 1919, max: 2099 }),
        month: fc.integer({ min: 1, max: 12 }),
        extra: fc.integer({ min: 1, max: 3 }),
      })
      .map(({ year, month, extra }) => {
        const day = new Date(Date.UTC(year, month, 0)).getUTCDate() + extra;
        return day > 31
          ? `${year}-${String(month).padStart(2, '0')}-32`
          : `${year}-${String(month).padStart(2, '0')}-${day}`;
      });
    const fields = [
      'dateOfBirth',
      'passportIssueDate',
      'passportExpiryDate',
      'dateOfArrival',
      'dateOfDeparture',
    ] as const;
    const invalidDate = {
      dateOfBirth: 'validation.date_of_birth_invalid',
      passportIssueDate: 'validation.passport_issue_date_invalid',
      passportExpiryDate: 'validation.passport_expiry_date_invalid',
      dateOfArrival: 'validation.date_of_arrival_invalid',
      dateOfDeparture: 'validation.date_of_departure_invalid',
    } as const;
    fc.assert(
      fc.property(impossible, fc.constantFrom(...fields), (value, field) => {
        expect(errorsOf({ [field]: value })).toEqual({
          [field]: [englishMessage(invalidDate[field])],
        });
      }),
    );
  });

  it('handles 29 February', () => {
    expect(errorsOf({ dateOfBirth: '2000-02-29' })).toEqual({});
    expect(errorsOf({ dateOfBirth: '1900-02-29' })).toEqual({
      dateOfBirth: [englishMessage('validation.date_of_birth_invalid')],
    });
    // From a leap day the window closes 120 days later, on 28 June.
    const leapDay = '2028-02-29';
    const trip = (arrival: string) => ({
      dateOfArrival: arrival,
      dateOfDeparture: addDays(arrival, 3),
      passportExpiryDate: '2035-01-01',
    });
    expect(errorsOf(trip('2028-06-28'), leapDay)).toEqual({});
    expect(errorsOf(trip('2028-06-29'), leapDay)).toEqual({
      dateOfArrival: [englishMessage('validation.arrival_window', WINDOW)],
    });
    expect(
      errorsOf({ dateOfBirth: leapDay, passportIssueDate: leapDay }, leapDay).passportIssueDate,
    ).toEqual([englishMessage('validation.passport_issue_after_birth')]);
  });
});

const WINDOW = { min: 4, max: 120 };

describe('makeUpdateApplicationRequestSchema', () => {
  const update = makeUpdateApplicationRequestSchema({ today });
  const applicant = validApplicant(today);

  it('accepts { applicants } with 1 to 10 entries', () => {
    expect(update.parse({ applicants: [applicant, applicant] }).applicants).toHaveLength(2);
    expect(update.safeParse({ applicants: [] }).error?.issues[0]?.message).toBe(
      'validation.number_of_applicants_range',
    );
    const eleven = Array.from({ length: 11 }, () => applicant);
    expect(update.safeParse({ applicants: eleven }).error?.issues[0]?.message).toBe(
      'validation.number_of_applicants_range',
    );
  });

  it('reports errors at the applicant index', () => {
    const issues = update.safeParse({ applicants: [applicant, { ...applicant, firstName: 'J' }] })
      .error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['applicants.1.firstName', 'validation.first_name_min'],
    ]);
  });

  it('normalises the legacy single-applicant body', () => {
    const legacy = { ...applicant, step: 2, applicantDetails: JSON.stringify(applicant) };
    const parsed = update.parse(legacy);
    expect(parsed.applicants).toHaveLength(1);
    expect(parsed.applicants[0]?.firstName).toBe('Jane');
    expect(parsed.applicants[0]).not.toHaveProperty('applicantDetails');
  });

  it('reads the legacy JSON copy, top-level fields winning', () => {
    const fromJson = update.parse({
      step: 2,
      applicantDetails: JSON.stringify(applicant),
      firstName: 'Janet',
    });
    expect(fromJson.applicants[0]?.firstName).toBe('Janet');
    expect(fromJson.applicants[0]?.lastName).toBe('Traveller');
    expect(update.safeParse({ step: 2, applicantDetails: '{not json' }).success).toBe(false);
  });
});

describe('the traveller and the trip', () => {
  // Monday 23 November 2026, 10:00 in London.
  const now = new Date('2026-11-23T10:00:00Z');
  const day = '2026-11-23';
  const codesOf = (
    overrides: Partial<Record<keyof TApplicantDetailsInput, unknown>>,
    speed?: 'normal' | 'urgent',
  ) => {
    const trip = speed ? { trip: { processingTime: speed, now } } : {};
    const result = makeApplicantDetailsSchema({ today: day, ...trip }).safeParse({
      ...validApplicant(day),
      ...overrides,
    });
    return Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        fieldProblem(issue.message),
      ]),
    );
  };
  const arrivingOn = (arrival: string) => ({
    dateOfArrival: arrival,
    dateOfDeparture: addDays(arrival, 7),
  });

  it('refuses a nationality or passport off the e-Visa list, each with its way forward', () => {
    expect(codesOf({ nationality: 'PK' }).nationality?.code).toBe('eligibility.pakistan');
    expect(codesOf({ passportIssuingCountry: 'PK' }).passportIssuingCountry?.code).toBe(
      'eligibility.pakistan',
    );
    expect(codesOf({ nationality: 'IN' }).nationality?.code).toBe('eligibility.indian');
    expect(codesOf({ nationality: 'AF' }).nationality?.code).toBe('eligibility.not_listed');
    expect(codesOf({ nationality: 'XX' }).nationality?.code).toBe('validation.country_invalid');
  });

  it('refuses Normal for an arrival in 4 days, naming the date and the speed that can', () => {
    const problem = codesOf(arrivingOn('2026-11-27'), 'normal').dateOfArrival;
    expect(problem).toEqual({
      code: 'trip.normal_too_slow',
      message:
        'With Normal processing your e-Visa is expected by Mon, Nov 30, after your arrival on Fri, Nov 27. Choose Urgent processing, or change your dates.',
      params: { expectedBy: '2026-11-30', arrival: '2026-11-27' },
    });
    expect(codesOf(arrivingOn('2026-11-27'), 'urgent')).toEqual({});
    // Without the trip (a form that does not know the speed yet), only the window applies.
    expect(codesOf(arrivingOn('2026-11-27'))).toEqual({});
  });

  it('refuses an arrival in 3 days and in 121 days', () => {
    for (const arrival of [addDays(day, 3), addDays(day, 121)]) {
      expect(codesOf(arrivingOn(arrival), 'urgent').dateOfArrival?.code).toBe(
        'validation.arrival_window',
      );
    }
  });
});
