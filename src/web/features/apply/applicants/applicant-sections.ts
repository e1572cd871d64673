import type { ApplicantField } from './applicant-values';

// The step-2 form as data: specification section 3's applicantDetails in its sections. Each field says
// how it is entered; labels are `fields.<name>.label` in the apply namespace.

export type FieldKind =
  'text' | 'textarea' | 'tel' | 'date' | 'country' | 'entryPort' | 'exitPort' | 'select' | 'radio';

export interface FieldSpec {
  name: ApplicantField;
  kind: FieldKind;
  optional?: boolean;
  /** For select and radio: the stored values; labels are `options.<name>.<key>`. */
  options?: readonly { key: string; value: string }[];
  autoComplete?: string;
  /** The field has a hint (`fields.<name>.hint`). */
  hint?: boolean;
  /** Takes the full width of the two-column grid. */
  wide?: boolean;
}

const keyed = (...values: string[]) => values.map((value) => ({ key: value, value }));

/** Education is free text on the server; the list stores readable English words staff can use. */
const educationLevels = [
  { key: 'belowMatriculation', value: 'Below matriculation' },
  { key: 'matriculation', value: 'Matriculation' },
  { key: 'higherSecondary', value: 'Higher secondary' },
  { key: 'graduate', value: 'Graduate' },
  { key: 'postGraduate', value: 'Post graduate' },
  { key: 'doctorate', value: 'Doctorate' },
  { key: 'professional', value: 'Professional' },
  { key: 'minor', value: 'Not applicable (minor)' },
  { key: 'other', value: 'Other' },
] as const;

export type SectionId =
  | 'personal'
  | 'family'
  | 'passport'
  | 'travel'
  | 'address'
  | 'professional'
  | 'security'
  | 'emergency';

export interface SectionSpec {
  id: SectionId;
  fields: FieldSpec[];
}

export const applicantSections: readonly SectionSpec[] = [
  {
    id: 'personal',
    fields: [
      { name: 'firstName', kind: 'text', autoComplete: 'given-name', hint: true },
      { name: 'lastName', kind: 'text', autoComplete: 'family-name' },
      { name: 'dateOfBirth', kind: 'date' },
      { name: 'gender', kind: 'radio', options: keyed('male', 'female', 'other') },
      { name: 'nationality', kind: 'country' },
      { name: 'placeOfBirth', kind: 'text', hint: true },
      { name: 'religion', kind: 'text' },
      {
        name: 'maritalStatus',
        kind: 'select',
        options: keyed('single', 'married', 'divorced', 'widowed'),
      },
      { name: 'educationStatus', kind: 'select', options: educationLevels },
      { name: 'visibleMark', kind: 'text', optional: true, hint: true },
    ],
  },
  {
    id: 'family',
    fields: [
      { name: 'fatherName', kind: 'text' },
      { name: 'fatherNationality', kind: 'country' },
      { name: 'fatherPlaceOfBirth', kind: 'text' },
      { name: 'motherName', kind: 'text' },
      { name: 'motherNationality', kind: 'country' },
      { name: 'motherPlaceOfBirth', kind: 'text' },
    ],
  },
  {
    id: 'passport',
    fields: [
      { name: 'passportNumber', kind: 'text', hint: true },
      { name: 'passportIssuingCountry', kind: 'country' },
      { name: 'passportIssueDate', kind: 'date' },
      { name: 'passportExpiryDate', kind: 'date', hint: true },
      { name: 'passportPlaceOfIssue', kind: 'text' },
    ],
  },
  {
    id: 'travel',
    fields: [
      { name: 'dateOfArrival', kind: 'date', hint: true },
      { name: 'dateOfDeparture', kind: 'date', hint: true },
      { name: 'entryPort', kind: 'entryPort' },
      { name: 'exitPort', kind: 'exitPort' },
      { name: 'purposeOfVisit', kind: 'textarea', wide: true, hint: true },
      { name: 'placesToVisit', kind: 'text', wide: true, hint: true },
    ],
  },
  {
    id: 'address',
    fields: [
      { name: 'presentAddress', kind: 'textarea', wide: true, autoComplete: 'street-address' },
      { name: 'cityState', kind: 'text', autoComplete: 'address-level2' },
      { name: 'zipCode', kind: 'text', autoComplete: 'postal-code' },
      { name: 'country', kind: 'country' },
    ],
  },
  {
    id: 'professional',
    fields: [
      { name: 'occupation', kind: 'text', autoComplete: 'organization-title' },
      { name: 'employerName', kind: 'text', hint: true },
      { name: 'employerAddress', kind: 'textarea', wide: true },
    ],
  },
  {
    id: 'security',
    fields: [],
  },
  {
    id: 'emergency',
    fields: [
      { name: 'emergencyContactName', kind: 'text', optional: true },
      { name: 'emergencyContactPhone', kind: 'tel', optional: true, hint: true },
      { name: 'emergencyContactRelation', kind: 'text', optional: true },
    ],
  },
];

/** The permanent address, shown when it differs from the present one. */
export const permanentAddressFields: readonly FieldSpec[] = [
  { name: 'permanentAddress', kind: 'textarea', wide: true },
  { name: 'permanentCityState', kind: 'text' },
  { name: 'permanentZipCode', kind: 'text' },
  { name: 'permanentCountry', kind: 'country' },
];

/** Copied from the present address while 'Same as present' is ticked. */
export const mirroredAddressFields = [
  ['presentAddress', 'permanentAddress'],
  ['cityState', 'permanentCityState'],
  ['zipCode', 'permanentZipCode'],
] as const satisfies readonly (readonly [ApplicantField, ApplicantField])[];

export const dateFields = [
  'dateOfBirth',
  'passportIssueDate',
  'passportExpiryDate',
  'dateOfArrival',
  'dateOfDeparture',
] as const satisfies readonly ApplicantField[];

const securityOrder: ApplicantField[] = [
  'visitedSaarcCountries',
  'saarcCountriesDetails',
  'criminalRecord',
  'criminalRecordDetails',
  'deportationHistory',
  'deportationDetails',
];

/** Every field in the order the form shows it, to focus the first wrong one. */
export const fieldOrder: readonly ApplicantField[] = applicantSections.flatMap((section) => [
  ...section.fields.map((field) => field.name),
  ...(section.id === 'address' ? permanentAddressFields.map((field) => field.name) : []),
  ...(section.id === 'security' ? securityOrder : []),
]);
