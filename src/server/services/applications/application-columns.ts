import type { TCreateApplicationRequest } from '@/domain/schemas';
import type { NewApplication } from '@/server/db';
import { priceApplication } from './pricing-view';

/**
 * The step-1 answers as applications columns, priced by the server. Creating and editing a
 * draft both write exactly these, so a new step-1 field is mapped in one place.
 */
export function applicationColumns(input: TCreateApplicationRequest) {
  // Kept for the e-Tourist visa only: another visa type has no validity to choose (the schema
  // has already required one for a tourist visa).
  const touristValidity = input.visaType === 'tourist' ? (input.touristValidity ?? null) : null;
  const pricing = priceApplication({ ...input, touristValidity });
  return {
    visaType: input.visaType,
    touristValidity,
    processingTime: input.processingTime,
    transportation: input.transportation,
    portOfArrival: input.portOfArrival,
    email: input.email,
    countryCode: input.countryCode,
    phone: input.phone,
    numberOfApplicants: input.numberOfApplicants,
    travelInsurance: input.travelInsurance,
    travelEsim: input.travelEsim,
    language: input.language,
    pricing,
    totalAmount: pricing.totalAmount,
    currency: pricing.currency,
  } satisfies Partial<NewApplication>;
}
