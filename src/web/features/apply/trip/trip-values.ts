import { countries } from '@/domain/reference';
import type { TApplicationView, TCreateApplicationRequest } from '@/domain/schemas';
import type { ProcessingTime, Transportation, VisaType } from '@/domain/visa';

/** Step 1 as the form holds it: a choice not made yet is ''. */
export interface TripFormValues {
  visaType: VisaType | '';
  processingTime: ProcessingTime | '';
  transportation: Transportation | '';
  portOfArrival: string;
  email: string;
  countryCode: string;
  phone: string;
  numberOfApplicants: number;
  travelInsurance: boolean;
  travelEsim: boolean;
}

/** The dial key of the visitor's region, from a browser language such as 'en-GB'; else ''. */
export function guessDialKey(browserLanguages: readonly string[]): string {
  for (const tag of browserLanguages) {
    const region = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(tag)?.[1]?.toUpperCase();
    const country = region ? countries.find((c) => c.id === region) : undefined;
    if (country) return country.dialKey;
  }
  return '';
}

export function emptyTrip(countryCode = ''): TripFormValues {
  return {
    visaType: '',
    processingTime: '',
    transportation: '',
    portOfArrival: '',
    email: '',
    countryCode,
    phone: '',
    numberOfApplicants: 1,
    travelInsurance: false,
    travelEsim: false,
  };
}

export function tripFromView(view: TApplicationView): TripFormValues {
  return {
    visaType: view.visaType,
    processingTime: view.processingTime,
    transportation: view.transportation,
    portOfArrival: view.portOfArrival,
    email: view.email,
    countryCode: view.countryCode ?? '',
    phone: view.phone,
    numberOfApplicants: view.numberOfApplicants,
    travelInsurance: view.travelInsurance,
    travelEsim: view.travelEsim,
  };
}

/** Whether the form still says what the server has (then Next needs no write). */
export function sameTrip(values: TCreateApplicationRequest, view: TApplicationView): boolean {
  const saved = tripFromView(view);
  return (
    (Object.keys(saved) as (keyof TripFormValues)[]).every((key) => values[key] === saved[key]) &&
    values.language === view.language
  );
}
