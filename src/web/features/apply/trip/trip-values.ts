import { countries } from '@/domain/reference';
import type {
  TApplicationView,
  TCreateApplicationInput,
  TCreateApplicationRequest,
} from '@/domain/schemas';

/**
 * Step 1 as a form starts (fresh, or restored from a draft): the request's own input type, with
 * the choices not made yet left out. The form itself is typed by TCreateApplicationInput; an
 * unchosen select or radio group holds no valid value, which the schema reports as required.
 */
export type TripDefaults = Partial<TCreateApplicationInput>;

/** The dial key of the visitor's region, from a browser language such as 'en-GB'; else ''. */
export function guessDialKey(browserLanguages: readonly string[]): string {
  for (const tag of browserLanguages) {
    const region = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(tag)?.[1]?.toUpperCase();
    const country = region ? countries.find((c) => c.id === region) : undefined;
    if (country) return country.dialKey;
  }
  return '';
}

export function emptyTrip(countryCode = ''): TripDefaults {
  return {
    visaType: undefined,
    touristValidity: undefined,
    processingTime: undefined,
    transportation: undefined,
    portOfArrival: '',
    email: '',
    countryCode,
    phone: '',
    numberOfApplicants: 1,
    travelInsurance: false,
    travelEsim: false,
  };
}

export function tripFromView(view: TApplicationView) {
  return {
    visaType: view.visaType,
    touristValidity: view.touristValidity,
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

/**
 * Whether the form still says what the server has (then Next needs no write). A validity the
 * form keeps for another visa type is not sent on by the server, so it is no difference.
 */
export function sameTrip(values: TCreateApplicationRequest, view: TApplicationView): boolean {
  const saved = tripFromView(view);
  const chosen = {
    ...values,
    touristValidity: values.visaType === 'tourist' ? (values.touristValidity ?? null) : null,
  };
  return (
    (Object.keys(saved) as (keyof typeof saved)[]).every((key) => chosen[key] === saved[key]) &&
    values.language === view.language
  );
}
