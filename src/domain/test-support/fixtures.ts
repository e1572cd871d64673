import { addDays, addYears } from '@/domain/dates';
import type { TApplicantDetailsInput } from '@/domain/schemas/applicant-details';
import type { TCreateApplicationInput } from '@/domain/schemas/create-application';

// Valid example data for tests (unit, server and end-to-end) and for the scripts that drive the
// built server (npm run security, npm run bench); never imported by the product. Dates are
// relative to `today` so the fixtures never expire. Codes used exist in the reference lists: DEL/BOM, GB.

/**
 * Step 1 body that passes ZCreateApplicationRequest: a 30-day e-Tourist visa, or with another
 * `visaType` no validity at all (unless the overrides give one).
 */
export function validCreateApplication(
  overrides: Partial<TCreateApplicationInput> = {},
): TCreateApplicationInput {
  const visaType = overrides.visaType ?? 'tourist';
  return {
    visaType,
    ...(visaType === 'tourist' ? { touristValidity: '30-days' as const } : {}),
    processingTime: 'normal',
    transportation: 'airports',
    portOfArrival: 'DEL',
    email: 'traveller@example.com',
    countryCode: '+44',
    phone: '7700 900123',
    numberOfApplicants: 1,
    travelInsurance: false,
    travelEsim: false,
    language: 'en',
    ...overrides,
  };
}

/** One applicant that passes makeApplicantDetailsSchema({ today }): a two-week trip next month. */
export function validApplicant(
  today: string,
  overrides: Partial<TApplicantDetailsInput> = {},
): TApplicantDetailsInput {
  return {
    firstName: 'Jane',
    lastName: 'Traveller',
    dateOfBirth: addYears(today, -35),
    gender: 'female',
    nationality: 'GB',
    placeOfBirth: 'Manchester',
    religion: 'None',
    visibleMark: '',
    maritalStatus: 'single',
    educationStatus: 'Graduate',
    fatherName: 'John Traveller',
    fatherNationality: 'GB',
    fatherPlaceOfBirth: 'Leeds',
    motherName: 'Mary Traveller',
    motherNationality: 'GB',
    motherPlaceOfBirth: 'York',
    passportNumber: '123456789',
    passportIssueDate: addYears(today, -2),
    passportExpiryDate: addYears(today, 8),
    passportIssuingCountry: 'GB',
    passportPlaceOfIssue: 'London',
    dateOfArrival: addDays(today, 30),
    dateOfDeparture: addDays(today, 44),
    purposeOfVisit: 'Sightseeing and visiting friends',
    entryPort: 'DEL',
    exitPort: 'BOM',
    placesToVisit: 'Delhi, Agra, Jaipur',
    presentAddress: '10 Downing Street, Westminster',
    cityState: 'London',
    zipCode: 'SW1A 2AA',
    country: 'GB',
    permanentAddress: '10 Downing Street, Westminster',
    permanentCityState: 'London',
    permanentZipCode: 'SW1A 2AA',
    permanentCountry: 'Same as present',
    occupation: 'Engineer',
    employerName: 'Example Ltd',
    employerAddress: '1 Example Road, Manchester',
    visitedSaarcCountries: 'no',
    saarcCountriesDetails: '',
    criminalRecord: 'no',
    criminalRecordDetails: '',
    deportationHistory: 'no',
    deportationDetails: '',
    emergencyContactName: 'Sam Traveller',
    emergencyContactPhone: '+44 7700 900456',
    emergencyContactRelation: 'Brother',
    ...overrides,
  };
}
