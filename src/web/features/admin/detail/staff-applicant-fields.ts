import type { applicantDetailsFields } from '@/domain/schemas/applicant-details';

// The staff view's own order of the step-2 fields, in the form's sections (labels come from the
// apply namespace: `sections.<id>.title`, `fields.<name>.label`). The test beside this file
// fails when the domain gains a field this list does not show.

export type ApplicantField = keyof typeof applicantDetailsFields;
export type DisplayKind = 'text' | 'date' | 'country' | 'port' | 'option' | 'yesNo';

export const staffApplicantSections = [
  {
    id: 'personal',
    fields: [
      'firstName',
      'lastName',
      'dateOfBirth',
      'gender',
      'nationality',
      'placeOfBirth',
      'religion',
      'maritalStatus',
      'educationStatus',
      'visibleMark',
    ],
  },
  {
    id: 'family',
    fields: [
      'fatherName',
      'fatherNationality',
      'fatherPlaceOfBirth',
      'motherName',
      'motherNationality',
      'motherPlaceOfBirth',
    ],
  },
  {
    id: 'passport',
    fields: [
      'passportNumber',
      'passportIssuingCountry',
      'passportIssueDate',
      'passportExpiryDate',
      'passportPlaceOfIssue',
    ],
  },
  {
    id: 'travel',
    fields: [
      'dateOfArrival',
      'dateOfDeparture',
      'entryPort',
      'exitPort',
      'purposeOfVisit',
      'placesToVisit',
    ],
  },
  {
    id: 'address',
    fields: [
      'presentAddress',
      'cityState',
      'zipCode',
      'country',
      'permanentAddress',
      'permanentCityState',
      'permanentZipCode',
      'permanentCountry',
    ],
  },
  { id: 'professional', fields: ['occupation', 'employerName', 'employerAddress'] },
  {
    id: 'security',
    fields: [
      'visitedSaarcCountries',
      'saarcCountriesDetails',
      'criminalRecord',
      'criminalRecordDetails',
      'deportationHistory',
      'deportationDetails',
    ],
  },
  {
    id: 'emergency',
    fields: ['emergencyContactName', 'emergencyContactPhone', 'emergencyContactRelation'],
  },
] as const satisfies readonly { id: string; fields: readonly ApplicantField[] }[];

const kinds: Partial<Record<ApplicantField, DisplayKind>> = {
  dateOfBirth: 'date',
  passportIssueDate: 'date',
  passportExpiryDate: 'date',
  dateOfArrival: 'date',
  dateOfDeparture: 'date',
  nationality: 'country',
  fatherNationality: 'country',
  motherNationality: 'country',
  passportIssuingCountry: 'country',
  country: 'country',
  permanentCountry: 'country',
  entryPort: 'port',
  exitPort: 'port',
  gender: 'option',
  maritalStatus: 'option',
  visitedSaarcCountries: 'yesNo',
  criminalRecord: 'yesNo',
  deportationHistory: 'yesNo',
};

export const displayKindOf = (field: ApplicantField): DisplayKind => kinds[field] ?? 'text';
