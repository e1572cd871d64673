import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears } from '@/domain/dates';
import {
  dateFieldLabels,
  minLengthFields,
  requiredFieldLabels,
  validationMessages as m,
  type MessageKey,
} from '@/domain/messages';
import { validApplicant } from '@/domain/test-support/fixtures';
import { VALIDATION_MESSAGE } from '@/server/lib/http-errors';
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
const cases: [MessageKey, string, Record<string, unknown>][] = [
  ['firstNameMin', 'firstName', { firstName: 'J' }],
  ['firstNameMin', 'firstName', { firstName: 42 }],
  ['lastNameMin', 'lastName', { lastName: ' T ' }],
  ['dateOfBirthRequired', 'dateOfBirth', { dateOfBirth: '' }],
  ['dateOfBirthInvalid', 'dateOfBirth', { dateOfBirth: '1990-02-30' }],
  ['dateOfBirthFuture', 'dateOfBirth', { dateOfBirth: addDays(d, 1) }],
  ['genderRequired', 'gender', { gender: '' }],
  ['maritalStatusRequired', 'maritalStatus', { maritalStatus: 'complicated' }],
  ['nationalityRequired', 'nationality', { nationality: '' }],
  ['countryInvalid', 'nationality', { nationality: 'Atlantis' }],
  ['placeOfBirthRequired', 'placeOfBirth', { placeOfBirth: '   ' }],
  ['religionRequired', 'religion', { religion: '' }],
  ['educationStatusRequired', 'educationStatus', { educationStatus: '' }],
  ['fatherNameRequired', 'fatherName', { fatherName: 'J' }],
  ['fatherNationalityRequired', 'fatherNationality', { fatherNationality: '' }],
  ['fatherPlaceOfBirthRequired', 'fatherPlaceOfBirth', { fatherPlaceOfBirth: '' }],
  ['motherNameRequired', 'motherName', { motherName: '' }],
  ['motherNationalityRequired', 'motherNationality', { motherNationality: '' }],
  ['motherPlaceOfBirthRequired', 'motherPlaceOfBirth', { motherPlaceOfBirth: '' }],
  ['passportNumberMin', 'passportNumber', { passportNumber: '1234' }],
  ['passportIssueDateRequired', 'passportIssueDate', { passportIssueDate: '' }],
  ['passportIssueDateInvalid', 'passportIssueDate', { passportIssueDate: '2020-13-01' }],
  ['passportIssueDateFuture', 'passportIssueDate', { passportIssueDate: addDays(d, 1) }],
  ['passportIssueAfterBirth', 'passportIssueDate', { passportIssueDate: addYears(d, -35) }],
  ['passportExpiryDateRequired', 'passportExpiryDate', { passportExpiryDate: '' }],
  ['passportExpiryDateInvalid', 'passportExpiryDate', { passportExpiryDate: '2030-1-01' }],
  ['passportExpiryAfterIssue', 'passportExpiryDate', { passportExpiryDate: addYears(d, -2) }],
  ['passportValidSixMonths', 'passportExpiryDate', { passportExpiryDate: addMonths(d, 5) }],
  [
    'passportValidBeyondDeparture',
    'passportExpiryDate',
    {
      dateOfArrival: addDays(d, 200),
      dateOfDeparture: addDays(d, 210),
      passportExpiryDate: addDays(d, 205),
    },
  ],
  [
    'passportValidSixMonthsAfterArrival',
    'passportExpiryDate',
    {
      dateOfArrival: addDays(d, 100),
      dateOfDeparture: addDays(d, 110),
      passportExpiryDate: addDays(d, 200),
    },
  ],
  ['passportIssuingCountryRequired', 'passportIssuingCountry', { passportIssuingCountry: '' }],
  ['passportPlaceOfIssueRequired', 'passportPlaceOfIssue', { passportPlaceOfIssue: '' }],
  ['dateOfArrivalRequired', 'dateOfArrival', { dateOfArrival: '' }],
  ['dateOfArrivalInvalid', 'dateOfArrival', { dateOfArrival: 'tomorrow!!' }],
  ['arrivalWindow', 'dateOfArrival', { dateOfArrival: addDays(d, -1) }],
  [
    'arrivalWindow',
    'dateOfArrival',
    { dateOfArrival: addDays(addYears(d, 1), 1), dateOfDeparture: addDays(addYears(d, 1), 10) },
  ],
  ['dateOfDepartureRequired', 'dateOfDeparture', { dateOfDeparture: '' }],
  ['dateOfDepartureInvalid', 'dateOfDeparture', { dateOfDeparture: '2031-02-29' }],
  ['departureAfterArrival', 'dateOfDeparture', { dateOfDeparture: addDays(d, 29) }],
  ['stayMin', 'dateOfDeparture', { dateOfDeparture: addDays(d, 30) }],
  ['stayMax', 'dateOfDeparture', { dateOfDeparture: addDays(d, 30 + 181) }],
  ['dateConsistency', 'dateValidation', { dateOfDeparture: addDays(d, 29) }],
  ['purposeOfVisitMin', 'purposeOfVisit', { purposeOfVisit: 'Holiday' }],
  ['entryPortRequired', 'entryPort', { entryPort: '' }],
  ['entryPortInvalid', 'entryPort', { entryPort: 'LHR' }],
  ['exitPortRequired', 'exitPort', { exitPort: '' }],
  ['exitPortInvalid', 'exitPort', { exitPort: 'nowhere' }],
  ['placesToVisitRequired', 'placesToVisit', { placesToVisit: '' }],
  ['presentAddressMin', 'presentAddress', { presentAddress: '1 Road' }],
  ['cityStateMin', 'cityState', { cityState: 'L' }],
  ['zipCodeRequired', 'zipCode', { zipCode: '' }],
  ['countryRequired', 'country', { country: '' }],
  ['countryInvalid', 'country', { country: 'XX' }],
  ['permanentAddressMin', 'permanentAddress', { permanentAddress: 'short' }],
  ['permanentCityStateMin', 'permanentCityState', { permanentCityState: '' }],
  ['permanentZipCodeRequired', 'permanentZipCode', { permanentZipCode: '' }],
  ['permanentCountryRequired', 'permanentCountry', { permanentCountry: '' }],
  ['countryInvalid', 'permanentCountry', { permanentCountry: 'Narnia' }],
  ['occupationMin', 'occupation', { occupation: 'X' }],
  ['employerNameMin', 'employerName', { employerName: '' }],
  ['employerAddressMin', 'employerAddress', { employerAddress: 'Here' }],
  ['yesNoRequired', 'visitedSaarcCountries', { visitedSaarcCountries: 'maybe' }],
  ['yesNoRequired', 'criminalRecord', { criminalRecord: '' }],
  ['yesNoRequired', 'deportationHistory', { deportationHistory: true }],
  ['saarcCountriesDetailsRequired', 'saarcCountriesDetails', { visitedSaarcCountries: 'yes' }],
  [
    'criminalRecordDetailsRequired',
    'criminalRecordDetails',
    { criminalRecord: 'yes', criminalRecordDetails: 'Fine' },
  ],
  ['deportationDetailsRequired', 'deportationDetails', { deportationHistory: 'yes' }],
  ['tooLong', 'visibleMark', { visibleMark: 'x'.repeat(501) }],
  ['phoneInvalid', 'emergencyContactPhone', { emergencyContactPhone: 'call my brother' }],
];

/** The step-2 messages of messages.ts: each must be exercised by at least one case above. */
const step2MessageKeys: MessageKey[] = [
  ...Object.keys(requiredFieldLabels).map((f) => `${f}Required` as MessageKey),
  ...Object.keys(minLengthFields).map((f) => `${f}Min` as MessageKey),
  ...Object.keys(dateFieldLabels).map((f) => `${f}Invalid` as MessageKey),
  ...([
    'genderRequired',
    'maritalStatusRequired',
    'yesNoRequired',
    'countryInvalid',
    'entryPortInvalid',
    'exitPortInvalid',
    'saarcCountriesDetailsRequired',
    'criminalRecordDetailsRequired',
    'deportationDetailsRequired',
    'dateOfBirthFuture',
    'passportIssueDateFuture',
    'passportIssueAfterBirth',
    'passportExpiryAfterIssue',
    'passportValidSixMonths',
    'passportValidSixMonthsAfterArrival',
    'passportValidBeyondDeparture',
    'arrivalWindow',
    'departureAfterArrival',
    'stayMax',
    'stayMin',
    'dateConsistency',
    'tooLong',
    'phoneInvalid',
  ] as const),
];

describe('PUT /api/applications/:id: every step-2 rule', () => {
  let created: Created;
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    created = await createApplicationViaApi(t.app, { numberOfApplicants: 2 });
    before = await snapshot(t.app.db, created.id);
  });

  it('covers every step-2 message in messages.ts', () => {
    const covered = new Set(cases.map(([key]) => key));
    expect(step2MessageKeys.filter((key) => !covered.has(key))).toEqual([]);
  });

  it.each(cases)('%s at %s', async (key, field, broken) => {
    // The second applicant is the broken one, so the path shows the position is kept.
    const res = await put(created, {
      applicants: [validApplicant(d), { ...validApplicant(d), ...broken }],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(VALIDATION_MESSAGE);
    expect(body.errors[`applicants.1.${field}`]).toBe(m[key].replace('{{max}}', '500'));
    expect(Object.keys(body.errors).every((path) => path.startsWith('applicants.1.'))).toBe(true);
    expect(await snapshot(t.app.db, created.id)).toEqual(before);
  });
});
