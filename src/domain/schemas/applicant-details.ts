import { z } from 'zod';
import { addMonths, daysBetween, isValidIsoDate } from '@/domain/dates';
import { ineligibility, type Ineligibility } from '@/domain/eligibility';
import {
  ARRIVAL_MAX_DAYS,
  ARRIVAL_MIN_DAYS,
  speedProblem,
  speedRefusal,
} from '@/domain/processing-time';
import type { ErrorCode } from '@/domain/errors/catalogue';
import { fieldMessage, problemAsFieldMessage } from '@/domain/errors/field-message';
import { isCountryCode } from '@/domain/reference/countries';
import { isEntryPort, isExitPort } from '@/domain/reference/ports';
import { isPhoneNumber } from '@/domain/schemas/create-application';
import { multiLineText, singleLineText, textOf, type TextKind } from '@/domain/schemas/text';
import { maxApplicants, minApplicants, type ProcessingTime } from '@/domain/visa';

// Step 2 / specification call 2: one applicant's details, with specification section 5's rules and messages.
// A factory because the date rules depend on "today", which the caller supplies
// (todayIso(new Date()) on server and browser alike), so the rules stay pure and testable.

/** permanentCountry's default: the permanent address is in the same country as the present one. */
export const SAME_AS_PRESENT = 'Same as present';
const maxStayDays = 180;
/** Bounds every free-text field of an applicant, draft or complete; no real answer is longer. */
export const MAX_TEXT = 500;
const tooLong = fieldMessage('validation.too_long', { max: MAX_TEXT });

// Each field's own messages (specification section 5): '<Field> is required', '<Field> must be
// at least <n> characters', 'Please enter a valid <date>'.
const requiredCodes = {
  nationality: 'validation.nationality_required',
  placeOfBirth: 'validation.place_of_birth_required',
  religion: 'validation.religion_required',
  educationStatus: 'validation.education_status_required',
  fatherNationality: 'validation.father_nationality_required',
  fatherPlaceOfBirth: 'validation.father_place_of_birth_required',
  motherNationality: 'validation.mother_nationality_required',
  motherPlaceOfBirth: 'validation.mother_place_of_birth_required',
  passportIssuingCountry: 'validation.passport_issuing_country_required',
  passportPlaceOfIssue: 'validation.passport_place_of_issue_required',
  entryPort: 'validation.entry_port_required',
  exitPort: 'validation.exit_port_required',
  placesToVisit: 'validation.places_to_visit_required',
  zipCode: 'validation.zip_code_required',
  country: 'validation.country_required',
  permanentZipCode: 'validation.permanent_zip_code_required',
  permanentCountry: 'validation.permanent_country_required',
  dateOfBirth: 'validation.date_of_birth_required',
  passportIssueDate: 'validation.passport_issue_date_required',
  passportExpiryDate: 'validation.passport_expiry_date_required',
  dateOfArrival: 'validation.date_of_arrival_required',
  dateOfDeparture: 'validation.date_of_departure_required',
} as const satisfies Record<string, ErrorCode>;
const minLengthRules = {
  firstName: ['validation.first_name_min', 2],
  lastName: ['validation.last_name_min', 2],
  passportNumber: ['validation.passport_number_min', 5],
  purposeOfVisit: ['validation.purpose_of_visit_min', 10],
  presentAddress: ['validation.present_address_min', 10],
  permanentAddress: ['validation.permanent_address_min', 10],
  employerAddress: ['validation.employer_address_min', 10],
  cityState: ['validation.city_state_min', 2],
  permanentCityState: ['validation.permanent_city_state_min', 2],
  occupation: ['validation.occupation_min', 2],
  employerName: ['validation.employer_name_min', 2],
} as const satisfies Record<string, readonly [ErrorCode, number]>;
const invalidDateCodes = {
  dateOfBirth: 'validation.date_of_birth_invalid',
  passportIssueDate: 'validation.passport_issue_date_invalid',
  passportExpiryDate: 'validation.passport_expiry_date_invalid',
  dateOfArrival: 'validation.date_of_arrival_invalid',
  dateOfDeparture: 'validation.date_of_departure_invalid',
} as const satisfies Record<string, ErrorCode>;

// The fields the form shows as a textarea; every other text field is one line.
const multiLineFields = new Set<string>([
  'purposeOfVisit',
  'presentAddress',
  'permanentAddress',
  'employerAddress',
  'saarcCountriesDetails',
  'criminalRecordDetails',
  'deportationDetails',
]);
/** Whether an applicant field is a textarea (multi-line) or one line, for the draft schema too. */
export const applicantTextKind = (field: string): TextKind =>
  multiLineFields.has(field) ? 'multiLine' : 'singleLine';

const text = (min: number, message: string, kind: TextKind = 'singleLine') =>
  textOf(kind, { error: message }).trim().min(min, message).max(MAX_TEXT, tooLong);
// An empty field reports only '<Field> is required', not also the format rule. (Not `abort:
// true`: an aborted field would also skip the object's date checks, which must run live.)
const filledAnd = (check: (value: string) => boolean) => (value: string) =>
  value === '' || check(value);
const required = (field: keyof typeof requiredCodes) => text(1, requiredCodes[field]);
const atLeast = (field: keyof typeof minLengthRules) =>
  text(minLengthRules[field][1], minLengthRules[field][0], applicantTextKind(field));
const countryId = (field: keyof typeof requiredCodes) =>
  required(field).refine(filledAnd(isCountryCode), fieldMessage('validation.country_invalid'));
const isoDate = (field: keyof typeof invalidDateCodes) =>
  required(field).refine(filledAnd(isValidIsoDate), invalidDateCodes[field]);
const optionalText = () => singleLineText().trim().max(MAX_TEXT, tooLong).optional();
const optionalMultiLineText = () => multiLineText().trim().max(MAX_TEXT, tooLong).optional();
const yesNo = () => z.enum(['yes', 'no'], { error: fieldMessage('validation.yes_no_required') });

/** The fields without the cross-field rules, for forms that validate one section at a time. */
export const applicantDetailsFields = {
  firstName: atLeast('firstName'),
  lastName: atLeast('lastName'),
  dateOfBirth: isoDate('dateOfBirth'),
  gender: z.enum(['male', 'female', 'other'], {
    error: fieldMessage('validation.gender_required'),
  }),
  nationality: countryId('nationality'),
  placeOfBirth: required('placeOfBirth'),
  religion: required('religion'),
  visibleMark: optionalText(),
  maritalStatus: z.enum(['single', 'married', 'divorced', 'widowed'], {
    error: fieldMessage('validation.marital_status_required'),
  }),
  educationStatus: required('educationStatus'),
  fatherName: text(2, fieldMessage('validation.father_name_required')),
  fatherNationality: countryId('fatherNationality'),
  fatherPlaceOfBirth: required('fatherPlaceOfBirth'),
  motherName: text(2, fieldMessage('validation.mother_name_required')),
  motherNationality: countryId('motherNationality'),
  motherPlaceOfBirth: required('motherPlaceOfBirth'),
  passportNumber: atLeast('passportNumber'),
  passportIssueDate: isoDate('passportIssueDate'),
  passportExpiryDate: isoDate('passportExpiryDate'),
  passportIssuingCountry: countryId('passportIssuingCountry'),
  passportPlaceOfIssue: required('passportPlaceOfIssue'),
  dateOfArrival: isoDate('dateOfArrival'),
  dateOfDeparture: isoDate('dateOfDeparture'),
  purposeOfVisit: atLeast('purposeOfVisit'),
  entryPort: required('entryPort').refine(
    filledAnd(isEntryPort),
    fieldMessage('validation.entry_port_invalid'),
  ),
  exitPort: required('exitPort').refine(
    filledAnd(isExitPort),
    fieldMessage('validation.exit_port_invalid'),
  ),
  placesToVisit: required('placesToVisit'),
  presentAddress: atLeast('presentAddress'),
  cityState: atLeast('cityState'),
  zipCode: required('zipCode'),
  country: countryId('country'),
  permanentAddress: atLeast('permanentAddress'),
  permanentCityState: atLeast('permanentCityState'),
  permanentZipCode: required('permanentZipCode'),
  // Kept as the literal 'Same as present' (what the described form stores) rather than copied,
  // so a later change of the present country carries over; resolve with permanentCountryOf().
  permanentCountry: required('permanentCountry')
    .refine(
      filledAnd((v) => v === SAME_AS_PRESENT || isCountryCode(v)),
      fieldMessage('validation.country_invalid'),
    )
    .default(SAME_AS_PRESENT),
  occupation: atLeast('occupation'),
  employerName: atLeast('employerName'),
  employerAddress: atLeast('employerAddress'),
  visitedSaarcCountries: yesNo(),
  saarcCountriesDetails: optionalMultiLineText(),
  criminalRecord: yesNo(),
  criminalRecordDetails: optionalMultiLineText(),
  deportationHistory: yesNo(),
  deportationDetails: optionalMultiLineText(),
  // Emergency contact joins from the generic schema (the product decisions); optional, as there.
  emergencyContactName: optionalText(),
  emergencyContactPhone: optionalText().refine(
    (v) => v === undefined || v === '' || isPhoneNumber(v.replace(/^\+/, '')),
    fieldMessage('validation.phone_invalid'),
  ),
  emergencyContactRelation: optionalText(),
};

type Field = keyof typeof applicantDetailsFields;

// The spec leaves the three details fields optional. A "yes" with no explanation is an answer
// the Indian authorities send back, so a "yes" requires at least 10 characters of details.
const detailsRequiredWhenYes = [
  [
    'visitedSaarcCountries',
    'saarcCountriesDetails',
    fieldMessage('validation.saarc_countries_details_required'),
  ],
  [
    'criminalRecord',
    'criminalRecordDetails',
    fieldMessage('validation.criminal_record_details_required'),
  ],
  [
    'deportationHistory',
    'deportationDetails',
    fieldMessage('validation.deportation_details_required'),
  ],
] as const satisfies readonly (readonly [Field, Field, string])[];

/** What the application says about the trip, for the rules that need it. */
export interface TripContext {
  processingTime: ProcessingTime;
  /** The moment the rules are applied: documents could be complete now at the earliest. */
  now: Date;
}

const ineligibilityCodes = {
  pakistan: 'eligibility.pakistan',
  indian: 'eligibility.indian',
  not_listed: 'eligibility.not_listed',
} as const satisfies Record<Ineligibility, ErrorCode>;

/** Nationality and passport on India's e-Visa list (domain/eligibility.ts). */
function checkEligibility(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  // A value that is not a country at all has its own message (countryInvalid).
  const text = (v: unknown) => (typeof v === 'string' && isCountryCode(v) ? v : undefined);
  const problems = ineligibility({
    nationality: text(value.nationality),
    passportIssuingCountry: text(value.passportIssuingCountry),
  });
  for (const [field, problem] of Object.entries(problems)) {
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: fieldMessage(ineligibilityCodes[problem]),
    });
  }
}

/** Date rules against today and between fields; one message per field, most basic rule first. */
function checkDates(
  value: Record<string, unknown>,
  today: string,
  trip: TripContext | undefined,
  ctx: z.RefinementCtx,
): void {
  // A date that failed its own field check (empty, not a real date) takes part in no comparison.
  const date = (field: Field) => {
    const v = value[field];
    return typeof v === 'string' && isValidIsoDate(v) ? v : undefined;
  };
  const found = new Map<Field, string>();
  let inconsistent = false;
  const fail = (field: Field, message: string, betweenFields: boolean) => {
    if (found.has(field)) return;
    found.set(field, message);
    inconsistent ||= betweenFields;
  };

  const birth = date('dateOfBirth');
  const issued = date('passportIssueDate');
  const expiry = date('passportExpiryDate');
  const arrival = date('dateOfArrival');
  const departure = date('dateOfDeparture');

  if (birth && birth > today)
    fail('dateOfBirth', fieldMessage('validation.date_of_birth_future'), false);
  if (issued && issued > today)
    fail('passportIssueDate', fieldMessage('validation.passport_issue_date_future'), false);
  if (issued && birth && issued <= birth)
    fail('passportIssueDate', fieldMessage('validation.passport_issue_after_birth'), true);
  if (expiry && issued && expiry <= issued)
    fail('passportExpiryDate', fieldMessage('validation.passport_expiry_after_issue'), true);
  if (expiry && expiry < addMonths(today, 6))
    fail('passportExpiryDate', fieldMessage('validation.passport_valid_six_months'), false);
  if (expiry && departure && expiry <= departure)
    fail('passportExpiryDate', fieldMessage('validation.passport_valid_beyond_departure'), true);
  // The specification's conditions of use (and India's rule): valid 6 months after the trip starts. Checked
  // last so the spec's own messages show first when several apply.
  if (expiry && arrival && expiry < addMonths(arrival, 6)) {
    fail(
      'passportExpiryDate',
      fieldMessage('validation.passport_valid_six_months_after_arrival'),
      true,
    );
  }
  const daysToArrival = arrival ? daysBetween(today, arrival) : undefined;
  const arrivalInWindow =
    daysToArrival !== undefined &&
    daysToArrival >= ARRIVAL_MIN_DAYS &&
    daysToArrival <= ARRIVAL_MAX_DAYS;
  if (arrival && !arrivalInWindow) {
    const window = { min: ARRIVAL_MIN_DAYS, max: ARRIVAL_MAX_DAYS };
    fail('dateOfArrival', fieldMessage('validation.arrival_window', window), false);
  }
  // The chosen speed must deliver before the arrival (only known once the trip is).
  if (arrival && arrivalInWindow && trip) {
    const problem = speedProblem(arrival, trip.processingTime, trip.now);
    if (problem) {
      const { code, params } = speedRefusal(trip.processingTime, arrival, problem);
      fail('dateOfArrival', problemAsFieldMessage({ code, params }), false);
    }
  }
  if (arrival && departure) {
    const stay = daysBetween(arrival, departure);
    if (stay < 0) fail('dateOfDeparture', fieldMessage('validation.departure_after_arrival'), true);
    else if (stay < 1) fail('dateOfDeparture', fieldMessage('validation.stay_min'), true);
    else if (stay > maxStayDays) fail('dateOfDeparture', fieldMessage('validation.stay_max'), true);
  }

  for (const [field, message] of found) ctx.addIssue({ code: 'custom', path: [field], message });
  if (inconsistent)
    ctx.addIssue({
      code: 'custom',
      path: ['dateValidation'],
      message: fieldMessage('validation.date_consistency'),
    });
}

/**
 * One applicant's details with every rule. `trip` adds the rule that needs the application's
 * processing speed: the e-Visa must be expected before the arrival.
 */
export function makeApplicantDetailsSchema({ today, trip }: { today: string; trip?: TripContext }) {
  if (!isValidIsoDate(today)) throw new RangeError(`today must be a YYYY-MM-DD date, got ${today}`);
  return z.object(applicantDetailsFields).superRefine(
    (details, ctx) => {
      // `when` below lets this run while other fields still fail, so read fields defensively.
      const value: Record<string, unknown> = details;
      checkDates(value, today, trip, ctx);
      checkEligibility(value, ctx);
      for (const [question, detailsField, message] of detailsRequiredWhenYes) {
        const answer = value[detailsField];
        if (
          value[question] === 'yes' &&
          (typeof answer !== 'string' || answer.trim().length < 10)
        ) {
          ctx.addIssue({ code: 'custom', path: [detailsField], message });
        }
      }
    },
    // Date consistency is checked live (the specification), not only once every other field is right.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
}

export type ApplicantDetailsSchema = ReturnType<typeof makeApplicantDetailsSchema>;
export type TApplicantDetails = z.output<ApplicantDetailsSchema>;
export type TApplicantDetailsInput = z.input<ApplicantDetailsSchema>;

/** The country of the permanent address, resolving 'Same as present'. */
export function permanentCountryOf(
  details: Pick<TApplicantDetails, 'country' | 'permanentCountry'>,
): string {
  return details.permanentCountry === SAME_AS_PRESENT ? details.country : details.permanentCountry;
}

// PUT /api/applications/{id}: { applicants: [...] }, or the described service's body (one
// applicant's fields at top level, `step`, and the same data again as an `applicantDetails`
// JSON string), normalised to { applicants: [one] }. Top-level fields win over the JSON copy.
function normaliseLegacyBody(body: unknown): unknown {
  if (!isPlainObject(body) || 'applicants' in body) return body;
  const { step: _step, applicantDetails, ...fields } = body;
  return { applicants: [{ ...parseJsonObject(applicantDetails), ...fields }] };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The admin view describes applicantDetails as "JSON string or object"; accept both.
function parseJsonObject(json: unknown): Record<string, unknown> {
  if (typeof json !== 'string') return isPlainObject(json) ? json : {};
  try {
    const parsed: unknown = JSON.parse(json);
    return isPlainObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function makeUpdateApplicationRequestSchema({
  today,
  trip,
}: {
  today: string;
  trip?: TripContext;
}) {
  const applicant = makeApplicantDetailsSchema({ today, ...(trip ? { trip } : {}) });
  // Whether the count matches the application's numberOfApplicants is the server's check.
  const applicants = z
    .array(applicant, { error: fieldMessage('validation.required') })
    .min(minApplicants, fieldMessage('validation.number_of_applicants_range'))
    .max(maxApplicants, fieldMessage('validation.number_of_applicants_range'));
  return z.preprocess(normaliseLegacyBody, z.object({ applicants }));
}

export type TUpdateApplicationRequest = z.output<
  ReturnType<typeof makeUpdateApplicationRequestSchema>
>;
