// Every user-facing validation message, in English, keyed. The schemas attach these texts; the
// server returns them; the client finds the key with messageKey() and shows t(`validation.${key}`)
// with the English as fallback. Templated texts use i18next's {{name}} placeholders.

// '<Label> is required' for plain required fields (specification section 5, step 2).
export const requiredFieldLabels = {
  nationality: 'Nationality',
  placeOfBirth: 'Place of birth',
  religion: 'Religion',
  educationStatus: 'Education status',
  fatherName: 'Father name',
  fatherNationality: 'Father nationality',
  fatherPlaceOfBirth: 'Father place of birth',
  motherName: 'Mother name',
  motherNationality: 'Mother nationality',
  motherPlaceOfBirth: 'Mother place of birth',
  passportIssuingCountry: 'Passport issuing country',
  passportPlaceOfIssue: 'Passport place of issue',
  entryPort: 'Port of entry',
  exitPort: 'Port of exit',
  placesToVisit: 'Places to visit',
  zipCode: 'Zip code',
  country: 'Country',
  permanentZipCode: 'Permanent zip code',
  permanentCountry: 'Permanent country',
  dateOfBirth: 'Date of birth',
  passportIssueDate: 'Passport issue date',
  passportExpiryDate: 'Passport expiry date',
  dateOfArrival: 'Arrival date',
  dateOfDeparture: 'Departure date',
} as const;

// '<Label> must be at least <n> characters'.
export const minLengthFields = {
  firstName: ['First name', 2],
  lastName: ['Last name', 2],
  passportNumber: ['Passport number', 5],
  purposeOfVisit: ['Purpose of visit', 10],
  presentAddress: ['Present address', 10],
  permanentAddress: ['Permanent address', 10],
  employerAddress: ['Employer address', 10],
  cityState: ['City/State', 2],
  permanentCityState: ['Permanent city/state', 2],
  occupation: ['Occupation', 2],
  employerName: ['Employer name', 2],
} as const;

// 'Please enter a valid <label>'.
export const dateFieldLabels = {
  dateOfBirth: 'date of birth',
  passportIssueDate: 'passport issue date',
  passportExpiryDate: 'passport expiry date',
  dateOfArrival: 'arrival date',
  dateOfDeparture: 'departure date',
} as const;

type RequiredKey = `${keyof typeof requiredFieldLabels}Required`;
type MinKey = `${keyof typeof minLengthFields}Min`;
type InvalidDateKey = `${keyof typeof dateFieldLabels}Invalid`;

function generate<K extends string, V>(
  source: Record<string, V>,
  suffix: string,
  text: (v: V) => string,
) {
  return Object.fromEntries(
    Object.entries(source).map(([field, v]) => [`${field}${suffix}`, text(v)]),
  ) as Record<K, string>;
}

const fixedMessages = {
  required: 'This field is required', // step 1's common.required
  tooLong: 'Please use at most {{max}} characters',
  // Control, unpaired-surrogate and bidi-override characters (schemas/text.ts).
  invalidCharacters:
    'Please remove unsupported characters (such as control or formatting characters)',
  fillAllRequired: 'Please fill in all required fields',
  emailInvalid: 'Valid email is required',
  phoneInvalid: 'Please enter a valid phone number (6 to 15 digits)',
  countryCodeInvalid: 'Please select a country code',
  portOfArrivalInvalid: 'Please select a port of arrival for the chosen transportation',
  numberOfApplicantsRange: 'Number of applicants must be between 1 and 10',
  genderRequired: 'Please select your gender',
  maritalStatusRequired: 'Please select your marital status',
  yesNoRequired: 'Please answer yes or no',
  countryInvalid: 'Please select a country from the list',
  entryPortInvalid: 'Please select an airport or seaport where e-Visa holders may enter India',
  exitPortInvalid: 'Please select a port from the list',
  saarcCountriesDetailsRequired:
    'Please give the countries, years and number of visits (at least 10 characters)',
  criminalRecordDetailsRequired:
    'Please give details of the criminal record (at least 10 characters)',
  deportationDetailsRequired: 'Please give details of the deportation (at least 10 characters)',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  passportIssueDateFuture: 'Passport issue date cannot be in the future',
  passportIssueAfterBirth: 'Passport issue date must be after date of birth',
  passportExpiryAfterIssue: 'Passport expiry date must be after issue date',
  passportValidSixMonths: 'Passport must be valid for at least 6 months from today',
  passportValidSixMonthsAfterArrival:
    'Passport must be valid for at least 6 months after your arrival in India',
  passportValidBeyondDeparture: 'Passport must be valid beyond your departure date from India',
  arrivalWindow: 'Arrival date must be between today and 1 year from now',
  departureAfterArrival: 'Departure date must be after arrival date',
  stayMax: 'Stay duration cannot exceed 180 days (6 months)',
  stayMin: 'Minimum stay duration is 1 day',
  dateConsistency: 'Please check date consistency between fields',
  legalAgreementRequired:
    'Legal Agreement Required: Please accept privacy policy, terms of service, and provide your digital signature.',
  signatureRequired: 'Digital signature is required to proceed',
  termsRequired: 'You must accept the terms to proceed',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  fileTooLarge: 'File "{{name}}" is too large. Maximum size is {{maxMb}}MB.',
  fileInvalidType: 'File "{{name}}" has an invalid type. Accepted types: {{types}}',
  tooManyFiles: 'Cannot upload more than {{max}} files.',
  applicationNotSaved: 'Application must be saved before uploading documents',
  passportAndPhotoRequired:
    'Please upload both passport bio-data page and recent photo to proceed.',
  uploadNotOpen: 'Documents can be uploaded once your payment is confirmed.',
  imageTooLarge: 'File "{{name}}" is too large in pixels. Please upload a smaller image.',
  eVisaPdfOnly: 'Please select a PDF file for the e-visa document.',
  eVisaTooLarge: 'File size must be less than 5MB.',
} as const;

export const validationMessages: Readonly<
  typeof fixedMessages & Record<RequiredKey | MinKey | InvalidDateKey, string>
> = {
  ...generate<RequiredKey, string>(
    requiredFieldLabels,
    'Required',
    (label) => `${label} is required`,
  ),
  ...generate<MinKey, readonly [string, number]>(
    minLengthFields,
    'Min',
    ([label, n]) => `${label} must be at least ${n} characters`,
  ),
  ...generate<InvalidDateKey, string>(
    dateFieldLabels,
    'Invalid',
    (label) => `Please enter a valid ${label}`,
  ),
  // Last, so the spec's own texts win over any generated text with the same key.
  ...fixedMessages,
};

export type MessageKey = keyof typeof validationMessages;

const byText = new Map<string, MessageKey>(
  (Object.entries(validationMessages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templates = (Object.entries(validationMessages) as [MessageKey, string][])
  .filter(([, text]) => text.includes('{{'))
  .map(([key, text]) => {
    const pattern = escapeRegExp(text).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+');
    return [key, new RegExp(`^${pattern}$`)] as const;
  });

/** The key of a message text (filled-in templates included), so the client can translate it. */
export function messageKey(message: string): MessageKey | undefined {
  return byText.get(message) ?? templates.find(([, pattern]) => pattern.test(message))?.[0];
}

/** Fills a templated message: formatMessage('tooManyFiles', { max: 2 }). */
export function formatMessage(
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return validationMessages[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
