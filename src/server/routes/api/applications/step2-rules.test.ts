import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears } from '@/domain/dates';
import { problemOf, type ErrorCode } from '@/domain/errors';
import { validApplicant } from '@/domain/test-support/fixtures';
import { buildTestApp } from '@/server/test-support/test-app';
import {
  bearer,
  createApplicationViaApi,
  snapshot,
  today,
  type Created,
} from '@/server/test-support/applicant-api';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const put = (created: Created, payload: unknown, headers = bearer(created.accessToken)) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/applications/${created.id}`,
    headers,
    payload: payload as object,
  });

const d = today();
/** [message key, field the message belongs to, fields to break]. One rule broken per case. */
const cases: [ErrorCode, string, Record<string, unknown>][] = [
  ['validation.first_name_min', 'firstName', { firstName: 'J' }],
  ['validation.first_name_min', 'firstName', { firstName: 42 }],
  ['validation.last_name_min', 'lastName', { lastName: ' T ' }],
  ['validation.date_of_birth_required', 'dateOfBirth', { dateOfBirth: '' }],
  ['validation.date_of_birth_invalid', 'dateOfBirth', { dateOfBirth: '1990-02-30' }],
  ['validation.date_of_birth_future', 'dateOfBirth', { dateOfBirth: addDays(d, 1) }],
  ['validation.gender_required', 'gender', { gender: '' }],
  ['validation.marital_status_required', 'maritalStatus', { maritalStatus: 'complicated' }],
  ['validation.nationality_required', 'nationality', { nationality: '' }],
  ['validation.country_invalid', 'nationality', { nationality: 'Atlantis' }],
  ['validation.place_of_birth_required', 'placeOfBirth', { placeOfBirth: '   ' }],
  ['validation.religion_required', 'religion', { religion: '' }],
  ['validation.education_status_required', 'educationStatus', { educationStatus: '' }],
  ['validation.father_name_required', 'fatherName', { fatherName: 'J' }],
  ['validation.father_nationality_required', 'fatherNationality', { fatherNationality: '' }],
  ['validation.father_place_of_birth_required', 'fatherPlaceOfBirth', { fatherPlaceOfBirth: '' }],
  ['validation.mother_name_required', 'motherName', { motherName: '' }],
  ['validation.mother_nationality_required', 'motherNationality', { motherNationality: '' }],
  ['validation.mother_place_of_birth_required', 'motherPlaceOfBirth', { motherPlaceOfBirth: '' }],
  ['validation.passport_number_min', 'passportNumber', { passportNumber: '1234' }],
  ['validation.passport_issue_date_required', 'passportIssueDate', { passportIssueDate: '' }],
  [
    'validation.passport_issue_date_invalid',
    'passportIssueDate',
    { passportIssueDate: '2020-13-01' },
  ],
  [
    'validation.passport_issue_date_future',
    'passportIssueDate',
    { passportIssueDate: addDays(d, 1) },
  ],
  [
    'validation.passport_issue_after_birth',
    'passportIssueDate',
    { passportIssueDate: addYears(d, -35) },
  ],
  ['validation.passport_expiry_date_required', 'passportExpiryDate', { passportExpiryDate: '' }],
  [
    'validation.passport_expiry_date_invalid',
    'passportExpiryDate',
    { passportExpiryDate: '2030-1-01' },
  ],
  [
    'validation.passport_expiry_after_issue',
    'passportExpiryDate',
    { passportExpiryDate: addYears(d, -2) },
  ],
  [
    'validation.passport_valid_six_months',
    'passportExpiryDate',
    { passportExpiryDate: addMonths(d, 5) },
  ],
  [
    'validation.passport_valid_beyond_departure',
    'passportExpiryDate',
    {
      dateOfArrival: addDays(d, 200),
      dateOfDeparture: addDays(d, 210),
      passportExpiryDate: addDays(d, 205),
    },
  ],
  [
    'validation.passport_valid_six_months_after_arrival',
    'passportExpiryDate',
    {
      dateOfArrival: addDays(d, 100),
      dateOfDeparture: addDays(d, 110),
      passportExpiryDate: addDays(d, 200),
    },
  ],
  [
    'validation.passport_issuing_country_required',
    'passportIssuingCountry',
    { passportIssuingCountry: '' },
  ],
  [
    'validation.passport_place_of_issue_required',
    'passportPlaceOfIssue',
    { passportPlaceOfIssue: '' },
  ],
  ['validation.date_of_arrival_required', 'dateOfArrival', { dateOfArrival: '' }],
  ['validation.date_of_arrival_invalid', 'dateOfArrival', { dateOfArrival: 'tomorrow!!' }],
  ['validation.arrival_window', 'dateOfArrival', { dateOfArrival: addDays(d, -1) }],
  [
    'validation.arrival_window',
    'dateOfArrival',
    { dateOfArrival: addDays(addYears(d, 1), 1), dateOfDeparture: addDays(addYears(d, 1), 10) },
  ],
  ['validation.date_of_departure_required', 'dateOfDeparture', { dateOfDeparture: '' }],
  ['validation.date_of_departure_invalid', 'dateOfDeparture', { dateOfDeparture: '2031-02-29' }],
  ['validation.departure_after_arrival', 'dateOfDeparture', { dateOfDeparture: addDays(d, 29) }],
  ['validation.stay_min', 'dateOfDeparture', { dateOfDeparture: addDays(d, 30) }],
  ['validation.stay_max', 'dateOfDeparture', { dateOfDeparture: addDays(d, 30 + 181) }],
  ['validation.date_consistency', 'dateValidation', { dateOfDeparture: addDays(d, 29) }],
  ['validation.purpose_of_visit_min', 'purposeOfVisit', { purposeOfVisit: 'Holiday' }],
  ['validation.entry_port_required', 'entryPort', { entryPort: '' }],
  ['validation.entry_port_invalid', 'entryPort', { entryPort: 'LHR' }],
  ['validation.exit_port_required', 'exitPort', { exitPort: '' }],
  ['validation.exit_port_invalid', 'exitPort', { exitPort: 'nowhere' }],
  ['validation.places_to_visit_required', 'placesToVisit', { placesToVisit: '' }],
  ['validation.present_address_min', 'presentAddress', { presentAddress: '1 Road' }],
  ['validation.city_state_min', 'cityState', { cityState: 'L' }],
  ['validation.zip_code_required', 'zipCode', { zipCode: '' }],
  ['validation.country_required', 'country', { country: '' }],
  ['validation.country_invalid', 'country', { country: 'XX' }],
  ['validation.permanent_address_min', 'permanentAddress', { permanentAddress: 'short' }],
  ['validation.permanent_city_state_min', 'permanentCityState', { permanentCityState: '' }],
  ['validation.permanent_zip_code_required', 'permanentZipCode', { permanentZipCode: '' }],
  ['validation.permanent_country_required', 'permanentCountry', { permanentCountry: '' }],
  ['validation.country_invalid', 'permanentCountry', { permanentCountry: 'Narnia' }],
  ['validation.occupation_min', 'occupation', { occupation: 'X' }],
  ['validation.employer_name_min', 'employerName', { employerName: '' }],
  ['validation.employer_address_min', 'employerAddress', { employerAddress: 'Here' }],
  ['validation.yes_no_required', 'visitedSaarcCountries', { visitedSaarcCountries: 'maybe' }],
  ['validation.yes_no_required', 'criminalRecord', { criminalRecord: '' }],
  ['validation.yes_no_required', 'deportationHistory', { deportationHistory: true }],
  [
    'validation.saarc_countries_details_required',
    'saarcCountriesDetails',
    { visitedSaarcCountries: 'yes' },
  ],
  [
    'validation.criminal_record_details_required',
    'criminalRecordDetails',
    { criminalRecord: 'yes', criminalRecordDetails: 'Fine' },
  ],
  ['validation.deportation_details_required', 'deportationDetails', { deportationHistory: 'yes' }],
  ['validation.too_long', 'visibleMark', { visibleMark: 'x'.repeat(501) }],
  [
    'validation.phone_invalid',
    'emergencyContactPhone',
    { emergencyContactPhone: 'call my brother' },
  ],
];

/** The step-2 codes (docs/errors.md): each must be exercised by at least one case above. */
const step2Codes: ErrorCode[] = [
  'validation.nationality_required',
  'validation.place_of_birth_required',
  'validation.religion_required',
  'validation.education_status_required',
  'validation.father_name_required',
  'validation.father_nationality_required',
  'validation.father_place_of_birth_required',
  'validation.mother_name_required',
  'validation.mother_nationality_required',
  'validation.mother_place_of_birth_required',
  'validation.passport_issuing_country_required',
  'validation.passport_place_of_issue_required',
  'validation.entry_port_required',
  'validation.exit_port_required',
  'validation.places_to_visit_required',
  'validation.zip_code_required',
  'validation.country_required',
  'validation.permanent_zip_code_required',
  'validation.permanent_country_required',
  'validation.date_of_birth_required',
  'validation.passport_issue_date_required',
  'validation.passport_expiry_date_required',
  'validation.date_of_arrival_required',
  'validation.date_of_departure_required',
  'validation.first_name_min',
  'validation.last_name_min',
  'validation.passport_number_min',
  'validation.purpose_of_visit_min',
  'validation.present_address_min',
  'validation.permanent_address_min',
  'validation.employer_address_min',
  'validation.city_state_min',
  'validation.permanent_city_state_min',
  'validation.occupation_min',
  'validation.employer_name_min',
  'validation.date_of_birth_invalid',
  'validation.passport_issue_date_invalid',
  'validation.passport_expiry_date_invalid',
  'validation.date_of_arrival_invalid',
  'validation.date_of_departure_invalid',
  'validation.marital_status_required',
  'validation.yes_no_required',
  'validation.country_invalid',
  'validation.entry_port_invalid',
  'validation.exit_port_invalid',
  'validation.saarc_countries_details_required',
  'validation.criminal_record_details_required',
  'validation.deportation_details_required',
  'validation.date_of_birth_future',
  'validation.passport_issue_date_future',
  'validation.passport_issue_after_birth',
  'validation.passport_expiry_after_issue',
  'validation.passport_valid_six_months',
  'validation.passport_valid_six_months_after_arrival',
  'validation.passport_valid_beyond_departure',
  'validation.arrival_window',
  'validation.departure_after_arrival',
  'validation.stay_max',
  'validation.stay_min',
  'validation.date_consistency',
  'validation.too_long',
  'validation.phone_invalid',
];

/** The params a rule's message quotes. */
const paramsOf: Partial<Record<ErrorCode, Record<string, number>>> = {
  'validation.too_long': { max: 500 },
  'validation.arrival_window': { min: 4, max: 120 },
};

describe('PUT /api/applications/:id: every step-2 rule', () => {
  let created: Created;
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    created = await createApplicationViaApi(t.app, { numberOfApplicants: 2 });
    before = await snapshot(t.app.db, created.id);
  });

  it('covers every step-2 code', () => {
    const covered = new Set(cases.map(([code]) => code));
    expect(step2Codes.filter((code) => !covered.has(code))).toEqual([]);
  });

  it.each(cases)('%s at %s', async (code, field, broken) => {
    // The second applicant is the broken one, so the path shows the position is kept.
    const res = await put(created, {
      applicants: [validApplicant(d), { ...validApplicant(d), ...broken }],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation.failed');
    expect(body.fields[`applicants.1.${field}`]).toEqual(problemOf(code, paramsOf[code]));
    expect(Object.keys(body.fields).every((path) => path.startsWith('applicants.1.'))).toBe(true);
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });
});
